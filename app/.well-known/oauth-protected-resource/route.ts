// RFC 9728 protected resource metadata for the REST API (the site's default resource).
import { discoveryPreflight, discoveryResponse, protectedResourceMetadata } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export const GET = () => discoveryResponse(protectedResourceMetadata("api"));
export const OPTIONS = discoveryPreflight;
