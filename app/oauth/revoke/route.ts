// RFC 7009 token revocation.
import { revocationEndpoint } from "@/lib/oauth/endpoints";
import { discoveryPreflight, withOAuthCors } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export const POST = async (req: Request) => withOAuthCors(await revocationEndpoint(req));
export const OPTIONS = discoveryPreflight;
