// What goes over a finished scene, each only when the brief says so: light through blinds, haze,
// coloured backlight, rain, flash falloff, light leaks, a date stamp, grain, scanlines, a vignette
// and the frame of a film format (letterbox, Academy, rounded Super 8 gate).
import type { ArtBrief } from "./art-brief";
import { type Canvas, rect, roundRect } from "./art-canvas";
import { colorFor, f, grainPattern, H, type Palette, type Rng, W } from "./art-kit";
import { textSvg } from "./art-type";
import type { Box } from "./art-surface";

/** The picture area of a film format inside the 4:3 sheet (the whole sheet otherwise). */
export function frameOf(b: ArtBrief): Box {
  if (!b.aspect || b.aspect <= W / H + 0.01) {
    // Narrower than the sheet (Academy 1.37) or none: pillarbox only when it is a film format.
    if (!b.aspect || Math.abs(b.aspect - W / H) < 0.02) return { x: 0, y: 0, w: W, h: H };
    const w = H * b.aspect;
    return { x: (W - w) / 2, y: 0, w, h: H };
  }
  const h = W / b.aspect;
  return { x: 0, y: (H - h) / 2, w: W, h };
}

export function finish(c: Canvas, b: ArtBrief, p: Palette, rng: Rng, fr: Box): void {
  const area = rect(fr.x, fr.y, fr.w, fr.h);
  if (b.blinds) {
    // Hard light through venetian blinds: slatted bars of shadow falling at an angle.
    let d = "";
    for (let i = -4; i < 18; i++) d += `M${f(fr.x)} ${f(fr.y + i * 52)}l${f(fr.w)} ${f(fr.h * 0.35)}v26l${f(-fr.w)} ${f(-fr.h * 0.35)}z`;
    c.add(`<path d="${d}" fill="#000000" fill-opacity="0.45"/>`);
  }
  if (b.glow && (b.night || b.key === "low")) {
    p.accents.slice(0, 2).forEach((col, i) => {
      const g = c.radial([[0, col, 0.55], [1, col, 0]]);
      c.add(`<circle cx="${f(fr.x + fr.w * (i ? 0.82 : 0.18))}" cy="${f(fr.y + fr.h * 0.3)}" r="${f(fr.h * 0.55)}" fill="${g}"/>`);
    });
  }
  if (b.haze) {
    const mist = colorFor(p, /haze|mist|fog|overcast|frost/, "#dcdcdc");
    c.add(`<path d="${area}" fill="${c.linear([[0, mist, 0.05], [0.55, mist, 0.4], [1, mist, 0.1]])}"/>`);
  }
  if (b.rain) {
    let d = "";
    for (let i = 0; i < 160; i++) d += `M${f(fr.x + rng.range(0, fr.w))} ${f(fr.y + rng.range(0, fr.h))}l-6 ${f(rng.range(18, 40))}`;
    c.add(`<path d="${d}" stroke="#dfe8ff" stroke-opacity="0.35" stroke-width="1.5"/>`);
  }
  if (b.flash) {
    c.add(`<path d="${area}" fill="${c.radial([[0, "#ffffff", 0.35], [0.45, "#ffffff", 0.05], [1, "#000000", 0.45]], 0.5, 0.6, 0.7)}"/>`);
  }
  if (b.lightLeak) {
    c.add(`<path d="${area}" fill="${c.radial([[0, "#ff7a1a", 0.7], [1, "#ff7a1a", 0]], 1, 0.25, 0.6)}"/>`);
    c.add(`<path d="${area}" fill="${c.radial([[0, "#ffd27a", 0.35], [1, "#ffd27a", 0]], 0, 0.9, 0.4)}"/>`);
  }
  if (b.key === "low" || b.vignette) {
    c.add(`<path d="${area}" fill="${c.radial([[0.55, "#000000", 0], [1, "#000000", b.key === "low" ? 0.6 : 0.4]], 0.5, 0.5, 0.75)}"/>`);
  }
  if (b.dateStamp) {
    c.add(textSvg({ text: "'97 8 14", font: "sansBold", size: 30, tracking: 0.05 }, fr.x + fr.w - 200, fr.y + fr.h - 40, { color: "#ff8a2a", weight: 0.14, opacity: 0.9 }));
  }
  if (b.scanlines) {
    const id = c.id("scan");
    c.def(`<pattern id="${id}" width="8" height="6" patternUnits="userSpaceOnUse"><rect width="8" height="3" fill="#000000" fill-opacity="0.35"/></pattern>`);
    c.add(`<path d="${area}" fill="url(#${id})"/>`);
  }
  if (b.grain > 0) {
    const id = c.id("grain");
    c.def(grainPattern(id, rng, 0.2 + b.grain * 0.6));
    c.add(`<path d="${area}" fill="url(#${id})"/>`);
    if (b.grain >= 0.7) c.add(`<path d="${area}" fill="url(#${id})" transform="translate(31 17)"/>`);
  }
  frame(c, b, fr);
}

/** The black outside a film frame or screen; rounded corners for a Super 8 gate or a CRT. */
function frame(c: Canvas, b: ArtBrief, fr: Box): void {
  if (b.roundedFrame) {
    const inset = 36;
    c.add(`<path d="${rect(0, 0, W, H)}${roundRect(fr.x + inset, fr.y + inset, fr.w - 2 * inset, fr.h - 2 * inset, 60)}" fill="#0b0a09" fill-rule="evenodd"/>`);
    return;
  }
  if (fr.w < W) c.add(`<path d="${rect(0, 0, fr.x, H)}${rect(fr.x + fr.w, 0, W - fr.x - fr.w, H)}" fill="#050505"/>`);
  if (fr.h < H) c.add(`<path d="${rect(0, 0, W, fr.y)}${rect(0, fr.y + fr.h, W, H - fr.y - fr.h)}" fill="#050505"/>`);
}

/** A scene turned by a handheld camera, scaled up so the turn leaves no empty corners. */
export function tilted(c: Canvas, b: ArtBrief, fr: Box, draw: () => void): void {
  if (!b.tilt) return draw();
  const cx = fr.x + fr.w / 2;
  const cy = fr.y + fr.h / 2;
  const k = 1 + Math.sin((b.tilt * Math.PI) / 180) * 1.6;
  c.clipped(rect(fr.x, fr.y, fr.w, fr.h), () =>
    c.group(`transform="translate(${f(cx)} ${f(cy)}) rotate(${b.tilt}) scale(${k.toFixed(3)}) translate(${f(-cx)} ${f(-cy)})"`, draw),
  );
}
