// StyleCard: how a published style appears in search results and saved lists.
import { isEnabled, type ColorValue } from "@/lib/styles/blocks";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { absoluteUrl, shareUrl } from "@/lib/urls";

export interface StyleCard {
  name: string;
  slug: string;
  author: string | null;
  category: string | null;
  tags: string[];
  url: string;
  heroImage: string | null;
  palette: string[];
  /** A writing voice's card shows a line of its own sample. Website only: cardFrom makes it a
   *  non-enumerable property, so JSON (the REST StyleCard, whose fields the contract fixes) leaves it out. */
  readonly sample?: string;
}

export const CARD_PALETTE_MAX = 6;
/** Longest sample line a card shows, in characters. */
export const CARD_SAMPLE_MAX = 160;

export function paletteOf(snapshot: StyleSnapshot): string[] {
  if (snapshot.disabledSections.includes("palette")) return [];
  return snapshot.blocks
    .filter((b) => b.section === "palette" && b.type === "color" && isEnabled(b))
    .map((b) => (b.value as ColorValue).hex.toUpperCase())
    .slice(0, CARD_PALETTE_MAX);
}

/**
 * A line of the voice's own sample for its card: the first sentence of four words or more (so not a
 * heading like "Version 4.2.0"), cut at a word near CARD_SAMPLE_MAX. Null without an enabled sample.
 */
export function sampleLineOf(snapshot: StyleSnapshot): string | null {
  if (snapshot.disabledSections.includes("voice")) return null;
  const sample = snapshot.blocks.find((b) => b.section === "voice" && b.type === "sample" && isEnabled(b));
  if (!sample || typeof sample.value !== "string") return null;
  const sentences = sample.value
    .split(/\n+|(?<=[.!?])\s+/)
    .map((t) => t.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  const line = sentences.find((t) => t.split(" ").length >= 4) ?? sentences[0];
  if (!line) return null;
  if (line.length <= CARD_SAMPLE_MAX) return line;
  const cut = line.slice(0, CARD_SAMPLE_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), CARD_SAMPLE_MAX / 2)).replace(/[,;:]$/, "")}…`;
}

/** The hero image as the snapshot stores it (made absolute when a card is built). */
function heroImageUrl(snapshot: StyleSnapshot): string | null {
  const images = snapshot.referenceImages;
  const hero = images.find((i) => i.kind === "inspiration") ?? images[0];
  return hero?.url ?? null;
}

export function heroImageOf(snapshot: StyleSnapshot): string | null {
  const url = heroImageUrl(snapshot);
  return url === null ? null : absoluteUrl(url);
}

/**
 * What a card shows and gallery search matches, taken from a generation's snapshot. Stored with the
 * generation (Generation.card), so the gallery index loads a few hundred bytes per style instead of
 * whole snapshots. The hero image stays as stored: absolute URLs depend on the site's configuration
 * and are made when a card is built.
 */
export interface CardFields {
  name: string;
  description: string | null;
  author: string | null;
  category: string | null;
  tags: string[];
  heroImage: string | null;
  palette: string[];
  /** sampleLineOf: a writing voice's card line. */
  sample: string | null;
}

export function cardFieldsOf(snapshot: StyleSnapshot): CardFields {
  return {
    name: snapshot.name,
    description: snapshot.description,
    author: snapshot.author,
    category: snapshot.category,
    tags: snapshot.tags,
    heroImage: heroImageUrl(snapshot),
    palette: paletteOf(snapshot),
    sample: sampleLineOf(snapshot),
  };
}

/** True when a stored Generation.card has the shape cardFieldsOf writes (rows may predate a change). */
export function isCardFields(value: unknown): value is CardFields {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const textOrNull = (x: unknown) => x === null || typeof x === "string";
  const strings = (x: unknown) => Array.isArray(x) && x.every((t) => typeof t === "string");
  return (
    typeof v.name === "string" &&
    textOrNull(v.description) &&
    textOrNull(v.author) &&
    textOrNull(v.category) &&
    textOrNull(v.heroImage) &&
    textOrNull(v.sample) &&
    strings(v.tags) &&
    strings(v.palette)
  );
}

export function cardFrom(slug: string, fields: CardFields): StyleCard {
  const card: StyleCard = {
    name: fields.name,
    slug,
    author: fields.author,
    category: fields.category,
    tags: fields.tags,
    url: shareUrl(slug),
    heroImage: fields.heroImage === null ? null : absoluteUrl(fields.heroImage),
    palette: fields.palette,
  };
  if (fields.sample) Object.defineProperty(card, "sample", { value: fields.sample, enumerable: false });
  return card;
}

export function cardOf(slug: string, snapshot: StyleSnapshot): StyleCard {
  return cardFrom(slug, cardFieldsOf(snapshot));
}
