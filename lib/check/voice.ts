// A text against a writing voice: the voice's levels (formality, person, sentence length, emoji,
// hashtags) as its blocks state them, its register as its own sample reads, its signature phrases, and
// each of its guardrails held against the text's reading (lib/extraction/analyzers/text-guard.ts, the
// rule extraction uses). Where a level is not stated, the voice's sample says what it is. Pure.
import { analyzeText } from "@/lib/extraction/analyzers/text";
import { contradiction, judgesGuardrail, type VoiceReading } from "@/lib/extraction/analyzers/text-guard";
import type { Register } from "@/lib/extraction/analyzers/text-register";
import type { VoiceLevels } from "@/lib/extraction/analyzers/text-voice";
import { FORMALITY, FREQUENCY, isEnabled, SENTENCE_LENGTH, type AvoidValue, type Block } from "@/lib/styles/blocks";
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

export function voiceExpectations(snapshot: StyleSnapshot): VoiceExpectations {
  const off = new Set(snapshot.disabledSections);
  const voice = snapshot.blocks.filter((b) => b.section === "voice" && isEnabled(b) && !off.has(b.section));
  const levels: Partial<VoiceLevels> = {};
  for (const b of voice) {
    const key = LEVEL_TYPES[b.type as keyof typeof LEVEL_TYPES];
    if (key) (levels as Record<string, unknown>)[key] = b.value;
  }
  const sample = voice.find((b): b is Block<"sample"> => b.type === "sample");
  const read = sample ? analyzeText(sample.value, { sample: true }).reading : undefined;
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
  if (want.sentenceLength) {
    const d = want.sentenceLength === "varied" || got.sentenceLength === "varied" ? (want.sentenceLength === got.sentenceLength ? 0 : 1) : steps(SENTENCE_LENGTH, want.sentenceLength, got.sentenceLength);
    const mean = Math.round(r.metrics.meanSentenceLength);
    const target = expect.sampleSentenceLength ? ` (the voice's sample averages ${Math.round(expect.sampleSentenceLength)} words)` : "";
    const shorter = SENTENCE_LENGTH.indexOf(want.sentenceLength) < SENTENCE_LENGTH.indexOf(got.sentenceLength) || (want.sentenceLength === "medium" && got.sentenceLength === "varied");
    const hint = want.sentenceLength === "varied" ? "Mix short sentences with long ones." : `${shorter ? "Shorten" : "Lengthen"} the sentences${target}.`;
    checks.push(levelCheck("sentence length", WEIGHT.sentenceLength, `${want.sentenceLength} sentences`, `${got.sentenceLength} sentences (mean ${mean} words)`, d === 0 ? 1 : d === 1 ? 0.6 : 0, hint));
  }
  for (const [kind, weight] of [["emoji", WEIGHT.emoji], ["hashtags", WEIGHT.hashtags]] as const) {
    const w = want[kind];
    if (!w) continue;
    const g = got[kind];
    const d = steps(FREQUENCY, w, g);
    // "none" is a rule, not a level: one emoji in a voice that uses none is off.
    const credit = d === 0 ? 1 : w === "none" || g === "none" ? 0 : d === 1 ? 0.6 : 0;
    const more = FREQUENCY.indexOf(w) > FREQUENCY.indexOf(g);
    checks.push(levelCheck(kind, weight, w, g, credit, w === "none" ? `Drop the ${kind}.` : more ? `Use ${kind} more (${w}).` : `Use fewer ${kind} (${w}).`));
  }
  if (expect.register && r.register) {
    const same = expect.register === r.register;
    checks.push(levelCheck("register", WEIGHT.register, REGISTER_WORDS[expect.register], REGISTER_WORDS[r.register], same ? 1 : 0, `Write it as ${REGISTER_WORDS[expect.register]}, as the voice's sample is.`));
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
