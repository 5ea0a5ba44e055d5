// A letter or an email, read from its frame rather than its words: a greeting on a line of its own at
// the start ("Dear Sir or Madam,", "Hi Sam,", "Hello team") and a sign-off near the end ("Yours
// sincerely," above a name, "See you next week, Ana", "— Dana"), or email header lines ("Subject:",
// "From:") standing in for one of the two; a P.S. may follow. One "Dear" inside prose is not a letter:
// the greeting must open the text and the sign-off close it. The same detectors check the quotes the
// letter's rule gives as evidence (text/evidence.ts). Pure: no I/O.
import { SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";
import { quote } from "./habits";
import { readLines } from "./lines";

/** A greeting alone on its line: the greeting word and up to five words of address. */
export const SALUTATION_LINE =
  /^(?:(?:my\s+)?dear(?:est)?|hi|hiya|hello|hey|greetings|good\s+(?:morning|afternoon|evening)|to\s+whom\s+it\s+may\s+concern)\b(?:[\s,]+[\p{L}][\p{L}.'’&-]*){0,5}\s*[,:!.]?$/iu;

/** The words a letter closes on. Some take a tail ("see you next week", "talk to you soon"). */
const CLOSING_WORDS = String.raw`(?:kind|warm|warmest|best|fond|many)\s+(?:regards|wishes)|regards|all\s+the\s+best|best|yours\s+(?:sincerely|faithfully|truly|ever)|(?:very\s+)?sincerely(?:\s+yours)?|faithfully|respectfully(?:\s+yours)?|cordially|cheers|thanks(?:\s+again|\s+so\s+much)?|many\s+thanks|thank\s+you|with\s+(?:thanks|love|gratitude|best\s+wishes)|warmly|love|lots\s+of\s+love|all\s+my\s+love|yours|take\s+care|talk\s+(?:soon|to\s+you\s+soon|later)|speak\s+soon|more\s+soon|until\s+next\s+time|see\s+you(?:\s+[\p{L}]+){0,3}|xo+x*`;
/** A name under a sign-off: "Margaret Hollis", "Dr Helen Marsh", "The Fernwood team", "Ana". */
const NAME = String.raw`(?:the\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|of|de|van|von|da|team|&)){0,4}`;

const CLOSING_LINE = new RegExp(String.raw`^(?:${CLOSING_WORDS})\s*[,.!]?$`, "iu");
/** A signature after a dash: "— Dana", "-- Priya, Customer Care". Names are read case-sensitively. */
const DASH_SIGNATURE = new RegExp(String.raw`^(?:—|–|--?|~)\s*${NAME}(?:,\s*[\p{L}][\p{L} ]{0,30})?$`, "u");
const NAME_LINE = new RegExp(String.raw`^${NAME}$`, "u");

/** A sign-off and the name on one line: "Cheers, Sam", "See you next week, Ana". */
function closingWithName(line: string): boolean {
  const m = /^(.+?)\s*[,!]\s+(.+)$/.exec(line);
  return m !== null && CLOSING_LINE.test(m[1]!) && NAME_LINE.test(m[2]!);
}

/** The lines under a name: a title, a company, an address or a number; short, and no sentence. */
function signatureLine(line: string): boolean {
  const words = line.split(/\s+/).length;
  return line.length <= 50 && words <= 6 && !/[!?]$/.test(line) && !(words >= 4 && /\.$/.test(line));
}

/** An email's or a memo's header line. */
export const HEADER_LINE = /^(?:subject|from|to|cc|bcc|date|sent|re|reply-to):\s*\S/i;
const EMAIL_FIELDS = /^(subject|from|to|cc|date|sent):/i;
/** "P.S.", "PS:", "P.P.S." opening a postscript. */
export const POSTSCRIPT = /^P\.?\s?(?:P\.?\s?)?S\b[.:,]?(?:\s|-|$)/;

/** Whether a line (or a quote of one) is a sign-off: the closing words alone, with the name, or a
 *  dash before the name. */
export function isSignOff(line: string): boolean {
  const l = line.trim();
  return CLOSING_LINE.test(l) || closingWithName(l) || DASH_SIGNATURE.test(l);
}

export interface Letter {
  /** Header lines above the letter ("Subject: …"), when it is an email or a memo. */
  headers: string[];
  salutation: string | null;
  /** The sign-off line, and the lines under it (the name, a title). */
  signOff: string | null;
  signature: string[];
  postscript: string | null;
  /** The body between the greeting (or the headers) and the sign-off, as written. */
  body: string;
}

// A Markdown link reads as its text: a signature "Ana Ruiz, [Acme](https://acme.example)" is a name and a company.
const normalise = (raw: string) =>
  raw.replace(/\r\n?/g, "\n").replace(/\t/g, "    ").replace(/\u00A0/g, " ").replace(/\[([^\]\n]+)\]\([^)\s]+\)/g, "$1");

/** The sign-off among the last lines: where it is and how many signature lines follow it. */
function findSignOff(lines: string[], end: number, headed: boolean): { at: number; until: number } | null {
  const filled = (i: number) => lines[i]!.trim() !== "";
  let last = end - 1;
  while (last >= 0 && !filled(last)) last--;
  for (let at = last, seen = 0; at >= 0 && seen < 5; at--) {
    if (!filled(at)) continue;
    seen++;
    const line = lines[at]!.trim();
    const under = lines.slice(at + 1, last + 1).map((l) => l.trim()).filter(Boolean);
    if (!under.every(signatureLine)) continue;
    // "Yours faithfully," needs a name under it (an email's headers vouch for a bare "Thanks,").
    // The name may carry a title or a company after a comma ("Sebastian Hildebrandt, +innovations").
    const named = under.length > 0 && NAME_LINE.test(under[0]!.split(",")[0]!.trim());
    if (CLOSING_LINE.test(line) && (named || (under.length === 0 && headed))) return { at, until: last };
    if ((closingWithName(line) || DASH_SIGNATURE.test(line)) && under.length <= 2) return { at, until: last };
  }
  return null;
}

/** Whether the text closes on a sign-off with the writer's name under it ("Sincerely," / "Ana Ruiz"): half a
 *  letter's frame, too little to lay the text out as a letter, but a cue to its register (text/register.ts). */
export function signedOff(raw: string): boolean {
  const lines = normalise(raw).trimEnd().split("\n");
  const sign = findSignOff(lines, lines.length, false);
  return sign !== null && CLOSING_LINE.test(lines[sign.at]!.trim()) && sign.until > sign.at;
}

/** The letter's frame, or null when the text is not one. */
export function readLetter(raw: string): Letter | null {
  const lines = normalise(raw).trimEnd().split("\n");
  let i = 0;
  while (i < lines.length && !lines[i]!.trim()) i++;
  const headers: string[] = [];
  while (i < lines.length && HEADER_LINE.test(lines[i]!.trim())) headers.push(lines[i++]!.trim());
  const fields = new Set(headers.map((h) => EMAIL_FIELDS.exec(h)?.[1]?.toLowerCase()).filter(Boolean));
  const headed = fields.size >= 2;
  // A message's own headers, who sent it and what about, make it an email with or without a greeting.
  const mailed = fields.has("from") && (fields.has("subject") || fields.has("date"));

  // The greeting opens the letter: after the headers, an address block or a date of a few short lines.
  let salutationAt = -1;
  for (let j = i, seen = 0; j < lines.length && seen < 7; j++) {
    const line = lines[j]!.trim();
    if (!line) continue;
    if (line.length <= 60 && SALUTATION_LINE.test(line)) {
      salutationAt = j;
      break;
    }
    // An address or a date line is short and no sentence; prose before a greeting means there is none.
    if (line.length > 60 || (line.split(/\s+/).length >= 6 && /[.!?]$/.test(line))) break;
    seen++;
  }

  let end = lines.length;
  const psAt = lines.findIndex((l, j) => j > Math.max(i, salutationAt) && POSTSCRIPT.test(l.trim()));
  if (psAt >= 0 && psAt >= lines.length - 8) end = psAt;
  const sign = findSignOff(lines, end, headed);
  const salutation = salutationAt >= 0 ? lines[salutationAt]!.trim() : null;
  if (!(salutation && sign) && !(headed && (salutation || sign)) && !mailed) return null;

  const bodyFrom = salutationAt >= 0 ? salutationAt + 1 : i;
  const body = lines.slice(bodyFrom, sign ? sign.at : end).join("\n").trim();
  if ((body.match(/\p{L}+/gu) ?? []).length < 8) return null;
  return {
    headers,
    salutation,
    signOff: sign ? lines[sign.at]!.trim() : null,
    signature: sign ? lines.slice(sign.at + 1, sign.until + 1).map((l) => l.trim()).filter(Boolean) : [],
    postscript: end < lines.length ? lines.slice(end).join("\n").trim() : null,
    body,
  };
}

/** The rule that names the letter's frame, quoting its own greeting, sign-off and postscript. */
export function letterRule(l: Letter): string {
  const subject = l.headers.find((h) => /^subject:/i.test(h));
  const parts: string[] = [];
  if (l.headers.length) parts.push(subject ? `header lines (${quote(subject, 50)})` : "header lines (From, To)");
  if (l.salutation) parts.push(`a greeting on a line of its own (${quote(l.salutation, 40)})`);
  parts.push("paragraphs of prose");
  if (l.signOff) {
    const named = !CLOSING_LINE.test(l.signOff);
    parts.push(named ? `then a sign-off with the name on the same line (${quote(l.signOff, 40)})` : `then a sign-off on a line of its own (${quote(l.signOff, 40)})${l.signature.length ? " above the signature" : ""}`);
  }
  if (l.postscript) parts.push(`and a postscript (${quote(l.postscript, 30)})`);
  return `Written as ${l.headers.length ? "an email" : "a letter"}: ${parts.join(", ")}.`;
}

/** Whether a quote from the letter's rule is one of its frame lines. */
export function letterEvidence(e: string): boolean {
  return SALUTATION_LINE.test(e) || isSignOff(e) || HEADER_LINE.test(e) || POSTSCRIPT.test(e);
}

/** Paragraphs that fit in `budget` characters; a first paragraph too long is cut at a sentence end. */
function openingParagraphs(text: string, budget: number): string {
  const out: string[] = [];
  let used = 0;
  for (const p of text.split(/\n{2,}/)) {
    if (used + p.length + 2 > budget) {
      if (out.length === 0) {
        const head = p.slice(0, budget);
        const stop = Math.max(head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "));
        out.push(stop > budget / 3 ? head.slice(0, stop + 1) : head.slice(0, head.lastIndexOf(" ")).trimEnd());
      }
      break;
    }
    out.push(p);
    used += p.length + 2;
  }
  return out.join("\n\n");
}

/** The letter in its own layout: greeting and sign-off on their own lines, the body's paragraphs
 *  between them (hard-wrapped lines joined, as elsewhere). Headers are left out (they hold addresses)
 *  and so is an address block above the greeting. A long body keeps its opening paragraphs and marks
 *  the cut, so the frame that makes it a letter is always in the sample. */
export function letterSample(l: Letter): string {
  const body = readLines(l.body, false).text.trim();
  // The name and a title stay; an address, a number or a link under them is the writer's, not the voice's.
  const signature = l.signature.filter((line) => !/@|https?:|www\.|\d{3}/.test(line));
  const close = [l.signOff, ...signature].filter(Boolean).join("\n");
  const ps = l.postscript ? readLines(l.postscript, false).text.trim() : "";
  const whole = [l.salutation, body, close, ps].filter(Boolean).join("\n\n");
  if (whole.length <= SAMPLE_MAX_CHARS) return whole;
  const frame = [l.salutation, close].filter(Boolean).join("\n\n").length;
  const gap = "\n\n[…]\n\n";
  const withPs = frame + ps.length + 2 + gap.length + 200 <= SAMPLE_MAX_CHARS;
  const budget = SAMPLE_MAX_CHARS - frame - gap.length - 2 - (withPs ? ps.length + 2 : 0);
  const opening = openingParagraphs(body, budget);
  return [l.salutation, opening, "[…]", close, withPs ? ps : ""].filter(Boolean).join("\n\n").slice(0, SAMPLE_MAX_CHARS);
}
