// Placeholders in docs and blog Markdown, expanded from the project's own lists so no list is written
// twice: `{{formats}}` becomes the formats table from lib/compile/formats, `{{errors}}` the error codes
// with their statuses, and so on. `{site_url}`, `{base_url}` and `{pricing_url}` become this instance's
// addresses, so every example names the server it is read on. The HTML page and the `.md` twin both
// show the expanded text. An unknown `{{name}}` throws: a typo must fail the tests, not ship.
// Pure: SITE_URL and the rate limits arrive in the context.
import { LIMITS, SEARCH_SORTS } from "@/lib/api/queries";
import { SCOPE_WORDING, SCOPES, type Scope } from "@/lib/auth/scopes";
import { FORMAT_INFO, FORMATS } from "@/lib/compile/formats";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS } from "@/lib/export/targets";
import { ERROR_CODES, type ErrorCode } from "@/lib/errors";
import { TOOL_NAMES, TOOL_SCOPES, type ToolName } from "@/lib/mcp/catalog";
import { STATUS_OF } from "@/lib/errors/http-status";
import { PLANS, UNLIMITED, type PlanId, type PlanLimits } from "@/lib/plans";
import { CATEGORIES } from "@/lib/styles/categories";
import { SECTION_IDS, SECTION_TITLES } from "@/lib/styles/sections";
import { GENERATOR_ID } from "@/lib/stylemd/generator";
import { lintStyleMd } from "@/lib/stylemd/lint";

export interface DirectiveContext {
  siteUrl: string;
  rateLimits: { anonPerMinute: number; tokenPerMinute: number; extractPerMinute: number };
  /** Lifetimes of OAuth tokens (lib/oauth/tokens), passed in so this module stays free of the database. */
  tokenTtlSeconds: { access: number; refresh: number };
  /** Per-IP limits of the OAuth token and revocation endpoints (lib/oauth/endpoints). */
  oauthPerMinute: { token: number; revoke: number };
}

// Keyed by the one list of codes, so a new code cannot appear without words here.
const ERROR_MEANING: Record<ErrorCode, string> = {
  invalid_request: "A malformed query or body, a bad ref, an unreadable image, no source, a URL that could not be fetched, too many files.",
  not_found: "No public style matches, or the extraction is not yours.",
  auth_required: "A token is missing, invalid, expired, issued for another resource, or lacks the scope. `WWW-Authenticate` names the scope.",
  forbidden: "The style exists but is private or waiting for moderation.",
  service_not_generated: "Your own style has never been generated; press Generate on the website first.",
  insufficient_credits: "Not enough credits for an extraction. Comes with `pricingUrl`.",
  plan_limit_reached: "Your plan does not include this (the cross-style history, an older history entry on Free; as a 402, saving a draft past your plan's style allowance). Comes with `pricingUrl`.",
  payload_too_large: "A file or a fetched source is over 8 MB.",
  rate_limited: "Too many requests. Wait `Retry-After` seconds.",
  internal_error: "Something failed on our side. Retrying a GET is safe.",
};

const ENDPOINTS: { method: "GET" | "POST"; path: string; what: string; scope: Scope | null }[] = [
  { method: "GET", path: "/styles", what: "Search the public gallery", scope: null },
  { method: "GET", path: "/styles/{ref}", what: "A style compiled into one format", scope: null },
  { method: "GET", path: "/styles/{ref}/style.md", what: "A style as a STYLE.md document", scope: null },
  { method: "GET", path: "/styles/{ref}/export/{target}", what: "A style as design tokens, a Tailwind theme, DESIGN.md or an Agent Skill", scope: null },
  { method: "POST", path: "/styles/{ref}/check", what: "Score an image or a text against a style, with what to change", scope: null },
  { method: "POST", path: "/style-md/validate", what: "Lint a STYLE.md document", scope: null },
  { method: "POST", path: "/styles/{ref}/save", what: "Save a gallery style to your library", scope: "styles:write" },
  { method: "GET", path: "/me/styles", what: "Your own styles, private ones included", scope: "styles:read" },
  { method: "GET", path: "/me/styles/{id}/generations", what: "Every generation of one of your styles", scope: "styles:read" },
  { method: "GET", path: "/me/styles/{id}/generations/{a}/diff/{b}", what: "What changed between two generations (`b` may be `draft`)", scope: "styles:read" },
  { method: "GET", path: "/me/saved-styles", what: "Gallery styles you saved", scope: "styles:read" },
  { method: "GET", path: "/me/extractions", what: "Your extraction history", scope: "styles:read" },
  { method: "GET", path: "/me/extractions/{id}", what: "One extraction from your history", scope: "styles:read" },
  { method: "POST", path: "/extractions", what: "Start an extraction (spends credits)", scope: "extract" },
  { method: "GET", path: "/extractions/{id}", what: "Poll an extraction; save it as a draft", scope: "extract" },
];

