// ServiceError -> MCP tool error. A failed call is a tool result with isError (so the model reads it
// and can react), never a JSON-RPC error; its text is the REST API's error body verbatim,
// `{error, message, pricingUrl?}`, with the same stable code and message, so an agent's handling is
// the same on both surfaces. No structuredContent: clients validate it against the tool's
// outputSchema, which describes success.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { toServiceError } from "@/lib/errors/to-service-error";

export interface ToolErrorBody {
  error: string;
  message: string;
  pricingUrl?: string;
}

export function toolError(err: unknown): CallToolResult {
  const e = toServiceError(err);
  const body: ToolErrorBody = { error: e.code, message: e.message };
  if (e.options.pricingUrl) body.pricingUrl = e.options.pricingUrl;
  return { isError: true, content: [{ type: "text", text: JSON.stringify(body) }] };
}
