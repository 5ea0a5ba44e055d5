// A writing voice as a value, and its blocks in the order the shared examples use: tone, formality,
// emoji, hashtags, sentence length, person, signature phrases, then the sample. The seed gallery and
// the reference catalog both write voices this way. Pure.
import type { Block, FORMALITY, FREQUENCY, PERSON, SENTENCE_LENGTH } from "./blocks";

export interface VoiceSpec {
  tone: string;
  formality: (typeof FORMALITY)[number];
  emoji: (typeof FREQUENCY)[number];
  hashtags: (typeof FREQUENCY)[number];
  sentenceLength: (typeof SENTENCE_LENGTH)[number];
  person: (typeof PERSON)[number];
  phrases: readonly string[];
  sample: string;
}

export function voiceBlocks(v: VoiceSpec): Block[] {
  const b = (type: Block["type"], value: string): Block => ({ section: "voice", type, value });
  return [
    b("tone", v.tone),
    b("formality", v.formality),
    b("emoji", v.emoji),
    b("hashtags", v.hashtags),
    b("sentence-length", v.sentenceLength),
    b("person", v.person),
    ...v.phrases.map((p) => b("phrase", p)),
    b("sample", v.sample),
  ];
}
