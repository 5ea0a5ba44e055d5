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
}

export const CARD_PALETTE_MAX = 6;

export function paletteOf(snapshot: StyleSnapshot): string[] {
  if (snapshot.disabledSections.includes("palette")) return [];
  return snapshot.blocks
    .filter((b) => b.section === "palette" && b.type === "color" && isEnabled(b))
    .map((b) => (b.value as ColorValue).hex.toUpperCase())
    .slice(0, CARD_PALETTE_MAX);
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
    strings(v.tags) &&
    strings(v.palette)
  );
}

export function cardFrom(slug: string, fields: CardFields): StyleCard {
  return {
    name: fields.name,
    slug,
    author: fields.author,
    category: fields.category,
    tags: fields.tags,
    url: shareUrl(slug),
    heroImage: fields.heroImage === null ? null : absoluteUrl(fields.heroImage),
    palette: fields.palette,
  };
}

export function cardOf(slug: string, snapshot: StyleSnapshot): StyleCard {
  return cardFrom(slug, cardFieldsOf(snapshot));
}
