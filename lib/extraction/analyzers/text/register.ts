// The register of a text: what kind of writing it is (a poem, a licence, a man page, a changelog, an
// abstract, a story, an advert, a post, a letter, or plain descriptive prose). The register decides
// which tone words and guardrails make sense: noir is not "warm", a licence is not "neutral", a poem is
// not "conversational". Each register is scored from the cues an editor would look for: its layout
// (the markup found, verse lines, list lines, a greeting and a sign-off), its vocabulary (closed lists
// of the words each register is made of, counted per 100 words) and the measurements of
// text/metrics.ts. The best score wins when it clears its bar; otherwise the text is plain prose when
// it reads as such, and of no register (null) when nothing stands out. Pure: no I/O.
import { readLetter, signedOff } from "./letter";
import { ACADEMIC, CHANGELOG, countWords, GRITTY, LEGAL, MARKETING, SCENE, TECHNICAL } from "./lexicons";
import type { Markup } from "./markup";
import type { Measurement, TextMetrics } from "./metrics";

export const REGISTERS = ["verse", "legal", "technical", "changelog", "academic", "fiction", "marketing", "social", "letter", "prose"] as const;
export type Register = (typeof REGISTERS)[number];

export interface RegisterReading {
  register: Register | null;
  /** Each register's score: 1 is the bar, higher is surer. */
  scores: Record<Register, number>;
}

export interface Layout {
  markup: ReadonlySet<Markup>;
  verse: boolean;
  /** The text as given, before markup was stripped: version headings and code blocks are cues. */
  raw: string;
  /** The text as measured. */
  text: string;
}

