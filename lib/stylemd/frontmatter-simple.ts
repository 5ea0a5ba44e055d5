// The frontmatter every STYLE.md we render has, read line by line without a YAML parser. js-yaml's
// event parser (./frontmatter-plain.ts) still spent ~60 µs of the linter's ~90 µs on the bench's
// six-line frontmatter; this reads the same in a few µs. It answers only for a small, closed subset
// of YAML where a line's meaning never depends on anything but the line itself:
//   key: plain words           (starts with a letter, no `#`, no `: `, not null/true/false)
//   key: "double quoted"       (no backslash, no `"` inside)
//   key: 'single quoted'       (no `'` inside)
//   key: [item, "item", ...]   (one line; plain items are words, spaces and . _ / + - ')
//   key:                       followed by `- item` lines at one indentation, or by nothing (null)
// with word keys, each once, and blank lines. Anything else (comments, tabs, escapes, numbers,
// multi-line scalars, nesting, every mistake) returns null and goes to the next reader, so the answer
// is always the yaml path's; tests/unit/stylemd/frontmatter-plain.property.test.ts holds it to that.
import type { FrontmatterField } from "./frontmatter";

// Greedy tails, with trailing spaces cut in code: a lazy `(.*?) *$` backtracks quadratically on long
// runs of spaces.
const KEY_LINE = /^([A-Za-z][A-Za-z0-9_-]*):(?: +(.*))?$/;
const ITEM_LINE = /^( *)- +(.*)$/;
const BLANK = /^ *$/;
/** Characters past ASCII that YAML prints as they are and that JavaScript does not count as white
 *  space (so no trimming on either side can tell them apart); surrogates are left out altogether. */
const WIDE = "\\u00A1-\\u167F\\u1681-\\u1FFF\\u200B-\\u2027\\u202A-\\u202E\\u2030-\\u205E\\u2060-\\u2FFF\\u3001-\\uD7FF\\uE000-\\uFEFE\\uFF00-\\uFFFD";
/** A plain scalar in block context: a letter first, then characters that mean nothing special there;
 *  `:` only inside a word (`https://…`), never before a space or at the end. */
const BLOCK_PLAIN = new RegExp(`^[A-Za-z](?:[A-Za-z0-9 .,/_()'"!?;&=%@*+\\-${WIDE}]|:(?=[A-Za-z0-9/]))*$`);
/** A plain item inside `[...]`: no flow indicators, quotes only after the first character. */
const FLOW_PLAIN = new RegExp(`^[A-Za-z][A-Za-z0-9 ._/+'\\-${WIDE}]*$`);
const DOUBLE_QUOTED = /^"([^"\\\x00-\x1F\x7F\u0085\u2028\u2029\uFEFF\uD800-\uDFFF]*)"$/;
const SINGLE_QUOTED = /^'([^'\x00-\x1F\x7F\u0085\u2028\u2029\uFEFF\uD800-\uDFFF]*)'$/;
const NON_STRING_WORDS = new Set(["null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE"]);

/** One scalar as YAML's core schema reads it, or undefined when it is outside the subset. */
function scalar(text: string, plain: RegExp): string | undefined {
  const quoted = DOUBLE_QUOTED.exec(text) ?? SINGLE_QUOTED.exec(text);
  if (quoted) return quoted[1];
  if (!plain.test(text) || NON_STRING_WORDS.has(text)) return undefined;
  // The pattern lets single spaces through; a plain scalar keeps them as written.
  return text;
}

/** `text` without the spaces (U+0020 only, as YAML counts them) at either end. */
function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 32) start++;
  while (end > start && text.charCodeAt(end - 1) === 32) end--;
  return text.slice(start, end);
}

function flowSequence(text: string): string[] | undefined {
  const inner = trimSpaces(text.slice(1, -1));
  if (inner === "") return [];
  const items: string[] = [];
  for (const part of inner.split(",")) {
    const item = scalar(trimSpaces(part), FLOW_PLAIN);
    if (item === undefined) return undefined;
    items.push(item);
  }
  return items;
}

/** The top-level fields, or null when the frontmatter is not entirely in the subset above. */
export function readSimpleFrontmatter(source: string, firstLine: number): Map<string, FrontmatterField> | null {
  const lines = source.split("\n");
  const fields = new Map<string, FrontmatterField>();
  let i = 0;
  while (i < lines.length) {
    const text = lines[i]!;
    if (BLANK.test(text)) {
      i++;
      continue;
    }
    const keyLine = KEY_LINE.exec(text);
    if (!keyLine) return null;
    const key = keyLine[1]!;
    if (fields.has(key) || NON_STRING_WORDS.has(key)) return null;
    const line = i + firstLine;
    const raw = trimSpaces(keyLine[2] ?? "");
    i++;
    if (raw.startsWith("[")) {
      if (!raw.endsWith("]")) return null;
      const items = flowSequence(raw);
      if (items === undefined) return null;
      fields.set(key, { value: items, line, itemLines: items.map(() => line) });
    } else if (raw !== "") {
      const value = scalar(raw, BLOCK_PLAIN);
      if (value === undefined) return null;
      fields.set(key, { value, line, itemLines: [] });
    } else {
      // `key:` alone: a block sequence below it, or null.
      const items: string[] = [];
      const itemLines: number[] = [];
      let indent: string | null = null;
      for (; i < lines.length; i++) {
        if (BLANK.test(lines[i]!)) continue;
        const item = ITEM_LINE.exec(lines[i]!);
        if (!item) break;
        if (indent !== null && item[1] !== indent) return null;
        indent = item[1]!;
        const value = scalar(trimSpaces(item[2]!), BLOCK_PLAIN);
        if (value === undefined) return null;
        items.push(value);
        itemLines.push(i + firstLine);
      }
      fields.set(key, items.length > 0 ? { value: items, line, itemLines } : { value: null, line, itemLines: [] });
    }
  }
  return fields.size > 0 ? fields : null;
}
