// How every tool is registered: the description names the scope, a call without that scope is
// refused before the service runs, the service's answer becomes structuredContent (checked against
// the outputSchema) plus readable text, and anything thrown becomes a tool error with the REST code
// and message (./errors.ts).
//
// Calls are answered here, not by the SDK's McpServer (answerToolCalls): its own tools/call handler
// words a bad argument or an unknown tool as free text ("MCP error -32602: Input validation error:
// ...") rather than as the REST-shaped error the docs promise, and reports a result that fails its
// output schema as if the caller had erred. McpServer still lists the tools and their schemas.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema, type CallToolResult, type ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { parseValue } from "@/lib/api/parse";
import { hasScope, type Caller } from "@/lib/auth/caller";
import { invalidRequest } from "@/lib/errors";
import { authRequired } from "@/lib/errors/auth-required";
import { TOOL_SCOPES, type ToolName } from "./catalog";
import { toolError } from "./errors";

type ToolCall = (args: unknown) => Promise<CallToolResult>;

/** The tools each server registered, by name, for answerToolCalls. */
const registries = new WeakMap<McpServer, Map<string, ToolCall>>();

/** Who is calling this MCP request, and the channel popularity counts attribute it to. */
export interface McpContext {
  caller: Caller | null;
  channel: string;
  /** The client's address, for lanes counted per address when there is no token (the style check). */
  clientAddress: string;
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
  const input = z.object(spec.input);
  const handler: ToolCall = async (raw) => {
    try {
      // The HTTP layer already answered such calls with the OAuth challenge; this guards the tool itself.
      if (scope && (!ctx.caller || !hasScope(ctx.caller, scope))) {
        throw authRequired(scope, ctx.caller ? "insufficient_scope" : "missing", "mcp");
      }
      const args = parseValue(input, raw ?? {});
      if (!args.ok) throw invalidRequest(args.message);
      // The JSON round trip gives exactly what REST sends (dates as strings, no undefined keys).
      const out = JSON.parse(JSON.stringify(await spec.run(args.value as z.output<z.ZodObject<I>>, ctx.caller))) as z.output<O>;
      const checked = spec.output.safeParse(out);
      if (!checked.success) throw new Error(`${spec.name} answered outside its outputSchema: ${checked.error.message}`);
      return { structuredContent: out as Record<string, unknown>, content: [{ type: "text", text: spec.text(out) }] };
    } catch (err) {
      return toolError(err);
    }
  };
  const registry = registries.get(server) ?? new Map<string, ToolCall>();
  registries.set(server, registry.set(spec.name, handler));
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

/** Installs the tools/call handler over the tools registered with defineTool (call it after them). A
 *  call whose params do not fit CallToolRequestSchema never gets here (./request-check.ts). */
export function answerToolCalls(server: McpServer): void {
  const tools = registries.get(server) ?? new Map<string, ToolCall>();
  server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const call = tools.get(request.params.name);
    if (!call) {
      return toolError(invalidRequest(`There is no tool "${request.params.name}". The tools are: ${[...tools.keys()].join(", ")}.`));
    }
    return call(request.params.arguments);
  });
}
