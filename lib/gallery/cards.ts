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

export function heroImageOf(snapshot: StyleSnapshot): string | null {
  const images = snapshot.referenceImages;
  const hero = images.find((i) => i.kind === "inspiration") ?? images[0];
  return hero ? absoluteUrl(hero.url) : null;
}

export function cardOf(slug: string, snapshot: StyleSnapshot): StyleCard {
  return {
    name: snapshot.name,
    slug,
    author: snapshot.author,
    category: snapshot.category,
    tags: snapshot.tags,
    url: shareUrl(slug),
    heroImage: heroImageOf(snapshot),
    palette: paletteOf(snapshot),
  };
}
