// The local, deterministic writing-voice analyzer: reads a prose sample (or tells that the text is a
// short description of a wanted style instead) and returns voice blocks in the style vocabulary.
// Measuring is text-metrics.ts, the levels and tone text-voice.ts, habits and the excerpt
// text-habits.ts. Pure: no I/O.
import nlp from "compromise";
import type { Analysis } from "@/lib/extraction/analysis";
import { type AvoidValue, type Block, SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";
import { representativeSample, signaturePhrases, stylisticHabits, quote } from "./text-habits";
import { measureText, type Measurement, type TextMetrics } from "./text-metrics";
import { joinWords, toneWords, voiceLevels, type VoiceLevels } from "./text-voice";

export type { TextMetrics } from "./text-metrics";

export interface TextAnalysis extends Analysis {
  metrics: TextMetrics;
  kind: "sample" | "description";
}

/** The analyzer reads the start of long texts: 8,000 characters show a voice as well as 20,000. */
export const MAX_ANALYSED_CHARS = 8000;
/** Below this many words no level can be read with any confidence; only the text itself is kept. */
export const MIN_SAMPLE_WORDS = 12;
/** A description of a wanted style is a line or two, not a passage. */
const MAX_DESCRIPTION_WORDS = 40;

const STYLE_CUE = /\b(?:style|styled|look|aesthetic|vibe|vibes|voice|tone|palette|feel|inspired by|in the manner of|reminiscent of)\b/i;
const INSTRUCTION = /^\s*(?:please\s+)?(?:write|make|sound|talk|speak|use|give|create|design|paint|draw|shoot|render|imagine|style)\b/i;
const LIKE_OPENER = /^\s*(?:like|as if|as though|in the style of|à la)\b/i;
const VOICE_LEAD = /\b(?:write|writes|sound|sounds|talk|talks|speak|speaks|read|reads)\s+like\b/i;

function clip(text: string): string {
  const normal = text.replace(/\r\n?/g, "\n").trim();
  if (normal.length <= MAX_ANALYSED_CHARS) return normal;
  const head = normal.slice(0, MAX_ANALYSED_CHARS);
  const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf("\n"), head.lastIndexOf("? "), head.lastIndexOf("! "));
  return end > MAX_ANALYSED_CHARS / 2 ? head.slice(0, end + 1) : head.slice(0, head.lastIndexOf(" "));
}

/** A short text that names a look or voice rather than speaking in one: a style cue word, an
 *  instruction ("write like ..."), a "like a ..." opener, or a verbless noun phrase with adjectives
 *  ("moody teal and orange cinematic look"). A short sentence with a subject and verb is a sample. */
export function looksLikeDescription(text: string, m: Measurement): boolean {
  const { words, sentences } = m.metrics;
  if (words === 0 || words > MAX_DESCRIPTION_WORDS || sentences > 2) return false;
  if (INSTRUCTION.test(text) || LIKE_OPENER.test(text)) return true;
  const doc = nlp(text);
  const hasVerb = doc.has("#Verb");
  const personalClause = hasVerb && (m.metrics.firstPerson > 0 || m.metrics.secondPerson > 0);
  if (STYLE_CUE.test(text)) return !personalClause;
  return !hasVerb && doc.has("#Adjective");
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
  };
}

function genre(levels: VoiceLevels, m: TextMetrics, habits: string[]): string | null {
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

function guardrails(levels: VoiceLevels, m: TextMetrics): AvoidValue[] {
  const register: Record<VoiceLevels["formality"], AvoidValue> = {
    casual: { term: "stiff corporate phrasing", prefer: "loose, chatty sentences with contractions" },
    conversational: { term: "corporate jargon", prefer: "plain, specific words" },
    neutral: { term: "slang and hype", prefer: "clear, plain statements" },
    professional: { term: "slang, emoji and exclamation marks", prefer: "courteous, complete sentences" },
    formal: { term: "slang, emoji and contractions", prefer: "precise, impersonal wording in full forms" },
  };
  const out = [register[levels.formality]];
  const chatty = levels.formality === "casual" || levels.formality === "conversational";
  if (chatty && levels.emoji === "none" && levels.hashtags === "none") {
    out.push({ term: "emoji and hashtags", prefer: "words that carry the warmth themselves" });
  } else if (levels.emoji === "frequent" || levels.emoji === "moderate") {
    out.push({ term: "bare text with no emoji", prefer: "an emoji where the feeling peaks" });
  }
  if (chatty && m.exclamationRate < 0.1) {
    out.push({ term: "an exclamation mark in every line", prefer: "one exclamation mark at most" });
  }
  if (levels.sentenceLength === "short") out.push({ term: "long, winding sentences", prefer: "short sentences, one idea each" });
  if (levels.sentenceLength === "long") out.push({ term: "choppy fragments", prefer: "full sentences that carry their qualifications" });
  if (levels.person === "second") out.push({ term: "talking about yourself", prefer: "keep the reader, “you”, at the centre" });
  return out.slice(0, 3);
}

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

export function analyzeText(input: string): TextAnalysis {
  const text = clip(input);
  const measured = measureText(text);
  const { metrics } = measured;
  if (metrics.words === 0) return { kind: "sample", title: null, description: null, blocks: [], metrics };
  if (looksLikeDescription(text, measured)) return describedStyle(text, metrics);
  if (metrics.words < MIN_SAMPLE_WORDS) {
    return {
      kind: "sample",
      title: null,
      description: null,
      blocks: [{ section: "voice", type: "sample", value: text.slice(0, SAMPLE_MAX_CHARS) }],
      metrics,
    };
  }

  const levels = voiceLevels(metrics);
  const tone = toneWords(metrics, levels);
  const habits = stylisticHabits(text, measured);
  const contraction = contractionRule(text, levels, metrics);
  const phrases = signaturePhrases(measured.tokens, metrics.words);
  const sample = representativeSample(text, measured.sentences, metrics.meanSentenceLength);
  const kindOf = genre(levels, metrics, habits);
  const title = [...tone.slice(0, kindOf ? 2 : 3).map(titleCase), kindOf, "Voice"].filter(Boolean).join(" ");
  const description =
    `A ${levels.formality} voice in the ${levels.person} person: ${joinWords(tone)}, with ` +
    `${SENTENCE_PHRASE[levels.sentenceLength]}, ${AMOUNT[levels.emoji]} emoji and ${AMOUNT[levels.hashtags]} hashtags.`;

  const blocks: Block[] = [
    { section: "overview", type: "descriptor", value: description },
    { section: "voice", type: "tone", value: joinWords(tone) },
    { section: "voice", type: "formality", value: levels.formality },
    { section: "voice", type: "emoji", value: levels.emoji },
    { section: "voice", type: "hashtags", value: levels.hashtags },
    { section: "voice", type: "sentence-length", value: levels.sentenceLength },
    { section: "voice", type: "person", value: levels.person },
    ...habits.map((value): Block => ({ section: "voice", type: "phrase", value })),
    ...(contraction ? [{ section: "voice", type: "phrase", value: contraction } as Block] : []),
    ...phrases.map((p): Block => ({ section: "voice", type: "phrase", value: `Returns to the phrase ${quote(p)}.` })),
    ...(sample ? [{ section: "voice", type: "sample", value: sample } as Block] : []),
    ...guardrails(levels, metrics).map((value): Block => ({ section: "guardrails", type: "avoid", value })),
  ];
  return { kind: "sample", title, description, blocks, metrics };
}
