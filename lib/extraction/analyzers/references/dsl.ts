// Compact constructors for the reference catalog. Data files stay one idea per line, while every entry
// comes out as the same Block shape as lib/styles/blocks.ts in compile order. The spec types make a
// missing section a type error (a visual entry without lighting, a guardrail without its positive
// alternative) instead of a thin style discovered later; the unit tests still parse every block.
import type { Block } from "@/lib/styles/blocks";
import { voiceBlocks, type VoiceSpec } from "@/lib/styles/voice";
import type { SectionId } from "@/lib/styles/sections";

export const REFERENCE_KINDS = ["artist", "movement", "photographer", "film", "writing"] as const;
export type ReferenceKind = (typeof REFERENCE_KINDS)[number];

export interface ReferenceEntry {
  id: string;
  /** The name people know it by, used in suggestions and messages. */
  name: string;
  kind: ReferenceKind;
  /** Other spellings and names; normalised the same way as queries. */
  aliases: string[];
  /** One sentence describing the style. */
  description: string;
  /** The style title an analysis suggests ("Hokusai Woodblock"); the name when absent. */
  title?: string;
  blocks: Block[];
}

type Lines = string | readonly string[];
type Color = readonly [hex: string, name: string, role: string];
/** The prefer half is required: flux compiles a guardrail only through its positive alternative. */
type Guardrail = readonly [term: string, prefer: string];

interface CommonSpec {
  id: string;
  name: string;
  title?: string;
  aliases: readonly string[];
  description: string;
  /** The overview block; the description when absent, as in the shared examples. */
  overview?: string;
  avoid: readonly Guardrail[];
}

export interface VisualSpec extends CommonSpec {
  palette: readonly Color[];
  medium: Lines;
  composition: Lines;
  lighting: Lines;
  texture: Lines;
  typography?: Lines;
  mood: Lines;
  subjects?: Lines;
}

export interface WritingSpec extends CommonSpec, VoiceSpec {}

type DescriptorSection = Exclude<SectionId, "palette" | "voice" | "guardrails">;

function lines(section: DescriptorSection, value: Lines | undefined): Block[] {
  if (value === undefined) return [];
  const list = typeof value === "string" ? [value] : value;
  return list.map((v) => ({ section, type: "descriptor", value: v }));
}

function guardrails(items: readonly Guardrail[]): Block[] {
  return items.map(([term, prefer]) => ({ section: "guardrails", type: "avoid", value: { term, prefer } }));
}

function head(kind: ReferenceKind, spec: CommonSpec): Omit<ReferenceEntry, "blocks"> {
  const entry: Omit<ReferenceEntry, "blocks"> = {
    id: spec.id,
    name: spec.name,
    kind,
    aliases: [...spec.aliases],
    description: spec.description,
  };
  if (spec.title) entry.title = spec.title;
  return entry;
}

function visual(kind: Exclude<ReferenceKind, "writing">, spec: VisualSpec): ReferenceEntry {
  const blocks: Block[] = [
    ...lines("overview", spec.overview ?? spec.description),
    ...spec.palette.map(([hex, name, role]): Block => ({ section: "palette", type: "color", value: { hex, name, role } })),
    ...lines("medium", spec.medium),
    ...lines("composition", spec.composition),
    ...lines("lighting", spec.lighting),
    ...lines("texture", spec.texture),
    ...lines("typography", spec.typography),
    ...lines("mood", spec.mood),
    ...lines("subjects", spec.subjects),
    ...guardrails(spec.avoid),
  ];
  return { ...head(kind, spec), blocks };
}

export const artist = (spec: VisualSpec) => visual("artist", spec);
export const movement = (spec: VisualSpec) => visual("movement", spec);
export const photographer = (spec: VisualSpec) => visual("photographer", spec);
export const film = (spec: VisualSpec) => visual("film", spec);

/** A writing voice, its blocks in the order the shared examples use. */
export function writer(spec: WritingSpec): ReferenceEntry {
  const blocks: Block[] = [
    ...lines("overview", spec.overview ?? spec.description),
    ...voiceBlocks(spec),
    ...guardrails(spec.avoid),
  ];
  return { ...head("writing", spec), blocks };
}
