// Deterministic SVG pictures for the seed gallery's reference images, drawn from what each style's
// blocks say. art-brief.ts reads the blocks (composition, medium, texture, lighting, subjects,
// typography, palette roles) into a brief; the brief picks a scene painter (a landscape, a room, a
// tabletop, a poster, lettering, a screen...), the Surface renders every shape in the style's medium
// (flat, halftone, engraved, washed, carved, knifed, faceted, soft), and finishes (grain, blinds,
// haze, rain, light leaks, film frames) go on top only where the words ask for them. So two styles of
// one category differ where their descriptions differ, and the same input gives the same bytes.
// Render time matters (this runs when a seed style has no shipped files): shapes stay in the
// hundreds, and there are no filters, blend modes or rotated patterns, each of which costs librsvg
// 10-80x a plain fill.
import { type Layout, readBrief } from "./art-brief";
import { Canvas } from "./art-canvas";
import { finish, frameOf, tilted } from "./art-finish";
import { type ArtInput, type ArtVariant, paletteOf, rngFor } from "./art-kit";
import { Surface } from "./art-surface";
import { lettering } from "./art-scenes-lettering";
import { poster } from "./art-scenes-poster";
import { corner, emblem, fields, specimen, tiles } from "./art-scenes-print";
import { screen } from "./art-scenes-screen";
import { floating, landscape, room, type ScenePainter, tabletop } from "./art-scenes-world";

export { ART_HEIGHT, ART_WIDTH, type ArtInput, type ArtVariant, mulberry32 } from "./art-kit";

const SCENES: Record<Layout, ScenePainter> = {
  landscape,
  room,
  tabletop,
  void: floating,
  fields,
  corner,
  specimen,
  tiles,
  emblem,
  poster,
  lettering,
  screen,
};

/** The SVG document for one of a style's images. Same input, same string. */
export function styleArtSvg(input: ArtInput, variant: ArtVariant): string {
  const brief = readBrief(input);
  const palette = paletteOf(input);
  const rng = rngFor(`${input.slug}:${variant}`);
  const c = new Canvas();
  const s = new Surface(c, brief, palette, rng);
  const fr = frameOf(brief);
  c.cover(palette.bg);
  tilted(c, brief, fr, () => SCENES[brief.layout](s, fr, variant === "inspiration" ? 0 : 1));
  finish(c, brief, palette, rng, fr);
  return c.svg();
}
