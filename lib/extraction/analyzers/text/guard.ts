// The guardrails of a writing voice, and the check that keeps them true to the source. Candidates come
// from the register and the levels; every one is then held against the text's own reading and dropped
// when the text does what it forbids ("avoid long sentences" on a licence made of long sentences) or
// lacks what it prefers ("keep 'you' at the centre" on a man page that never says "you"). Pure: no I/O.
import type { AvoidValue } from "@/lib/styles/blocks";
import type { TextMetrics } from "./metrics";
import type { Register } from "./register";
import type { TextSigns } from "./signs";
import type { VoiceLevels } from "./voice";

/** What the text itself does, as read by the analyzer: the facts every guardrail must agree with. */
export interface VoiceReading {
  register: Register | null;
  levels: VoiceLevels;
  metrics: TextMetrics;
  /** Share of sentences of 25 words or more, and of 4 words or fewer. */
  longShare: number;
  shortShare: number;
  verse: boolean;
  rhymed: boolean;
  /** Passages set in capitals (runs of six capitalised words or more). */
  capitals: boolean;
  /** Acronyms and other terms of a field, read by text/terms.ts. */
  jargon: boolean;
  /** Praise and promotion words per 100 words. */
  hype: number;
  /** What the text visibly does, counted to the letter (text/signs.ts): a guardrail must agree with these
   *  as well as with the levels, which are rates and may round a habit away. */
  signs: TextSigns;
}

type Rule = [test: RegExp, on: "term" | "prefer", contradicts: (r: VoiceReading) => boolean];

// Each test is true when the text does the thing at all, not only when it does it as a habit: a guardrail
// that forbids what the text does even now and then would tell its writer to stop writing like itself.
const hasLongSentences = (r: VoiceReading) =>
  r.metrics.proseSentenceLength > 18 || r.longShare >= 0.1 || r.signs.longSentences >= 2 || r.levels.sentenceLength === "long" || r.levels.sentenceLength === "varied";
const hasShortSentences = (r: VoiceReading) =>
  r.verse || r.register === "changelog" || r.shortShare >= 0.1 || r.signs.shortSentences >= 2 || r.signs.listLines >= 3 || r.levels.sentenceLength === "short" || r.levels.sentenceLength === "varied";
const isPersonal = (r: VoiceReading) => r.metrics.firstPerson + r.metrics.secondPerson >= 1.5;
const hasContractions = (r: VoiceReading) => r.metrics.contractionRate > 0 || r.signs.contractions > 0;
const hasJargon = (r: VoiceReading) =>
  r.jargon || r.signs.fieldTerms >= 3 || r.register === "technical" || r.register === "legal" || r.register === "academic" || r.register === "changelog";
const isCareful = (r: VoiceReading) => r.levels.formality === "professional" || r.levels.formality === "formal" || r.register === "legal" || r.register === "academic";

/** Each rule names what a guardrail forbids (its term) or asks for (its prefer) and when the text
 *  contradicts it. */
const RULES: Rule[] = [
  [/contraction/i, "term", hasContractions],
  [/slang|texting/i, "term", (r) => r.metrics.slangPer100Words >= 1],
  [/^(?!.*\bno emoji).*emoji/i, "term", (r) => r.metrics.emojiCount > 0],
  [/hashtag/i, "term", (r) => r.metrics.hashtagCount > 0],
  // Any guardrail about exclamation marks, "in every line" too, reads as a ban to a writer whose text has them.
  [/exclamation/i, "term", (r) => r.metrics.exclamationRate >= 0.1 || r.signs.exclamations >= 2],
  [/long|winding|run-on/i, "term", hasLongSentences],
  [/choppy|fragment|short sentences/i, "term", hasShortSentences],
  [/hype|superlative/i, "term", (r) => r.register === "marketing" || r.hype >= 1],
  [/jargon|technical terms/i, "term", hasJargon],
  [/stiff|corporate phrasing|\bformal/i, "term", isCareful],
  [/casual|chatty/i, "term", (r) => r.levels.formality === "casual" || r.metrics.slangPer100Words >= 1],
  [/talking about yourself|first person/i, "term", (r) => r.metrics.firstPerson >= 1.5 || r.signs.firstPerson >= 2],
  [/capital|shouting/i, "term", (r) => r.capitals || r.signs.capitalWords >= 8],
  [/hedg/i, "term", (r) => r.metrics.hedgesPer100Words >= 1.5],
  [/unrhymed/i, "term", (r) => !r.rhymed],
  [/bare text with no emoji/i, "term", (r) => r.metrics.emojiCount === 0],
  [/\byou\b|“you”|address the reader/i, "prefer", (r) => r.metrics.secondPerson === 0 || r.signs.you === 0],
  [/with contractions/i, "prefer", (r) => !hasContractions(r)],
  [/full forms|no contractions/i, "prefer", hasContractions],
  [/impersonal/i, "prefer", isPersonal],
  [/short sentences|one idea each/i, "prefer", hasLongSentences],
  [/an emoji/i, "prefer", (r) => r.metrics.emojiCount === 0],
];

