// An image against a visual style: the style's palette over the image's area (CIEDE2000), its medium,
// light, color and composition as the style's words name them, and each of its guardrails held
// against the image's reading (the same rule that keeps extracted guardrails true to their source:
// lib/extraction/analyzers/image/guard.ts). Pure.
import type { PaletteColor } from "@/lib/extraction/analyzers/image";
import { contradicts, judgesTerm } from "@/lib/extraction/analyzers/image/guard";
import type { ImageReading, Medium } from "@/lib/extraction/analyzers/image/reading";
import type { AvoidValue } from "@/lib/styles/blocks";
import { matchPalette, nearestStyleColor, normalHex, SAME_COLOR, type ColorArea } from "./palette";
import type { CompositionFact, VisualExpectations } from "./style-reading";
import type { PaletteMatch, ScoredCheck } from "./types";

/** What the image analyzer read of the candidate. */
export interface ImageCandidate {
  reading: ImageReading;
  palette: readonly PaletteColor[];
  /** Every color of the image by area, binned (ImageAnalysis.colorAreas). */
  colorAreas: readonly ColorArea[];
}

const MEDIUM_LABEL: Record<Medium, string> = {
  photograph: "a photograph",
  painting: "a painting",
  flat: "flat color shapes",
  "line-art": "line art",
  "pixel-art": "pixel art",
  halftone: "a halftone dot screen",
  "3d-render": "a 3D render",
  gradient: "smooth gradients",
  textured: "a textured, grainy surface",
};

/** Media a practitioner would call near one another: a drawn graphic, continuous tone, smooth light. */
const FAMILY: Record<Medium, "graphic" | "continuous" | "smooth"> = {
  flat: "graphic",
  "line-art": "graphic",
  "pixel-art": "graphic",
  halftone: "graphic",
  photograph: "continuous",
  painting: "continuous",
  textured: "continuous",
  gradient: "smooth",
  "3d-render": "smooth",
};

const WEIGHT = { coverage: 3, figure: 2, medium: 2, guardrail: 1.5, light: 1, composition: 0.75, background: 1, accent: 0.75, color: 0.5 } as const;
/** The palette check passes at this coverage and earns all its weight at FULL_COVERAGE. */
const PASS_COVERAGE = 0.6;
const FULL_COVERAGE = 0.75;
/** Least share of the image each style color should have, by role. */
const PRESENT = { background: 0.1, dominant: 0.1, accent: 0.003, other: 0.005 } as const;
type RoleKind = keyof typeof PRESENT;

/** What a color's role, in a designer's words, asks of its area: the ground, a dominant field, a
 *  small accent, or only to be there. */
function roleKind(role: string): RoleKind {
  if (/\b(?:background|ground|paper|canvas|base)\b/.test(role)) return "background";
  if (/\b(?:dominant|main|field)\b/.test(role)) return "dominant";
  if (/\b(?:accent|highlight|pop)\b/.test(role)) return "accent";
  return "other";
}

const EXPECTED: Record<RoleKind, (least: number) => string> = {
  background: (least) => `the ground, at least ${pct(least)} of the image`,
  dominant: (least) => `a large field, at least ${pct(least)} of the image`,
  accent: () => "present, as a small accent",
  other: () => "present",
};

