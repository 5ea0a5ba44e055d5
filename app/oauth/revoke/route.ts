// RFC 7009 token revocation.
import { oauthBody } from "@/lib/http/oauth-body";
import { revocationEndpoint } from "@/lib/oauth/endpoints";
import { discoveryPreflight, withOAuthCors } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const body = await oauthBody(req);
  return withOAuthCors(body.refusal ?? (await revocationEndpoint(req, body.text)));
}
export const OPTIONS = discoveryPreflight;
