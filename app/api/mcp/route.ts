// The MCP server (Streamable HTTP, stateless). Token verification for the /api/mcp resource, the
// authorization challenges and the transport live in lib/mcp/http.ts; the tools in lib/mcp/tools.
import { mcpMethodNotAllowed, mcpPost, mcpPreflight } from "@/lib/mcp/http";

export const dynamic = "force-dynamic";
// start_extraction fetches URL sources and decodes images before it answers, as POST /extractions does.
export const maxDuration = 60;

export const POST = mcpPost;
// GET also answers HEAD. PUT and PATCH are here so that they too get the JSON 405 with CORS headers.
export const GET = mcpMethodNotAllowed;
export const DELETE = mcpMethodNotAllowed;
export const PUT = mcpMethodNotAllowed;
export const PATCH = mcpMethodNotAllowed;
export const OPTIONS = mcpPreflight;