const pct = (x: number) => `${Math.round(x * 100)}%`;
const joinOr = (words: string[]) => (words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`);
const colorLabel = (c: { hex: string; name?: string }) => (c.name ? `${c.name} ${c.hex}` : c.hex);

function paletteChecks(expect: VisualExpectations, c: ImageCandidate): { checks: ScoredCheck[]; match: PaletteMatch | undefined } {
  if (expect.colors.length === 0) return { checks: [], match: undefined };
  const main = c.palette.map((p) => ({ hex: p.hex.toUpperCase(), share: p.share }));
  const { match, presence, figureCoverage } = matchPalette(expect.colors, c.colorAreas, main, expect.tints);
  const pass = match.coverage >= PASS_COVERAGE;
  const worst = [...match.stray].sort((a, b) => b.share - a.share).slice(0, 2);
  const strayHint = worst
    .map((s) => {
      const near = nearestStyleColor(s.hex, expect.colors);
      return `${s.hex} (${pct(s.share)} of the image) toward ${colorLabel(near.color)}`;
    })
    .join("; ");
  const checks: ScoredCheck[] = [
    {
      section: "palette",
      aspect: "palette coverage",
      expected: `at least ${pct(PASS_COVERAGE)} of the image in the style's ${expect.colors.length} ${expect.colors.length === 1 ? "color" : "colors"} (CIEDE2000 ${SAME_COLOR} or less)`,
      found: `${pct(match.coverage)} of the image`,
      pass,
      weight: WEIGHT.coverage,
      credit: Math.min(1, match.coverage / FULL_COVERAGE),
      hint: pass ? null : strayHint ? `Shift ${strayHint}.` : "Use the style's colors for the large areas.",
    },
  ];
  if (figureCoverage !== null && expect.colors.length > 1) {
    // A pale image matches any style on paper; what is drawn on the ground tells styles apart.
    const fits = figureCoverage >= PASS_COVERAGE;
    checks.push({
      section: "palette",
      aspect: "figure colors",
      expected: `the colors beyond the ground are the style's, at least ${pct(PASS_COVERAGE)} of them`,
      found: `${pct(figureCoverage)} of them`,
      pass: fits,
      weight: WEIGHT.figure,
      credit: Math.min(1, figureCoverage / FULL_COVERAGE),
      hint: fits ? null : strayHint ? `Draw the forms in the style's colors: shift ${strayHint}.` : "Draw the forms in the style's colors.",
    });
  }
  for (const color of expect.colors.slice(0, 8)) {
    const share = presence.get(normalHex(color.hex)) ?? 0;
    const role = color.role?.toLowerCase() ?? "";
    const kind = roleKind(role);
    const least = PRESENT[kind];
    const present = share >= least;
    checks.push({
      section: "palette",
      aspect: `${role || "color"} ${colorLabel(color)}`,
      expected: EXPECTED[kind](least),
      found: share > 0 ? `${share < 0.01 ? "under 1%" : pct(share)} of the image` : "absent",
      pass: present,
      weight: kind === "background" || kind === "dominant" ? WEIGHT.background : kind === "accent" ? WEIGHT.accent : WEIGHT.color,
      credit: present ? 1 : share / least,
      hint: present ? null : kind === "background" ? `Set the ground in ${colorLabel(color)}.` : kind === "dominant" ? `Give ${colorLabel(color)} a large field.` : `Bring in ${colorLabel(color)}${kind === "accent" ? " on a small area" : ""}.`,
    });
  }
  return { checks, match };
}

function mediumCheck(expect: VisualExpectations, r: ImageReading): ScoredCheck[] {
  if (expect.media.length === 0) return [];
  const exact = expect.media.includes(r.medium);
  const near = !exact && expect.media.some((m) => FAMILY[m] === FAMILY[r.medium]);
  const expected = joinOr(expect.media.map((m) => MEDIUM_LABEL[m]));
  return [
    {
      section: "medium",
      aspect: "medium",
      expected,
      found: `reads as ${MEDIUM_LABEL[r.medium]}`,
      pass: exact || near,
      weight: WEIGHT.medium,
      credit: exact ? 1 : near ? 0.6 : 0,
      hint: exact ? null : `Make it read as ${expected}, not ${MEDIUM_LABEL[r.medium]}.`,
    },
  ];
}

interface LightRule {
  aspect: string;
  section: "lighting" | "palette";
  expected: string | null;
  found: string;
  /** The readings in between the two ends earn half. */
  between: string;
  words: Record<string, string>;
  hints: Record<string, string>;
}

