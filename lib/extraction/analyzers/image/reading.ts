// From measurements to a categorical reading of an image: light, colour, medium and the structure
// facts (stripes, dots, outlines, symmetry...) that descriptors state and guardrails are checked
// against. Pure: no I/O. A fact is set only where its measurements are clear; an unclear reading is
// left out rather than guessed.
import { chromaOf, hexToOklab } from "../color/space";
import type { ImageMetrics, PaletteColor } from ".";
import { angularDistance } from "./edges";
import type { StructureMeasurements } from "./structure";

/** What the image is made with, as a practitioner would name it. */
export type Medium = "photograph" | "painting" | "flat" | "gradient" | "line-art" | "pixel-art" | "halftone" | "3d-render" | "textured";

/** Structure and composition facts; each present only when measured with confidence. */
export interface StructureFacts {
  /** Parallel stripes; angle of the stripes in degrees (0 horizontal, 90 vertical). */
  stripes?: { angle: number };
  /** Edges on two perpendicular axes: a grid, checks or a layout of rectangles. */
  grid?: boolean;
  /** Edges on three axes 60° apart, in rhombus faces: isometric blocks. */
  isometric?: boolean;
  /** Edges on three axes 60° apart, in cells of equal size: a honeycomb of hexagons. */
  hexagons?: boolean;
  /** Small round marks: on a lattice (a dot grid) or scattered. */
  dots?: { arranged: "grid" | "scattered" };
  /** Many small marks scattered over a plain ground, at no regular step. */
  scattered?: boolean;
  /** The image repeats at a regular step in two directions: a tiled pattern. */
  pattern?: boolean;
  /** Dark line work: thin strokes outlining or drawing the forms. */
  outlines?: { around: "fills" | "ground" };
  /** Enlarged pixels on a lattice of this size (source pixels). */
  pixelGrid?: { size: number };
  /** A 1-bit dot screen. */
  halftone?: boolean;
  symmetry?: boolean;
  centred?: boolean;
  horizon?: { y: number };
  perspective?: { x: number; y: number };
  negativeSpace?: { share: number };
  transparent?: { share: number };
  /** Modelled light: smooth shading inside crisp forms. */
  shading?: boolean;
  /** A sharp subject against a soft background: the share of the frame that is soft, unfocused
   *  variation, and where the detail is centred (fractions of the frame, 0.5 = the middle). */
  depthOfField?: { softShare: number; x: number; y: number };
}

/** The categorical reading of an image that descriptors, title and guardrails share. */
export interface ImageReading {
  key: "high" | "low" | "mid";
  contrast: "hard" | "soft" | "moderate";
  chroma: "vivid" | "muted" | "moderate";
  /** achromatic: greys only (an accent aside); monochrome: one hue family; else multicolor. */
  tonality: "achromatic" | "monochrome" | "multicolor";
  temperature: "warm" | "cool" | "neutral";
  /** The closest medium by the measurements. Named to the maker only when `mediumDecided`; otherwise it
   *  serves the checks that err toward caution (a guardrail against photographs is dropped beside an
   *  image that could be one). */
  medium: Medium;
  /** Whether the pixels decide the medium: a few flat fills, line work, a halftone screen or a pixel
   *  grid can be seen; a photograph, a painting and a render of continuous tone cannot be told apart. */
  mediumDecided: boolean;
  grain: "heavy" | "fine" | "clean";
  facts: StructureFacts;
  /** Hard edges somewhere in the frame (a logo, a horizon, a shape's outline). */
  hardEdges: boolean;
  /** Small bright specks (stars, sparkle) scattered over the frame. */
  specks: boolean;
}

/** Where the readings switch, calibrated on the labelled set (tests/eval/images) and on what the
 *  words mean to a photographer or designer. */
