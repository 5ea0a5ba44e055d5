// STYLE.md linter (contract "Lint rules"): exactly four error kinds and four warning kinds, each message
// prefixed with the document line it concerns. Must never throw: the validate endpoint feeds it any
// text a client sends.
//
// Cascades are suppressed so one mistake yields one message: when the frontmatter is unusable only the
// body rules run; an empty body skips the heading warnings; with no `##` heading at all the per-section
// "no matching heading" warnings are left out.
//
// Hex colors in the body (error 4). A token is `#` plus a maximal run R of ASCII letters/digits, where
// the `#` does not follow a letter, digit, `#`, `&`, `/`, `_` or `\` (so URL fragments, HTML entities and
// heading markers like `## Palette` never count). Fenced code blocks are skipped. The token is checked
// against HEX_COLOR when it is clearly meant as a color:
//   a. it is the whole content of an inline code span (`#FF48B0`) and R is hex-ish;
//   b. it sits in the `## Palette` section, R has at least 3 characters and is hex-ish;
//   c. anywhere else, R is 3-10 characters of hex digits only with at least one letter and one digit
//      (catches `#FF48B`, leaves `#coffee`, `#1 priority`, `#12345` and `#facade` alone).
// Hex-ish: at most 10 characters, at most 2 non-hex characters, and either a digit or only hex letters
// (so `#GG0000` and `#FF48B` are checked, hashtags such as `#smallbiz` or `#include` are not).
import { HEX_COLOR } from "@/lib/styles/blocks";
import { isSectionId, SECTION_IDS, SECTION_TITLES, type SectionId } from "@/lib/styles/sections";
import { GENERATOR_ID } from "@/lib/stylemd/generator";
import { parseFrontmatter, splitFrontmatter, toLines, type FrontmatterField } from "@/lib/stylemd/frontmatter";

export interface LintResult {
  valid: boolean;
  errors: string[];
  warnings: string[];
  meta: { name: string | null; generator: string | null; sections: string[] };
}

const HEX_EXPECTED = "expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA";
// Keeps the response bounded when a huge document repeats a mistake thousands of times.
const MAX_MESSAGES = 50;

export function lintStyleMd(text: string): LintResult {
  try {
    return lint(typeof text === "string" ? text : String(text));
  } catch {
    // Defensive only: every rule below is written not to throw.
    return finish(["line 1: the document could not be read"], [], emptyMeta());
  }
}

function lint(text: string): LintResult {
  const lines = toLines(text);
  const errors: string[] = [];
  const warnings: string[] = [];
  const meta = emptyMeta();
  const split = splitFrontmatter(lines);

  if (split.kind === "missing") {
    const hint = split.lateDelimiterLine ? ` (found \`---\` on line ${split.lateDelimiterLine}; nothing may precede it)` : "";
    errors.push(`line 1: missing YAML frontmatter: the document must start with a \`---\` line${hint}`);
    if (text.trim() !== "") lintBody(lines, 0, null, errors, warnings);
    return finish(errors, warnings, meta);
  }
  if (split.kind === "unterminated") {
    errors.push("line 1: frontmatter is never closed: add a `---` line after it");
    return finish(errors, warnings, meta);
  }

  const parsed = parseFrontmatter(split.yamlLines, 2);
  const bodyEmpty = lines.slice(split.bodyStart).every((line) => line.trim() === "");
  let declared: Array<{ id: SectionId; line: number }> | null = null;

  if (!parsed.ok) {
    errors.push(`line ${parsed.line}: ${parsed.message}`);
  } else {
    const { fields } = parsed;
    meta.name = checkStringField(fields.get("name"), "name", "frontmatter has no `name:`", "", warnings);
    meta.generator = checkStringField(
      fields.get("generator"),
      "generator",
      "frontmatter has no `generator:` line",
      ` (expected \`generator: ${GENERATOR_ID}\`)`,
      warnings,
    );
    const sections = checkSections(fields.get("sections"), errors);
    meta.sections = sections.names;
    declared = sections.known;
    checkPalette(fields.get("palette"), errors);
  }

  if (bodyEmpty) {
    errors.push(`line ${split.closeLine}: the body after the frontmatter is empty`);
  } else {
    lintBody(lines, split.bodyStart, declared, errors, warnings);
  }
  return finish(errors, warnings, meta);
}

function emptyMeta(): LintResult["meta"] {
  return { name: null, generator: null, sections: [] };
}

