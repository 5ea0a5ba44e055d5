// The line structure of a text: verse keeps its lines, hard-wrapped prose (man pages, licences, mail
// and NEWS files wrapped at 72-80 columns) is joined back into paragraphs, so a line end is never read
// as the end of a sentence. Pure: no I/O.

export interface Lines {
  /** What is measured: paragraphs with wrapped lines joined; in verse, each stanza's line breaks are
   *  spaces, so a sentence that runs over three lines is one sentence. */
  text: string;
  /** What is quoted: `text` with the verse's line breaks kept. Same length as `text`, so an offset
   *  into one is an offset into the other. */
  display: string;
  verse: boolean;
  hardWrapped: boolean;
}

const LIST_START = /^(?:[-*•·▪→✅]\s|\d{1,2}[.)]\s|\d{1,2}\/\s|\([a-z0-9]{1,3}\)\s)/u;
const CLOSED = /[.!?]["”’)\]]?$/;
// "Files: *", "Upstream-Name: foo", "Discord:": a key of one to three words and a colon.
const FIELD = /^[\p{Lu}][\w-]*(?: [\w-]+){0,2}:(?:\s|$)/u;
const ADDRESS = /https?:\/\/|<[^>\s]+@[^>\s]+>|\bwww\./;
const OPEN_QUOTES = /^["“‘'(]+/;
/** An email's header line: each stays a line of its own, never joined as wrapped prose. */
const MAIL_HEADER = /^(?:from|to|cc|bcc|subject|date|sent|reply-to):\s/i;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

function paragraphsOf(text: string): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+$/, "");
    if (line.trim() === "") {
      if (current.length) out.push(current);
      current = [];
    } else current.push(line);
  }
  if (current.length) out.push(current);
  return out;
}

/** Verse: lines of a poem break where the poet chose, not at a margin. Traditional verse starts each
 *  line with a capital even mid-sentence; free verse has short lines of uneven length that often end
 *  without punctuation. Wrapped prose has neither: after an open line the next starts in lower case,
 *  and the lines fill a margin of 60-80 characters. Lines in capitals only (a licence's disclaimer)
 *  and list items say nothing either way. */
