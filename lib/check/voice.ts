// A text against a writing voice: the voice's levels (formality, person, sentence length, emoji,
// hashtags) as its blocks state them, its register as its own sample reads, its signature phrases, and
// each of its guardrails held against the text's reading (lib/extraction/analyzers/text/guard.ts, the
// rule extraction uses). Where a level is not stated, the voice's sample says what it is. Pure.
import { analyzeText } from "@/lib/extraction/analyzers/text";
import { contradiction, judgesGuardrail, type VoiceReading } from "@/lib/extraction/analyzers/text/guard";
import type { Register } from "@/lib/extraction/analyzers/text/register";
import type { VoiceLevels } from "@/lib/extraction/analyzers/text/voice";
import { FORMALITY, FREQUENCY, SENTENCE_LENGTH, type AvoidValue, type Block } from "@/lib/styles/blocks";
import { visibleBlocks } from "@/lib/styles/content";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import type { ScoredCheck } from "./types";

export interface VoiceExpectations {
  levels: Partial<VoiceLevels>;
  register: Register | null;
  /** Mean words per sentence of the voice's own sample, when it has one to read. */
  sampleSentenceLength: number | null;
  /** Phrases the voice returns to, word for word (quoted in its phrase blocks). */
  phrases: string[];
}

const LEVEL_TYPES = { formality: "formality", person: "person", "sentence-length": "sentenceLength", emoji: "emoji", hashtags: "hashtags" } as const;
const QUOTED = /[“"]([^”"]{2,60})[”"]/g;

/** Read once per snapshot: a generation's snapshot is one shared object per process (lib/gallery/read.ts). */
const expectationsOf = new WeakMap<StyleSnapshot, VoiceExpectations>();

export function voiceExpectations(snapshot: StyleSnapshot): VoiceExpectations {
  const known = expectationsOf.get(snapshot);
  if (known) return known;
  const read = readVoiceExpectations(snapshot);
  expectationsOf.set(snapshot, read);
  return read;
}

function readVoiceExpectations(snapshot: StyleSnapshot): VoiceExpectations {
  const voice = visibleBlocks(snapshot, "voice");
  const levels: Partial<VoiceLevels> = {};
  for (const b of voice) {
    const key = LEVEL_TYPES[b.type as keyof typeof LEVEL_TYPES];
    if (key) (levels as Record<string, unknown>)[key] = b.value;
  }
  const sample = voice.find((b): b is Block<"sample"> => b.type === "sample");
  const read = sample ? analyzeText(sample.value, { sample: true, readingOnly: true }).reading : undefined;
  if (read) for (const [k, v] of Object.entries(read.levels)) if (!(k in levels)) (levels as Record<string, unknown>)[k] = v;
  const phrases = voice.filter((b) => b.type === "phrase").flatMap((b) => [...String(b.value).matchAll(QUOTED)].map((m) => m[1]!.trim()));
  return { levels, register: read?.register ?? null, sampleSentenceLength: read ? read.metrics.meanSentenceLength : null, phrases: [...new Set(phrases)].slice(0, 6) };
}

const WEIGHT = { formality: 2, person: 1.5, sentenceLength: 1.5, register: 1.5, emoji: 1, hashtags: 1, phrases: 0.5, guardrail: 1.5 } as const;

/** Distance between two levels of an ordered scale. */
function steps(scale: readonly string[], a: string, b: string): number {
  return Math.abs(scale.indexOf(a) - scale.indexOf(b));
}

function levelCheck(aspect: string, weight: number, expected: string, found: string, credit: number, hint: string | null): ScoredCheck {
  return { section: "voice", aspect, expected, found, pass: credit >= 0.6, weight, credit, hint: credit >= 1 ? null : hint };
}

/** Registers with a form of their own, plain in any text of them. */
const MARKED: ReadonlySet<Register> = new Set(["verse", "legal", "technical", "changelog", "academic", "social"]);

const REGISTER_WORDS: Record<Register, string> = {
  verse: "verse",
  legal: "legal text",
  technical: "technical reference",
  changelog: "a changelog",
  academic: "academic prose",
  fiction: "fiction",
  marketing: "marketing copy",
  social: "a social post",
  letter: "a letter",
  prose: "plain prose",
};

export function checkVoice(expect: VoiceExpectations, avoids: readonly AvoidValue[], r: VoiceReading, text: string): ScoredCheck[] {
  const want = expect.levels;
  const got = r.levels;
  const checks: ScoredCheck[] = [];
  if (want.formality) {
    const d = steps(FORMALITY, want.formality, got.formality);
    const direction = FORMALITY.indexOf(want.formality) > FORMALITY.indexOf(got.formality) ? "more formally: full forms, fewer contractions and no slang" : "more casually: contractions, plain words";
    checks.push(levelCheck("formality", WEIGHT.formality, want.formality, got.formality, d === 0 ? 1 : d === 1 ? 0.6 : 0, `Write ${direction}.`));
  }
  if (want.person) {
    const hint = want.person === "first" ? "Speak as I or we." : want.person === "second" ? "Address the reader as you." : "Keep to the third person: no I, we or you.";
    checks.push(levelCheck("person", WEIGHT.person, `${want.person} person`, `${got.person} person`, want.person === got.person ? 1 : 0, hint));
  }
  if (want.sentenceLength || expect.sampleSentenceLength) {
    const mean = r.metrics.meanSentenceLength;
    const sample = expect.sampleSentenceLength;
    let credit: number;
    let expected: string;
    let shorter: boolean;
    if (sample) {
      // The voice's own sample is the concrete measure: how far the mean sentence is from its mean.
      const ratio = Math.max(mean, 1) / Math.max(sample, 1);
      const off = Math.max(ratio, 1 / ratio);
      credit = off <= 1.5 ? 1 : off <= 2.2 ? 0.6 : 0;
      expected = `sentences of about ${Math.round(sample)} words, as in the voice's sample`;
      shorter = ratio > 1;
    } else {
      const w = want.sentenceLength!;
      const d = w === "varied" || got.sentenceLength === "varied" ? (w === got.sentenceLength ? 0 : 1) : steps(SENTENCE_LENGTH, w, got.sentenceLength);
      credit = d === 0 ? 1 : d === 1 ? 0.6 : 0;
      expected = `${w} sentences`;
      shorter = SENTENCE_LENGTH.indexOf(w) < SENTENCE_LENGTH.indexOf(got.sentenceLength) || (w === "medium" && got.sentenceLength === "varied");
    }
    const hint = want.sentenceLength === "varied" && !sample ? "Mix short sentences with long ones." : `${shorter ? "Shorten" : "Lengthen"} the sentences${sample ? ` toward about ${Math.round(sample)} words` : ""}.`;
    checks.push(levelCheck("sentence length", WEIGHT.sentenceLength, expected, `${got.sentenceLength} sentences (mean ${Math.round(mean)} words)`, credit, hint));
  }
  for (const [kind, weight] of [["emoji", WEIGHT.emoji], ["hashtags", WEIGHT.hashtags]] as const) {
    const w = want[kind];
    if (!w) continue;
    const g = got[kind];
    const d = steps(FREQUENCY, w, g);
    // "none" is a rule, not a level: one emoji in a voice that uses none is off. A voice that uses
    // them rarely may well have none in one short text; one that uses them often may not.
    const credit = d === 0 ? 1 : w === "none" ? 0 : d === 1 ? 0.6 : 0;
    const more = FREQUENCY.indexOf(w) > FREQUENCY.indexOf(g);
    checks.push(levelCheck(kind, weight, w, g, credit, w === "none" ? `Drop the ${kind}.` : more ? `Use ${kind} more (${w}).` : `Use fewer ${kind} (${w}).`));
  }
  if (expect.register && r.register) {
    const same = expect.register === r.register;
    checks.push(levelCheck("register", WEIGHT.register, REGISTER_WORDS[expect.register], REGISTER_WORDS[r.register], same ? 1 : 0, `Write it as ${REGISTER_WORDS[expect.register]}, as the voice's sample is.`));
  } else if (expect.sampleSentenceLength !== null && !expect.register && r.register && MARKED.has(r.register)) {
    // A voice whose own sample reads as no kind of writing in particular is not a license, a man
    // page or a post: a text that plainly is one is off, whatever its levels.
    checks.push(levelCheck("register", WEIGHT.register, "writing like the voice's sample, of no set form", REGISTER_WORDS[r.register], 0, `Drop the form of ${REGISTER_WORDS[r.register]}; write as the voice's sample does.`));
  }
  if (expect.phrases.length > 0) {
    const lower = text.toLowerCase();
    const used = expect.phrases.filter((p) => lower.includes(p.toLowerCase()));
    const missing = expect.phrases.filter((p) => !used.includes(p));
    checks.push({
      section: "voice",
      aspect: "signature phrases",
      expected: expect.phrases.map((p) => `“${p}”`).join(", "),
      found: used.length ? `uses ${used.map((p) => `“${p}”`).join(", ")}` : "none of them",
      pass: used.length > 0,
      weight: WEIGHT.phrases,
      credit: used.length / expect.phrases.length,
      hint: used.length === expect.phrases.length ? null : `Work in ${missing.slice(0, 2).map((p) => `“${p}”`).join(" or ")}.`,
    });
  }
  // Each guardrail the text's reading can judge.
  for (const a of avoids.filter(judgesGuardrail)) {
    const broken = contradiction(a, r) !== null;
    checks.push({
      section: "guardrails",
      aspect: "guardrail",
      expected: a.prefer ? `no ${a.term}; ${a.prefer}` : `no ${a.term}`,
      found: broken ? `has ${a.term}` : "none found",
      pass: !broken,
      weight: WEIGHT.guardrail,
      credit: broken ? 0 : 1,
      hint: broken ? `Take out ${a.term}${a.prefer ? `; write ${a.prefer} instead` : ""}.` : null,
    });
  }
  return checks;
}
