// A JSON-RPC request whose params do not fit its method is answered here, before the transport, with
// JSON-RPC's "Invalid params" (-32602). The SDK parses a request's params inside its handler and
// reports a failure there as -32603, an internal error, with zod's issue list as the message: wrong
// for the client, which made the mistake, and noise in our error reports.
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  isJSONRPCRequest,
  ListToolsRequestSchema,
  PingRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { formatIssues } from "@/lib/api/parse";

/** The requests this server answers (lib/mcp/server.ts); the SDK answers any other with -32601. A Map,
 *  not an object: a method named "valueOf" or "constructor" must find nothing. */
const REQUEST_SCHEMAS = new Map<string, z.ZodType>([
  ["initialize", InitializeRequestSchema],
  ["ping", PingRequestSchema],
  ["tools/list", ListToolsRequestSchema],
  ["tools/call", CallToolRequestSchema],
]);

interface Refusal {
  id: string | number | null;
  message: string;
}

function refusalOf(message: unknown): Refusal | null {
  if (!isJSONRPCRequest(message)) return null;
  const schema = REQUEST_SCHEMAS.get(message.method);
  if (!schema) return null;
  const parsed = schema.safeParse(message);
  return parsed.success ? null : { id: message.id, message: `Invalid params for ${message.method}: ${formatIssues(parsed.error as z.ZodError)}` };
}

/** The -32602 answer to a message (or batch) with a request whose params do not fit, else null. */
export function invalidParamsResponse(message: unknown): Response | null {
  const batch = Array.isArray(message);
  const refusal = (batch ? message : [message]).map(refusalOf).find((r) => r !== null);
  if (!refusal) return null;
  // One refused request refuses its batch: the rest would otherwise be answered apart from it.
  const body = { jsonrpc: "2.0", id: batch ? null : refusal.id, error: { code: -32602, message: refusal.message } };
  return new Response(JSON.stringify(body), { status: batch ? 400 : 200, headers: { "Content-Type": "application/json" } });
}
