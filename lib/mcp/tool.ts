// How every tool is registered: the description names the scope, a call without that scope is
// refused before the service runs, the service's answer becomes structuredContent (checked against
// the outputSchema) plus readable text, and anything thrown becomes a tool error with the REST code
// and message (./errors.ts).
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { hasScope, type Caller } from "@/lib/auth/caller";
import { authRequired } from "@/lib/http/bearer";
import { TOOL_SCOPES, type ToolName } from "./catalog";
import { toolError } from "./errors";

/** Who is calling this MCP request, and the channel popularity counts attribute it to. */
export interface McpContext {
  caller: Caller | null;
  channel: string;
}

export interface ToolSpec<I extends z.ZodRawShape, O extends z.ZodObject> {
  name: ToolName;
  title: string;
  description: string;
  input: I;
  output: O;
  annotations: Omit<ToolAnnotations, "title">;
  /** `caller` is non-null whenever the tool has a scope. */
  run(args: z.output<z.ZodObject<I>>, caller: Caller | null): Promise<z.input<O>>;
  /** The readable form of a successful result. */
  text(out: z.output<O>): string;
}

export function defineTool<I extends z.ZodRawShape, O extends z.ZodObject>(server: McpServer, ctx: McpContext, spec: ToolSpec<I, O>): void {
  const scope = TOOL_SCOPES[spec.name];
  const description = scope
    ? `${spec.description}\n\nNeeds a Styleshelf sign-in (OAuth) with the "${scope}" scope.`
    : `${spec.description}\n\nWorks without signing in.`;
  const handler = async (args: unknown): Promise<CallToolResult> => {
    try {
      // The HTTP layer already answered such calls with the OAuth challenge; this guards the tool itself.
      if (scope && (!ctx.caller || !hasScope(ctx.caller, scope))) {
        throw authRequired(scope, ctx.caller ? "insufficient_scope" : "missing", "mcp");
      }
      // The JSON round trip gives exactly what REST sends (dates as strings, no undefined keys).
      const out = JSON.parse(JSON.stringify(await spec.run(args as z.output<z.ZodObject<I>>, ctx.caller))) as z.output<O>;
      return { structuredContent: out as Record<string, unknown>, content: [{ type: "text", text: spec.text(out) }] };
    } catch (err) {
      return toolError(err);
    }
  };
  server.registerTool(
    spec.name,
    {
      title: spec.title,
      description,
      inputSchema: spec.input,
      outputSchema: spec.output,
      annotations: { title: spec.title, ...spec.annotations },
    },
    handler as never,
  );
}
