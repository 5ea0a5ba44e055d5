// RFC 7591 dynamic client registration: public clients, or confidential ones given a secret once.
import { registrationEndpoint } from "@/lib/oauth/endpoints";
import { discoveryPreflight, withOAuthCors } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export const POST = async (req: Request) => withOAuthCors(await registrationEndpoint(req));
export const OPTIONS = discoveryPreflight;
