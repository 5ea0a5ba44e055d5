// What changed between two versions of a style: blocks added, removed and changed per section,
// sections switched on or off, palette colors changed (with their CIEDE2000 distance, so "slightly
// warmer" and "a different color" read apart), reference images added and removed, and the style's
// own fields. Pure: two snapshots in, a diff out.
import { differenceCiede2000 } from "culori";
import { normalizeHex } from "@/lib/compile/colors";
import type { Block, ColorValue } from "@/lib/styles/blocks";
import { SECTION_IDS, type SectionId } from "@/lib/styles/sections";
import type { StyleSnapshot } from "@/lib/styles/snapshot";

/** The version a diff's `b` may name instead of a generation: the style's rows as they are now. */
export const DRAFT = "draft";

export interface DiffBlock {
  id: string | null;
  type: string;
  value: unknown;
  enabled: boolean;
}

export interface SectionDiff {
  section: SectionId;
  added: DiffBlock[];
  removed: DiffBlock[];
  changed: { before: DiffBlock; after: DiffBlock }[];
}

export interface PaletteChange {
  before: ColorValue;
  after: ColorValue;
  /** CIEDE2000 between the two codes: under about 2 hardly visible, over 10 another color. */
  distance: number;
}

export type DetailField = "name" | "description" | "category" | "tags";

export interface SnapshotDiff {
  /** Everything below counted once: each block, switched section, image and field. */
  changeCount: number;
  details: { field: DetailField; before: unknown; after: unknown }[];
  sections: SectionDiff[];
  sectionsSwitched: { section: SectionId; on: boolean }[];
  palette: { added: ColorValue[]; removed: ColorValue[]; changed: PaletteChange[] };
  images: { added: { url: string; kind: string }[]; removed: { url: string; kind: string }[] };
}

const ciede2000 = differenceCiede2000();

function colorDistance(a: string, b: string): number {
  return Math.round(ciede2000(normalizeHex(a).slice(0, 7), normalizeHex(b).slice(0, 7)) * 100) / 100;
}

function asDiffBlock(block: Block): DiffBlock {
  return { id: block.id ?? null, type: block.type, value: block.value, enabled: block.enabled !== false };
}

const contentKey = (b: Block) => `${b.section}\u0000${b.type}\u0000${JSON.stringify(b.value)}\u0000${b.enabled !== false}`;
const sameBlock = (a: Block, b: Block) => a.section === b.section && contentKey(a) === contentKey(b);

/** Pairs blocks by id (the builder keeps ids across saves); what is left pairs by identical content
 *  (a block written again with a new id has not changed). */
function pairBlocks(before: readonly Block[], after: readonly Block[]) {
  const afterById = new Map(after.filter((b) => b.id).map((b) => [b.id!, b]));
  const pairs: { before: Block; after: Block }[] = [];
  const removed: Block[] = [];
  const used = new Set<Block>();
  for (const b of before) {
    const match = b.id ? afterById.get(b.id) : undefined;
    if (match && match.section === b.section) {
      pairs.push({ before: b, after: match });
      used.add(match);
    } else removed.push(b);
  }
  const added = after.filter((b) => !used.has(b));
  // Same content under another id is no change.
  for (const r of [...removed]) {
    const twin = added.find((a) => sameBlock(a, r));
    if (!twin) continue;
    removed.splice(removed.indexOf(r), 1);
    added.splice(added.indexOf(twin), 1);
  }
  return { pairs: pairs.filter((p) => !sameBlock(p.before, p.after)), removed, added };
}

function detailChanges(a: StyleSnapshot, b: StyleSnapshot): SnapshotDiff["details"] {
  const out: SnapshotDiff["details"] = [];
  for (const field of ["name", "description", "category"] as const) {
    if ((a[field] ?? null) !== (b[field] ?? null)) out.push({ field, before: a[field] ?? null, after: b[field] ?? null });
  }
  if (JSON.stringify(a.tags) !== JSON.stringify(b.tags)) out.push({ field: "tags", before: a.tags, after: b.tags });
  return out;
}