// The ends of dialogue and narration: "she said", "muttered Ahab".
const SPEECH_VERBS = /["”]\s*,?\s*(?:(?:\p{Lu}\p{Ll}+|he|she|they|I|we)\s+)?(?:said|asked|replied|muttered|whispered|cried|shouted|answered|called)\b|\b(?:said|asked|replied|muttered|whispered|cried|answered)\s+(?:\p{Lu}\p{Ll}+|he|she|they|the\s+\p{Ll}+)\b/u;

const GREETING_LINE = /^(?:dear|hi|hello|hey|to whom it may concern|good (?:morning|afternoon|evening))\b[^\n]{0,40}[,:!]?\s*$/im;
const CLOSING_LINE = /^(?:kind regards|warm regards|best regards|regards|best wishes|best|yours (?:sincerely|faithfully|truly)|sincerely|cheers|thanks|many thanks|thank you|warmly|love|lots of love|all my love|with love|with thanks|yours)[,.!]?\s*$/im;
// A memo's or an email's header lines.
const MEMO_HEADER = /^(?:subject|re|to|from|cc|date):\s+\S/im;
// "## [2.4.0] - 2025-03-14", "Version 3.4.0 — released ...", "* Noteworthy changes in release 3.8",
// "### Fixed", "Fixed: a crash ...".
const VERSION_HEADING =
  /^(?:#{1,4}\s*)?\[?v?\d+\.\d+(?:\.\d+)?\]?(?:\s*[-–(]\s*\d{4}-\d{2}-\d{2}\)?)?\s*$|^#{1,4}\s*\[?v?\d+\.\d+|^\s*(?:version|release)\s+v?\d+\.\d+|noteworthy changes in release|^(?:#{2,4}\s*)?(?:added|changed|fixed|removed|deprecated|security)\s*(?::|$)/im;
// A release heading in any of the common styles, one per line: "Changes in version 1.19:", "Changes in bc from
// 1.06 to 1.07.", "1.12: 2023-02-06::",
// "version 1.34 - Sergey Poznyakoff, 2021-02-13", "## [8.0.9](...) (2026-05-26)", "Libpng 1.6.39 - November 20, 2022".
// Two or more make a file of releases; their short entries are then entries, not verse lines.
const RELEASE_LINE =
  /^[ \t]*(?:[*#=]+[ \t]*)?(?:(?:noteworthy\s+)?changes\s+in\s+(?:[\p{L}-]+\s+){0,2}v?\d+\.\d|new\s+in\s+(?:version|release)\s+v?\d|(?:version|release)\s+v?\d+(?:\.\d+)+|(?:\p{L}[\w-]*[ \t]+)?\[?v?\d+\.\d+(?:\.\d+)*\]?(?:\([^)\s]*\))?[ \t]*[-–:(]*[ \t]*\(?(?:\d{4}-\d{2}-\d{2}|\p{L}{3,9}\.?[ \t]+\d{1,2},?[ \t]+\d{4}))/gimu;
// Four-digit years: a history told in the past tense is exposition, not a story.
const YEAR = /\b(?:1[5-9]|20)\d{2}\b/g;
const OPTION_FLAG = /(?:^|\s)--?[a-z][\w-]*/gm;
// Paths, file names and code in backticks: "Documentation/gittutorial.txt", `make install`.
const CODE_TOKEN = /`[^`\n]+`|(?:^|\s)(?:[\w.-]+\/)+[\w.-]+|\b[\w-]+\.(?:txt|md|c|h|js|ts|py|json|conf|cfg|ya?ml|sh|gz)\b/gm;
const CITATION = /\(\p{Lu}[\p{L}-]+(?: et al\.?)?,? \d{4}[a-z]?\)|\bet al\.|\b[pnd] ?[=<>] ?\d/gu;

/** The score a register needs when nothing clears the bar of 1 (see readRegister). */
export const NEAR_BAR = 0.85;
/** Registers read from several kinds of cue. Technical is left out: its score below the bar is mostly
 *  the vocabulary of software, which a plain description of a program (prose) has as well; legal and
 *  verse have sure cues of their own. */
const NEAR_BAR_REGISTERS: ReadonlySet<Register> = new Set(["fiction", "academic", "marketing", "letter", "changelog", "social"]);

export function readRegister(layout: Layout, m: Measurement, informality: number): RegisterReading {
  const metrics: TextMetrics = m.metrics;
  const tokens = m.words;
  const per100 = (n: number) => (metrics.words ? (n * 100) / metrics.words : 0);
  const lines = layout.text.split("\n").filter((l) => l.trim());
  const listShare = lines.length ? lines.filter((l) => /^(?:[-*•·▪]\s|\d{1,2}[.)]\s)/u.test(l.trim())).length / lines.length : 0;
  const firstLine = lines[0] ?? "";
  const tail = lines.slice(-3).join("\n");

  const legal = per100(countWords(tokens, LEGAL));
  const technical = per100(countWords(tokens, TECHNICAL));
  const flags = per100((layout.raw.match(OPTION_FLAG) ?? []).length);
  const code = per100((layout.raw.match(CODE_TOKEN) ?? []).length);
  // Dialogue: lines that open with a quote, and the share of the text inside quotes.
  const dialogueLines = lines.filter((l) => /^["“]/.test(l.trim())).length;
  const quoted = (layout.text.match(/["“][^"”]{2,}["”]/g) ?? []).reduce((a, q) => a + q.length, 0) / Math.max(layout.text.length, 1);
  const changelog = per100(countWords(tokens, CHANGELOG));
  const academic = per100(countWords(tokens, ACADEMIC)) + per100((layout.text.match(CITATION) ?? []).length) * 2;
  const marketing = per100(countWords(tokens, MARKETING));
  const gritty = per100(countWords(tokens, GRITTY));
  const scene = per100(countWords(tokens, SCENE));
  // A feature list led by emoji ("- ⚡ built for speed"): a product page's, not a reference's.
  const emojiList = (layout.raw.match(/^[ \t]*(?:[-*+][ \t]+)?\p{Extended_Pictographic}/gmu) ?? []).length;
  const releases = (layout.raw.match(RELEASE_LINE) ?? []).length;
  const years = (layout.text.match(YEAR) ?? []).length;
  // A letter's or an email's frame (text/letter.ts): a greeting and a sign-off, or header lines.
  const frame = readLetter(layout.raw);
  const greeting = GREETING_LINE.test(firstLine);
  const closing = CLOSING_LINE.test(tail);
  const personal = metrics.firstPerson + metrics.secondPerson;

  const scores: Record<Register, number> = {
    // Verse lines are the surest cue there is: a story told in rhymed lines is still a poem.
    // Short lines under release headings are a changelog's entries, not verse.
    verse: layout.verse ? (releases >= 2 ? 0.5 : 3) : 0,
    legal: legal / 3 + (layout.markup.has("numbered-clauses") ? 0.3 : 0) + metrics.legalesePer100Words / 2,
    // The vocabulary of software alone describes a program (a package description is prose); a
    // reference also shows its options, paths and code, or tells its reader what to do.
    technical:
      (layout.markup.has("man") ? 2 : 0) +
      Math.min(technical / 6, 0.6) +
      Math.min(flags / 4, 0.4) +
      Math.min(code / 3, 0.4) +
      (/^```/m.test(layout.raw) ? 0.3 : 0) +
      (metrics.secondPerson >= 1.5 && metrics.imperativeRate >= 0.1 ? 0.3 : 0),
    changelog:
      (layout.markup.has("debian-changelog") || layout.markup.has("news-outline") ? 2 : 0) +
      (VERSION_HEADING.test(layout.raw) || releases >= 1 ? 0.6 : 0) +
      (releases >= 3 ? 0.3 : 0) +
      // Release words and lists alone make a table of contents or a roadmap, not release notes.
      Math.min(changelog / 6, 0.5) +
      Math.min(listShare / 2, 0.3),
    academic:
      Math.min(academic / 5, 1.2) -
      (metrics.secondPerson >= 1.5 ? 0.4 : 0) +
      (metrics.nominalPer100Words >= 5 ? 0.3 : 0) +
      (metrics.proseSentenceLength >= 20 ? 0.2 : 0) +
      (metrics.passivePerSentence >= 0.4 ? 0.3 : 0),
    fiction:
      (SPEECH_VERBS.test(layout.text) ? 0.6 : 0) +
      (dialogueLines >= 2 || quoted >= 0.3 ? 0.4 : 0) +
      // The past tense tells a story only with someone in it: a preface or a history is past too.
      (metrics.pastTenseShare >= 0.5 && (metrics.thirdPerson >= 3 || metrics.firstPerson >= 3) ? (metrics.pastTenseShare - 0.3) * 1.5 : 0) +
      // Third-person narration: he, she and they in the past tense, with no one addressed.
      (metrics.thirdPerson >= 3 && metrics.pastTenseShare >= 0.5 && metrics.firstPerson < 1.5 && metrics.secondPerson < 1 ? 0.4 : 0) +
      Math.min(gritty / 2, 0.6) +
      // The concrete world a story is set in (rooms, weather, faces, kin), and a narrator who was there:
      // "I" in the past tense, with no one addressed, is a story told (a letter has its frame).
      Math.min(scene / 6, 0.5) +
      (metrics.firstPerson >= 3 && metrics.pastTenseShare >= 0.4 && metrics.secondPerson < 0.5 && !frame ? 0.4 : 0) -
      (metrics.secondPerson >= 2 ? 0.3 : 0),
    // Promotion words are common words ("new", "now", "best"): they count only when dense, and
    // with an address to the reader, a call to act or exclamations, past a bar set above the other
    // registers'.
    marketing:
      (marketing < 2 ? 0 : marketing / 3) -
      0.35 +
      (metrics.secondPerson >= 2 ? 0.2 : 0) +
      Math.min(metrics.imperativeRate, 0.4) +
      (metrics.exclamationRate >= 0.1 ? 0.2 : 0) +
      (emojiList >= 3 ? 0.5 : 0) -
      (metrics.pastTenseShare >= 0.5 ? 0.4 : 0) -
      (dialogueLines >= 2 || quoted >= 0.3 ? 0.4 : 0),
    social:
      // One hashtag in a long text may be a channel's name ("#psmisc"); posts carry several or are short.
      (metrics.hashtagCount >= 2 || (metrics.hashtagCount === 1 && metrics.words <= 150) ? 1 + Math.min(metrics.hashtagsPer100Words / 10, 0.6) : 0) +
      (metrics.emojiCount > 0 ? 0.4 : 0) +
      (/(?:^|\s)@\w/.test(layout.text) ? 0.4 : 0) +
      (/^\s*\d+\/\s/m.test(layout.text) ? 0.6 : 0) +
      Math.min(informality / 8, 1) +
      (metrics.words <= 120 && (metrics.emojiCount > 0 || metrics.hashtagCount > 0) ? 0.2 : 0),
    letter:
      // The frame read whole (a greeting and a sign-off, or an email's headers) is a letter by itself.
      (frame ? 0.5 : 0) +
      (greeting ? 0.6 : 0) +
      (closing ? 0.6 : 0) +
      (MEMO_HEADER.test(layout.text.split("\n", 3).join("\n")) ? 0.6 : 0) +
      (greeting && personal >= 2 ? 0.2 : 0) +
      (frame && personal >= 2 ? 0.2 : 0) +
      // A sign-off with a name under it, without a greeting: a note signed by its writer.
      (!frame && closing && personal >= 2 && signedOff(layout.raw) ? 0.5 : 0),
    prose: 0,
  };
  // Plain descriptive prose: about something, not addressed to anyone, not told as a story.
  // A history in the past tense that dates its events is still exposition.
  const expository = metrics.pastTenseShare < 0.5 || years >= 3;
  scores.prose = metrics.firstPerson + metrics.secondPerson < 1.5 && expository ? 0.8 : 0.4;

  let best: Register | null = null;
  for (const r of REGISTERS) if (scores[r] >= 1 && (best === null || scores[r] > scores[best])) best = r;
  // Below the bar, a register whose cues nearly reach it and outweigh plain prose still names the text
  // better than no register at all: unseen texts rarely show every cue of their kind at once.
  if (best === null) {
    for (const r of REGISTERS) {
      if (NEAR_BAR_REGISTERS.has(r) && scores[r] >= NEAR_BAR && scores[r] > scores.prose && (best === null || scores[r] > scores[best])) best = r;
    }
  }
  if (best === null && scores.prose >= 0.8) best = "prose";
  return { register: best, scores };
}
