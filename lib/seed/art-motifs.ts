// Things a scene can hold, each drawn as a few plain shapes handed to the Surface, so the medium
// (flat, halftone, engraved, washed, carved...) is the style's and the silhouette is the subject's.
// Every painter stands its motif on (x, y), the point where it meets the ground, `size` tall.
import type { Motif } from "./art-brief";
import { blob, ellipse, poly, rect, roundRect } from "./art-canvas";
import { f, mix, shade } from "./art-kit";
import type { Surface } from "./art-surface";

export type MotifPainter = (s: Surface, x: number, y: number, size: number, color: string) => void;

const box = (x: number, y: number, w: number, h: number) => ({ x, y, w, h });

const tree: MotifPainter = (s, x, y, h, color) => {
  const tw = h * 0.07;
  s.shape(rect(x - tw / 2, y - h * 0.42, tw, h * 0.42), shade(s.p.ink, 0.2), { box: box(x - tw / 2, y - h * 0.42, tw, h * 0.42), bare: true });
  const r = h * 0.3;
  const wob = Array.from({ length: 7 }, () => s.rng.next());
  s.shape(blob(x, y - h * 0.66, r, wob), color, { box: box(x - r, y - h, 2 * r, 2 * r), form: "round" });
};

const pine: MotifPainter = (s, x, y, h, color) => {
  const w = h * 0.42;
  const d = poly([[x, y - h], [x + w * 0.32, y - h * 0.6], [x + w * 0.18, y - h * 0.6], [x + w * 0.5, y - h * 0.12], [x - w * 0.5, y - h * 0.12], [x - w * 0.18, y - h * 0.6], [x - w * 0.32, y - h * 0.6]]);
  s.shape(d, color, { box: box(x - w / 2, y - h, w, h) });
  s.shape(rect(x - h * 0.03, y - h * 0.12, h * 0.06, h * 0.12), shade(s.p.ink, 0.2), { box: box(x, y - h * 0.12, 4, h * 0.12), bare: true });
};

const house: MotifPainter = (s, x, y, h, color) => {
  const w = h * 1.1;
  const wall = h * 0.6;
  s.shape(rect(x - w / 2, y - wall, w, wall), color, { box: box(x - w / 2, y - wall, w, wall) });
  const roof = mix(s.p.ink, s.p.accents[1] ?? s.p.ink, 0.5);
  s.shape(poly([[x - w * 0.58, y - wall], [x, y - h], [x + w * 0.58, y - wall]]), roof, { box: box(x - w / 2, y - h, w, h - wall) });
  const lit = s.brief.night ? (s.p.accents.find((c) => /f[0-9a-f]/i.test(c.slice(1, 2))) ?? "#f2c46b") : shade(s.p.ink, 0.15);
  s.shape(rect(x - w * 0.3, y - wall * 0.72, w * 0.18, wall * 0.3), lit, { box: box(x, y, 1, 1), bare: true, technique: "flat" });
  s.shape(rect(x + w * 0.08, y - wall * 0.55, w * 0.18, wall * 0.55), shade(color, -0.35), { box: box(x, y, 1, 1), bare: true, technique: "flat" });
};

const tower: MotifPainter = (s, x, y, h, color) => {
  const w = h * 0.45;
  s.shape(rect(x - w / 2, y - h, w, h), color, { box: box(x - w / 2, y - h, w, h) });
  const lit = s.brief.night ? colorOfLight(s) : shade(color, -0.3);
  let d = "";
  for (let j = 0; j < Math.floor(h / 34); j++)
    for (let i = 0; i < 3; i++) if (!s.brief.night || s.rng.next() < 0.45) d += rect(x - w / 2 + w * (0.12 + i * 0.3), y - h + 14 + j * 34, w * 0.16, 16);
  if (d) s.c.add(`<path d="${d}" fill="${lit}" fill-opacity="0.9"/>`);
};

