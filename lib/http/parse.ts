// Request parsing for route handlers: failures become 400 invalid_request naming the parameter.
import type { z } from "zod";
import { parseQuery, validateStyleMdJsonBody } from "@/lib/api";
import { invalidRequest } from "@/lib/errors";
import { documentTooLarge, STYLE_MD_MAX_BYTES } from "@/lib/stylemd/document-size";
import { readBodyBytes } from "./multipart";
import { assertStorable } from "@/lib/errors/storable-text";

export function queryOf<S extends z.ZodType>(schema: S, url: URL): z.output<S> {
  // `%00` decodes to NUL, which a stored draft name (or any text column) cannot hold; no parameter
  // means anything with one, so every value is held to it (lib/mcp/inputs.ts restChecked likewise).
  for (const [key, value] of url.searchParams) assertStorable(value, key);
  const parsed = parseQuery(schema, url.searchParams);
  if (!parsed.ok) throw invalidRequest(parsed.message);
  return parsed.value as z.output<S>;
}

/**
 * queryOf for a route that the same few query strings reach again and again (GET /styles/{ref}: a
 * format and a flag or two): each distinct query string is parsed once and its result, frozen, is
 * answered again; a query that fails is parsed (and refused) every time. At most `maxEntries` are
 * kept: past that the memory starts over, so many distinct queries cost what parsing them costs.
 */
export function memoizedQueryOf<S extends z.ZodType>(schema: S, maxEntries = 256): (url: URL) => Readonly<z.output<S>> {
  const parsed = new Map<string, Readonly<z.output<S>>>();
  return (url) => {
    const known = parsed.get(url.search);
    if (known !== undefined) return known;
    const value = Object.freeze(queryOf(schema, url));
    if (parsed.size >= maxEntries) parsed.clear();
    parsed.set(url.search, value);
    return value;
  };
}

// decode() without { stream: true } keeps no state between calls, so one decoder serves every request;
// like each TextDecoder it drops a leading BOM, which JSON.parse would refuse.
const UTF8 = new TextDecoder();

/** The STYLE.md document of POST /style-md/validate: a text/markdown (or text/plain) body, or JSON {text}. */
export async function styleMdDocumentOf(req: Request): Promise<string> {
  const type = (req.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  // Read up to the limit and no further, so an oversized body is refused without being held in memory.
  const raw = await readBodyBytes(req, STYLE_MD_MAX_BYTES, documentTooLarge);
  const text = UTF8.decode(raw);
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
