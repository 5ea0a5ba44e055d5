// The front half of every admin form post: the caller must be an admin (read from the database, so a
// demotion takes effect at once), then the form's CSRF token must be theirs. The admin area does not
// exist for anyone else, so they get exactly the answer an unknown URL gets.
import { accountFormPost } from "@/lib/account/form-post";
import type { CsrfPurpose } from "@/lib/account/csrf";
import { sessionTokenFromCookieHeader, userForSessionToken } from "@/lib/auth/session";
import { isAdmin } from "@/lib/moderation";

export type AdminPost = { ok: true; adminId: string; form: URLSearchParams } | { ok: false; response: Response };

function notFound(): Response {
  return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/** `page` names where the form lives, for the "reload" advice of an expired form. */
export async function adminFormPost(req: Request, purpose: CsrfPurpose, page: string): Promise<AdminPost> {
  // Admin first, CSRF second: otherwise a non-admin could tell this route apart from a missing one
  // by the "form has expired" answer.
  const user = await userForSessionToken(sessionTokenFromCookieHeader(req.headers.get("cookie")));
  if (!user || !(await isAdmin(user.id))) return { ok: false, response: notFound() };
  const post = await accountFormPost(req, purpose);
  if (!post.ok) {
    if (post.response.status !== 403) return post;
    return { ok: false, response: Response.json({ error: "forbidden", message: `The form has expired. Reload ${page} and try again.` }, { status: 403 }) };
  }
  return { ok: true, adminId: post.user.id, form: post.form };
}
