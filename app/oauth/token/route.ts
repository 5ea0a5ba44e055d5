// The token endpoint: authorization_code (PKCE S256, or a confidential client's secret) and refresh_token (rotating).
import { tokenEndpoint } from "@/lib/oauth/endpoints";
import { discoveryPreflight, withOAuthCors } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export const POST = async (req: Request) => withOAuthCors(await tokenEndpoint(req));
export const OPTIONS = discoveryPreflight;
