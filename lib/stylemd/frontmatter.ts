// Splitting a STYLE.md document into YAML frontmatter and Markdown body, and reading the frontmatter
// with line numbers. Used by the linter, which must never throw, so every failure here is a value.
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from "yaml";
import { readPlainFrontmatter } from "./frontmatter-plain";
import { readSimpleFrontmatter } from "./frontmatter-simple";

// A real frontmatter is a dozen lines. yaml's unique-key check is quadratic in the number of keys and
// deep flow nesting is slow, so anything far past a sane size is rejected before parsing.
export const MAX_FRONTMATTER_LINES = 400;
export const MAX_FRONTMATTER_CHARS = 16_000;
// Legitimate STYLE.md files never need aliases; a small cap defuses "billion laughs" documents.
export const MAX_ALIAS_COUNT = 20;

const DELIMITER = /^---[ \t]*$/;

/** Splits into lines the way editors number them: BOM dropped, CRLF, CR and LF all end a line. */
export function toLines(text: string): string[] {
  const withoutBom = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // Most documents end lines with LF alone, which a plain split reads several times faster.
  return withoutBom.includes("\r") ? withoutBom.split(/\r\n|\r|\n/) : withoutBom.split("\n");
}

export type FrontmatterSplit =
  | { kind: "missing"; /** 1-based line of a `---` found after leading blank lines, if any */ lateDelimiterLine: number | null }
  | { kind: "unterminated" }
  | {
      kind: "ok";
      yamlLines: string[];
      /** 1-based line of the closing `---` */
      closeLine: number;
      /** 0-based index into the lines of the first body line (may equal lines.length) */
      bodyStart: number;
    };

/** Frontmatter must open on line 1; the first later `---` line closes it. */
export function splitFrontmatter(lines: string[]): FrontmatterSplit {
  if (!DELIMITER.test(lines[0] ?? "")) {
    const firstContent = lines.findIndex((line) => line.trim() !== "");
    const late = firstContent > 0 && DELIMITER.test(lines[firstContent] ?? "") ? firstContent + 1 : null;
    return { kind: "missing", lateDelimiterLine: late };
  }
  for (let i = 1; i < lines.length; i++) {
    if (DELIMITER.test(lines[i] ?? "")) {
      return { kind: "ok", yamlLines: lines.slice(1, i), closeLine: i + 1, bodyStart: i + 1 };
    }
  }
  return { kind: "unterminated" };
}

export interface FrontmatterField {
  value: unknown;
  /** 1-based document line of the key */
  line: number;
  /** 1-based document line of each item when the value is a sequence or mapping (key line if unknown) */
  itemLines: number[];
}

export type ParsedFrontmatter =
  | { ok: true; fields: Map<string, FrontmatterField> }
  | { ok: false; line: number; message: string };

/**
 * Parses frontmatter YAML that starts on document line `firstLine`. Only string top-level keys are
 * kept; a Map (not an object) so keys such as `__proto__` are inert.
 */
export function parseFrontmatter(yamlLines: string[], firstLine = 2): ParsedFrontmatter {
  const source = yamlLines.join("\n");
  if (yamlLines.length > MAX_FRONTMATTER_LINES || source.length > MAX_FRONTMATTER_CHARS) {
    return {
      ok: false,
      line: firstLine - 1,
      message: `frontmatter is too large to read (limit ${MAX_FRONTMATTER_LINES} lines, ${MAX_FRONTMATTER_CHARS} characters)`,
    };
  }
  // Cheapest reader first; each answers only where its answer is the yaml path's.
  const fields = readSimpleFrontmatter(source, firstLine) ?? readPlainFrontmatter(source, firstLine);
  return fields ? { ok: true, fields } : readFrontmatterWithYaml(source, firstLine);
}

/** The full reader, for any frontmatter: yaml's document model, its errors and alias limits. Exported
 *  for the test that holds the plain reader to the same answers. */
export function readFrontmatterWithYaml(source: string, firstLine: number): ParsedFrontmatter {
  const lineCounter = new LineCounter();
  const toLine = (offset: number): number => lineCounter.linePos(offset).line + firstLine - 1;
  const doc = parseDocument(source, { lineCounter, prettyErrors: false });

  const firstError = doc.errors[0];
  if (firstError) {
    return {
      ok: false,
      line: toLine(firstError.pos[0]),
      message: `frontmatter is not valid YAML: ${cleanYamlMessage(firstError.message)}`,
    };
  }

  let js: unknown;
  try {
    js = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (err) {
    return { ok: false, line: firstAliasLine(doc, toLine) ?? firstLine, message: aliasFailure(err) };
  }

  const contents = doc.contents;
  if (contents === null || (isScalar(contents) && contents.value === null)) {
    // Blank or comment-only frontmatter: an empty mapping, so the key-level rules explain what is missing.
    return { ok: true, fields: new Map() };
  }
  if (!isMap(contents) || js === null || typeof js !== "object" || Array.isArray(js)) {
    const line = contents.range ? toLine(contents.range[0]) : firstLine;
    return { ok: false, line, message: "frontmatter must be a YAML mapping of `key: value` lines" };
  }

  const fields = new Map<string, FrontmatterField>();
  for (const pair of contents.items) {
    if (!isScalar(pair.key) || typeof pair.key.value !== "string") continue;
    const key = pair.key.value;
    const line = pair.key.range ? toLine(pair.key.range[0]) : firstLine;
    const value = Object.getOwnPropertyDescriptor(js, key)?.value;
    const node = pair.value;
    let itemLines: number[] = [];
    if (isSeq(node) || isMap(node)) {
      itemLines = node.items.map((item) => {
        const located = isPair(item) ? (item.key ?? item.value) : item;
        const range = located && typeof located === "object" && "range" in located ? located.range : undefined;
        return Array.isArray(range) && typeof range[0] === "number" ? toLine(range[0]) : line;
      });
    }
    fields.set(key, { value, line, itemLines });
  }
  return { ok: true, fields };
}

// yaml appends its own " at line X, column Y" (relative to the frontmatter, not the document) and a
// code excerpt; the linter reports document lines itself.
function cleanYamlMessage(message: string): string {
  const firstLine = message.split("\n", 1)[0] ?? "";
  return firstLine.replace(/ at line \d+, column \d+:?\s*$/, "").trim() || "parse error";
}

function aliasFailure(err: unknown): string {
  const text = err instanceof Error ? err.message : "";
  if (/alias/i.test(text) && /excessive/i.test(text)) {
    return `frontmatter YAML expands too many aliases (limit ${MAX_ALIAS_COUNT})`;
  }
  return `frontmatter YAML could not be read: ${text.split("\n", 1)[0] || "unresolvable value"}`;
}

function firstAliasLine(doc: ReturnType<typeof parseDocument>, toLine: (offset: number) => number): number | null {
  let found: number | null = null;
  try {
    visit(doc, {
      Alias(_key, node) {
        if (isAlias(node) && node.range) {
          found = toLine(node.range[0]);
          return visit.BREAK;
        }
        return undefined;
      },
    });
  } catch {
    return null;
  }
  return found;
}
