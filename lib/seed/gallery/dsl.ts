// Small constructors for hand-written gallery blocks. They keep the data files readable (one line per
// idea) while producing exactly the Block shape of lib/styles/blocks.ts; the gallery test parses every
// block with blockSchema, so a typo here fails loudly rather than at compile time of a user's prompt.
import type { AvoidValue, Block } from "@/lib/styles/blocks";
import type { FORMALITY, FREQUENCY, PERSON, SENTENCE_LENGTH } from "@/lib/styles/blocks";
import type { SectionId } from "@/lib/styles/sections";

type DescriptorSection = Exclude<SectionId, "palette" | "voice" | "guardrails">;

export function overview(text: string): Block {
  return { section: "overview", type: "descriptor", value: text };
}

/** Palette entries as [hex, name, role] triples. */
export function palette(...colors: [hex: string, name: string, role: string][]): Block[] {
  return colors.map(([hex, name, role]) => ({ section: "palette", type: "color", value: { hex, name, role } }));
}

/** Descriptor blocks of one section, in the order given. */
export function d(section: DescriptorSection, ...values: string[]): Block[] {
  return values.map((value) => ({ section, type: "descriptor", value }));
}

/** Guardrails as [term, prefer?] pairs; prefer is the positive alternative flux compiles to. */
export function avoid(...items: [term: string, prefer?: string][]): Block[] {
  return items.map(([term, prefer]) => {
    const value: AvoidValue = prefer ? { term, prefer } : { term };
    return { section: "guardrails", type: "avoid", value };
  });
}

/** A block switched off by its author (kept, but compiled nowhere). */
export function off(blocks: Block | Block[]): Block[] {
  return (Array.isArray(blocks) ? blocks : [blocks]).map((b) => ({ ...b, enabled: false }));
}

export interface VoiceSpec {
  tone: string;
  formality: (typeof FORMALITY)[number];
  emoji: (typeof FREQUENCY)[number];
  hashtags: (typeof FREQUENCY)[number];
  sentenceLength: (typeof SENTENCE_LENGTH)[number];
  person: (typeof PERSON)[number];
  phrases: string[];
  sample: string;
}

/** The voice section in the order the examples use: tone, formality, emoji, hashtags, sentence
 *  length, person, signature phrases, then the sample. */
export function voice(v: VoiceSpec): Block[] {
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
