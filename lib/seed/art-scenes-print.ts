// Scenes that are a sheet of paper first: stained colour fields, one motif in a corner of empty
// paper, a centred specimen plate, a sheet of small scenes (comic panels or sketchbook studies), and
// a printed emblem (a carved symmetrical block or an off-centre riso silhouette with its headline).
import type { Motif } from "./art-brief";
import { ellipse, rect } from "./art-canvas";
import { colorFor, f, mix, shade } from "./art-kit";
import { MOTIFS } from "./art-motifs";
import type { Box, Surface } from "./art-surface";
import { centredText, fitSize, textSvg } from "./art-type";
import { faceOf, phraseOf, titleOf, weightOf } from "./art-words";
import { landscape, room, type ScenePainter } from "./art-scenes-world";

/** Soft-edged fields of thinned colour floating on raw canvas, each edge feathered by insets. */
export const fields: ScenePainter = (s, fr, variant) => {
  const { p, rng, c } = s;
  const ground = colorFor(p, /canvas|ground|paper/, p.bg);
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${ground}"/>`);
  const cols = p.accents.filter((x) => x !== ground);
  const n = variant ? 2 : 3;
  const gap = 36;
  const margin = fr.w * 0.09;
  const fh = (fr.h - 2 * margin - gap * (n - 1)) / n;
  for (let i = 0; i < n; i++) {
    const y = fr.y + margin + i * (fh + gap);
    const h = fh * rng.range(0.8, 1.05);
    const col = cols[(i + variant) % cols.length]!;
    for (let k = 0; k < 6; k++) {
      const e = 14 - k * 5;
      c.add(`<path d="${rect(fr.x + margin - e, y - e, fr.w - 2 * margin + 2 * e, h + 2 * e)}" fill="${col}" fill-opacity="${k === 5 ? 0.72 : 0.13}"/>`);
    }
  }
};

/** One motif in a corner, two thirds of the paper left empty, and a small seal near an edge. */
export const corner: ScenePainter = (s, fr, variant) => {
  const { p, rng, c } = s;
  const paper = colorFor(p, /paper|ground/, p.bg);
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${paper}"/>`);
  const ink = s.p.ink;
  const grey = colorFor(p, /diluted|wash|grey/, mix(ink, paper, 0.55));
  const right = variant === 0;
  const x0 = fr.x + (right ? fr.w * 0.64 : fr.w * 0.08);
  if (s.brief.motifs.includes("bamboo") && variant === 0) {
    // Bamboo: segmented stalks laid in single strokes, leaves as tapered flicks, darker in front.
    for (let k = 0; k < 3; k++) {
      const x = x0 + k * 70 + rng.range(-10, 10);
      const tone = k === 1 ? ink : grey;
      let y = fr.y + fr.h + 10;
      while (y > fr.y + fr.h * rng.range(0.05, 0.3)) {
        const seg = rng.range(90, 130);
        c.add(`<path d="M${f(x)} ${f(y)}L${f(x + 3)} ${f(y - seg + 8)}" stroke="${tone}" stroke-width="${k === 1 ? 22 : 16}" stroke-linecap="butt" stroke-opacity="${k === 1 ? 0.92 : 0.6}"/>`);
        y -= seg;
      }
    }
    for (let i = 0; i < 11; i++) {
      const lx = x0 + rng.range(-60, 200);
      const ly = fr.y + fr.h * rng.range(0.1, 0.6);
      const a = rng.range(-0.9, 0.9) + (i % 2 ? Math.PI : 0);
      const len = rng.range(90, 150);
      const ex = lx + Math.cos(a) * len;
      const ey = ly + Math.sin(a) * len * 0.5 + 30;
      c.add(`<path d="M${f(lx)} ${f(ly)}Q${f((lx + ex) / 2)} ${f(ly - 14)} ${f(ex)} ${f(ey)}Q${f((lx + ex) / 2)} ${f(ly + 14)} ${f(lx)} ${f(ly)}z" fill="${i % 3 ? ink : grey}" fill-opacity="0.85"/>`);
    }
  } else {
    // Mountains in mist: graded washes, each fainter than the one in front of it.
    for (let k = 0; k < 3; k++) {
      const base = fr.y + fr.h * (0.82 - k * 0.09);
      const peak = fr.h * (0.42 - k * 0.08);
      const w = fr.w * 0.42;
      const d = `M${f(x0 - 40)} ${f(base)}Q${f(x0 + w * 0.3)} ${f(base - peak)} ${f(x0 + w * 0.45)} ${f(base - peak * 0.95)}Q${f(x0 + w * 0.7)} ${f(base - peak * 0.6)} ${f(x0 + w + 40)} ${f(base)}z`;
      s.shape(d, k === 0 ? ink : grey, { box: { x: x0, y: base - peak, w, h: peak }, opacity: 1 - k * 0.3 });
    }
  }
  // Dry-brush "flying white": one long stroke broken by the paper showing through.
  c.add(`<path d="M${f(right ? fr.x + fr.w * 0.55 : fr.x + fr.w * 0.05)} ${f(fr.y + fr.h * 0.9)}q${f(fr.w * 0.2)} -30 ${f(fr.w * 0.38)} 6" stroke="${ink}" stroke-width="18" stroke-dasharray="60 9 30 14 80 6" fill="none" stroke-opacity="0.8"/>`);
  const seal = colorFor(p, /seal|vermilion|stamp/, p.accents[0]!);
  const sx = right ? fr.x + fr.w * 0.08 : fr.x + fr.w * 0.86;
  c.add(`<path d="${rect(sx, fr.y + fr.h * 0.12, 46, 58)}" fill="${seal}"/>`);
  c.add(textSvg({ text: titleOf(s.brief).slice(0, 1), font: "serif", size: 30 }, sx + 11, fr.y + fr.h * 0.12 + 44, { color: paper, weight: 0.12 }));
};

