// The token endpoint: authorization_code (PKCE S256, or a confidential client's secret) and refresh_token (rotating).
import { oauthBody } from "@/lib/http/oauth-body";
import { tokenEndpoint } from "@/lib/oauth/endpoints";
import { discoveryPreflight, withOAuthCors } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const body = await oauthBody(req);
  return withOAuthCors(body.refusal ?? (await tokenEndpoint(req, body.text)));
}
export const OPTIONS = discoveryPreflight;
