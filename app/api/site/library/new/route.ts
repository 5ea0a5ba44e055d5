// POST /api/site/library/new (form: csrf): the library's "New style". A plain HTML form, so it works before
// any script loads; every answer is a 303 a browser follows: to the builder on success, else back to
// the library with a reason the page explains (a signed-out browser signs in and comes back here).
import { seeOther } from "@/lib/account/form-post";
import { createStyle } from "@/lib/builder/create";
import { ServiceError } from "@/lib/errors";
import { formPost } from "@/lib/http/form-post";
import { LIMIT_NOTICE_COOKIE } from "@/app/library/_lib/notice";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const posted = await formPost(req, {
    purpose: "library",
    pageName: "the library",
    returnTo: "/library",
    expired: () => seeOther("/library?error=expired"),
  });
  if (!posted.ok) return posted.response;
  try {
    const style = await createStyle(posted.user.id);
    return seeOther(`/builder/${style.id}`);
  } catch (err) {
    if (!(err instanceof ServiceError) || err.reason !== "style_allowance") throw err;
    // The service's message travels in a short-lived cookie rather than the URL, so nobody can
    // craft a link that makes the library display words of their choosing.
    const res = seeOther("/library?error=plan_limit_reached");
    res.headers.append(
      "set-cookie",
      `${LIMIT_NOTICE_COOKIE}=${encodeURIComponent(err.message)}; Path=/library; Max-Age=60; HttpOnly; SameSite=Lax`,
    );
    return res;
  }
}
