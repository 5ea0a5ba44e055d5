// The consent form's target: lib/oauth re-validates the request, checks session and CSRF, records the
// decision and says where to send the browser. Errors before the redirect URI is trusted are shown here.
import { sessionTokenFromCookieHeader } from "@/lib/auth/session";
import { decideAuthorization } from "@/lib/oauth/authorize";
import { readForm } from "@/lib/oauth/endpoints";
import { oauthErrorResponse } from "@/lib/oauth/errors";
import { errorPage } from "@/lib/oauth/error-page";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  let form: URLSearchParams;
  try {
    form = await readForm(req);
  } catch (err) {
    return oauthErrorResponse(err);
  }
  const outcome = await decideAuthorization(form, sessionTokenFromCookieHeader(req.headers.get("cookie")));
  if (outcome.kind === "redirect") return new Response(null, { status: 303, headers: { Location: outcome.location, "Cache-Control": "no-store" } });
  return errorPage(outcome.status, outcome.description);
}