/** One specimen centred on a plate, details around it, a plate mark and an italic caption. */
export const specimen: ScenePainter = (s, fr, variant) => {
  const { p, c } = s;
  const paper = colorFor(p, /paper/, p.bg);
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${paper}"/>`);
  const inset = fr.w * 0.08;
  c.add(`<path d="${rect(fr.x + inset, fr.y + inset * 0.6, fr.w - 2 * inset, fr.h - inset * 1.2)}" fill="${shade(paper, -0.03)}" stroke="${shade(paper, -0.18)}" stroke-width="3"/>`);
  const petal = colorFor(p, /petal|red|flower/, p.accents[0]!);
  const leaf = colorFor(p, /leaves|stem|green/, p.accents[1]!);
  const cx = fr.x + fr.w / 2;
  MOTIFS.flower!(s, cx, fr.y + fr.h * 0.78, fr.h * 0.62, petal);
  // Numbered details: a seed head, a leaf, a bud, each small beside the specimen.
  const details: [Motif, number, number, string][] = [["fruit", 0.2, 0.35, colorFor(p, /stamen|seed|gamboge/, p.accents[3] ?? petal)], ["plant", 0.8, 0.42, leaf], ["flower", 0.22, 0.72, petal], ["fruit", 0.8, 0.74, leaf]];
  details.forEach(([m, dx, dy, col], i) => {
    const x = fr.x + fr.w * (variant ? 1 - dx : dx);
    MOTIFS[m]!(s, x, fr.y + fr.h * dy, fr.h * (m === "fruit" ? 0.07 : 0.16), col);
    c.add(textSvg({ text: String(i + 1), font: "serif", size: 18 }, x - 40, fr.y + fr.h * dy, { color: p.ink, weight: 0.08 }));
  });
  const caption = captionOf(s);
  const size = fitSize({ text: caption, font: "italic" }, fr.w * 0.5, 34);
  c.add(centredText({ text: caption, font: "italic", size }, cx, fr.y + fr.h * 0.93, { color: colorFor(p, /sepia|ink|line/, p.ink), weight: 0.07 }));
};

/** A Latin name where the typography asks for one (a real one: the plate's poppy), else a subject. */
function captionOf(s: Surface): string {
  return s.brief.says("typography", /latin/) ? "Papaver rhoeas" : phraseOf(s.brief, 0);
}

