// The MCP tools by name, with the OAuth scope each needs (null: anonymous). One list, read by the
// tool files (which refuse a call without the scope) and by the HTTP layer (which answers such a call
// with the authorization challenge before the tool runs). Scopes come from the one scope module.
import type { Scope } from "@/lib/auth/scopes";

export const TOOL_SCOPES = {
  search_styles: null,
  get_style: null,
  get_style_md: null,
  validate_style_md: null,
  export_style: null,
  check_style: null,
  start_extraction: "extract",
  get_extraction: "extract",
  save_style: "styles:write",
  list_my_styles: "styles:read",
  list_saved_styles: "styles:read",
  list_extraction_history: "styles:read",
  get_extraction_history_entry: "styles:read",
  list_style_versions: "styles:read",
  diff_style_versions: "styles:read",
} as const satisfies Record<string, Scope | null>;

export type ToolName = keyof typeof TOOL_SCOPES;

export const TOOL_NAMES = Object.keys(TOOL_SCOPES) as ToolName[];

/** The scope a tool needs, or null when it is anonymous (or not one of ours: the SDK answers those). */
export function scopeOfTool(name: unknown): Scope | null {
  return typeof name === "string" && Object.hasOwn(TOOL_SCOPES, name) ? TOOL_SCOPES[name as ToolName] : null;
}

/** The largest request the endpoint reads: room for a few base64 images in a start_extraction
 *  (larger sources go by image_url). */
export const MAX_MCP_BODY_BYTES = 16 * 1024 * 1024;
