// RFC 9728 §3.1 path-suffixed metadata for the resource {site}/api/v1.
import { discoveryPreflight, discoveryResponse, protectedResourceMetadata } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export const GET = () => discoveryResponse(protectedResourceMetadata("api"));
export const OPTIONS = discoveryPreflight;
