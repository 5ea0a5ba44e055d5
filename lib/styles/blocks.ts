// Block types and their values (DESIGN.md "Style vocabulary"). Pure: no I/O, no framework.
import { z } from "zod";
import "@/lib/zod-browser";
import { SECTION_IDS, type SectionId, VISUAL_SECTIONS } from "./sections";

export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export const FORMALITY = ["casual", "conversational", "neutral", "professional", "formal"] as const;
export const FREQUENCY = ["none", "rare", "moderate", "frequent"] as const;
export const SENTENCE_LENGTH = ["short", "medium", "long", "varied"] as const;
export const PERSON = ["first", "second", "third"] as const;
export const SAMPLE_MAX_CHARS = 1200;

export const colorValue = z.object({
  hex: z.string().regex(HEX_COLOR, "expected #RGB, #RGBA, #RRGGBB or #RRGGBBAA"),
  name: z.string().min(1).max(80).optional(),
  role: z.string().min(1).max(80).optional(),
});
export type ColorValue = z.infer<typeof colorValue>;

export const avoidValue = z.object({
  term: z.string().min(1).max(200),
  prefer: z.string().min(1).max(200).optional(),
});
export type AvoidValue = z.infer<typeof avoidValue>;

const phrase = z.string().min(1).max(600);

/** Every block type with the schema of its value. */
export const BLOCK_VALUE_SCHEMAS = {
  descriptor: phrase,
  color: colorValue,
  avoid: avoidValue,
  tone: z.string().min(1).max(200),
  formality: z.enum(FORMALITY),
  emoji: z.enum(FREQUENCY),
  hashtags: z.enum(FREQUENCY),
  "sentence-length": z.enum(SENTENCE_LENGTH),
  person: z.enum(PERSON),
  phrase,
  sample: z.string().min(1).max(SAMPLE_MAX_CHARS),
} as const;

export type BlockType = keyof typeof BLOCK_VALUE_SCHEMAS;
export const BLOCK_TYPES = Object.keys(BLOCK_VALUE_SCHEMAS) as BlockType[];

export const VOICE_TYPES = [
  "tone",
  "formality",
  "emoji",
  "hashtags",
  "sentence-length",
  "person",
  "phrase",
  "sample",
] as const satisfies readonly BlockType[];
export type VoiceType = (typeof VOICE_TYPES)[number];

/** Which types each section accepts. */
export function typesForSection(section: SectionId): readonly BlockType[] {
  if (section === "palette") return ["color"];
  if (section === "guardrails") return ["avoid"];
  if (section === "voice") return VOICE_TYPES;
  return ["descriptor"]; // overview and every other visual section
}

export type BlockValue<T extends BlockType = BlockType> = z.infer<(typeof BLOCK_VALUE_SCHEMAS)[T]>;

/** A block as stored and compiled. `id` is optional for blocks not yet persisted. */
export interface Block<T extends BlockType = BlockType> {
  id?: string;
  section: SectionId;
  type: T;
  value: BlockValue<T>;
  enabled?: boolean;
}

export const blockSchema = z
  .object({
    id: z.string().optional(),
    section: z.enum(SECTION_IDS),
    type: z.enum(BLOCK_TYPES as [BlockType, ...BlockType[]]),
    value: z.unknown(),
    enabled: z.boolean().optional(),
  })
  .superRefine((block, ctx) => {
    if (!typesForSection(block.section).includes(block.type)) {
      ctx.addIssue({ code: "custom", message: `a ${block.type} block cannot live in section ${block.section}` });
      return;
    }
    const parsed = BLOCK_VALUE_SCHEMAS[block.type].safeParse(block.value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: `invalid ${block.type} value: ${parsed.error.issues[0]?.message}` });
    }
  })
  .transform((b) => b as Block);

export function isVisualBlock(block: Block): boolean {
  return VISUAL_SECTIONS.includes(block.section);
}

export function isEnabled(block: Block): boolean {
  return block.enabled !== false;
}

/** The plain-text form of a value, used where the contract shows `value` as a string
 *  (ExtractionStatus.blocks): a color as `#RRGGBB name (role)`, an avoid as `term -> prefer`. */
export function blockValueText(block: Block): string {
  if (block.type === "color") {
    const c = block.value as ColorValue;
    return [c.hex, c.name, c.role ? `(${c.role})` : undefined].filter(Boolean).join(" ");
  }
  if (block.type === "avoid") {
    const a = block.value as AvoidValue;
    return a.prefer ? `${a.term} -> ${a.prefer}` : a.term;
  }
  return String(block.value);
}
