// Structure facts in words, by section: what a designer would say the image is built from (stripes
// and their angle, a dot grid, hexagons, isometric blocks, outlines, pixel grid, halftone) and how it
// is composed (symmetry, a centred subject, a horizon, converging lines, negative space, a cut-out).
// Pure: no I/O. Each phrase states one fact of the reading (image/reading.ts), nothing else, with
// what was measured of it (how much of the frame, where) and, given the cast, the colours it is in.
import type { Cast } from "./descriptors";
import { aboutShare } from "./light-phrases";
import type { ImageReading } from "./reading";

export interface StructurePhrases {
  medium: string[];
  composition: string[];
  lighting: string[];
  texture: string[];
}

/** "vertical", "horizontal" or "diagonal ... at about 30°" for a stripe angle (0 horizontal). */
function stripeWords(angle: number): string {
  const a = Math.round(angle) % 180;
  if (Math.min(a, 180 - a) <= 8) return "horizontal stripes";
  if (Math.abs(a - 90) <= 8) return "vertical stripes";
  // Angles above the horizontal, rising to the right (image y runs down).
  const rising = 180 - a;
  const shown = rising > 90 ? rising - 180 : rising;
  return `diagonal stripes at about ${Math.abs(Math.round(shown / 5) * 5)}°, ${shown > 0 ? "rising" : "falling"} to the right`;
}

const percent = (share: number) => `${Math.max(1, Math.round(share * 100))}%`;

/** Where a point of the frame is (fractions, 0.5 = the middle): "near the centre", "toward the upper
 *  left", "toward the bottom". */
export function placeWords(x: number, y: number): string {
  const vertical = y <= 0.4 ? "upper" : y >= 0.6 ? "lower" : "";
  const horizontal = x <= 0.4 ? "left" : x >= 0.6 ? "right" : "";
  if (vertical && horizontal) return `toward the ${vertical} ${horizontal}`;
  if (horizontal) return `toward the ${horizontal}`;
  if (vertical) return `toward the ${vertical === "upper" ? "top" : "bottom"}`;
  return "near the centre";
}

export function structurePhrases(r: ImageReading, cast?: Pick<Cast, "background">): StructurePhrases {
  const f = r.facts;
  const out: StructurePhrases = { medium: [], composition: [], lighting: [], texture: [] };
  if (f.outlines?.around === "fills" && r.medium !== "line-art") {
    // The fills are flat only where the medium says so; outlined gradient shading is an icon's look.
    out.medium.push(r.medium === "flat" ? "dark outlines around flat color fills, cartoon-style" : "dark outlines around every form, drawn like a sticker or icon");
  }
  if (f.stripes) out.composition.push(`repeating ${stripeWords(f.stripes.angle)} across the whole frame`);
  if (f.hexagons) out.composition.push("a honeycomb of equal hexagons tiling the frame");
  else if (f.isometric) out.composition.push("isometric geometry: edges on three axes (vertical and ±30°), blocks drawn as rhombus faces");
  else if (f.grid) out.composition.push("a rectilinear grid: edges run only horizontally and vertically, like checks or tiles");
  if (f.dots?.arranged === "grid") out.composition.push("evenly spaced dots on a regular grid");
  const ground = cast?.background ? `plain ${cast.background.name} ground` : "plain ground";
  if (f.scattered) out.composition.push(`many small ${f.dots ? "dots" : "marks"} scattered across a ${ground} at no regular step`);
  if (f.pattern && !f.stripes && !f.hexagons && !f.dots) out.composition.push("a repeating pattern: the same motif tiles across the whole frame");
  if (f.symmetry) out.composition.push("mirror symmetry: the left half reflects the right");
  if (f.centred) out.composition.push("a single subject centred in the frame");
  if (f.perspective) out.composition.push("one-point perspective: lines converge on a single vanishing point");
  if (f.horizon) {
    const where = f.horizon.y < 0.4 ? "high in" : f.horizon.y > 0.6 ? "low in" : "across the middle of";
    out.composition.push(`a straight horizon line ${where} the frame, dividing it into two bands`);
  }
  if (f.negativeSpace) out.composition.push(`generous negative space: about ${percent(f.negativeSpace.share)} of the frame left plain`);
  if (f.transparent) out.composition.push(`cut-out subject on a transparent background over ${aboutShare(f.transparent.share)} of the frame; the transparent area is no color`);
  if (f.shading && (r.medium !== "3d-render" || !r.mediumDecided)) out.lighting.push("modelled light: smooth shading and highlights give the forms volume");
  if (f.depthOfField) {
    const { softShare, x, y } = f.depthOfField;
    out.lighting.push(`shallow depth of field: a sharp subject ${placeWords(x, y)} against a soft, out-of-focus background over ${aboutShare(softShare)} of the frame`);
  }
  if (f.pixelGrid && r.medium !== "pixel-art") out.texture.push("blocky pixel edges on a regular lattice; curves drawn as stair-steps");
  if (f.pixelGrid && r.medium === "pixel-art") out.texture.push("curves and diagonals drawn as stair-steps of whole pixels");
  if (f.halftone) out.texture.push("tone made of a regular halftone dot screen: larger dots for darker areas");
  return out;
}
