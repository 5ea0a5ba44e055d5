// The API reference (/docs/api) as Markdown, its twin at /docs/api.md: the same view of the OpenAPI
// document the HTML page renders (lib/openapi/reference.ts), written for an agent that reads one file
// instead of the JSON: every operation with its method, path, access, parameters (where, type, required,
// limits), body and responses with their error codes, then the schemas as compact field tables. Pure.
import type { ApiReference, ReferenceOperation, ReferenceParameter, ReferenceSchema } from "@/lib/openapi/reference";
import { twinMarkdown } from "./llms";
import { API_REFERENCE_PAGE } from "./types";

// Headers every response carries, said once in the overview instead of under every response.
const EVERY_RESPONSE_HEADERS = ["X-RateLimit-Limit", "X-RateLimit-Remaining", "X-RateLimit-Reset"];

/** A table cell: one line, pipes escaped (GFM splits cells on them, even inside code spans). */
function cell(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim().replace(/\|/g, "\\|");
}

/** Schemas are `### Name` headings, whose anchor renderers (GitHub, this site) derive from the name. */
function schemaLink(name: string): string {
  return `[${name}](#${name.toLowerCase()})`;
}

function table(columns: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(columns), line(columns.map(() => "---")), ...rows.map(line)].join("\n");
}

function access(op: ReferenceOperation): string {
  const scopes = op.scopes.map((s) => `\`${s}\``).join(", ");
  if (op.scopes.length === 0) return "No token needed.";
  if (op.anonymous) return `No token needed; a bearer token with ${scopes} also reaches your own styles.`;
  return `Bearer token with the scope ${scopes}.`;
}

function parameterRow(p: ReferenceParameter): string[] {
  const notes = [
    p.limits,
    p.enum && !p.type.includes('"') ? `one of ${p.enum.map((v) => `\`${v}\``).join(", ")}` : undefined,
    p.default !== undefined ? `default \`${p.default}\`` : undefined,
    p.example !== undefined ? `e.g. \`${p.example}\`` : undefined,
  ].filter(Boolean);
  return [`\`${p.name}\``, p.in, `\`${cell(p.type)}\``, p.required ? "yes" : "no", cell(notes.join("; ")), cell(p.description)];
}

function contentList(content: { type: string; schema?: string }[]): string {
  return content.map((c) => `\`${c.type}\`${c.schema ? ` (${schemaLink(c.schema)})` : ""}`).join(", ");
}

function operation(op: ReferenceOperation, basePath: string): string {
  const out = [`### ${op.summary}`, "", `\`${op.method.toUpperCase()} ${basePath}${op.path}\` · operationId \`${op.id}\``, "", `Auth: ${access(op)}`];
  if (op.description) out.push("", op.description.trim());
  if (op.parameters.length > 0) {
    out.push("", "Parameters:", "", table(["Name", "In", "Type", "Required", "Limits and defaults", "Description"], op.parameters.map(parameterRow)));
  }
  if (op.body) {
    out.push("", `Request body: ${contentList(op.body.content)}.`);
    if (op.body.description) out.push("", op.body.description.trim());
  }
  const rows = op.responses.map((r) => {
    const headers = r.headers.filter((h) => !EVERY_RESPONSE_HEADERS.includes(h));
    return [
      r.status,
      r.errorCode ? `\`${r.errorCode}\`` : "",
      cell(r.description.replace(/\s*\(`[a-z_]+`\)$/, "")),
      contentList(r.contentTypes.map((type) => ({ type, ...(r.schema && type.includes("json") ? { schema: r.schema } : {}) }))),
      headers.map((h) => `\`${h}\``).join(", "),
    ];
  });
  out.push("", "Responses:", "", table(["Status", "Error code", "When", "Body", "Headers"], rows));
  return out.join("\n");
}

function schema(s: ReferenceSchema): string {
  const out = [`### ${s.name}`, "", `\`${cell(s.type)}\`${s.description ? `: ${s.description.trim()}` : ""}`];
  if (s.properties.length > 0) {
    const rows = s.properties.map((p) => {
      const description = [p.description.trim(), p.limits ? `Limits: ${p.limits}.` : ""].filter(Boolean).join(" ");
      return [`\`${p.name}\``, `\`${cell(p.type)}\``, p.required ? "yes" : "no", cell(description)];
    });
    out.push("", table(["Field", "Type", "Required", "Description"], rows));
  }
  return out.join("\n");
}

/** The whole reference as the body of the /docs/api twin. */
export function apiReferenceBody(ref: ApiReference, site: string): string {
  // Paths are shown whole (`/api/v1/styles`), as the HTML page shows them: the document's server names the prefix.
  const basePath = URL.canParse(ref.server) ? new URL(ref.server).pathname.replace(/\/+$/, "") : "";
  const sections = [
    `${ref.title} ${ref.version}, generated from the OpenAPI document at ${ref.server}/openapi.json; the HTML page at ${site}/docs/api shows the same.`,
    "## Overview",
    ref.description.trim(),
    `Base URL: \`${ref.server}\`. Each operation below lists its responses with their error codes; every error body is an ` +
      `${schemaLink("Error")}, and the rate-limit headers (${EVERY_RESPONSE_HEADERS.map((h) => `\`${h}\``).join(", ")}) come with every response, so the tables leave them out.`,
    "## Authentication",
    ref.auth.description.trim(),
    `- Authorization URL: ${ref.auth.authorizationUrl}\n- Token URL (also refresh): ${ref.auth.tokenUrl}`,
    table(["Scope", "Grants"], ref.auth.scopes.map((s) => [`\`${s.name}\``, cell(s.description)])),
    ...ref.tags.flatMap((tag) => [`## ${tag.name}`, ...(tag.description ? [tag.description.trim()] : []), ...tag.operations.map((op) => operation(op, basePath))]),
    "## Schemas",
    "The named objects the operations send and receive. Objects may gain fields over time; ignore the ones you do not know.",
    ...ref.schemas.map(schema),
  ];
  return sections.filter((s) => s !== "").join("\n\n");
}

/** The twin as served: the docs twins' title, summary and canonical line, then the reference. */
export function apiReferenceMarkdown(ref: ApiReference, site: string): string {
  return twinMarkdown(API_REFERENCE_PAGE, apiReferenceBody(ref, site), site);
}