// Keyed by the MCP server's own tool list, so a tool cannot be added or renamed without words here.
const TOOL_PURPOSE: Record<ToolName, string> = {
  search_styles: "Search the public gallery (query, category, sort, paging)",
  get_style: "A style compiled into one format (`default`, `flux`, `midjourney`, `diffusion`, `stylemd`, `json`), with `sections`, `compact`, `raw`",
  get_style_md: "A style as a STYLE.md document",
  validate_style_md: "Lint a STYLE.md document",
  export_style: "A style as a file: `tokens`, `tailwind` and `design-md` inline, the `skill` zip as a download link",
  check_style: "Score an image (`image_url` or base64 `image`) or a `text` against a style, with each check and what to change",
  start_extraction: "Start an extraction from text, a named reference, image URLs or base64 images, and (on Pro) document URLs; spends credits",
  get_extraction: "Poll an extraction; with `save_as_draft` (and `name`) keep the result as a draft",
  save_style: "Save a gallery style to your library",
  list_my_styles: "Your own styles, private ones included",
  list_saved_styles: "Gallery styles you saved",
  list_extraction_history: "Your extraction history, newest first",
  get_extraction_history_entry: "One extraction from your history",
  list_style_versions: "Every generation (version) of one of your styles, newest first",
  diff_style_versions: "What changed between two versions of one of your styles, or since one of them",
};

// One small document per lint rule; the table shows what the linter itself answers for it, so the
// documented messages are the real ones.
const LINT_CASES: { kind: "error" | "warning"; rule: string; doc: string }[] = [
  { kind: "error", rule: "YAML front matter (`---` delimited) missing at the top", doc: "## Mood\nQuiet.\n" },
  { kind: "error", rule: "`sections:` missing, empty, or naming an unknown section", doc: `---\nname: A\ngenerator: ${GENERATOR_ID}\nsections: [mood, vibes]\n---\n\n## Mood\nQuiet.\n` },
  { kind: "error", rule: "Nothing after the front matter", doc: `---\nname: A\ngenerator: ${GENERATOR_ID}\nsections: [mood]\n---\n` },
  { kind: "error", rule: "A malformed hex colour", doc: `---\nname: A\ngenerator: ${GENERATOR_ID}\nsections: [palette]\n---\n\n## Palette\n- \`#FF48B\` pink\n` },
  { kind: "warning", rule: "No `name:` in the front matter", doc: `---\ngenerator: ${GENERATOR_ID}\nsections: [mood]\n---\n\n## Mood\nQuiet.\n` },
  { kind: "warning", rule: "No `generator:` line", doc: "---\nname: A\nsections: [mood]\n---\n\n## Mood\nQuiet.\n" },
  { kind: "warning", rule: "No `##` headings in the body", doc: `---\nname: A\ngenerator: ${GENERATOR_ID}\nsections: [mood]\n---\n\nQuiet.\n` },
  { kind: "warning", rule: "A declared section with no matching heading", doc: `---\nname: A\ngenerator: ${GENERATOR_ID}\nsections: [mood, palette]\n---\n\n## Mood\nQuiet.\n` },
];

/** Table cells: pipes would split the cell, line breaks would end the row. */
function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