const figure: MotifPainter = (s, x, y, h, color) => {
  const head = h * 0.11;
  s.shape(ellipse(x, y - h + head, head * 0.9, head), color, { box: box(x - head, y - h, 2 * head, 2 * head), form: "round", bare: s.brief.technique !== "line" });
  const bw = h * 0.26;
  s.shape(roundRect(x - bw / 2, y - h + head * 2.1, bw, h * 0.5, bw * 0.35), color, { box: box(x - bw / 2, y - h * 0.8, bw, h * 0.5), bare: s.brief.technique !== "line" });
  s.shape(rect(x - bw * 0.38, y - h * 0.36, bw * 0.3, h * 0.36) + rect(x + bw * 0.08, y - h * 0.36, bw * 0.3, h * 0.36), shade(color, -0.2), { box: box(x - bw / 2, y - h * 0.36, bw, h * 0.36), bare: true });
};

const boat: MotifPainter = (s, x, y, h, color) => {
  const w = h * 1.6;
  s.shape(`M${f(x - w / 2)} ${f(y - h * 0.3)}h${f(w)}l${f(-w * 0.14)} ${f(h * 0.3)}h${f(-w * 0.72)}z`, color, { box: box(x - w / 2, y - h * 0.3, w, h * 0.3) });
  s.shape(poly([[x - w * 0.05, y - h * 0.34], [x - w * 0.05, y - h], [x + w * 0.32, y - h * 0.34]]), mix(s.p.bg, "#ffffff", 0.4), { box: box(x, y - h, w * 0.35, h * 0.7) });
};

const car: MotifPainter = (s, x, y, h, color) => {
  const w = h * 2.4;
  s.shape(roundRect(x - w / 2, y - h * 0.62, w, h * 0.42, h * 0.12) + roundRect(x - w * 0.28, y - h, w * 0.5, h * 0.45, h * 0.14), color, { box: box(x - w / 2, y - h, w, h) });
  for (const dx of [-0.28, 0.28]) s.shape(ellipse(x + w * dx, y - h * 0.2, h * 0.2), shade(s.p.ink, 0.1), { box: box(x, y, 1, 1), form: "round" });
};

const bird: MotifPainter = (s, x, y, h, color) => {
  const w = h * 1.3;
  s.shape(`M${f(x - w / 2)} ${f(y - h * 0.45)}q${f(w * 0.45)} ${f(-h * 0.5)} ${f(w * 0.85)} ${f(-h * 0.1)}l${f(w * 0.15)} ${f(-h * 0.12)}l${f(-w * 0.05)} ${f(h * 0.25)}q${f(-w * 0.45)} ${f(h * 0.55)} ${f(-w * 0.95)} ${f(-h * 0.03)}z`, color, { box: box(x - w / 2, y - h, w, h * 0.6) });
  s.shape(`M${f(x - w * 0.1)} ${f(y - h * 0.55)}q${f(-w * 0.2)} ${f(-h * 0.45)} ${f(w * 0.25)} ${f(-h * 0.45)}q${f(-w * 0.05)} ${f(h * 0.25)} ${f(w * 0.05)} ${f(h * 0.45)}z`, shade(color, -0.25), { box: box(x - w * 0.2, y - h, w * 0.4, h * 0.5) });
  s.shape(rect(x - w * 0.02, y - h * 0.3, 3, h * 0.3) + rect(x + w * 0.1, y - h * 0.3, 3, h * 0.3), s.p.ink, { box: box(x, y, 1, 1), bare: true, technique: "flat" });
};

const flower: MotifPainter = (s, x, y, h, color) => {
  s.shape(rect(x - h * 0.02, y - h * 0.6, h * 0.04, h * 0.6), mix(s.p.ink, "#3c6b3a", 0.6), { box: box(x, y - h * 0.6, 4, h * 0.6), bare: true });
  s.shape(`M${f(x)} ${f(y - h * 0.3)}q${f(h * 0.25)} ${f(-h * 0.15)} ${f(h * 0.28)} ${f(-h * 0.02)}q${f(-h * 0.12)} ${f(h * 0.1)} ${f(-h * 0.28)} ${f(h * 0.02)}z`, mix(s.p.ink, "#3c6b3a", 0.5), { box: box(x, y - h * 0.4, h * 0.3, h * 0.2) });
  const r = h * 0.2;
  const cy = y - h * 0.78;
  let petals = "";
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    petals += ellipse(x + Math.cos(a) * r * 0.9, cy + Math.sin(a) * r * 0.9, r * 0.55);
  }
  s.shape(petals, color, { box: box(x - r * 1.5, cy - r * 1.5, r * 3, r * 3) });
  s.shape(ellipse(x, cy, r * 0.6), shade(s.p.ink, 0.15), { box: box(x - r * 0.6, cy - r * 0.6, r * 1.2, r * 1.2), form: "round" });
};