export const THRESHOLDS = {
  /** High-key: a bright mean with almost no deep shadow; low-key: the reverse. */
  highKeyLightness: 0.78,
  highKeyMaxDarkShare: 0.08,
  lowKeyLightness: 0.38,
  lowKeyMaxLightShare: 0.1,
  /** Spread of OKLab lightness between the 5th and 95th percentiles. */
  hardContrast: 0.6,
  softContrast: 0.2,
  /** Vivid: a mean chroma near pure-pigment level, or a saturated colour over real area. */
  vividMeanChroma: 0.11,
  vividFieldChroma: 0.17,
  vividFieldShare: 0.1,
  mutedMeanChroma: 0.04,
  /** Palette colours above this chroma have a hue worth comparing; one hue family spans <= 35°. */
  huedChroma: 0.02,
  monochromeHueSpan: (35 * Math.PI) / 180,
  /** Warm/cool on the warm-axis projection. */
  warm: 0.03,
  cool: -0.025,
  /** Grain (median |Laplacian| of luma, 0..255): JPEG texture stays under 4; film grain is 4-12. */
  fineGrain: 4,
  heavyGrain: 12,
} as const;

/** Fine texture below this share of a flat image's pixels is no grainy surface. */
const CODEC_RINGING_TEXTURE = 0.1;