/** A sheet of small scenes: framed comic panels, or loose sketchbook studies run off the page. */
export const tiles: ScenePainter = (s, fr, variant) => {
  const { p, c, brief: b } = s;
  const paper = colorFor(p, /paper|cream/, p.bg);
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${paper}"/>`);
  if (b.says("*", /panel|comic/)) {
    const g = 22;
    const top = fr.h * 0.5;
    const panels: [Box, ScenePainter, number][] = [
      [{ x: fr.x + g, y: fr.y + g, w: fr.w - 2 * g, h: top - 1.5 * g }, landscape, variant],
      [{ x: fr.x + g, y: fr.y + top + g / 2, w: fr.w * 0.42 - 1.5 * g, h: fr.h - top - 1.5 * g }, room, variant + 1],
      [{ x: fr.x + fr.w * 0.42 + g / 2, y: fr.y + top + g / 2, w: fr.w * 0.58 - 1.5 * g, h: fr.h - top - 1.5 * g }, landscape, variant + 1],
    ];
    for (const [box, paint, v] of panels) {
      c.clipped(rect(box.x, box.y, box.w, box.h), () => paint(s, box, v));
      c.add(`<path d="${rect(box.x, box.y, box.w, box.h)}" fill="none" stroke="${p.ink}" stroke-width="5"/>`);
    }
    // A speech balloon with a line of real words.
    const words = phraseOf(b, variant).toUpperCase();
    const bw = Math.min(440, words.length * 24 + 60);
    c.add(`<path d="${ellipse(fr.x + 80 + bw / 2, fr.y + 90, bw / 2, 44)}M${f(fr.x + 80 + bw * 0.4)} ${f(fr.y + 128)}l-16 40l44 -36z" fill="#ffffff" stroke="${p.ink}" stroke-width="4"/>`);
    c.add(centredText({ text: words, font: "sansBold", size: 22 }, fr.x + 80 + bw / 2, fr.y + 101, { color: p.ink, weight: 0.12 }));
    return;
  }
  // Sketchbook: studies scattered on the page, the last one cut off by the gutter.
  const subjects: Motif[] = ["vase", "figure", "plant", "chair", "fruit"];
  const spots: [number, number, number][] = [[0.2, 0.42, 0.28], [0.52, 0.4, 0.3], [0.82, 0.44, 0.26], [0.3, 0.9, 0.3], [0.7, 0.92, 0.24]];
  spots.forEach(([dx, dy, h], i) => {
    const m = subjects[(i + variant) % subjects.length]!;
    MOTIFS[m]!(s, fr.x + fr.w * dx, fr.y + fr.h * dy, fr.h * h, p.accents[(i + variant) % p.accents.length]!);
  });
  c.add(`<path d="${rect(fr.x + fr.w * 0.985, fr.y, fr.w * 0.015, fr.h)}" fill="${shade(paper, -0.2)}"/>`);
};

/** A printed emblem: a symmetrical carved motif in a border, or one off-centre silhouette and a headline. */
export const emblem: ScenePainter = (s, fr, variant) => {
  const { p, c, brief: b } = s;
  const paper = colorFor(p, /paper/, p.bg);
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${paper}"/>`);
  const key = colorFor(p, /key block|line work|black/, p.ink);
  const second = colorFor(p, /second|primary ink/, p.accents[0]!);
  if (b.symmetric) {
    const m = 40;
    c.add(`<path d="${rect(fr.x + m, fr.y + m, fr.w - 2 * m, fr.h - 2 * m)}${rect(fr.x + m + 34, fr.y + m + 34, fr.w - 2 * m - 68, fr.h - 2 * m - 68)}" fill="${key}" fill-rule="evenodd"/>`);
    let notches = "";
    for (let x = fr.x + m + 20; x < fr.x + fr.w - m - 20; x += 46) notches += `${rect(x, fr.y + m + 12, 22, 10)}${rect(x, fr.y + fr.h - m - 22, 22, 10)}`;
    c.add(`<path d="${notches}" fill="${paper}"/>`);
    const cx = fr.x + fr.w / 2;
    const ground = fr.y + fr.h * 0.8;
    MOTIFS.moon!(s, cx, fr.y + fr.h * 0.42, fr.h * 0.28, second);
    MOTIFS[variant ? "tree" : "plant"]!(s, cx, ground, fr.h * 0.5, key);
    for (const dir of [-1, 1]) {
      c.group(`transform="translate(${f(cx)} 0) scale(${dir} 1) translate(${f(-cx)} 0)"`, () => MOTIFS.bird!(s, cx - fr.w * 0.22, ground, fr.h * 0.3, key));
    }
    s.shape(rect(fr.x + m + 34, ground, fr.w - 2 * m - 68, fr.h * 0.2 - m - 34), second, { box: { x: fr.x, y: ground, w: fr.w, h: fr.h * 0.1 } });
    return;
  }
  // Off-centre silhouette in halftone, with the headline set flush left.
  const x = fr.x + fr.w * (variant ? 0.3 : 0.66);
  MOTIFS.sun!(s, x + fr.w * 0.1, fr.y + fr.h * 0.36, fr.h * 0.42, colorFor(p, /accent/, p.accents[2] ?? second));
  MOTIFS[b.motifs.includes("plant") ? "plant" : b.motifs[0] && MOTIFS[b.motifs[0]] ? b.motifs[0] : "vase"]!(s, x, fr.y + fr.h * 0.94, fr.h * 0.72, second);
  const face = faceOf(b);
  const lines = titleOf(b).toUpperCase().split(" ");
  lines.forEach((word, i) => {
    const size = fitSize({ text: word, font: face, tracking: -0.04 }, fr.w * 0.44, 110);
    c.add(textSvg({ text: word, font: face, size, tracking: -0.04 }, fr.x + (variant ? fr.w * 0.52 : fr.w * 0.06), fr.y + 150 + i * 140, { color: key, weight: weightOf(b, face) + 0.04 }));
  });
};