/** The first reason the text contradicts this guardrail, or null when it agrees with it. */
export function contradiction(avoid: AvoidValue, r: VoiceReading): string | null {
  for (const [test, on, contradicts] of RULES) {
    const text = on === "term" ? avoid.term : (avoid.prefer ?? "");
    if (test.test(text) && contradicts(r)) return `${on} ${test.source}`;
  }
  return null;
}

/** Whether the text's reading can tell anything about this guardrail: a check counts only those. */
export function judgesGuardrail(avoid: AvoidValue): boolean {
  return RULES.some(([test, on]) => test.test(on === "term" ? avoid.term : (avoid.prefer ?? "")));
}

const BY_FORMALITY: Record<VoiceLevels["formality"], AvoidValue> = {
  casual: { term: "stiff corporate phrasing", prefer: "loose, chatty sentences with contractions" },
  conversational: { term: "corporate jargon", prefer: "plain, specific words" },
  neutral: { term: "slang and hype", prefer: "clear, plain statements" },
  professional: { term: "slang, emoji and exclamation marks", prefer: "courteous, complete sentences" },
  formal: { term: "slang, emoji and contractions", prefer: "precise wording in full forms" },
};

/** What each register is careful never to do, in its own terms. */
const BY_REGISTER: Partial<Record<Register, AvoidValue>> = {
  legal: { term: "loose, approximate wording", prefer: "defined terms, used the same way every time" },
  technical: { term: "hype and vague claims", prefer: "exact names of commands, options and values" },
  changelog: { term: "narrative and hype", prefer: "one entry per change, saying what changed" },
  academic: { term: "sweeping, unhedged claims", prefer: "claims scoped to the evidence" },
  marketing: { term: "hedging and jargon", prefer: "short, confident claims with a clear next step" },
};

/** Up to three guardrails that agree with the text. */
export function voiceGuardrails(r: VoiceReading): AvoidValue[] {
  const { levels, metrics } = r;
  const candidates: AvoidValue[] = [];
  const own = r.register ? BY_REGISTER[r.register] : undefined;
  if (own) candidates.push(own);
  if (r.rhymed) candidates.push({ term: "unrhymed line ends", prefer: "lines that end on a rhyme" });
  // The formality's guardrail. A neutral text is neither casual nor formal, so what it never does is
  // not read off its formality: the neutral line ("slang and hype") was a stock guess, and the frozen
  // split caught it forbidding the hype of a product description read as neutral.
  const formality = BY_FORMALITY[levels.formality];
  const generic = levels.formality === "neutral";
  // Nor when the register's own already names the same thing ("hedging and jargon", "corporate jargon").
  const key = (a: AvoidValue) => new Set(a.term.match(/jargon|slang|hype|emoji|contractions/g) ?? []);
  const overlaps = own !== undefined && [...key(formality)].some((k) => key(own).has(k));
  if (!generic && !overlaps) {
    candidates.push(
      levels.formality === "formal" && !isPersonal(r) ? { ...formality, prefer: "precise, impersonal wording in full forms" } : formality,
    );
  }
  const chatty = levels.formality === "casual" || levels.formality === "conversational";
  if (chatty && levels.emoji === "none" && levels.hashtags === "none" && r.register !== "fiction" && r.register !== "verse") {
    candidates.push({ term: "emoji and hashtags", prefer: "words that carry the warmth themselves" });
  } else if (levels.emoji === "frequent" || levels.emoji === "moderate") {
    candidates.push({ term: "bare text with no emoji", prefer: "an emoji where the feeling peaks" });
  }
  if (chatty && metrics.exclamationRate < 0.1 && r.register !== "fiction" && r.register !== "verse") {
    candidates.push({ term: "an exclamation mark in every line", prefer: "one exclamation mark at most" });
  }
  if (levels.sentenceLength === "short") candidates.push({ term: "long, winding sentences", prefer: "short sentences, one idea each" });
  if (levels.sentenceLength === "long") candidates.push({ term: "choppy fragments", prefer: "full sentences that carry their qualifications" });
  // A poem's "thou" or a character's "you" is not the reader: only prose that addresses its reader
  // gets this one.
  if (levels.person === "second" && r.register !== "verse" && r.register !== "fiction") candidates.push({ term: "talking about yourself", prefer: "keep the reader, “you”, at the centre" });
  return candidates.filter((c) => contradiction(c, r) === null).slice(0, 3);
}
