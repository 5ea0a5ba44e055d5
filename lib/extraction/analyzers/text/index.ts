// The local, deterministic writing-voice analyzer: reads a writing sample (or tells that the text is a
// short description of a wanted style instead) and returns voice blocks in the style vocabulary.
// The text is first cleaned (text/markup.ts strips markup, text/lines.ts unwraps hard-wrapped lines and
// keeps verse lines), then measured (text/metrics.ts), its register read (text/register.ts), and the
// levels (text/voice.ts), tone (text/tone.ts), habits and excerpt (text/habits.ts), terms
// (text/terms.ts) and guardrails (text/guard.ts) derived from those readings. Pure: no I/O.
import nlp from "compromise";
import type { Analysis } from "@/lib/extraction/analysis";
import { type AvoidValue, type Block, SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";
import { contradiction, voiceGuardrails, type VoiceReading } from "./guard";
import { representativeSample, signaturePhrases, stylisticHabits, quote } from "./habits";
import { countWords, UPBEAT } from "./lexicons";
import { readLines } from "./lines";
import { stripMarkup, type Markup } from "./markup";
import { measureText, type Measurement, type TextMetrics } from "./metrics";
import { readRegister, type Register } from "./register";
import { readTerms } from "./terms";
import { joinWords, toneWords } from "./tone";
import { rhymedPairs } from "./verse";
import { readAs } from "../description/read-as";
import { evidenceHolds } from "./evidence";
import { formOf } from "./form";
import { readSigns } from "./signs";
import { informalityScore, voiceLevels, type VoiceLevels } from "./voice";

export type { TextMetrics } from "./metrics";

export interface TextAnalysis extends Analysis {
  metrics: TextMetrics;
  kind: "sample" | "description";
  /** The kind of writing (verse, legal, technical ...), when the analyzer can tell. */
  register: Register | null;
  /** What the text does, that every guardrail is checked against; absent when too short to read. */
  reading?: VoiceReading;
}

/** The analyzer reads the start of long texts: 8,000 characters show a voice as well as 20,000. */
export const MAX_ANALYSED_CHARS = 8000;
/** Below this many words no level can be read with any confidence; only the text itself is kept. A
 *  short post of eight words or more is a voice. */
export const MIN_SAMPLE_WORDS = 8;

const STYLE_CUE = /\b(?:style|styled|look|aesthetic|vibe|vibes|voice|tone|palette|feel|inspired by|in the manner of|reminiscent of)\b/i;
const VOICE_LEAD = /\b(?:write|writes|sound|sounds|talk|talks|speak|speaks|read|reads)\s+like\b/i;

/** Where the analysed part of a long text ends: at a sentence or line end near the limit. */
function clipEnd(text: string): number {
  if (text.length <= MAX_ANALYSED_CHARS) return text.length;
  const head = text.slice(0, MAX_ANALYSED_CHARS);
  const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf("\n"), head.lastIndexOf("? "), head.lastIndexOf("! "));
  return end > MAX_ANALYSED_CHARS / 2 ? end + 1 : head.lastIndexOf(" ");
}

interface Prepared {
  /** What is measured (wrapped lines joined, markup gone). */
  text: string;
  /** What is quoted: the same with verse lines kept (same offsets). */
  display: string;
  raw: string;
  markup: Set<Markup>;
  verse: boolean;
}

/** Markup stripped and lines unwrapped before anything is measured; the raw text is bounded first so
 *  a huge paste costs no more than a long one. */
function prepare(input: string): Prepared {
  const raw = input.slice(0, 4 * MAX_ANALYSED_CHARS);
  const { text: stripped, markup } = stripMarkup(raw);
  const structured = ["man", "debian-changelog", "news-outline", "debian-description"].some((k) => markup.has(k as Markup));
  const lines = readLines(stripped, !structured);
  const end = clipEnd(lines.text);
  return { text: lines.text.slice(0, end).trim(), display: lines.display.slice(0, end).trim(), raw, markup, verse: lines.verse };
}

