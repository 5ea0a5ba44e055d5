// The form a text is written in, when it has one a voice must keep: verse, Markdown, a man page, a
// changelog or NEWS file, a letter or email, legal text. The form is a rule of its own ("Written in
// Markdown: ...") and its sample keeps the form's own layout (line breaks, headings, entries): Markdown
// and NEWS files from the text as written (the measurements read them without their markers), letters
// with their greeting and sign-off on lines of their own (text/letter.ts), legal text with its
// headings and clause numbers (text/legal.ts), man pages, changelogs and verse from the prose sample,
// which keeps their lines. Forms read from markup or from a frame come before those read from the
// register, which is a score. Pure: no I/O.
import { SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";
import { legalRule, legalSample, readLegal } from "./legal";
import { letterRule, letterSample, readLetter } from "./letter";
import type { Markup } from "./markup";
import type { Register } from "./register";

export interface TextForm {
  /** The rule that names the form, with what it is made of. */
  rule: string;
  /** An excerpt in the form's own layout, or null when the prose sample shows the form as well. */
  sample: string | null;
  /** Habits the form's rule already states, with the same evidence ("Opens with a greeting"). */
  covers?: RegExp;
}

/** The opening of a text as written, cut at the last blank line (else line end) that fits. */
function layoutExcerpt(raw: string, skip: RegExp | null = null): string | null {
  let text = raw.replace(/\r\n?/g, "\n").replace(/\t/g, "    ");
  if (skip) text = text.replace(skip, "");
  text = text.replace(/^\s*\n/, "").trimEnd();
  if (!text.trim()) return null;
  if (text.length <= SAMPLE_MAX_CHARS) return text;
  const head = text.slice(0, SAMPLE_MAX_CHARS);
  const paragraph = head.lastIndexOf("\n\n");
  const line = head.lastIndexOf("\n");
  const end = paragraph > SAMPLE_MAX_CHARS / 3 ? paragraph : line > SAMPLE_MAX_CHARS / 3 ? line : head.lastIndexOf(" ");
  return head.slice(0, end > 0 ? end : SAMPLE_MAX_CHARS).trimEnd();
}

/** An editor's mode line heading a NEWS file ("GNU grep NEWS   -*- outline -*-"): for Emacs, not readers. */
const EDITOR_MODELINE = /^[^\n]*-\*-[^\n]*-\*-[^\n]*\n/;

/** Badge and image lines at the top of a README: pictures, not writing. */
const MARKDOWN_BADGES = /^(?:\s*\[?!\[[^\n]*\n)+/;

export function formOf(input: { raw: string; markup: ReadonlySet<Markup>; verse: boolean; register: Register | null }): TextForm | null {
  const { raw, markup, verse, register } = input;
  if (markup.has("man")) {
    // The prose sample keeps the page's lines already; its NAME and SYNOPSIS lines are usage, not voice.
    return { rule: "Laid out as a man page: NAME, SYNOPSIS and DESCRIPTION sections, each option indented under its flag.", sample: null };
  }
  if (markup.has("debian-changelog")) {
    return { rule: "Written as a Debian changelog: a version line, one “*” entry per change, then the maintainer's signed date line.", sample: null };
  }
  if (!markup.has("news-outline")) {
    // A letter in verse is verse first: its lines are the form to keep.
    const letter = verse ? null : readLetter(raw);
    if (letter) return { rule: letterRule(letter), sample: letterSample(letter), covers: /^(?:Opens with a greeting|Signs off)/ };
    const legal = readLegal(raw);
    if (legal) return { rule: legalRule(legal), sample: legalSample(raw) };
  }
  // An outline NEWS file loses its "*" headings to the measurements, so its sample is taken as written;
  // any other changelog keeps its lines in the prose sample.
  if (markup.has("news-outline") || register === "changelog") {
    return {
      rule: "Written as a NEWS file or changelog: a heading per release, then one entry per change, each saying what changed.",
      sample: markup.has("news-outline") ? layoutExcerpt(raw, EDITOR_MODELINE) : null,
    };
  }
  if (markup.has("markdown")) {
    return { rule: "Written in Markdown: # headings, - list items and `code` spans, kept as written.", sample: layoutExcerpt(raw, MARKDOWN_BADGES) };
  }
  if (verse) return { rule: "Set as verse: the line breaks are part of the voice; each line ends where the sense or the metre pauses.", sample: null };
  // Numbered clauses in a text read as legal whose terms of art are too sparse for text/legal.ts.
  if (markup.has("numbered-clauses") && register === "legal") {
    return { rule: "Laid out as numbered clauses, each a condition or a grant of its own.", sample: null };
  }
  return null;
}
