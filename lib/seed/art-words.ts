// The words a picture may show, and the face it sets them in. Only real words: the style's own name
// and the items of its subjects block ("pub signs", "circus bills"), so a typography style reads as
// itself and never as invented letters.
import type { ArtBrief } from "./art-brief";
import type { FontName } from "./art-type";

/** The style's name, optionally in capitals or lowercase as its typography asks. */
export function titleOf(b: ArtBrief): string {
  return cased(b, b.name);
}

/** A short real phrase from the subjects block (the n-th item, wrapping), cased like the title. */
export function phraseOf(b: ArtBrief, n: number): string {
  const items = b.subjects.filter((s) => s.length <= 22);
  const pick = items.length > 0 ? items[n % items.length]! : b.name;
  return cased(b, pick);
}

export function cased(b: ArtBrief, text: string): string {
  if (b.says("typography", /all capitals|in capitals|grotesque capitals|uppercase/) && !b.says("typography", /upper and lower/)) return text.toUpperCase();
  if (b.says("typography", /lowercase/) && !b.says("typography", /lowercase secondary/)) return text.toLowerCase();
  return text;
}

/** The display face the typography block describes. */
export function faceOf(b: ArtBrief): FontName {
  const say = (re: RegExp) => b.says("typography", re) || b.says("overview", re);
  if (say(/fraktur|blackletter|textura/)) return "fraktur";
  if (say(/script/)) return "script";
  if (say(/didone|hairline serif|high-contrast/)) return "serif";
  if (say(/slab|clarendon|egyptian|wood type|tuscan/)) return "serifBold";
  if (say(/italic/) && !say(/sans/)) return "italic";
  if (say(/serif/) && !say(/sans serif|sans-serif|sans\b/)) return "serif";
  return "sansBold";
}

/** Stroke weight for a face: hairline Didones, heavy grotesques. */
export function weightOf(b: ArtBrief, face: FontName): number {
  if (face === "fraktur" || face === "serifBold") return 0.09;
  if (face === "serif") return b.says("typography", /hairline|high-contrast/) ? 0.05 : 0.07;
  if (face === "script" || face === "italic") return 0.08;
  return b.says("typography", /heavy|bold|chunky|blocky|condensed/) ? 0.2 : 0.14;
}