function angleBetween(p: number, q: number): number {
  const d = Math.abs(p - q) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

export function readImage(m: ImageMetrics, s: StructureMeasurements, palette: readonly PaletteColor[]): ImageReading {
  const R = THRESHOLDS;
  const colors = palette.map((c) => ({ c, lab: hexToOklab(c.hex) }));
  const hued = colors.filter(({ lab }) => chromaOf(lab) >= R.huedChroma);
  const hues = hued.map(({ lab }) => Math.atan2(lab.b, lab.a));
  const hueSpan = hues.length < 2 ? 0 : Math.max(...hues.flatMap((h) => hues.map((g) => angleBetween(h, g))));
  const vivid = m.saturation >= R.vividMeanChroma || colors.some(({ c, lab }) => c.share >= R.vividFieldShare && chromaOf(lab) >= R.vividFieldChroma);
  const facts = readFacts(m, s, palette);
  const { medium, decided } = readMedium(m, s, palette, facts);
  return {
    key:
      m.lightness >= R.highKeyLightness && m.darkShare <= R.highKeyMaxDarkShare
        ? "high"
        : m.lightness <= R.lowKeyLightness && m.lightShare <= R.lowKeyMaxLightShare
          ? "low"
          : "mid",
    contrast: m.contrast >= R.hardContrast ? "hard" : m.contrast <= R.softContrast ? "soft" : "moderate",
    chroma: vivid ? "vivid" : m.saturation < R.mutedMeanChroma ? "muted" : "moderate",
    tonality: hued.every(({ c }) => c.role === "accent") ? "achromatic" : hueSpan <= R.monochromeHueSpan ? "monochrome" : "multicolor",
    temperature: m.warmth >= R.warm ? "warm" : m.warmth <= R.cool ? "cool" : "neutral",
    medium,
    mediumDecided: decided,
    // Grain measured on flat fills whose surfaces are smooth at the structure scale is the codec's
    // ringing around edges (a JPEG of thin lines), not a grainy surface: it is not read there.
    grain:
      facts.halftone || (isFlat(m, s) && s.tone.textureShare < CODEC_RINGING_TEXTURE)
        ? "clean"
        : m.grain >= R.heavyGrain
          ? "heavy"
          : m.grain >= R.fineGrain
            ? "fine"
            : "clean",
    facts,
    hardEdges: s.edges.density >= 0.005 || s.edges.crispLines > 0,
    specks: (s.specks ?? 0) >= 10,
  };
}

/** Where structure facts and the medium switch (structure scale: the image fit to 512 px). */
const STRUCTURE = {
  /** A palette covering this much of the frame (non-edge pixels) means flat fills... */
  flatCoverage: 0.85,
  /** ...or a little less when most of the frame is exactly flat. */
  flatCoverageWithFlatTone: 0.75,
  flatTone: 0.7,
  /** Fine texture or edges over this share of the frame: continuous photographic or painted tone. */
  photoTexture: 0.15,
  photoTextureWithEdges: 0.1,
  photoEdges: 0.05,
  photoSharpBlocks: 0.25,
  /** Below this greyscale entropy (bits) fine texture is a graphic's line work, not photographic tone. */
  graphicEntropy: 4.5,
  /** A surface this busy with edges, and grainy, reads as textured rather than photographed. */
  texturedEdges: 0.3,
  texturedGrain: 4,
  /** One orientation holding this much edge energy, repeating across: stripes. */
  stripeShare: 0.7,
  /** ...with at least this many alternations across, each stripe one tone along its length. */
  stripeBands: 4,
  stripeAlong: 0.8,
  /** Two perpendicular orientations each holding this much: a grid. */
  gridShare: 0.3,
  straight: 0.85,
  /** A repeat must correlate at least this much to be a pattern; a lattice under geometry (hexagons
   *  in three colours repeat exactly only every third cell) a little less. */
  patternStrength: 0.5,
  latticeStrength: 0.3,
  /** Dots: at least this many small round marks. */
  dotCount: 20,
  dotRoundShare: 0.5,
  /** Scattered marks: many small marks on a plain ground. */
  scatterCount: 15,
  scatterMaxShare: 0.2,
  scatterGround: 0.6,
  /** Halftone: two tones, a fine screen (period at most this many structure pixels) whose density
   *  follows the image's shading. */
  halftonePeriod: 12,
  halftoneToneSpread: 0.08,
  /** Line work: dark strokes at most this wide (structure pixels) over at most this share. */
  inkWidth: 5,
  cutoutInkWidth: 7,
  inkShare: 0.2,
  lineGround: 0.6,
  lineOtherColors: 0.1,
  /** Outlines around fills: thin dark lines beside colour fills covering this much. */
  outlinedFills: 0.15,
  /** Mirror asymmetry at most this (0 = perfect mirror). */
  symmetry: 0.15,
  /** A centred subject: detail within this distance of the middle, clear of the frame's edges. */
  centred: 0.1,
  centredMaxBusy: 0.5,
  centredMinBusy: 0.03,
  /** Negative space: at least this share of 16 px blocks quiet, with something in the rest. */
  negativeSpace: 0.6,
  negativeSpaceMinBusy: 0.03,
  /** Transparent ground. */
  transparent: 0.05,
  /** Depth of field: soft, unfocused blocks and sharp ones in one photograph. */
  dofSoft: 0.25,
  dofSharp: 0.1,
} as const;

/** Whether the image is made of flat fills of its palette. */
function isFlat(m: ImageMetrics, s: StructureMeasurements): boolean {
  return m.paletteCoverage >= STRUCTURE.flatCoverage || (m.paletteCoverage >= STRUCTURE.flatCoverageWithFlatTone && s.tone.flatShare >= STRUCTURE.flatTone);
}

/** Whether the image has continuous photographic or painted tone: fine texture across the frame. */
function isContinuousTone(m: ImageMetrics, s: StructureMeasurements): boolean {
  const t = s.tone;
  // Sensor noise over unflat colour is a photograph's too, even where downscaling has smoothed the
  // detail away.
  if (m.grain >= THRESHOLDS.fineGrain && m.paletteCoverage < 0.8) return true;
  return (
    t.textureShare >= STRUCTURE.photoTexture ||
    (t.textureShare >= STRUCTURE.photoTextureWithEdges && t.edgeShare >= STRUCTURE.photoEdges && t.sharpBlocks >= STRUCTURE.photoSharpBlocks)
  );
}

/** Two tones far apart in lightness make up (nearly) the whole palette. */
function isTwoTone(palette: readonly PaletteColor[]): boolean {
  const main = [...palette].sort((p, q) => q.share - p.share).slice(0, 2);
  if (main.length === 1) return false;
  const share = main.reduce((sum, c) => sum + c.share, 0);
  const [p, q] = main.map((c) => hexToOklab(c.hex)) as [ReturnType<typeof hexToOklab>, ReturnType<typeof hexToOklab>];
  return share >= 0.95 && Math.abs(p.l - q.l) >= 0.5;
}

/** The closest medium, and whether the evidence decides it: a pixel grid, a halftone screen, line work,
 *  or flat fills with clean surfaces. Flat-looking colour under grain (a cork or canvas texture) and a
 *  continuous-tone image with few tones (a painting with flat passages, a vector with fine line work)
 *  are the closest guess, not a decision. */
function readMedium(m: ImageMetrics, s: StructureMeasurements, palette: readonly PaletteColor[], facts: StructureFacts): { medium: Medium; decided: boolean } {
  if (facts.pixelGrid) return { medium: "pixel-art", decided: true };
  if (facts.halftone) return { medium: "halftone", decided: true };
  if (isFlat(m, s)) {
    if (isLineWork(s, palette, facts)) return { medium: "line-art", decided: true };
    return { medium: "flat", decided: m.grain < THRESHOLDS.fineGrain && s.tone.textureShare < CODEC_RINGING_TEXTURE };
  }
  if (isContinuousTone(m, s)) {
    // Photographs and paintings spread over many tones (entropy 5.3-7.6 on the labelled set); a
    // vector graphic whose fine, anti-aliased line work reads as texture keeps to a few.
    if (!facts.transparent && m.entropy < STRUCTURE.graphicEntropy) return { medium: "flat", decided: false };
    return { medium: s.edges.density >= STRUCTURE.texturedEdges && m.grain >= STRUCTURE.texturedGrain && !facts.transparent ? "textured" : "photograph", decided: false };
  }
  if (facts.shading) return { medium: "3d-render", decided: false };
  return { medium: "gradient", decided: false };
}

/** Thin dark strokes on a plain (or transparent) ground, with little else. */
function isLineWork(s: StructureMeasurements, palette: readonly PaletteColor[], facts: StructureFacts): boolean {
  const shapes = s.shapes;
  if (!shapes || facts.dots) return false;
  if (facts.transparent && shapes.figureShare <= STRUCTURE.inkShare) {
    // On a transparent ground the visible marks are the drawing.
    const darkest = Math.min(...palette.map((c) => hexToOklab(c.hex).l));
    return darkest < 0.4 && shapes.figureWidth <= STRUCTURE.cutoutInkWidth;
  }
  const ink = shapes.ink;
  if (!ink || ink.share > STRUCTURE.inkShare) return false;
  const byLightness = [...palette].sort((p, q) => hexToOklab(q.hex).l - hexToOklab(p.hex).l);
  const ground = byLightness[0];
  const inkColor = byLightness[byLightness.length - 1];
  const others = palette.filter((c) => c !== ground && c !== inkColor).reduce((sum, c) => sum + c.share, 0);
  return ground !== undefined && ground.share >= STRUCTURE.lineGround && others <= STRUCTURE.lineOtherColors;
}

/** The three main colours are shades of one hue (or of grey): the faces of lit blocks. */
function shadesOfOneHue(palette: readonly PaletteColor[]): boolean {
  const main = [...palette].sort((p, q) => q.share - p.share).slice(0, 3).map((c) => hexToOklab(c.hex));
  if (main.length < 3) return false;
  const hued = main.filter((c) => chromaOf(c) >= 0.03);
  if (hued.length > 0 && hued.length < main.length && hued.some((c) => chromaOf(c) >= 0.08)) return false;
  const hues = hued.map((c) => Math.atan2(c.b, c.a));
  const spread = hues.length < 2 ? 0 : Math.max(...hues.flatMap((h) => hues.map((g) => angleBetween(h, g))));
  const lightness = main.map((c) => c.l).sort((a, b) => a - b);
  return spread <= (30 * Math.PI) / 180 && (lightness[1] as number) - (lightness[0] as number) >= 0.08 && (lightness[2] as number) - (lightness[1] as number) >= 0.08;
}

function readFacts(m: ImageMetrics, s: StructureMeasurements, palette: readonly PaletteColor[]): StructureFacts {
  const R = STRUCTURE;
  const facts: StructureFacts = {};
  const e = s.edges;
  const t = s.tone;
  const per = s.periodicity;
  const flat = isFlat(m, s);
  const continuous = !flat && isContinuousTone(m, s);
  if (s.transparentShare >= R.transparent) facts.transparent = { share: s.transparentShare };
  if (s.pixelGrid) facts.pixelGrid = { size: s.pixelGrid };

  // Halftone: two tones in a fine screen whose dot size follows the shading.
  if (!facts.pixelGrid && isTwoTone(palette) && per?.lattice && per.period <= R.halftonePeriod && per.strength >= R.patternStrength && t.blockToneSpread >= R.halftoneToneSpread) {
    facts.halftone = true;
  }

  // Orientation geometry, for images with hard edges, or soft stripes where edges are faint.
  const peaks = e.density >= 0.01 ? e.peaks : e.softPeaks;
  const [p0, p1, p2] = peaks;
  const straight = e.density >= 0.01 ? e.straightShare : (p0?.share ?? 0) + (p1?.share ?? 0);
  const lattice = per?.lattice !== null && per?.lattice !== undefined && per.strength >= R.latticeStrength && per.lattice.strength >= R.latticeStrength;
  const pattern = lattice && per !== null && per.strength >= R.patternStrength;
  const bands = s.bands;
  if (!facts.halftone && !continuous && bands && (p0?.share ?? 0) >= R.stripeShare && bands.bands >= R.stripeBands && bands.alongShare >= R.stripeAlong) {
    facts.stripes = { angle: bands.angle };
  }
  if (!facts.halftone && !facts.stripes && !facts.pixelGrid && flat && straight >= R.straight && p0 && p1) {
    const axisAligned = (a: number) => angularDistance(a, 0) <= 8 || angularDistance(a, 90) <= 8;
    if (!p2 || p2.share < 0.08) {
      if (p0.share >= R.gridShare && p1.share >= R.gridShare && Math.abs(angularDistance(p0.angle, p1.angle) - 90) <= 8 && lattice) facts.grid = true;
    } else {
      // Three axes: one vertical (or horizontal) and a pair mirrored about it (±30° for true
      // isometric, ±26.6° for 2:1 pixel isometric, ±60° for hexagons with flat tops).
      const three = [p0, p1, p2];
      const axis = three.find((p) => axisAligned(p.angle));
      const others = three.filter((p) => p !== axis);
      const mirrored = axis && others.length === 2 && angularDistance(others[0]!.angle, 180 - others[1]!.angle) <= 10 && angularDistance(others[0]!.angle, axis.angle) >= 20;
      if (mirrored && lattice) {
        if (shadesOfOneHue(palette)) facts.isometric = true;
        else facts.hexagons = true;
      }
    }
  }

  const shapes = s.shapes;
  if (shapes && !facts.halftone && !facts.pixelGrid) {
    const dotted = shapes.smallCount >= R.dotCount && shapes.roundShare >= R.dotRoundShare;
    const scattered = shapes.smallCount >= R.scatterCount && shapes.smallShare <= R.scatterMaxShare && shapes.groundShare >= R.scatterGround && !lattice;
    if (dotted) facts.dots = { arranged: lattice ? "grid" : "scattered" };
    if (scattered) facts.scattered = true;
    const ink = shapes.ink;
    if (ink && ink.share <= R.inkShare && shapes.figureShare - ink.share >= R.outlinedFills && !facts.stripes && !dotted) facts.outlines = { around: "fills" };
  }
  if (pattern && !facts.halftone && !facts.stripes && !facts.pixelGrid && !continuous) facts.pattern = true;

  const allOver = facts.stripes || facts.grid || facts.hexagons || facts.isometric || facts.pattern || facts.dots || facts.halftone;
  if (!allOver && s.composition.mirrorAsymmetry <= R.symmetry && t.busyShare >= R.centredMinBusy) facts.symmetry = true;

  const cut = s.composition.cutout;
  if (facts.transparent && cut) {
    if (cut.clear && Math.abs(cut.x - 0.5) <= R.centred && Math.abs(cut.y - 0.5) <= R.centred) facts.centred = true;
  } else if (!allOver && t.busyClearOfEdges && t.busyShare >= R.centredMinBusy && t.busyShare <= R.centredMaxBusy) {
    if (Math.abs(t.busyCentre.x - 0.5) <= R.centred && Math.abs(t.busyCentre.y - 0.5) <= R.centred) facts.centred = true;
  }
  if (e.horizon !== null && !allOver) facts.horizon = { y: e.horizon };
  if (e.vanishingPoint) facts.perspective = { x: e.vanishingPoint.x, y: e.vanishingPoint.y };
  if (!facts.transparent && !allOver && t.quietBlocks >= R.negativeSpace && t.busyShare >= R.negativeSpaceMinBusy) facts.negativeSpace = { share: t.quietBlocks };
  if (!flat && !continuous && t.highlights >= 1 && t.highlights <= 12 && t.edgeShare >= 0.01) facts.shading = true;
  if (continuous && !facts.horizon && t.softBlocks >= R.dofSoft && t.sharpBlocks >= R.dofSharp) facts.depthOfField = { softShare: t.softBlocks, x: t.busyCentre.x, y: t.busyCentre.y };
  return facts;
}
