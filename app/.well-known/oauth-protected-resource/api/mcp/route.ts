// RFC 9728 §3.1 path-suffixed metadata for the resource {site}/api/mcp (the MCP server).
import { discoveryPreflight, discoveryResponse, protectedResourceMetadata } from "@/lib/oauth/metadata";

export const dynamic = "force-dynamic";

export const GET = () => discoveryResponse(protectedResourceMetadata("mcp"));
export const OPTIONS = discoveryPreflight;
