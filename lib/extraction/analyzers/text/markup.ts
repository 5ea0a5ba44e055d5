// Strips the markup a pasted text brings with it, so only the writer's own lines are measured: a
// rendered man page (header and footer lines, section headings, option tags, the NAME and SYNOPSIS
// blocks), Markdown, a Debian package description or changelog, a GNU NEWS outline and the clause
// numbers of a licence. What was found is returned too: it is evidence of the register (a man page is
// a technical reference whatever its words say). Line structure is left for text/lines.ts. Pure: no I/O.
import { markdownToText } from "../document/formats";

export type Markup = "man" | "markdown" | "debian-description" | "debian-changelog" | "news-outline" | "numbered-clauses";

export interface Stripped {
  text: string;
  markup: Set<Markup>;
}

// "GREP(1)        User Commands        GREP(1)": the page's name and section at both ends of a line.
const MAN_HEADER = /^\s*([\w][\w.+-]*)\((\d\w*)\)\s{2,}.*\s\1\(\2\)\s*$/m;
const MAN_FOOTER = /^\s*\S.*\s{2,}[\w][\w.+-]*\(\d\w*\)\s*$/;
const MAN_SECTION = /^[A-Z][A-Z0-9 -]+$/;
/** Sections that hold no prose: the command's one-line name and its usage lines. */
const MAN_CODE_SECTIONS = new Set(["NAME", "SYNOPSIS"]);
// An option tag: "-E, --extended-regexp", "-e PATTERNS, --regexp=PATTERNS", "-a bind_address". Its
// argument is written in capitals, in lower case with underscores, in brackets, or as a single word
// after "="; a capitalised word after a tag is the description ("--help Output a usage message").
const OPTION_ARG = String.raw`(?:\[=?[^\]]*\]|[= ](?:[A-Z][A-Z0-9_]*(?![a-z])|[a-z][a-z0-9]*_[\w]*|\[[^\]]*\]|<[^>]+>)|=\S+)`;
const OPTION = String.raw`[-+]{1,2}[\w?@#][\w-]*${OPTION_ARG}?`;
const OPTION_TAG = new RegExp(String.raw`^(${OPTION}(?:,?\s+${OPTION})*)(?=\s|$)`);

const MD_SIGNS = [/^#{1,6}\s+\S/m, /\]\([^)\s]+\)/, /^(```|~~~)/m, /^\[[^\]]+\]:\s*\S+/m, /\*\*[^*\n]+\*\*/, /^\s*\|.*\|\s*$/m];

const DEB_CHANGELOG_HEAD = /^[a-z0-9][a-z0-9.+-]+ \([^)\s]+\) [^;\n]+; urgency=\w+.*$/;
const DEB_CHANGELOG_TRAILER = /^ -- .+<[^>\s]+>\s+\w{3}, +\d.*$/;
const DEB_CHANGELOG_AUTHOR = /^\s*\[ [^\]]+ \]\s*$/;

