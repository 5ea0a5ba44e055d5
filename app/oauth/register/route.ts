// RFC 7591 dynamic client registration: public clients, or confidential ones given a secret once.
import { oauthBody } from "@/lib/http/oauth-body";
import { registrationEndpoint } from "@/lib/oauth/endpoints";
import { discoveryPreflight, withOAuthCors } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const body = await oauthBody(req);
  return withOAuthCors(body.refusal ?? (await registrationEndpoint(req, body.text)));
}
export const OPTIONS = discoveryPreflight;