const titleCase = (w: string) => w.replace(/(^|-)(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());

/** A title from the head of a description: the words before its first comma, preposition or verb
 *  ("watercolor botanical illustration, soft pastel palette" -> "Watercolor Botanical Illustration"),
 *  after any "write like a" lead-in, with the cue noun (Look, Style, Voice) last. */
function descriptionTitle(flat: string): string | null {
  const cue = flat.match(/\b(look|style|voice|aesthetic|vibe)\b/i)?.[1];
  const suffix = cue ?? (VOICE_LEAD.test(flat) ? "voice" : null);
  const lead = flat.match(/^.{0,40}?\b(?:like|as if|as though|in the style of|à la)\s+(?:an?\s+|the\s+)?/i);
  const head = flat.slice(lead ? lead[0].length : 0).split(/[,;:.!?]|\s(?:with|of|for|in|on|at|from|by)\s/i)[0] ?? "";
  const words: string[] = [];
  for (const term of nlp(head).docs.flat() as { text: string; tags?: Set<string> }[]) {
    const tags = term.tags ?? new Set<string>();
    const word = term.text.replace(/[^\p{L}\p{N}-]/gu, "");
    if (!word || STYLE_CUE.test(word) || tags.has("Pronoun") || tags.has("Determiner") || tags.has("Conjunction")) continue;
    if (tags.has("Verb") && words.length > 0) break;
    if (tags.has("Adjective") || tags.has("Noun") || tags.has("Value")) words.push(word.toLowerCase());
  }
  const picked = [...new Set(words)].slice(0, suffix ? 3 : 4);
  if (picked.length === 0) return null;
  if (suffix) picked.push(suffix.toLowerCase());
  return picked.length >= 2 ? picked.map(titleCase).join(" ") : null;
}

function describedStyle(text: string, metrics: TextMetrics): TextAnalysis {
  const flat = text.replace(/\s+/g, " ").trim();
  const sentence = `${flat.charAt(0).toUpperCase()}${flat.slice(1)}`.replace(/([^.!?])$/, "$1.");
  return {
    kind: "description",
    title: descriptionTitle(flat),
    description: sentence.length <= 300 ? sentence : null,
    blocks: [{ section: "overview", type: "descriptor", value: sentence.slice(0, 600) }],
    metrics,
    register: null,
  };
}

const REGISTER_TITLE: Record<Register, string> = {
  verse: "Verse",
  legal: "Legal",
  technical: "Technical",
  changelog: "Changelog",
  academic: "Academic",
  fiction: "Fiction",
  marketing: "Marketing",
  social: "Social",
  letter: "Letter",
  prose: "Descriptive",
};

function genre(register: Register | null, levels: VoiceLevels, m: TextMetrics, habits: string[]): string | null {
  if (register) return REGISTER_TITLE[register];
  const has = (start: string) => habits.some((h) => h.startsWith(start));
  if (has("Numbers each post") || levels.hashtags !== "none" || (levels.formality === "casual" && levels.emoji !== "none")) return "Social";
  if (m.legalesePer100Words >= 0.5) return "Legal";
  if (levels.formality === "formal") return m.nominalPer100Words >= 6 ? "Academic" : "Official";
  if (has("Opens with a greeting") && has("Signs off")) return "Letter";
  if (levels.formality === "professional") return "Business";
  if (levels.person === "third" && m.pastTenseShare >= 0.5) return "Storyteller";
  if (levels.person === "second" && m.imperativeRate >= 0.2) return "Guide";
  if (levels.person === "first") return "Personal";
  return levels.formality === "neutral" ? "Informative" : null;
}

const SENTENCE_PHRASE = { short: "short sentences", medium: "medium-length sentences", long: "long sentences", varied: "sentences of varied length" };
const AMOUNT = { none: "no", rare: "rare", moderate: "some", frequent: "frequent" };

/** Rules about contractions, with the text's own words as evidence. */
function contractionRule(text: string, levels: VoiceLevels, m: TextMetrics): string | null {
  if (m.contractionRate >= 2) {
    const found = [...new Set(text.match(/\b\p{L}+['’](?:ve|re|ll|m|d|t)\b/giu) ?? [])].slice(0, 3);
    if (found.length) return `Writes with contractions (${found.map((f) => `“${f}”`).join(", ")}).`;
  }
  if (m.contractionRate === 0 && m.words >= 80 && (levels.formality === "professional" || levels.formality === "formal")) {
    const full = [...new Set(text.match(/\b(?:do not|does not|did not|is not|are not|cannot|will not|it is|we are|I am|I have|we have)\b/gi) ?? [])].slice(0, 2);
    if (full.length) return `Writes out full forms (${full.map((f) => `“${f}”`).join(", ")}), never contractions.`;
  }
  return null;
}

/** Sentences of 25 words or more, and of 4 or fewer, among the prose sentences. */
function lengthShares(m: Measurement): { longShare: number; shortShare: number } {
  const prose = m.sentences.filter((s) => s.terminal !== "");
  if (prose.length === 0) return { longShare: 0, shortShare: 0 };
  return {
    longShare: prose.filter((s) => s.words >= 25).length / prose.length,
    shortShare: prose.filter((s) => s.words <= 4).length / prose.length,
  };
}

/** `sample`: the text is writing to read, never a description of a style (a style check's candidate,
 *  which may well mention a palette or a tone). `readingOnly`: only what the text does (its reading),
 *  none of the blocks that describe it; what a style check needs, at about half the cost. */
export function analyzeText(input: string, options: { sample?: boolean; readingOnly?: boolean } = {}): TextAnalysis {
  const prepared = prepare(input);
  const { text, display } = prepared;
  const measured = measureText(text);
  const { metrics } = measured;
  const nothing = { kind: "sample" as const, title: null, description: null, metrics, register: null };
  if (metrics.words === 0) return { ...nothing, blocks: [] };
  if (!options.sample) {
    // What the text is was decided before it is measured (description/read-as.ts): a brief is never
    // measured as the voice it asks for, and a note beside a sample is not part of the sample.
    const reading = readAs(input);
    if (reading.as === "mix" && reading.sample) return analyzeText(reading.sample, { ...options, sample: true });
    if (reading.as !== "sample") return describedStyle(text, metrics);
  }
  if (metrics.words < MIN_SAMPLE_WORDS) {
    return { ...nothing, blocks: [{ section: "voice", type: "sample", value: display.slice(0, SAMPLE_MAX_CHARS) }] };
  }

  const { register } = readRegister({ markup: prepared.markup, verse: prepared.verse, raw: prepared.raw, text }, measured, informalityScore(metrics));
  const levels = voiceLevels(metrics, register);
  const rhymes = prepared.verse ? rhymedPairs(display.split("\n").filter((l) => l.trim())) : [];
  const terms = readTerms(text, measured, measured.sentences.filter((s) => s.passive), register !== "legal");
  const reading: VoiceReading = {
    register,
    levels,
    metrics,
    ...lengthShares(measured),
    verse: prepared.verse,
    rhymed: rhymes.length > 0,
    capitals: terms.capitals,
    jargon: terms.jargon,
    hype: metrics.words ? (countWords(measured.words, UPBEAT) * 100) / metrics.words : 0,
    signs: readSigns(text, prepared.raw, measured),
  };
  if (options.readingOnly) return { kind: "sample", title: null, description: null, blocks: [], metrics, register, reading };
  const tone = toneWords(measured, levels, register);
  const rhetoric = register !== "technical" && register !== "legal" && register !== "changelog" && register !== "academic";
  const habits = stylisticHabits(display, measured, 5, rhetoric);
  const contraction = contractionRule(text, levels, metrics);
  const phrases = signaturePhrases(measured.tokens, metrics.words);
  // A post or a short poem is its own best sample, emoji, hashtags and line breaks included.
  const whole = (register === "social" || prepared.verse) && display.length <= SAMPLE_MAX_CHARS;
  // Texting and verse may start a sentence in lower case; elsewhere a sample starts on a capital.
  const capitalStart = register !== null && register !== "social" && register !== "verse" && register !== "fiction";
  // A form the voice must keep (Markdown, a man page, a changelog, a letter, legal text) gives its own
  // rule, and a sample in its own layout; verse keeps its lines in the prose sample already.
  const form = formOf({ raw: prepared.raw, markup: prepared.markup, verse: prepared.verse, register });
  const sample = form?.sample ?? (whole ? display : representativeSample(display, measured.sentences, metrics.meanSentenceLength, capitalStart));
  const kindOf = genre(register, levels, metrics, habits);
  const title = [...new Set([...tone.slice(0, kindOf ? 2 : 3).map(titleCase), kindOf, "Voice"].filter(Boolean))].join(" ");
  const description =
    `A ${levels.formality} voice in the ${levels.person} person: ${joinWords(tone)}, with ` +
    `${SENTENCE_PHRASE[levels.sentenceLength]}, ${AMOUNT[levels.emoji]} emoji and ${AMOUNT[levels.hashtags]} hashtags.`;
  const guardrails = voiceGuardrails(reading);
  const rhymePhrase = rhymes.length
    ? [`Rhymes its line ends (${rhymes.slice(0, 3).map(([a, b]) => `“${a}” / “${b}”`).join(", ")}).`]
    : [];

  const blocks: Block[] = [
    { section: "overview", type: "descriptor", value: description },
    { section: "voice", type: "tone", value: joinWords(tone) },
    { section: "voice", type: "formality", value: levels.formality },
    { section: "voice", type: "emoji", value: levels.emoji },
    { section: "voice", type: "hashtags", value: levels.hashtags },
    { section: "voice", type: "sentence-length", value: levels.sentenceLength },
    { section: "voice", type: "person", value: levels.person },
    // Every claim's quoted evidence must show the claim on its own (text/evidence.ts).
    ...[...(form ? [form.rule] : []), ...rhymePhrase, ...terms.phrases, ...habits.filter((h) => !form?.covers?.test(h))]
      .filter(evidenceHolds)
      .slice(0, 6)
      .map((value): Block => ({ section: "voice", type: "phrase", value })),
    ...(contraction && evidenceHolds(contraction) ? [{ section: "voice", type: "phrase", value: contraction } as Block] : []),
    ...phrases.map((p): Block => ({ section: "voice", type: "phrase", value: `Returns to the phrase ${quote(p)}.` })),
    ...(sample ? [{ section: "voice", type: "sample", value: sample } as Block] : []),
    ...guardrails.map((value): Block => ({ section: "guardrails", type: "avoid", value })),
  ];
  return { kind: "sample", title, description, blocks, metrics, register, reading };
}

/** Guardrails written elsewhere (by a model, by hand) held against a writing sample's own reading:
 *  those the text contradicts are left out. A text too short to read keeps them all. */
export function guardrailsTrueTo(text: string, avoids: AvoidValue[]): AvoidValue[] {
  const { reading } = analyzeText(text);
  return reading ? avoids.filter((a) => contradiction(a, reading) === null) : avoids;
}
