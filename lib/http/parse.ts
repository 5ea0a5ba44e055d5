// Request parsing for route handlers: failures become 400 invalid_request naming the parameter.
import type { z } from "zod";
import { parseQuery, validateStyleMdJsonBody } from "@/lib/api";
import { invalidRequest } from "@/lib/errors";
import { parseSectionList, type SectionId } from "@/lib/styles/sections";

export function queryOf<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  const parsed = parseQuery(schema, url.searchParams);
  if (!parsed.ok) throw invalidRequest(parsed.message);
  return parsed.value as z.output<S>;
}

/** The section ids of an already validated `sections` query value (getStyleQuery checks the ids). */
export function sectionsOf(value: string | undefined): SectionId[] | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const parsed = parseSectionList(value);
  return parsed.ok ? parsed.sections : undefined;
}

const MAX_DOCUMENT_BYTES = 512 * 1024;

/** The STYLE.md document of POST /style-md/validate: a text/markdown (or text/plain) body, or JSON {text}. */
export async function styleMdDocumentOf(req: Request): Promise<string> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const raw = await req.arrayBuffer();
  if (raw.byteLength > MAX_DOCUMENT_BYTES) {
    throw invalidRequest(`body: the document is ${raw.byteLength} bytes; at most ${MAX_DOCUMENT_BYTES} bytes are accepted`);
  }
  const text = new TextDecoder().decode(raw);
  if (type === "text/markdown" || type === "text/plain" || type === "text/x-markdown") return text;
  if (type === "application/json") {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw invalidRequest("body: not valid JSON; send {\"text\": \"<STYLE.md document>\"} or the document itself as text/markdown");
    }
    const parsed = validateStyleMdJsonBody.safeParse(body);
    if (!parsed.success) throw invalidRequest(`text: required string field with the STYLE.md document`);
    return parsed.data.text;
  }
  throw invalidRequest(
    `Content-Type: send the document as text/markdown, or JSON {"text": "…"} as application/json (got ${type || "none"})`,
  );
}