const plant: MotifPainter = (s, x, y, h, color) => {
  const pw = h * 0.34;
  s.shape(`M${f(x - pw / 2)} ${f(y - h * 0.3)}h${f(pw)}l${f(-pw * 0.12)} ${f(h * 0.3)}h${f(-pw * 0.76)}z`, s.p.accents[1] ?? color, { box: box(x - pw / 2, y - h * 0.3, pw, h * 0.3) });
  for (let i = 0; i < 6; i++) {
    const a = -Math.PI / 2 + (i - 2.5) * 0.42;
    const len = h * s.rng.range(0.45, 0.7);
    const tx = x + Math.cos(a) * len;
    const ty = y - h * 0.3 + Math.sin(a) * len;
    s.shape(`M${f(x)} ${f(y - h * 0.3)}Q${f(tx - 30)} ${f(ty + 20)} ${f(tx)} ${f(ty)}Q${f(tx + 20)} ${f(ty + 40)} ${f(x)} ${f(y - h * 0.3)}z`, color, { box: box(Math.min(x, tx) - 20, ty, Math.abs(tx - x) + 40, y - h * 0.3 - ty) });
  }
};

const vase: MotifPainter = (s, x, y, h, color) => {
  const w = h * 0.5;
  s.shape(`M${f(x - w * 0.18)} ${f(y - h)}h${f(w * 0.36)}v${f(h * 0.18)}c${f(w * 0.5)} ${f(h * 0.1)} ${f(w * 0.5)} ${f(h * 0.75)} ${f(w * 0.1)} ${f(h * 0.82)}h${f(-w * 0.56)}c${f(-w * 0.4)} ${f(-h * 0.07)} ${f(-w * 0.4)} ${f(-h * 0.72)} ${f(w * 0.1)} ${f(-h * 0.82)}z`, color, { box: box(x - w / 2, y - h, w, h), form: "round" });
};

const fruit: MotifPainter = (s, x, y, h, color) => {
  s.shape(ellipse(x, y - h / 2, h * 0.55, h / 2), color, { box: box(x - h / 2, y - h, h, h), form: "round" });
};

const bread: MotifPainter = (s, x, y, h, color) => {
  s.shape(`M${f(x - h)} ${f(y)}c0 ${f(-h * 1.1)} ${f(h * 2)} ${f(-h * 1.1)} ${f(h * 2)} 0z`, color, { box: box(x - h, y - h, 2 * h, h), form: "round" });
};

const bottle: MotifPainter = (s, x, y, h, color) => {
  const w = h * 0.38;
  s.shape(roundRect(x - w / 2, y - h * 0.72, w, h * 0.72, w * 0.2) + roundRect(x - w * 0.18, y - h, w * 0.36, h * 0.3, 4), color, { box: box(x - w / 2, y - h, w, h), form: "round" });
  s.shape(rect(x - w * 0.3, y - h * 0.5, w * 0.6, h * 0.2), mix(color, "#ffffff", 0.6), { box: box(x, y, 1, 1), bare: true, technique: "flat" });
};

const chair: MotifPainter = (s, x, y, h, color) => {
  const w = h * 0.6;
  s.shape(rect(x - w / 2, y - h * 0.5, w, h * 0.08) + rect(x - w / 2, y - h, w * 0.1, h) + rect(x + w * 0.4, y - h * 0.5, w * 0.1, h * 0.5) + rect(x - w / 2, y - h, w, h * 0.09), color, { box: box(x - w / 2, y - h, w, h) });
};

