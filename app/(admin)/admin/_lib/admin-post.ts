// The admin form posts' adapter over the form door (lib/http/form-post.ts, on the admission core): the
// caller must be an admin (read from the database, so a demotion takes effect at once), then the
// form's CSRF token must be theirs. The admin area does not exist for anyone else, so they get exactly
// the answer an unknown URL gets; the gate is asked before the CSRF token, or a non-admin could tell
// this route apart from a missing one by the "form has expired" answer.
import type { CsrfPurpose } from "@/lib/account/csrf";
import { formPost } from "@/lib/http/form-post";
import { isAdmin } from "@/lib/moderation";

export type AdminPost = { ok: true; adminId: string; form: URLSearchParams } | { ok: false; response: Response };

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/** `page` names where the form lives, for the "reload" advice of an expired form. */
export async function adminFormPost(req: Request, purpose: CsrfPurpose, page: string): Promise<AdminPost> {
  const post = await formPost(req, {
    purpose,
    pageName: page,
    gate: { admits: (user) => isAdmin(user.id), outsider: notFound },
  });
  return post.ok ? { ok: true, adminId: post.user.id, form: post.form } : post;
}
