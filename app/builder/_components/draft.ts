// The builder's unsaved copy of a style and the pure operations on it. Blocks keep one flat list in
// compile order (sections in SECTION_IDS order, blocks in their order inside a section), because a
// save sends the whole ordered list and positions are its order.
import type { OwnStyle } from "@/lib/builder/own-style";
import type { StyleEdits } from "@/lib/builder/validate";
import { HEX_COLOR, type AvoidValue, type BlockType, type ColorValue } from "@/lib/styles/blocks";
import { isSectionId, SECTION_IDS, type SectionId } from "@/lib/styles/sections";

export interface DraftBlock {
  /** React key: stable for new blocks too, which have no id until saved. */
  key: string;
  id?: string;
  section: SectionId;
  type: BlockType;
  value: unknown;
  enabled: boolean;
}

export interface Draft {
  name: string;
  description: string;
  blocks: DraftBlock[];
  disabledSections: SectionId[];
}

let counter = 0;
export const newKey = () => `new-${++counter}`;

const order = (s: SectionId) => SECTION_IDS.indexOf(s);

export function draftOf(style: OwnStyle): Draft {
  const blocks = style.blocks
    .filter((b): b is typeof b & { section: SectionId } => isSectionId(b.section))
    .map((b) => ({ key: b.id, id: b.id, section: b.section, type: b.type as BlockType, value: b.value, enabled: b.enabled }));
  return {
    name: style.name,
    description: style.description ?? "",
    // A stable sort: blocks keep their saved order inside each section.
    blocks: blocks.sort((a, b) => order(a.section) - order(b.section)),
    disabledSections: style.disabledSections.filter(isSectionId),
  };
}

export function editsOf(draft: Draft): StyleEdits {
  return {
    name: draft.name,
    description: draft.description.trim() ? draft.description : null,
    blocks: draft.blocks.map(({ id, section, type, value, enabled }) => ({ ...(id && { id }), section, type, value, enabled })),
    disabledSections: draft.disabledSections,
  };
}

/** Same content as saved? Compared on what a save would send, so keys never count as a change. */
export const sameDraft = (a: Draft, b: Draft) => JSON.stringify(editsOf(a)) === JSON.stringify(editsOf(b));

/** Inserts after the section's last block, so the list stays in compile order. */
export function addBlock(blocks: DraftBlock[], block: Omit<DraftBlock, "key" | "enabled">): DraftBlock[] {
  const fresh: DraftBlock = { ...block, key: newKey(), enabled: true };
  let at = blocks.findIndex((b) => order(b.section) > order(block.section));
  if (at === -1) at = blocks.length;
  return [...blocks.slice(0, at), fresh, ...blocks.slice(at)];
}

/** Voice traits with one value each; the page edits them with selects, not as rows. */
export const TRAIT_TYPES: readonly BlockType[] = ["formality", "emoji", "hashtags", "sentence-length", "person"];
const isRow = (b: DraftBlock) => !TRAIT_TYPES.includes(b.type);

/** Swaps a row with the nearest row above (-1) or below (+1) in its section. Traits are skipped:
 *  their place in the list is invisible on the page, so a move must never land on one. */
export function moveBlock(blocks: DraftBlock[], key: string, step: -1 | 1): DraftBlock[] {
  const i = blocks.findIndex((b) => b.key === key);
  if (i < 0) return blocks;
  let j = i + step;
  while (j >= 0 && j < blocks.length && blocks[j]!.section === blocks[i]!.section && !isRow(blocks[j]!)) j += step;
  if (j < 0 || j >= blocks.length || blocks[j]!.section !== blocks[i]!.section) return blocks;
  const next = [...blocks];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

export function emptyValue(type: BlockType): unknown {
  if (type === "color") return { hex: "#888888" };
  if (type === "avoid") return { term: "" };
  return "";
}

export const updateBlock = (blocks: DraftBlock[], key: string, patch: Partial<DraftBlock>) =>
  blocks.map((b) => (b.key === key ? { ...b, ...patch } : b));

export const removeBlock = (blocks: DraftBlock[], key: string) => blocks.filter((b) => b.key !== key);

/** The first block a save would refuse for being empty, so the page can point at it before sending. */
export function firstEmpty(blocks: DraftBlock[]): DraftBlock | undefined {
  return blocks.find((b) => {
    if (b.type === "color") return !HEX_COLOR.test((b.value as ColorValue).hex ?? "");
    if (b.type === "avoid") return !(b.value as AvoidValue).term?.trim();
    return typeof b.value === "string" && !b.value.trim();
  });
}

/** `<input type="color">` takes only #rrggbb: expand #rgb and drop any alpha. */
export function pickerHex(hex: string): string {
  if (!HEX_COLOR.test(hex)) return "#000000";
  const h = hex.slice(1);
  const six = h.length <= 4 ? [...h.slice(0, 3)].map((c) => c + c).join("") : h.slice(0, 6);
  return `#${six.toLowerCase()}`;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 31_536_000],
  ["month", 2_592_000],
  ["week", 604_800],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

export function relativeTime(iso: string, now: number): string {
  // Only ever in the past: the page's clock ticks every 30 s and the server's may run a little ahead,
  // and "Generated in 20 seconds" right after pressing Generate reads as nonsense.
  const seconds = Math.min(0, Math.round((new Date(iso).getTime() - now) / 1000));
  const fmt = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return fmt.format(Math.round(seconds / size), unit);
  return Math.abs(seconds) < 10 ? "just now" : fmt.format(seconds, "second");
}
