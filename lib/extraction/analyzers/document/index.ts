// Documents to text: recognises a PDF by its bytes and a text file by its name or declared type (when it
// really is UTF-8), and turns either into plain prose for the text analyzer. JSON gives its string
// values, CSV its cells, Markdown and HTML their prose without markup. Reads only the bytes it is given.
import { getDocumentProxy } from "unpdf";
import { AnalysisError } from "@/lib/extraction/analysis";
import { csvCells, looksLikeCsv, markdownToText, htmlToText, looksLikeHtml } from "./formats";
import { stripMarkup, type Markup } from "../text/markup";

export type DocumentKind = "pdf" | "text";

/** The text analyzer reads the start of a document; more than this is never needed. */
export const MAX_DOCUMENT_CHARS = 20_000;
/** Pages read from a PDF at most, so a thousand-page file costs no more than a long one. */
const MAX_PDF_PAGES = 100;

const PDF_MAGIC = Buffer.from("%PDF-", "ascii");
const TEXT_EXTENSIONS = new Set(["txt", "text", "md", "markdown", "csv", "json"]);

function extensionOf(filename: string | null): string | null {
  const match = filename?.toLowerCase().match(/\.([a-z0-9]+)$/);
  return match ? match[1]! : null;
}

function isTextType(declaredType: string | null): boolean {
  const type = declaredType?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type.startsWith("text/") || type === "application/json" || type.endsWith("+json");
}

/** The bytes as a string when they are valid UTF-8 without NUL bytes (a binary file is neither). */
function decodeUtf8(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return null;
  }
}

/** A PDF by its magic bytes, whatever it claims to be; a text file only when its name or declared type
 *  says so and it decodes as UTF-8 with some text in it; anything else null (a PNG renamed .pdf too). */
export function detectDocumentKind(bytes: Buffer, filename: string | null, declaredType: string | null): DocumentKind | null {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "pdf";
  const ext = extensionOf(filename);
  if (!(ext !== null && TEXT_EXTENSIONS.has(ext)) && !isTextType(declaredType)) return null;
  const text = decodeUtf8(bytes);
  return text !== null && text.trim() !== "" ? "text" : null;
}

export async function documentToText(bytes: Buffer, kind: DocumentKind): Promise<string> {
  if (kind === "pdf") return cap(tidy(await pdfToText(bytes)));
  const text = plainText(bytes);
  return cap(laidOut(text) ? tidyLines(text) : tidy(text));
}

/** A rendered man page, a Debian package description or changelog, a GNU NEWS file: text whose
 *  columns and indentation say what each line is. The text analyzer reads them (text/markup.ts), so
 *  they are passed on with their layout. */
function laidOut(text: string): boolean {
  const { markup } = stripMarkup(text.slice(0, 4000));
  const layouts: Markup[] = ["man", "debian-description", "debian-changelog", "news-outline"];
  return layouts.some((m) => markup.has(m));
}

/** Line ends, trailing spaces and runs of blank lines only. */
function tidyLines(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\u00A0]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/^\n+|\s+$/g, "");
}

function cap(text: string): string {
  if (text.length <= MAX_DOCUMENT_CHARS) return text;
  const head = text.slice(0, MAX_DOCUMENT_CHARS);
  const space = head.search(/\s\S*$/);
  return (space > MAX_DOCUMENT_CHARS / 2 ? head.slice(0, space) : head).trimEnd();
}

function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\u00A0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function plainText(bytes: Buffer): string {
  const text = decodeUtf8(bytes);
  if (text === null) throw new AnalysisError("This file is not UTF-8 text; save it as UTF-8 or send a PDF.");
  const prose = textOf(text);
  if (prose.trim() === "") throw new AnalysisError("This file has no text we can read.");
  return prose;
}

/** The kind of text file is read from its content, not its name: the name may be wrong, and the
 *  reader is called with the bytes alone. */
function textOf(text: string): string {
  const trimmed = text.trim();
  if (/^[[{]/.test(trimmed)) {
    const parsed = parseJson(trimmed);
    if (parsed !== undefined) return jsonStrings(parsed).join("\n\n");
  }
  if (looksLikeHtml(trimmed)) return htmlToText(trimmed);
  if (looksLikeCsv(trimmed)) return csvCells(trimmed).join("\n");
  return markdownToText(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** String values, in document order, without keys: the prose a JSON file carries. Identifiers, URLs
 *  and single words (slugs, tags, enums) are kept only when there is no prose at all. */
function jsonStrings(value: unknown): string[] {
  const all: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === "string") {
      if (/\p{L}/u.test(v) && !/^(?:https?:|mailto:|data:)/i.test(v.trim())) all.push(v.trim());
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") Object.values(v).forEach(walk);
  };
  walk(value);
  const prose = all.filter((s) => s.split(/\s+/).length >= 3);
  return prose.length ? prose : all;
}

type PdfProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

async function pdfToText(bytes: Buffer): Promise<string> {
  let pdf: PdfProxy;
  try {
    // A copy: pdf.js may take over (detach) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (err) {
    throw pdfError(err);
  }
  try {
    // Page by page rather than unpdf's extractText: reading stops once there is enough text, and
    // line ends survive (extractText's merged form collapses them, and with them the paragraphs).
    const pages: string[] = [];
    let length = 0;
    for (let n = 1; n <= Math.min(pdf.numPages, MAX_PDF_PAGES) && length < MAX_DOCUMENT_CHARS; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    const text = joinPdfLines(pages.join("\n\n"));
    if (!/[\p{L}\p{N}]/u.test(text)) throw new AnalysisError("This PDF has no text we can read (is it a scan?)");
    return text;
  } catch (err) {
    throw pdfError(err);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

/** PDF text comes as laid-out lines: join words hyphenated across a line end and lines wrapped inside
 *  a paragraph, so sentences are whole again. */
function joinPdfLines(text: string): string {
  return text
    .replace(/(\p{Ll})-\n(\p{Ll})/gu, "$1$2")
    .replace(/([^\n.!?:;"”])\n(?=[\p{Ll}(“"])/gu, "$1 ");
}

function pdfError(err: unknown): AnalysisError {
  if (err instanceof AnalysisError) return err;
  const name = err instanceof Error ? err.name : "";
  if (name === "PasswordException") {
    return new AnalysisError("This PDF is password-protected; remove the password and send it again.");
  }
  return new AnalysisError("This PDF could not be read: the file looks damaged or incomplete.");
}