function finish(errors: string[], warnings: string[], meta: LintResult["meta"]): LintResult {
  const cap = (list: string[], noun: string): string[] =>
    list.length <= MAX_MESSAGES
      ? list
      : [...list.slice(0, MAX_MESSAGES - 1), `${noun}: ${list.length - MAX_MESSAGES + 1} more not listed`];
  const cappedErrors = cap(errors, "errors");
  return { valid: cappedErrors.length === 0, errors: cappedErrors, warnings: cap(warnings, "warnings"), meta };
}

/** Warnings 1 and 2: the key must be present with a non-empty string value. */
function checkStringField(
  field: FrontmatterField | undefined,
  key: string,
  missingMessage: string,
  hint: string,
  warnings: string[],
): string | null {
  if (field === undefined) {
    warnings.push(`line 1: ${missingMessage}${hint}`);
    return null;
  }
  if (typeof field.value !== "string" || field.value.trim() === "") {
    warnings.push(`line ${field.line}: \`${key}\` should be a non-empty string${hint}`);
    return null;
  }
  return field.value.trim();
}

/** Error 2. Returns the declared names for meta and the known ids (first occurrence) with their line. */
function checkSections(
  field: FrontmatterField | undefined,
  errors: string[],
): { names: string[]; known: Array<{ id: SectionId; line: number }> } {
  const names: string[] = [];
  const known: Array<{ id: SectionId; line: number }> = [];
  if (field === undefined) {
    errors.push("line 1: frontmatter has no `sections:` list");
    return { names, known };
  }
  if (field.value === null || field.value === undefined) {
    errors.push(`line ${field.line}: the \`sections\` list is empty`);
    return { names, known };
  }
  if (!Array.isArray(field.value)) {
    errors.push(`line ${field.line}: \`sections\` must be a list of section ids, e.g. [overview, palette]`);
    return { names, known };
  }
  if (field.value.length === 0) {
    errors.push(`line ${field.line}: the \`sections\` list is empty`);
    return { names, known };
  }
  const seen = new Set<string>();
  field.value.forEach((entry: unknown, index) => {
    const line = field.itemLines[index] ?? field.line;
    if (typeof entry === "string") names.push(entry);
    if (typeof entry === "string" && isSectionId(entry)) {
      if (!seen.has(entry)) known.push({ id: entry, line });
      seen.add(entry);
      return;
    }
    const shown = typeof entry === "string" ? entry : describeValue(entry);
    const lower = typeof entry === "string" ? entry.trim().toLowerCase() : "";
    const suggestion = isSectionId(lower) ? `; did you mean \`${lower}\`?` : "";
    errors.push(
      `line ${line}: unknown section id \`${shown}\` (known ids: ${SECTION_IDS.join(", ")})${suggestion}`,
    );
  });
  return { names, known };
}

/** Error 4, frontmatter half: every palette entry must be exactly a hex color. */
function checkPalette(field: FrontmatterField | undefined, errors: string[]): void {
  if (field === undefined || field.value === null || field.value === undefined) return;
  let entries: unknown[];
  if (Array.isArray(field.value)) entries = field.value;
  else if (typeof field.value === "object") entries = Object.values(field.value);
  else entries = [field.value];
  entries.forEach((entry, index) => {
    const line = field.itemLines[index] ?? field.line;
    if (typeof entry === "string" && HEX_COLOR.test(entry.trim())) return;
    if (entry === null || entry === undefined) {
      // The usual cause: `- #FF48B0` unquoted, which YAML reads as a comment.
      errors.push(`line ${line}: malformed hex color: empty palette entry (${HEX_EXPECTED}; quote it, "#FF48B0")`);
      return;
    }
    const shown = typeof entry === "string" ? entry : describeValue(entry);
    errors.push(`line ${line}: malformed hex color \`${shown}\` in palette (${HEX_EXPECTED})`);
  });
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "object") return Array.isArray(value) ? "[list]" : "{mapping}";
  return String(value).slice(0, 80);
}

// --- body -------------------------------------------------------------------------------------------

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
// Greedy tail, trimmed in code: a lazy `(.*?)[ \t]*$` backtracks quadratically on long runs of spaces.
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*))?$/;
const CODE_SPAN = /`([^`]+)`/g;
const HEX_TOKEN = /(?<![0-9A-Za-z#&/_\\])#([0-9A-Za-z]+)/g;

interface Heading {
  text: string;
  line: number;
}

/**
 * Body rules: error 4 (hex tokens), warning 3 (no `##` heading) and, when `declared` is known,
 * warning 4 (declared section without a matching `## Title` or `## id` heading).
 */