function lightChecks(expect: VisualExpectations, r: ImageReading): ScoredCheck[] {
  const rules: LightRule[] = [
    { aspect: "light", section: "lighting", expected: expect.key, found: r.key, between: "mid", words: { high: "high-key (bright, few deep shadows)", low: "low-key (dark, few bright areas)", mid: "mid-key" }, hints: { high: "Lift the exposure and keep deep shadows small.", low: "Darken the frame and keep the light to small areas." } },
    { aspect: "contrast", section: "lighting", expected: expect.contrast, found: r.contrast, between: "moderate", words: { hard: "hard contrast", soft: "soft contrast", moderate: "moderate contrast" }, hints: { hard: "Push the darks and lights apart.", soft: "Bring the darks and lights closer together." } },
    { aspect: "color temperature", section: "palette", expected: expect.temperature, found: r.temperature, between: "neutral", words: { warm: "warm", cool: "cool", neutral: "neutral" }, hints: { warm: "Warm the colors (toward amber and red).", cool: "Cool the colors (toward blue and green)." } },
    { aspect: "saturation", section: "palette", expected: expect.chroma, found: r.chroma, between: "moderate", words: { vivid: "vivid, saturated color", muted: "muted, low-saturation color", moderate: "moderate saturation" }, hints: { vivid: "Saturate the colors.", muted: "Take saturation down toward greys." } },
  ];
  const checks: ScoredCheck[] = [];
  for (const rule of rules) {
    if (!rule.expected) continue;
    const same = rule.found === rule.expected;
    const credit = same ? 1 : rule.found === rule.between ? 0.5 : 0;
    checks.push({
      section: rule.section,
      aspect: rule.aspect,
      expected: rule.words[rule.expected] ?? rule.expected,
      found: rule.words[rule.found] ?? rule.found,
      pass: same,
      weight: WEIGHT.light,
      credit,
      hint: same ? null : (rule.hints[rule.expected] ?? null),
    });
  }
  if (expect.tonality === "achromatic") {
    const same = r.tonality === "achromatic";
    checks.push({ section: "palette", aspect: "black and white", expected: "greys only", found: r.tonality === "achromatic" ? "greys only" : r.tonality === "monochrome" ? "one hue" : "several hues", pass: same, weight: WEIGHT.light, credit: same ? 1 : r.tonality === "monochrome" ? 0.5 : 0, hint: same ? null : "Take the color out: greys only." });
  }
  if (expect.grain) {
    const grainy = r.grain !== "clean" || r.medium === "textured" || r.medium === "halftone";
    checks.push({ section: "texture", aspect: "grain", expected: "visible grain or texture", found: grainy ? `${r.grain === "clean" ? "textured" : `${r.grain} grain`}` : "clean, smooth surfaces", pass: grainy, weight: WEIGHT.light, credit: grainy ? 1 : 0, hint: grainy ? null : "Add a fine, even grain over the surfaces." });
  }
  return checks;
}

const FACT_WORDS: Record<CompositionFact, { expected: string; hint: string; has: (f: ImageReading["facts"]) => boolean }> = {
  symmetry: { expected: "mirror symmetry", hint: "Mirror the composition about its centre line.", has: (f) => Boolean(f.symmetry) },
  centred: { expected: "a centred subject", hint: "Put the subject in the middle, clear of the edges.", has: (f) => Boolean(f.centred) },
  "negative-space": { expected: "generous negative space", hint: "Leave most of the frame empty around the subject.", has: (f) => Boolean(f.negativeSpace) },
  horizon: { expected: "a horizon line", hint: "Give the scene a clear horizon.", has: (f) => Boolean(f.horizon) },
  stripes: { expected: "stripes", hint: "Build the image from parallel stripes.", has: (f) => Boolean(f.stripes) },
  grid: { expected: "a grid", hint: "Lay the forms out on a grid.", has: (f) => Boolean(f.grid) },
  pattern: { expected: "a repeating pattern", hint: "Repeat the motif at a regular step.", has: (f) => Boolean(f.pattern || f.stripes || f.dots || f.hexagons || f.isometric || f.grid) },
  dots: { expected: "dots", hint: "Work in round dots.", has: (f) => Boolean(f.dots || f.halftone) },
};

function compositionChecks(expect: VisualExpectations, r: ImageReading): ScoredCheck[] {
  return expect.composition.map((fact) => {
    const w = FACT_WORDS[fact];
    const has = w.has(r.facts);
    return { section: "composition", aspect: fact.replace("-", " "), expected: w.expected, found: has ? "present" : "not found", pass: has, weight: WEIGHT.composition, credit: has ? 1 : 0, hint: has ? null : w.hint };
  });
}

/** Each guardrail the image's reading can judge (one about typefaces it cannot). */
function guardrailChecks(avoids: readonly AvoidValue[], c: ImageCandidate): ScoredCheck[] {
  return avoids.filter((a) => judgesTerm(a.term)).map((a) => {
    const broken = contradicts(a.term, c.reading, c.palette);
    return {
      section: "guardrails",
      aspect: "guardrail",
      expected: `no ${a.term}`,
      found: broken ? `has ${a.term}` : "none found",
      pass: !broken,
      weight: WEIGHT.guardrail,
      credit: broken ? 0 : 1,
      hint: broken ? `Take out ${a.term}${a.prefer ? `; use ${a.prefer} instead` : ""}.` : null,
    };
  });
}

export function checkImage(expect: VisualExpectations, avoids: readonly AvoidValue[], candidate: ImageCandidate): { checks: ScoredCheck[]; palette: PaletteMatch | undefined } {
  const palette = paletteChecks(expect, candidate);
  return {
    checks: [...palette.checks, ...mediumCheck(expect, candidate.reading), ...lightChecks(expect, candidate.reading), ...compositionChecks(expect, candidate.reading), ...guardrailChecks(avoids, candidate)],
    palette: palette.match,
  };
}
