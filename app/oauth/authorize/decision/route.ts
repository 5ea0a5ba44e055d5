// The consent form's target: lib/oauth re-validates the request, checks session and CSRF, records the
// decision and says where to send the browser. Errors before the redirect URI is trusted are shown here.
// The body is read with the bounded reader (lib/http/oauth-body.ts), and each address has a lane of
// RATE_LIMIT_OAUTH_DECISIONS_PER_MIN decisions a minute (a person decides once per connection).
import { sessionTokenFromCookieHeader } from "@/lib/auth/session";
import { oauthBody } from "@/lib/http/oauth-body";
import { decideAuthorization } from "@/lib/oauth/authorize";
import { readForm } from "@/lib/oauth/endpoints";
import { oauthErrorResponse } from "@/lib/oauth/errors";
import { errorPage } from "@/lib/oauth/error-page";
import { spendOAuthDecision } from "@/lib/ratelimit/oauth";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const body = await oauthBody(req);
  if (body.refusal) return body.refusal;
  const wait = await spendOAuthDecision(req);
  if (wait !== null) {
    const page = errorPage(429, `Too many authorization decisions from your address. Wait ${wait} seconds, then try connecting again.`);
    page.headers.set("Retry-After", String(wait));
    return page;
  }
  let form: URLSearchParams;
  try {
    form = readForm(req, body.text);
  } catch (err) {
    return oauthErrorResponse(err);
  }
  const outcome = await decideAuthorization(form, sessionTokenFromCookieHeader(req.headers.get("cookie")));
  if (outcome.kind === "redirect") return new Response(null, { status: 303, headers: { Location: outcome.location, "Cache-Control": "no-store" } });
  return errorPage(outcome.status, outcome.description);
}
