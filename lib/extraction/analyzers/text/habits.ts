// What a writer does again and again: recurring phrases, habits of structure and punctuation, and the
// excerpt that shows the voice best. Every habit is reported only with evidence quoted from the text,
// so a rule never claims what the sample does not show. Pure: no I/O.
import { SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";
import { LEXICON, type Measurement, type Sentence, type Token } from "./metrics";

/** Code-point order: the same everywhere, unlike a locale's collation. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const GREETING = /^(?:hi|hey|hello|dear|good (?:morning|afternoon|evening)|to (?:our|all|the)\b)/i;
const CLOSING = /^(?:kind regards|warm regards|best regards|regards|best wishes|best|yours (?:sincerely|faithfully|truly)|sincerely|cheers|thanks|thank you|warmly|love|with thanks),?$/i;
// An em or en dash, or a typed "--" between spaces or between words ("fear--not"); "xz --decompress" is
// an option.
export const DASH_ASIDE = /\S\s?(?:—|–)\s?\S|\S\s--\s\S|\p{L}--\p{L}/gu;
export const PAREN_ASIDE = /\(([^()\n]*\p{L}[^()\n]*\s[^()\n]*)\)/u;
export const LIST_LINE = /^\s*(?:[-•*·→▪️✅]|\d+[.)]\s)/u;
const THREAD_LINE = /^\s*\d+\/\s/;
const HASHTAG_LINE = /^(?:\s*#[\p{L}\p{N}_]+)+\s*$/u;
const EMOJI_END = /\p{Extended_Pictographic}\uFE0F?(?:\u200D\p{Extended_Pictographic}\uFE0F?)*\s*$/u;

/** Quote at most `max` characters, cut at a word. */
export function quote(s: string, max = 90): string {
  const clean = withoutStrayQuote(s.replace(/\s+/g, " ").trim());
  if (clean.length <= max) return `“${clean}”`;
  const cut = clean.slice(0, max);
  return `“${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[,;:—–-]\s*$/, "")}…”`;
}

const DOUBLE_QUOTE = /["“”]/g;

/** A sentence cut from dialogue can carry the closing (or opening) mark of a quotation it only half
 *  holds (`Depends who's asking."`); inside our own quotation marks that reads as a typo. */
function withoutStrayQuote(s: string): string {
  if ((s.match(DOUBLE_QUOTE) ?? []).length % 2 === 0) return s;
  if (/["”]$/.test(s)) return s.slice(0, -1).trimEnd();
  if (/^["“]/.test(s)) return s.slice(1).trimStart();
  return s;
}

/** Quote the part of a sentence around one position (a dash), at most about 90 characters. */
function quoteAround(text: string, s: Sentence, at: number): string {
  if (s.end - s.start <= 90) return quote(s.text);
  let from = Math.max(s.start, at - 50);
  if (from > s.start) from = text.indexOf(" ", from) + 1 || from;
  let to = Math.min(s.end, at + 40);
  if (to < s.end) to = text.lastIndexOf(" ", to) > at ? text.lastIndexOf(" ", to) : to;
  const inner = text.slice(from, to).replace(/\s+/g, " ").trim();
  return `“${from > s.start ? "…" : ""}${inner}${to < s.end ? "…" : ""}”`;
}

/** Repeated phrases of two to five words that carry meaning: at least one content word, not a name
 *  alone, not starting on a conjunction or preposition, not ending on a function word. A longer phrase
 *  hides the shorter ones inside it. */
export function signaturePhrases(tokens: Token[][], words: number, limit = 3): string[] {
  const minCount = Math.max(2, Math.round(words / 400));
  const counts = new Map<string, { count: number; n: number }>();
  for (const sentence of tokens) {
    for (let n = 2; n <= 5; n++) {
      for (let i = 0; i + n <= sentence.length; i++) {
        const gram = sentence.slice(i, i + n);
        const head = gram[0]!.role;
        const tail = gram[n - 1]!.role;
        if (head === "conjunction" || head === "preposition") continue;
        if (tail !== "content" && tail !== "name") continue;
        // two words that carry meaning: "afraid of the dark", not "a lot" or "the script"
        if (!gram.some((t) => t.role === "content") || gram.filter((t) => t.role === "content" || t.role === "name").length < 2) continue;
        if (gram.every((t) => t.capital)) continue; // a name or a heading
        const key = gram.map((t) => t.word).join(" ");
        const entry = counts.get(key) ?? { count: 0, n };
        entry.count++;
        counts.set(key, entry);
      }
    }
  }
  const repeated = [...counts.entries()]
    .filter(([, e]) => e.count >= minCount)
    .sort((a, b) => b[1].n - a[1].n || b[1].count - a[1].count || byText(a[0], b[0]));
  const chosen: string[] = [];
  for (const [phrase] of repeated) {
    if (chosen.some((c) => ` ${c} `.includes(` ${phrase} `))) continue;
    chosen.push(phrase);
  }
  return chosen
    .sort((a, b) => (counts.get(b)!.count * counts.get(b)!.n) - (counts.get(a)!.count * counts.get(a)!.n) || byText(a, b))
    .slice(0, limit);
}

function isGreeting(s: Sentence): boolean {
  return s.words <= 6 && s.terminal !== "." && GREETING.test(s.text);
}

/** A title, a name line, a dateline or a version line: short, unpunctuated and in title case, all
 *  in capitals, mostly numbers, or a short unpunctuated line of its own ("Rate limits", "Ellie"). An
 *  unpunctuated social line ("go break it 🙏 #shipit") is prose. */
function isHeading(s: Sentence): boolean {
  const words = s.text.match(/\p{L}[\p{L}'’-]*/gu) ?? [];
  const capitals = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  const numbers = (s.text.match(/\d[\d.,:/]*/g) ?? []).length;
  const unpunctuated = s.terminal === "" && !/[,;:]$/.test(s.text);
  const titleLine = unpunctuated && s.words <= 12 && capitals >= 0.6 * words.length;
  const shortLine = unpunctuated && s.ownLine && s.words <= 10 && !EMOJI_END.test(s.text) && !/#\p{L}/u.test(s.text);
  return titleLine || shortLine || !/\p{Ll}/u.test(s.text) || (numbers >= 2 && s.words <= 8);
}

/** Headings, greetings and sign-offs: lines that are not prose. */
function isFurniture(s: Sentence): boolean {
  return isGreeting(s) || isHeading(s);
}

/** Structural and punctuation habits the text shows, most telling first, each with its evidence. */
/** Habits that say something about a writer's rhetoric ("a one-line hook", "fragments for
 *  emphasis", "diary-style"), which reference pages, licences and changelogs do not have: there a
 *  short first line is a summary and a short entry is just short. */
const RHETORIC = /^(?:Opens with a one-line hook|Drops in short fragments|Leaves out the subject|Builds lists on a repeated opening word)/;

export function stylisticHabits(text: string, m: Measurement, limit = 5, rhetoric = true): string[] {
  const { sentences, metrics } = m;
  const habits: string[] = [];
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  const prose = sentences.filter((s) => !isFurniture(s));
  const firstProse = prose[0];
  const lastProse = prose[prose.length - 1];

  const threadLines = lines.filter((l) => THREAD_LINE.test(l)).length;
  if (threadLines >= 2) habits.push("Numbers each post of the thread (“1/”, “2/”).");

  if (sentences[0] && isGreeting(sentences[0])) habits.push(`Opens with a greeting (${quote(sentences[0].text)}).`);
  if (firstProse && prose.length >= 4) {
    const rest = prose.slice(1);
    const restMean = rest.reduce((a, s) => a + s.words, 0) / rest.length;
    const aloneOnLine = /^\s*\n/.test(text.slice(firstProse.end)) || firstProse.words <= 0.6 * restMean;
    const courtesy = /^(?:thank|thanks|please)\b/i.test(firstProse.text);
    if (firstProse.words >= 3 && firstProse.words <= 12 && aloneOnLine && firstProse.words < restMean && !courtesy && firstProse.terminal !== "") {
      habits.push(`Opens with a one-line hook (${quote(firstProse.text)}).`);
    }
  }

  const lists = lines.filter((l) => LIST_LINE.test(l));
  if (lists.length >= 2) habits.push(`Breaks points into short list lines (${quote(lists[0]!, 60)}).`);

  const dashes = [...text.matchAll(DASH_ASIDE)];
  if (dashes.length >= 2 || (dashes.length === 1 && metrics.words < 120)) {
    const at = (dashes[0]!.index ?? 0) + 1;
    const holder = sentences.find((s) => s.start <= at && at < s.end);
    if (holder && !isFurniture(holder)) habits.push(`Uses dashes for asides (${quoteAround(text, holder, at)}).`);
  }

  const paren = PAREN_ASIDE.exec(text);
  if (paren && !/^\s*(?:\d|[A-Z][a-z]+ et al)/.test(paren[1]!) && paren[1]!.split(/\s+/).length >= 3) {
    habits.push(`Adds parenthetical asides (${quote(paren[0], 70)}).`);
  }

  const fragments = prose.filter((s) => s.words <= 3 && s.terminal !== "" && s !== firstProse);
  if (fragments.length >= 2) {
    habits.push(`Drops in short fragments for emphasis (${fragments.slice(0, 2).map((s) => quote(s.text, 40)).join(", ")}).`);
  }

  const dropped = prose.filter((s) => s.dropsSubject);
  if (dropped.length >= 2) habits.push(`Leaves out the subject, diary-style (${quote(dropped[0]!.text, 60)}).`);

  const commands = prose.filter((s) => s.imperative);
  if (commands.length >= 2 && commands.length / Math.max(prose.length, 1) >= 0.15) {
    habits.push(`Speaks in direct imperatives (${quote(commands[0]!.text, 60)}).`);
  }

  const anaphora = prose.find((s) => repeatsOpener(s.text));
  if (anaphora) habits.push(`Builds lists on a repeated opening word (${quote(anaphora.text, 80)}).`);

  if (lastProse && lastProse.terminal === "?") habits.push(`Ends with a question (${quote(lastProse.text, 70)}).`);
  else if (metrics.questionRate >= 0.2 && prose.filter((s) => s.terminal === "?").length >= 2) {
    habits.push("Asks the reader questions along the way.");
  }

  const emojiEnds = sentences.filter((s) => EMOJI_END.test(s.text)).length;
  if (metrics.emojiCount >= 2 && emojiEnds >= 2) habits.push("Ends sentences with an emoji instead of a full stop.");

  const lastLine = lines[lines.length - 1] ?? "";
  if (metrics.hashtagCount >= 2 && HASHTAG_LINE.test(lastLine)) habits.push("Closes with a block of hashtags on its own line.");

  const signOff = signOffLine(sentences);
  if (signOff) habits.push(`Signs off on its own line (${quote(signOff, 40)}).`);

  if (metrics.exclamationRate >= 0.3) habits.push("Punctuates with exclamation marks.");
  if (metrics.lowercaseRate >= 0.5) habits.push("Writes in lower case, even at the start of sentences.");

  const semicolons = (text.match(/;\s/g) ?? []).length;
  if (semicolons >= 2 && metrics.sentences >= 3) habits.push("Links related clauses with semicolons.");

  return habits.filter((h) => rhetoric || !RHETORIC.test(h)).slice(0, limit);
}

/** "No spreadsheets, no awkward reminder emails, no end-of-quarter panic.": three or more comma
 *  segments opening with the same word, or two opening with the same two words. */
function repeatsOpener(sentence: string): boolean {
  const segments = sentence.split(/[,;]\s*|\s+(?:and|or)\s+/i).map((s) => s.trim().toLowerCase().split(/\s+/));
  const firsts = new Map<string, number>();
  const pairs = new Map<string, number>();
  for (const words of segments) {
    if (words.length < 2 || !/\p{L}/u.test(words[0]!)) continue;
    firsts.set(words[0]!, (firsts.get(words[0]!) ?? 0) + 1);
    const pair = `${words[0]} ${words[1]}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  return [...firsts.values()].some((n) => n >= 3) || [...pairs.values()].some((n) => n >= 2);
}

function signOffLine(sentences: Sentence[]): string | null {
  const tail = sentences.slice(-3);
  const closing = tail.find((s) => CLOSING.test(s.text.trim()));
  if (closing) return closing.text;
  const last = sentences[sentences.length - 1];
  if (last && last.terminal === "" && last.words <= 4 && /^[—–-]\s*\p{L}/u.test(last.text)) return last.text;
  return null;
}

/** The excerpt that shows the voice best: the run of whole sentences, at most 1,200 characters, whose
 *  sentences are most typical in length. It starts and ends on prose (not a greeting, heading or
 *  sign-off), so it is cut at sentence boundaries. */
export function representativeSample(text: string, sentences: Sentence[], meanLength: number, capitalStart = false): string | null {
  if (sentences.length === 0) return null;
  const typical = sentences.map((s) => (isFurniture(s) ? 0 : 1 - Math.min(1, Math.abs(s.words - meanLength) / Math.max(meanLength, 1))));
  // A sentence starts cleanly at the start of a line (after its list marker) or after a full stop; a
  // piece split off inside brackets ("Closes: #1138859) + ...") does not.
  const starts = sentences.map((s) => {
    const lineStart = text.lastIndexOf("\n", s.start - 1) + 1;
    return /^\s*(?:[-*•·▪]|\d{1,2}[.)])\s+$/u.test(text.slice(lineStart, s.start)) ? lineStart : s.start;
  });
  const clean = sentences.map((s, i) => {
    let j = starts[i]! - 1;
    while (j >= 0 && (text[j] === " " || text[j] === "\t")) j--;
    if (j < 0 || text[j] === "\n") return !/^[)\]},;:]/.test(s.text);
    // After a full stop, perhaps closed by a quote or a bracket.
    const k = /["”’)]/.test(text[j]!) ? j - 1 : j;
    return k >= 0 && /[.!?]/.test(text[k]!) && !/^[)\]},;:]/.test(s.text);
  });
  // Where sentences are capitalised (a reference, a licence, a letter), a lower-case start is an
  // option's description or a line carried over ("do not ignore entries ..."); a word the lexicon does
  // not know is a name ("grep searches ...") and may start one.
  const capitalOk = (i: number) => {
    const first = /^[^\p{L}]*(\p{Ll}[\p{L}-]*)/u.exec(sentences[i]!.text)?.[1];
    return !capitalStart || first === undefined || LEXICON[first] === undefined;
  };
  const canStart = sentences.map((s, i) => !isFurniture(s) && clean[i]! && capitalOk(i));
  const canEnd = sentences.map((s, i) => canStart[i]! && (s.terminal !== "" || EMOJI_END.test(s.text) || /[.!?]["”’)]?$/.test(s.text)));
  let best: { from: number; to: number; score: number } | null = null;
  for (let from = 0; from < sentences.length; from++) {
    if (!canStart[from]) continue;
    // a paragraph start makes a cleaner excerpt
    const bonus = from === 0 || text.slice(sentences[from - 1]!.end, sentences[from]!.start).includes("\n") ? 0.5 : 0;
    let score = 0;
    for (let to = from; to < sentences.length; to++) {
      if (sentences[to]!.end - sentences[from]!.start > SAMPLE_MAX_CHARS) break;
      score += typical[to]!;
      if (canEnd[to] && (!best || score + bonus > best.score + 1e-9)) best = { from, to, score: score + bonus };
    }
  }
  if (best) return text.slice(starts[best.from], sentences[best.to]!.end).trim();
  const first = sentences[0]!.text;
  if (first.length <= SAMPLE_MAX_CHARS) return first;
  // One sentence longer than the limit: cut it at the last word that fits.
  const cut = first.slice(0, SAMPLE_MAX_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : cut.length).trimEnd()}…`;
}