const plinth: MotifPainter = (s, x, y, h, color) => {
  const rx = h * 0.9;
  s.shape(`M${f(x - rx)} ${f(y - h)}v${f(h)}a${f(rx)} ${f(rx * 0.22)} 0 0 0 ${f(2 * rx)} 0v${f(-h)}z`, color, { box: box(x - rx, y - h, 2 * rx, h) });
  s.shape(ellipse(x, y - h, rx, rx * 0.22), shade(color, 0.18), { box: box(x - rx, y - h - rx * 0.22, 2 * rx, rx * 0.44), technique: "flat" });
};

const character: MotifPainter = (s, x, y, h, color) => {
  const r = h * 0.3;
  s.shape(roundRect(x - r * 0.85, y - h * 0.48, r * 1.7, h * 0.48, r * 0.7), s.p.accents[1] ?? color, { box: box(x - r, y - h * 0.48, 2 * r, h * 0.48), form: "round" });
  s.shape(ellipse(x, y - h + r, r * 1.05, r), color, { box: box(x - r, y - h, 2 * r, 2 * r), form: "round" });
  for (const dx of [-0.38, 0.38]) {
    s.shape(ellipse(x + r * dx, y - h + r * 0.95, r * 0.2, r * 0.24), "#ffffff", { box: box(x, y, 1, 1), technique: "flat", bare: true });
    s.shape(ellipse(x + r * dx + r * 0.04, y - h + r, r * 0.09), shade(s.p.ink, -0.2), { box: box(x, y, 1, 1), technique: "flat", bare: true });
  }
};

const windmill: MotifPainter = (s, x, y, h, color) => {
  s.shape(poly([[x - h * 0.14, y], [x - h * 0.08, y - h * 0.6], [x + h * 0.08, y - h * 0.6], [x + h * 0.14, y]]), color, { box: box(x - h * 0.14, y - h * 0.6, h * 0.28, h * 0.6) });
  let d = "";
  for (let i = 0; i < 4; i++) {
    const a = (i / 4) * Math.PI * 2 + 0.4;
    const ex = x + Math.cos(a) * h * 0.4;
    const ey = y - h * 0.62 + Math.sin(a) * h * 0.4;
    d += poly([[x, y - h * 0.62], [ex, ey], [ex + Math.cos(a + 1.57) * 12, ey + Math.sin(a + 1.57) * 12]]);
  }
  s.shape(d, mix(s.p.bg, "#ffffff", 0.5), { box: box(x - h * 0.4, y - h, h * 0.8, h * 0.8) });
};

const lamp: MotifPainter = (s, x, y, h, color) => {
  s.shape(rect(x - 3, y - h, 6, h) + rect(x - 3, y - h, h * 0.18, 6), shade(s.p.ink, 0.15), { box: box(x, y - h, 6, h), bare: true, technique: "flat" });
  const g = s.c.radial([[0, color, 0.85], [0.3, color, 0.35], [1, color, 0]]);
  s.c.add(`<circle cx="${f(x + h * 0.16)}" cy="${f(y - h + 12)}" r="${f(h * 0.45)}" fill="${g}"/>`);
  s.c.add(`<circle cx="${f(x + h * 0.16)}" cy="${f(y - h + 10)}" r="7" fill="${shade(color, 0.6)}"/>`);
};

const sun: MotifPainter = (s, x, y, h, color) => {
  s.shape(ellipse(x, y - h / 2, h / 2), color, { box: box(x - h / 2, y - h, h, h), bare: true, technique: s.brief.technique === "soft" || s.brief.technique === "brush" || s.brief.technique === "knife" ? "flat" : undefined });
};

export const MOTIFS: Partial<Record<Motif, MotifPainter>> = {
  tree, pine, house, tower, figure, boat, car, bird, flower, plant, vase, fruit, bread, bottle, chair, plinth, character, windmill, lamp, sun, moon: sun,
};

/** A warm light colour from the palette (lamps, lit windows), or amber. */
export function colorOfLight(s: Surface): string {
  return s.p.entries.find((e) => /light|lamp|sodium|glow|tungsten|amber|key/.test(e.words))?.hex ?? "#f2b45a";
}