function lintBody(
  lines: string[],
  start: number,
  declared: Array<{ id: SectionId; line: number }> | null,
  errors: string[],
  warnings: string[],
): void {
  const headings: Heading[] = [];
  let fence: string | null = null;
  let inPalette = false;

  for (let i = start; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const lineNo = i + 1;
    // A fence starts with ` or ~ and a heading with #, after at most three spaces; a line that has
    // neither (most prose and list lines) can match no pattern below, and has no hex token either.
    const lead = leadingChar(line);
    if (lead !== "`" && lead !== "~" && !line.includes("#")) continue;
    const fenceMatch = lead === "`" || lead === "~" ? FENCE.exec(line) : null;
    if (fence !== null) {
      // A fence closes on the same character repeated at least as often as it opened.
      const marker = fenceMatch?.[1];
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      continue;
    }
    if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
      continue;
    }
    const heading = lead === "#" ? ATX_HEADING.exec(line) : null;
    if (heading) {
      const level = heading[1]?.length ?? 0;
      const title = normaliseHeading(heading[2] ?? "");
      if (level === 2) headings.push({ text: title, line: lineNo });
      if (level <= 2) inPalette = level === 2 && title === "palette";
    }
    checkBodyHex(line, lineNo, inPalette && !heading, errors);
  }

  if (headings.length === 0) {
    const firstContent = lines.findIndex((line, index) => index >= start && line.trim() !== "");
    warnings.push(`line ${firstContent >= 0 ? firstContent + 1 : start + 1}: the body has no \`##\` section headings`);
    return;
  }
  if (declared === null) return;
  const present = new Set(headings.map((h) => h.text));
  for (const { id, line } of declared) {
    const title = SECTION_TITLES[id];
    if (present.has(title.toLowerCase()) || present.has(id)) continue;
    warnings.push(`line ${line}: section \`${id}\` is declared but the body has no \`## ${title}\` heading`);
  }
}

/** The first character after at most three leading spaces ("" when the line ends first). */
function leadingChar(line: string): string {
  let i = 0;
  while (i < 3 && line.charCodeAt(i) === 32) i++;
  return line.charAt(i);
}

function normaliseHeading(raw: string): string {
  let title = raw.trim();
  // "## Palette ##" closes with hashes in CommonMark; they are not part of the title.
  let end = title.length;
  while (end > 0 && title[end - 1] === "#") end--;
  const withoutHashes = title.slice(0, end);
  if (withoutHashes !== title && (withoutHashes === "" || /[ \t]$/.test(withoutHashes))) title = withoutHashes;
  return title.replace(/\s+/g, " ").trim().toLowerCase();
}

function checkBodyHex(line: string, lineNo: number, inPalette: boolean, errors: string[]): void {
  if (!line.includes("#")) return;
  let bare = line;
  if (line.includes("`")) {
    bare = line.replace(CODE_SPAN, (span: string, content: string) => {
      const match = /^#([0-9A-Za-z]+)$/.exec(content.trim());
      if (match?.[1] && isHexish(match[1])) reportHex(`#${match[1]}`, lineNo, errors);
      return " ".repeat(span.length);
    });
  }
  for (const match of bare.matchAll(HEX_TOKEN)) {
    const run = match[1] ?? "";
    const candidate = inPalette ? run.length >= 3 && isHexish(run) : looksLikeBareHex(run);
    if (candidate) reportHex(`#${run}`, lineNo, errors);
  }
}

function reportHex(token: string, lineNo: number, errors: string[]): void {
  if (!HEX_COLOR.test(token)) errors.push(`line ${lineNo}: malformed hex color \`${token}\` (${HEX_EXPECTED})`);
}

function isHexish(run: string): boolean {
  if (run.length > 10) return false;
  const nonHex = run.replace(/[0-9A-Fa-f]/g, "").length;
  return nonHex <= 2 && (/[0-9]/.test(run) || nonHex === 0);
}

function looksLikeBareHex(run: string): boolean {
  return /^[0-9A-Fa-f]{3,10}$/.test(run) && /[0-9]/.test(run) && /[A-Fa-f]/.test(run);
}