function table(caption: string, head: string[], rows: string[][]): string {
  return [
    `Table: ${caption}`,
    "",
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n");
}

const plans = () => Object.keys(PLANS) as PlanId[];
const credits = (p: PlanLimits) => (p.initialCredits === UNLIMITED ? "unlimited" : `${p.initialCredits} to start`);
const cost = (p: PlanLimits) => (p.initialCredits === UNLIMITED ? "nothing" : `${p.extractionCost} credits`);

function lintMessage(doc: string, kind: "error" | "warning"): string {
  const r = lintStyleMd(doc);
  return (kind === "error" ? r.errors[0] : r.warnings[0]) ?? "(no message)";
}

function blocks(ctx: DirectiveContext): Record<string, () => string> {
  const rl = ctx.rateLimits;
  return {
    formats: () =>
      table(
        `The ${FORMATS.length} formats`,
        ["Format", "For", "What you get"],
        FORMATS.map((f) => [`\`${f}\``, FORMAT_INFO[f].label, `${FORMAT_INFO[f].hint}${FORMAT_INFO[f].visualOnly ? ". Visual instructions only: writing voice is left out." : "."}`]),
      ),
    "export-targets": () =>
      table(
        `The ${EXPORT_TARGETS.length} export targets`,
        ["Target", "File", "For"],
        EXPORT_TARGETS.map((t) => {
          const info = EXPORT_TARGET_INFO[t];
          return [`[\`${t}\`](/docs/${info.docsSlug})`, `\`<slug>${info.suffix}\` (${info.contentType.split(";")[0]})`, `${info.hint}.`];
        }),
      ),
    sections: () => SECTION_IDS.map((id, i) => `${i + 1}. ${SECTION_TITLES[id]} (\`${id}\`)`).join("\n"),
    scopes: () =>
      table("Scopes", ["Scope", "Lets an app", "What the person approves"], SCOPES.map((s) => [`\`${s}\``, SCOPE_WORDING[s].docs, `“${SCOPE_WORDING[s].consent}”`])),
    plans: () =>
      table(
        "What each plan includes",
        ["Included", ...plans().map((p) => PLANS[p].label)],
        [
          ["Credits", ...plans().map((p) => credits(PLANS[p]))],
          ["An extraction costs", ...plans().map((p) => cost(PLANS[p]))],
          ["Files per extraction", ...plans().map((p) => String(PLANS[p].maxFiles))],
          ["Documents (PDF, .txt, .md, .csv, .json) as sources", ...plans().map((p) => (PLANS[p].documents ? "yes" : "no"))],
          ["Own styles", ...plans().map((p) => (PLANS[p].maxStyles === null ? "unlimited" : String(PLANS[p].maxStyles)))],
          ["Extraction history", ...plans().map((p) => (PLANS[p].fullHistory ? "the whole archive" : "the newest entry of each style"))],
        ],
      ),
    errors: () =>
      table("Error codes", ["Code", "Status", "When"], ERROR_CODES.map((c) => [`\`${c}\``, String(STATUS_OF[c]), ERROR_MEANING[c]])),
    endpoints: () =>
      table(
        "Endpoints (paths relative to the base address)",
        ["Endpoint", "What it does", "Token scope"],
        ENDPOINTS.map((e) => [`\`${e.method} ${e.path}\``, e.what, e.scope ? `\`${e.scope}\`` : "none"]),
      ),
    "lint-rules": () =>
      table(
        "The linter's rules, with the message it gives for each",
        ["Kind", "Rule", "Message"],
        LINT_CASES.map((c) => [c.kind, c.rule, `\`${lintMessage(c.doc, c.kind).replace(/`/g, "'")}\``]),
      ),
    "mcp-tools": () =>
      table(
        "The MCP server's tools",
        ["Tool", "What it does", "Needs"],
        TOOL_NAMES.map((t) => {
          const scope = TOOL_SCOPES[t] as Scope | null;
          const readsStyles = t === "get_style" || t === "get_style_md" || t === "export_style";
          const needs = scope ? `\`${scope}\`` : readsStyles ? "nothing (`styles:read` for your own private styles)" : "nothing";
          return [`\`${t}\``, TOOL_PURPOSE[t], needs];
        }),
      ),
    "rate-limits": () =>
      [
        `- ${rl.anonPerMinute} requests a minute per IP address without a token;`,
        `- ${rl.tokenPerMinute} requests a minute per token;`,
        `- ${rl.extractPerMinute} extractions a minute per account, on top of the above.`,
      ].join("\n"),
    // Inline values.
    categories: () => CATEGORIES.map((c) => `\`${c.id}\``).join(", "),
    sorts: () => SEARCH_SORTS.map((s) => `\`${s}\``).join(" or "),
    "section-ids": () => SECTION_IDS.join(","),
    "free-credits": () => String(PLANS.free.initialCredits),
    "free-extraction-cost": () => String(PLANS.free.extractionCost),
    "free-max-files": () => String(PLANS.free.maxFiles),
    "pro-max-files": () => String(PLANS.pro.maxFiles),
    "free-max-styles": () => String(PLANS.free.maxStyles ?? "unlimited"),
    generator: () => GENERATOR_ID,
    "access-token-minutes": () => String(ctx.tokenTtlSeconds.access / 60),
    "access-token-seconds": () => String(ctx.tokenTtlSeconds.access),
    "refresh-token-days": () => String(ctx.tokenTtlSeconds.refresh / 86_400),
    "token-requests-per-minute": () => String(ctx.oauthPerMinute.token),
    "revocations-per-minute": () => String(ctx.oauthPerMinute.revoke),
    "query-limit": () => String(LIMITS.query),
    "text-limit": () => LIMITS.extractionText.toLocaleString("en"),
    "name-limit": () => String(LIMITS.name),
    "anon-per-minute": () => String(rl.anonPerMinute),
    "token-per-minute": () => String(rl.tokenPerMinute),
    "extract-per-minute": () => String(rl.extractPerMinute),
  };
}

export const DIRECTIVE = /\{\{\s*([a-z0-9-]+)\s*\}\}/g;

/** The names `expandDirectives` knows (for tests and for authors). */
export function directiveNames(ctx: DirectiveContext): string[] {
  return Object.keys(blocks(ctx));
}

export function expandDirectives(markdown: string, ctx: DirectiveContext, file = "content"): string {
  const site = ctx.siteUrl.replace(/\/+$/, "");
  const table = blocks(ctx);
  return markdown
    .replace(DIRECTIVE, (_, name: string) => {
      const fn = table[name];
      if (!fn) throw new Error(`${file}: unknown directive {{${name}}}; known: ${Object.keys(table).join(", ")}`);
      return fn();
    })
    .replaceAll("{site_url}", site)
    .replaceAll("{base_url}", `${site}/api/v1`)
    .replaceAll("{pricing_url}", `${site}/pricing`)
    .replaceAll("{site_host}", new URL(site).host);
}