function imageChanges(a: StyleSnapshot, b: StyleSnapshot): SnapshotDiff["images"] {
  const urls = (s: StyleSnapshot) => new Set(s.referenceImages.map((i) => i.url));
  const [before, after] = [urls(a), urls(b)];
  const brief = (i: { url: string; kind: string }) => ({ url: i.url, kind: i.kind });
  return {
    added: b.referenceImages.filter((i) => !before.has(i.url)).map(brief),
    removed: a.referenceImages.filter((i) => !after.has(i.url)).map(brief),
  };
}

export function diffSnapshots(a: StyleSnapshot, b: StyleSnapshot): SnapshotDiff {
  const { pairs, removed, added } = pairBlocks(a.blocks, b.blocks);
  const sections: SectionDiff[] = SECTION_IDS.map((section) => ({
    section,
    added: added.filter((x) => x.section === section).map(asDiffBlock),
    removed: removed.filter((x) => x.section === section).map(asDiffBlock),
    changed: pairs.filter((p) => p.after.section === section).map((p) => ({ before: asDiffBlock(p.before), after: asDiffBlock(p.after) })),
  })).filter((s) => s.added.length + s.removed.length + s.changed.length > 0);

  const off = (s: StyleSnapshot) => new Set(s.disabledSections);
  const [offBefore, offAfter] = [off(a), off(b)];
  const sectionsSwitched = SECTION_IDS.filter((id) => offBefore.has(id) !== offAfter.has(id)).map((section) => ({ section, on: !offAfter.has(section) }));

  const colors = (list: readonly Block[]) => list.filter((x) => x.type === "color").map((x) => x.value as ColorValue);
  const palette = {
    added: colors(added),
    removed: colors(removed),
    changed: pairs
      .filter((p) => p.before.type === "color" && p.after.type === "color")
      .map((p) => {
        const [before, after] = [p.before.value as ColorValue, p.after.value as ColorValue];
        return { before, after, distance: colorDistance(before.hex, after.hex) };
      }),
  };
  const images = imageChanges(a, b);
  const details = detailChanges(a, b);
  const changeCount =
    details.length +
    sections.reduce((n, s) => n + s.added.length + s.removed.length + s.changed.length, 0) +
    sectionsSwitched.length +
    images.added.length +
    images.removed.length;
  return { changeCount, details, sections, sectionsSwitched, palette, images };
}

const FIELD_WORDS: Record<DetailField, string> = { name: "name", description: "description", category: "category", tags: "tags" };
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** How the builder speaks of the saved edits against the public version. */
export interface PublicChanges {
  count: number;
  lines: string[];
}

/** The diff in a few lines a person reads before publishing: "Palette: 1 changed, 1 added". */
export function diffSummary(diff: SnapshotDiff, titles: Readonly<Record<SectionId, string>>): string[] {
  const lines: string[] = [];
  if (diff.details.length > 0) lines.push(`Details: ${diff.details.map((d) => FIELD_WORDS[d.field]).join(", ")} edited`);
  for (const s of diff.sections) {
    const parts = [
      s.changed.length > 0 ? `${s.changed.length} changed` : "",
      s.added.length > 0 ? `${s.added.length} added` : "",
      s.removed.length > 0 ? `${s.removed.length} removed` : "",
    ].filter(Boolean);
    lines.push(`${titles[s.section]}: ${parts.join(", ")}`);
  }
  for (const { section, on } of diff.sectionsSwitched) lines.push(`${titles[section]}: switched ${on ? "on" : "off"}`);
  const { added, removed } = diff.images;
  if (added.length + removed.length > 0) {
    lines.push(`Images: ${[added.length > 0 ? `${count(added.length, "image")} added` : "", removed.length > 0 ? `${count(removed.length, "image")} removed` : ""].filter(Boolean).join(", ")}`);
  }
  return lines;
}