// "1.", "5.1", "(a)", "b)" before a clause; a number with a short title alone ("5. Termination") is a
// heading.
const CLAUSE_NUMBER = /^(\s*)(?:\d{1,2}(?:\.\d{1,2})*\.?|\([a-z0-9]{1,3}\)|[a-z]\))\s+(?=["“(]?\p{Lu})/u;

function stripManPage(text: string): string {
  const out: string[] = [];
  let skipping = false;
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    if (MAN_HEADER.test(line) || (i >= lines.length - 3 && MAN_FOOTER.test(line))) continue;
    if (/^\S/.test(line) && MAN_SECTION.test(line.trim())) {
      skipping = MAN_CODE_SECTIONS.has(line.trim());
      out.push("");
      continue;
    }
    if (skipping) continue;
    // Sub-headings sit between the section's margin and the body's ("   Pattern Syntax").
    if (/^ {2,4}\S/.test(line) && !/[.:;,]$/.test(line.trim()) && line.trim().split(/\s+/).length <= 6) {
      out.push("");
      continue;
    }
    // groff's bullet, rendered as "o" or "·" in plain text, is a list marker.
    if (/^\s+[o·•]\s{1,8}\S/u.test(line)) {
      out.push(line.replace(/^(\s+)[o·•]\s{1,8}/u, "$1- "));
      continue;
    }
    const tag = OPTION_TAG.exec(line.trim());
    if (tag) {
      const rest = line.trim().slice(tag[0].length).trim();
      // The description on the tag's own line starts a paragraph; a tag alone goes.
      out.push("");
      if (/\s/.test(rest)) out.push(`${" ".repeat(7)}${rest}`); // a lone word after the tag is its argument
      continue;
    }
    out.push(line);
  }
  return out.join("\n");
}

function looksLikeMarkdown(text: string): boolean {
  return MD_SIGNS.filter((re) => re.test(text)).length >= 1 && /^#{1,6}\s|\]\(|^```|^\[[^\]]+\]:/m.test(text);
}

/** Debian's control-file format: every line of the long description starts with one space and an
 *  empty line is " .". The first line is the one-line synopsis: a title, not prose. */
function isDebianDescription(lines: string[]): boolean {
  const body = lines.slice(1).filter((l) => l !== "");
  const single = body.filter((l) => /^ \S/.test(l)).length;
  return body.length >= 2 && body.every((l) => l.startsWith(" ")) && /^ \S/.test(body[0]!) && single >= 0.4 * body.length && !/^\s/.test(lines[0] ?? "");
}

export function stripMarkup(input: string): Stripped {
  const markup = new Set<Markup>();
  let text = input.replace(/\r\n?/g, "\n").replace(/\t/g, "    ").replace(/\u00A0/g, " ");

  if (MAN_HEADER.test(text.split("\n", 3).join("\n"))) {
    markup.add("man");
    text = stripManPage(text);
  }
  const lines = text.split("\n");
  if (isDebianDescription(lines)) {
    markup.add("debian-description");
    text = lines.slice(1).map((l) => (l === " ." ? "" : l.slice(1))).join("\n");
  }
  if (lines.some((l) => DEB_CHANGELOG_HEAD.test(l)) && lines.some((l) => DEB_CHANGELOG_TRAILER.test(l))) {
    markup.add("debian-changelog");
    text = text
      .split("\n")
      .filter((l) => !DEB_CHANGELOG_HEAD.test(l) && !DEB_CHANGELOG_TRAILER.test(l) && !DEB_CHANGELOG_AUTHOR.test(l))
      .join("\n");
  }
  if (/^\*{1,3} \S.*$/m.test(text) && /-\*-\s*outline\s*-\*-|^\* Noteworthy changes/m.test(text)) {
    markup.add("news-outline");
    text = text.replace(/^.*-\*-.*-\*-.*$/gm, "").replace(/^\*{1,3} .*$/gm, "");
  }
  if (looksLikeMarkdown(text)) {
    markup.add("markdown");
    // Headings and badges are titles, not prose: they go before the conversion keeps their words.
    text = markdownToText(text.replace(/^ {0,3}#{1,6}\s.*$/gm, "").replace(/^\[!\[.*$/gm, "").replace(/^\S.*\n(?:=+|-+)\s*$/gm, ""));
  }
  // Rules and underlines ("-----", "=====") are layout.
  text = text.replace(/^\s*(?:[-=_*]\s*){3,}$/gm, "");
  // A line that is only a bracketed note ("[bug introduced in grep 3.4]") is an annotation.
  text = text.replace(/^\s*\[[^\]]*\]\s*$/gm, "");

  let numbered = 0;
  text = text
    .split("\n")
    .map((line, i, all) => {
      const m = CLAUSE_NUMBER.exec(line);
      if (!m) return line;
      const rest = line.slice(m[0].length);
      const words = rest.trim().split(/\s+/).length;
      const next = (all[i + 1] ?? "").trim();
      // "5. Termination", "0. Definitions.": a numbered title in title case on its own line ("1. Mix
      // well." is a step).
      const titleCase = rest.trim().split(/\s+/).every((w) => /^[\p{Lu}\d(]/u.test(w) || /^(?:of|and|the|to|for|in|on|a|an|or)$/.test(w));
      const title = titleCase && (/[.,;:!?]$/.test(rest.trim()) ? /\.$/.test(rest.trim()) && words <= 4 : words <= 6);
      if (title && next === "") {
        numbered++;
        return "";
      }
      // A clause runs on (eight words or more, or onto the next line); a short numbered step stays a
      // list line.
      if (words < 8 && (next === "" || CLAUSE_NUMBER.test(all[i + 1]!))) return line;
      numbered++;
      return m[1] + rest;
    })
    .join("\n");
  if (numbered >= 2) markup.add("numbered-clauses");
  return { text, markup };
}
