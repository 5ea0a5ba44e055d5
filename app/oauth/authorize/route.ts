// GET /oauth/authorize: the authorization endpoint. An invalid request (unknown client, a redirect URI
// it did not register, plain PKCE...) gets its error page with the request's status, never a 200 page
// that only looks like an error; a valid one goes to sign-in, back to the client, or to the consent
// page. All checks live in lib/oauth/authorize.ts. A client metadata document that cannot be fetched is
// named as such, never with the fetch's reason (lib/oauth/clients.ts).
import { sessionTokenFromCookieHeader } from "@/lib/auth/session";
import { authorizePage } from "@/lib/oauth/authorize";
import { errorPage } from "@/lib/oauth/error-page";
import { spendClientMetadataFetch } from "@/lib/ratelimit/oauth";

export const dynamic = "force-dynamic";

const see = (location: string) => new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });

export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  // A new https client_id is fetched once per address's lane (RATE_LIMIT_CLIENT_METADATA_FETCHES_PER_MIN);
  // known and recently failed ones are answered from the database and a short cache.
  const outcome = await authorizePage(url.searchParams, sessionTokenFromCookieHeader(req.headers.get("cookie")), { spendFetch: () => spendClientMetadataFetch(req) });
  if (outcome.kind === "invalid") return errorPage(outcome.status, outcome.description);
  if (outcome.kind === "consent") return see(`/oauth/authorize/consent${url.search}`);
  return see(outcome.location);
}
