// The MCP server for one verified caller (or an anonymous one): every tool, registered over the same
// services the REST API calls. Built per request: the transport is stateless (no session to keep
// between requests, so any instance can answer any request), and the caller is fixed for its life.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { Caller } from "@/lib/auth/caller";
import { UNKNOWN_CLIENT } from "@/lib/ratelimit/lane";
import { answerToolCalls, type McpContext } from "./tool";
import { registerCheckTools } from "./tools/check";
import { registerExportTools } from "./tools/export";
import { registerExtractionTools } from "./tools/extraction";
import { registerGalleryTools } from "./tools/gallery";
import { registerHistoryTools } from "./tools/history";
import { registerLibraryTools } from "./tools/library";
import { registerVersionTools } from "./tools/versions";

export const SERVER_INFO = { name: "styleshelf", title: "Styleshelf", version: "1.0.0" };

const INSTRUCTIONS =
  "Styleshelf is a gallery of reusable creative styles (visual looks and writing voices) that compile into the " +
  "prompt dialect of the tool at hand. Typical flow: search_styles, then get_style with the format of the tool " +
  "the user works in (default for chat assistants, midjourney, flux, diffusion, stylemd, json); after making an image " +
  "or a draft in a style, check_style scores it against the style and says what to change. Signed-in users can " +
  "also save styles, list their own, and extract new styles from text, references and images (start_extraction " +
  "spends credits: call it once, never retry it automatically, then poll get_extraction). Errors carry a stable " +
  "`error` code and a `message` (and sometimes a `pricingUrl`) to show to the user as they are.";

export function createMcpServer(caller: Caller | null, opts: { channel?: string; clientAddress?: string } = {}): McpServer {
  const server = new McpServer(SERVER_INFO, { capabilities: { tools: {} }, instructions: INSTRUCTIONS });
  const ctx: McpContext = { caller, channel: opts.channel ?? "mcp", clientAddress: opts.clientAddress ?? UNKNOWN_CLIENT };
  registerGalleryTools(server, ctx);
  registerCheckTools(server, ctx);
  registerExportTools(server, ctx);
  registerExtractionTools(server, ctx);
  registerLibraryTools(server, ctx);
  registerHistoryTools(server, ctx);
  registerVersionTools(server, ctx);
  answerToolCalls(server);
  return server;
}
