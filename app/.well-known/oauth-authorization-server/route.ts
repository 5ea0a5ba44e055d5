// RFC 8414 authorization server metadata.
import { authorizationServerMetadata, discoveryPreflight, discoveryResponse } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export const GET = () => discoveryResponse(authorizationServerMetadata());
export const OPTIONS = discoveryPreflight;