export function looksLikeVerse(paragraphs: string[][]): boolean {
  // Paragraphs written as one long line are prose; when they carry most of the words, the short
  // blocks around them (a letter's address and signature) are not verse.
  const wordsOf = (p: string[]) => p.join(" ").split(/\s+/).length;
  const proseWords = paragraphs.filter((p) => p.length === 1 && p[0]!.length > 100).reduce((a, p) => a + wordsOf(p), 0);
  if (proseWords > paragraphs.reduce((a, p) => a + wordsOf(p), 0) / 2) return false;
  const lengths: number[] = [];
  let open = 0;
  let capitalAfterOpen = 0;
  let unpunctuated = 0;
  for (const p of paragraphs) {
    // A list and its continuation lines break where the items do; so do fields ("Files: *",
    // "Discord:") and addresses.
    if (p.length < 2 || p.some((l) => LIST_START.test(l.trim()) || FIELD.test(l.trim()) || ADDRESS.test(l))) continue;
    for (const [i, raw] of p.entries()) {
      const line = raw.trim();
      if (!/\p{Ll}/u.test(line) || line.split(/\s+/).length < 2) continue;
      lengths.push(line.length);
      if (!/[.!?,;:]["”’)]?$/.test(line)) unpunctuated++;
      const next = p[i + 1]?.trim();
      if (next && !CLOSED.test(line) && /\p{Ll}/u.test(next)) {
        open++;
        if (/^\p{Lu}/u.test(next.replace(OPEN_QUOTES, ""))) capitalAfterOpen++;
      }
    }
  }
  if (lengths.length < 4) return false;
  const mid = median(lengths);
  const mean = lengths.reduce((a, b) => a + b, 0) / lengths.length;
  const spread = Math.sqrt(lengths.reduce((a, l) => a + (l - mean) ** 2, 0) / lengths.length) / mean;
  if (mid <= 60 && open >= 2 && capitalAfterOpen / open >= 0.75) return true;
  return lengths.length >= 6 && mid <= 42 && spread >= 0.15 && unpunctuated / lengths.length >= 0.3 && open / lengths.length >= 0.4;
}

/** Wrapped at a margin: most lines inside multi-line paragraphs end mid-sentence; with a single such
 *  line, only when the next one carries on in lower case. */
function looksHardWrapped(paragraphs: string[][]): boolean {
  let lines = 0;
  let open = 0;
  let carriedOn = 0;
  for (const p of paragraphs) {
    for (let i = 0; i < p.length - 1; i++) {
      if (LIST_START.test(p[i + 1]!.trim())) continue;
      lines++;
      if (!CLOSED.test(p[i]!.trim())) {
        open++;
        if (/^\p{Ll}/u.test(p[i + 1]!.trim())) carriedOn++;
      }
    }
  }
  return lines >= 2 ? open / lines >= 0.5 : carriedOn === 1;
}

/** Joins one line onto the next: a word broken at the margin with a hyphen is mended (groff's
 *  U+2010 is always a break; an ASCII hyphen may be part of the word, so it stays). */
function join(a: string, b: string): string {
  if (/\p{L}‐$/u.test(a) && /^\p{Ll}/u.test(b)) return a.slice(0, -1) + b;
  if (/\p{L}-$/u.test(a) && /^\p{Ll}/u.test(b)) return a + b;
  return `${a} ${b}`;
}

const indentOf = (line: string) => line.length - line.trimStart().length;

function unwrap(paragraph: string[], wrapped: boolean, width: number): string[] {
  const out: string[] = [];
  let itemIndent = -1; // the indentation of the list item being read, or -1
  for (const raw of paragraph) {
    const line = raw.trim().replace(/ {2,}/g, " ");
    const prev = out[out.length - 1];
    const item = LIST_START.test(line);
    // A line indented under a list item continues it, wrapped or not.
    const continuesItem = !item && itemIndent >= 0 && indentOf(raw) > itemIndent;
    // A short line that closes a sentence was broken on purpose (a list-like line, a sign-off).
    const deliberate = prev !== undefined && prev.length < 0.5 * width && /[.!?:,]$/.test(prev);
    if (item) itemIndent = indentOf(raw);
    else if (!continuesItem) itemIndent = -1;
    const header = MAIL_HEADER.test(line) || (prev !== undefined && MAIL_HEADER.test(prev) && indentOf(raw) === 0);
    if (prev !== undefined && !item && !header && (continuesItem || (wrapped && !deliberate))) out[out.length - 1] = join(prev, line);
    else out.push(line);
  }
  return out;
}

/** `verseAllowed` is false for texts whose markup says what they are (a man page, a changelog): their
 *  short lines are options and entries, not verse. */
export function readLines(input: string, verseAllowed = true): Lines {
  const paragraphs = paragraphsOf(input);
  if (verseAllowed && looksLikeVerse(paragraphs)) {
    const display = paragraphs.map((p) => p.map((l) => l.trim().replace(/ {2,}/g, " ")).join("\n")).join("\n\n");
    const text = paragraphs.map((p) => p.map((l) => l.trim().replace(/ {2,}/g, " ")).join(" ")).join("\n\n");
    return { text, display, verse: true, hardWrapped: false };
  }
  const wrapped = looksHardWrapped(paragraphs);
  // The margin: most lines of wrapped text come near it.
  const lengths = paragraphs.flat().map((l) => l.trim().length).sort((a, b) => a - b);
  const width = lengths[Math.floor(0.9 * (lengths.length - 1))] ?? 0;
  const text = paragraphs.map((p) => unwrap(p, wrapped, width).join("\n")).join("\n\n");
  return { text, display: text, verse: false, hardWrapped: wrapped };
}
