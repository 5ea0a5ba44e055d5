// Interfaces, built from what the blocks name: the device (a desktop app, a phone, a CRT, a hardware
// faceplate) and its parts (a sidebar, cards, charts, a big figure, knobs and meters, box-drawn
// frames), styled by the texture block (hairlines, thick outlines with hard offset shadows, frosted
// glass). Labels are real words: the style's subjects.
import { ellipse, rect, roundRect } from "./art-canvas";
import { colorFor, f, luminance, mix, shade } from "./art-kit";
import type { ScenePainter } from "./art-scenes-world";
import type { Box, Surface } from "./art-surface";
import { fitSize, pixelText, textSvg } from "./art-type";
import { phraseOf, titleOf } from "./art-words";

interface Look {
  surface: string;
  ink: string;
  accent: string;
  second: string;
  radius: number;
  card: (b: Box) => void;
}

function lookOf(s: Surface): Look {
  const { p, brief: b, c } = s;
  const canvas = colorFor(p, /canvas|background|cards|screen/, p.bg);
  const ink = colorFor(p, /text|type|outline|ink/, p.ink);
  const accent = colorFor(p, /positive|primary|button|money|fill|gradient/, p.accents[0]!);
  const second = colorFor(p, /negative|pink|button|accent/, p.accents[1]!);
  const surface = luminance(canvas) > 128 ? shade(canvas, 0.6) : shade(canvas, 0.12);
  const thick = b.says("composition", /thick|3 px black|offset shadow/) || b.says("overview", /thick black/);
  const glass = b.says("texture", /blur/) || b.says("overview", /frosted|glass/);
  const radius = thick ? 4 : glass ? 26 : 14;
  const card = (bx: Box) => {
    if (thick) {
      c.add(`<path d="${rect(bx.x + 8, bx.y + 8, bx.w, bx.h)}" fill="${ink}"/>`);
      c.add(`<path d="${rect(bx.x, bx.y, bx.w, bx.h)}" fill="${colorFor(p, /cards|white/, "#ffffff")}" stroke="${ink}" stroke-width="5"/>`);
    } else if (glass) {
      c.add(`<path d="${roundRect(bx.x, bx.y, bx.w, bx.h, radius)}" fill="#ffffff" fill-opacity="0.38" stroke="#ffffff" stroke-opacity="0.8" stroke-width="2"/>`);
    } else {
      c.add(`<path d="${roundRect(bx.x, bx.y, bx.w, bx.h, radius)}" fill="${surface}" stroke="${colorFor(p, /border|hairline/, mix(canvas, ink, 0.15))}" stroke-width="1.5"/>`);
    }
  };
  return { surface, ink, accent, second, radius, card };
}

export const screen: ScenePainter = (s, fr, variant) => {
  const b = s.brief;
  if (b.says("medium", /text-mode|terminal|crt/) || b.says("overview", /terminal|crt/)) return terminal(s, fr, variant);
  if (b.says("medium", /hardware|faceplate/) || b.says("composition", /rack|knobs/)) return hardware(s, fr, variant);
  if (b.says("medium", /mobile|ios|points/)) return phone(s, fr, variant);
  return desktop(s, fr, variant);
};

const label = (s: Surface, text: string, x: number, y: number, size: number, color: string, weight = 0.11) =>
  s.c.add(textSvg({ text, font: "sans", size }, x, y, { color, weight }));

function desktop(s: Surface, fr: Box, variant: number): void {
  const { p, c, brief: b } = s;
  const look = lookOf(s);
  const canvas = colorFor(p, /canvas|background/, p.bg);
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${canvas}"/>`);
  let x0 = fr.x + 40;
  if (b.says("composition", /sidebar/)) {
    c.add(`<path d="${rect(fr.x, fr.y, 230, fr.h)}" fill="${mix(canvas, look.ink, 0.05)}"/>`);
    label(s, titleOf(b).split(" ")[0]!, fr.x + 34, fr.y + 70, 24, look.ink, 0.13);
    b.subjects.slice(0, 5).forEach((item, i) => {
      if (i === variant) c.add(`<path d="${roundRect(fr.x + 22, fr.y + 120 + i * 54, 186, 40, 10)}" fill="${look.accent}" fill-opacity="0.16"/>`);
      label(s, item.split(" ")[0]!.replace(/^\w/, (ch) => ch.toUpperCase()), fr.x + 40, fr.y + 146 + i * 54, 16, look.ink, 0.1);
    });
    x0 = fr.x + 270;
  } else {
    // A landing page: a loud headline block and a call to action.
    const size = fitSize({ text: titleOf(b), font: "sansBold" }, fr.w * 0.62, 80);
    look.card({ x: x0, y: fr.y + 40, w: fr.w - 80, h: 240 });
    c.add(`<path d="${rect(x0 + 30, fr.y + 70, fr.w * 0.68, size * 1.6)}" fill="${look.accent}"/>`);
    c.add(textSvg({ text: titleOf(b).toLowerCase(), font: "sansBold", size }, x0 + 50, fr.y + 80 + size * 1.2, { color: look.ink, weight: 0.2 }));
    const btn = { x: x0 + 30, y: fr.y + 200, w: 220, h: 56 };
    look.card(btn);
    c.add(`<path d="${rect(btn.x + 3, btn.y + 3, btn.w - 6, btn.h - 6)}" fill="${look.second}"/>`);
    label(s, phraseOf(b, 2 + variant).toLowerCase(), btn.x + 22, btn.y + 36, 18, look.ink, 0.12);
  }
  // Cards: one key figure each, then a chart card and a list card.
  const top = b.says("composition", /sidebar/) ? fr.y + 50 : fr.y + 320;
  const cw = (fr.x + fr.w - 40 - x0 - 2 * 24) / 3;
  for (let i = 0; i < 3; i++) {
    const bx = { x: x0 + i * (cw + 24), y: top, w: cw, h: 150 };
    look.card(bx);
    label(s, phraseOf(b, i).replace(/^\w/, (ch) => ch.toUpperCase()), bx.x + 22, bx.y + 40, 15, mix(look.ink, canvas, 0.35), 0.1);
    c.add(textSvg({ text: ["12,480", "3,215", "86%"][(i + variant) % 3]!, font: "sansBold", size: 40 }, bx.x + 22, bx.y + 104, { color: i === 2 ? look.second : look.ink, weight: 0.12 }));
    c.add(`<path d="${roundRect(bx.x + 22, bx.y + 122, bx.w - 44, 8, 4)}" fill="${mix(canvas, look.ink, 0.1)}"/><path d="${roundRect(bx.x + 22, bx.y + 122, (bx.w - 44) * (0.3 + i * 0.25), 8, 4)}" fill="${look.accent}"/>`);
  }
  const chart = { x: x0, y: top + 180, w: (fr.x + fr.w - 40 - x0) * 0.62, h: fr.y + fr.h - top - 220 };
  look.card(chart);
  let bars = "";
  const n = 12;
  for (let i = 0; i < n; i++) {
    const h = chart.h * 0.6 * (0.3 + 0.7 * Math.abs(Math.sin(i * 0.9 + variant)));
    bars += roundRect(chart.x + 30 + i * ((chart.w - 60) / n), chart.y + chart.h - 30 - h, (chart.w - 60) / n - 10, h, 3);
  }
  c.add(`<path d="${bars}" fill="${look.accent}"/>`);
  let pts = "";
  for (let i = 0; i <= 10; i++) pts += `${f(chart.x + 30 + i * ((chart.w - 60) / 10))},${f(chart.y + 70 + 40 * Math.sin(i * 0.7 + variant))} `;
  c.add(`<polyline points="${pts.trim()}" fill="none" stroke="${look.second}" stroke-width="4" stroke-linejoin="round"/>`);
  const list = { x: chart.x + chart.w + 24, y: chart.y, w: fr.x + fr.w - 40 - chart.x - chart.w - 24, h: chart.h };
  look.card(list);
  for (let i = 0; i < 6; i++) {
    const y = list.y + 50 + i * ((list.h - 60) / 6);
    c.add(`<path d="${ellipse(list.x + 34, y - 6, 12)}" fill="${i % 2 ? look.second : look.accent}"/>`);
    label(s, ["Rent", "Coffee", "Salary", "Books", "Transfer", "Train"][i]!, list.x + 58, y, 15, look.ink, 0.1);
    c.add(`<path d="${rect(list.x + list.w - 80, y - 12, 50, 8)}" fill="${look.ink}" fill-opacity="0.5"/>`);
  }
}

function phone(s: Surface, fr: Box, variant: number): void {
  const { p, c, brief: b } = s;
  const look = lookOf(s);
  const blobs = p.accents.filter((x) => luminance(x) > 60).slice(0, 3);
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${c.linear([[0, blobs[0] ?? p.bg], [1, blobs[1] ?? p.bg]], 1, 1)}"/>`);
  blobs.forEach((col, i) => {
    c.add(`<circle cx="${f(fr.x + fr.w * [0.2, 0.8, 0.55][i]!)}" cy="${f(fr.y + fr.h * [0.25, 0.35, 0.85][i]!)}" r="${f(fr.h * 0.42)}" fill="${c.radial([[0, col, 0.95], [1, col, 0]])}"/>`);
  });
  // The phone, centred, with the big temperature, an hourly strip and a week list on frosted cards.
  const pw = 360;
  const ph = fr.h - 60;
  const px = fr.x + fr.w / 2 - pw / 2 + (variant ? 180 : 0);
  const py = fr.y + 30;
  c.add(`<path d="${roundRect(px, py, pw, ph, 48)}" fill="#ffffff" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>`);
  const ink = colorFor(p, /text|navy|night/, p.ink);
  c.add(textSvg({ text: "21°", font: "sans", size: 110 }, px + 70, py + 210, { color: "#ffffff", weight: 0.04 }));
  label(s, phraseOf(b, 0).replace(/^\w/, (ch) => ch.toUpperCase()), px + 78, py + 260, 20, "#ffffff", 0.1);
  look.card({ x: px + 20, y: py + 300, w: pw - 40, h: 130 });
  for (let i = 0; i < 5; i++) {
    label(s, `${9 + i}`, px + 48 + i * 62, py + 340, 16, ink, 0.1);
    c.add(`<path d="${ellipse(px + 56 + i * 62, py + 380, 12)}" fill="${i % 2 ? "#ffd27a" : "#ffffff"}"/>`);
    label(s, `${18 + i}°`, px + 42 + i * 62, py + 418, 16, ink, 0.1);
  }
  look.card({ x: px + 20, y: py + 450, w: pw - 40, h: ph - 480 });
  ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].forEach((day, i) => {
    const y = py + 494 + i * 54;
    if (y > py + ph - 40) return;
    label(s, day, px + 44, y, 18, ink, 0.1);
    c.add(`<path d="${roundRect(px + 140, y - 10, 170, 8, 4)}" fill="#ffffff" fill-opacity="0.5"/><path d="${roundRect(px + 160 + i * 8, y - 10, 90, 8, 4)}" fill="${blobs[i % blobs.length] ?? "#fff"}"/>`);
  });
}

function terminal(s: Surface, fr: Box, variant: number): void {
  const { p, c, brief: b } = s;
  const tube = colorFor(p, /screen|tube/, p.bg);
  const text = colorFor(p, /text|phosphor/, p.accents[0]!);
  const dim = colorFor(p, /dim|frames|secondary/, shade(text, -0.45));
  const bright = colorFor(p, /bloom|highlight|cursor/, shade(text, 0.5));
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${c.radial([[0, shade(tube, 0.12)], [1, shade(tube, -0.4)]])}"/>`);
  const cell = 5;
  const row = cell * 11;
  const x0 = fr.x + 70;
  // Menu bar in inverse video, a box-drawn window and a status line: all in one phosphor at three intensities.
  c.add(`<path d="${rect(fr.x + 50, fr.y + 50, fr.w - 100, row)}" fill="${dim}"/>`);
  c.add(pixelText("FILE  EDIT  VIEW  HELP", x0, fr.y + 50 + row * 0.72, cell, tube));
  const box = { x: fr.x + 50, y: fr.y + 60 + row * 1.4, w: fr.w * (variant ? 0.5 : 0.6), h: row * 9 };
  c.add(`<path d="${rect(box.x, box.y, box.w, box.h)}${rect(box.x + 8, box.y + 8, box.w - 16, box.h - 16)}" fill="none" stroke="${dim}" stroke-width="4"/>`);
  const lines = [`> ${titleOf(b).toUpperCase()}`, ...b.subjects.slice(0, 4).map((t, i) => `${i + 1}. ${t.toUpperCase()}`), "READY."];
  lines.forEach((line, i) => c.add(pixelText(line.slice(0, 26), box.x + 30, box.y + row * (1.3 + i * 1.2), cell, i === 0 ? bright : text)));
  const cursorY = box.y + row * (1.3 + lines.length * 1.2);
  c.add(`<path d="${rect(box.x + 30, cursorY - cell * 7, cell * 5, cell * 8)}" fill="${bright}"/>`);
  c.add(`<path d="${rect(fr.x + 50, fr.y + fr.h - 50 - row, fr.w - 100, row)}" fill="none" stroke="${dim}" stroke-width="3"/>`);
  c.add(pixelText("F1 HELP   F10 QUIT   80X24", x0, fr.y + fr.h - 50 - row * 0.28, cell, dim));
  // Glow bleeding round the brightest text.
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${c.radial([[0, text, 0.12], [1, text, 0]], 0.4, 0.4, 0.6)}"/>`);
}

function hardware(s: Surface, fr: Box, variant: number): void {
  const { p, c, brief: b } = s;
  const plate = colorFor(p, /faceplate|aluminium|metal/, p.bg);
  const knob = colorFor(p, /knob|anodised/, p.ink);
  const amber = colorFor(p, /meter|backlight|amber/, p.accents[1]!);
  const led = colorFor(p, /led|clip/, p.accents[2] ?? "#e03c31");
  const cream = colorFor(p, /label|engraved|cream/, "#e8e2d0");
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${knob}"/>`);
  const panel = { x: fr.x + 60, y: fr.y + 110, w: fr.w - 120, h: fr.h - 220 };
  c.add(`<path d="${rect(panel.x, panel.y, panel.w, panel.h)}" fill="${c.linear([[0, shade(plate, 0.25)], [1, shade(plate, -0.2)]])}"/>`);
  // Brushed-metal grain: fine horizontal lines.
  let grain = "";
  for (let y = panel.y + 2; y < panel.y + panel.h; y += 4) grain += rect(panel.x, y, panel.w, 1);
  c.add(`<path d="${grain}" fill="#ffffff" fill-opacity="0.12"/>`);
  for (const [sx, sy] of [[0, 0], [1, 0], [0, 1], [1, 1]] as const) {
    c.add(`<path d="${ellipse(panel.x + 24 + sx * (panel.w - 48), panel.y + 24 + sy * (panel.h - 48), 9)}" fill="${shade(plate, -0.35)}"/>`);
  }
  // A central VU meter.
  const mx = panel.x + panel.w / 2 - 150 + (variant ? -220 : 0);
  c.add(`<path d="${roundRect(mx, panel.y + 40, 300, 190, 10)}" fill="${amber}" stroke="${shade(plate, -0.5)}" stroke-width="6"/>`);
  c.add(`<path d="M${f(mx + 40)} ${f(panel.y + 140)}Q${f(mx + 150)} ${f(panel.y + 70)} ${f(mx + 260)} ${f(panel.y + 140)}" fill="none" stroke="${knob}" stroke-width="3"/>`);
  c.add(`<path d="M${f(mx + 150)} ${f(panel.y + 215)}L${f(mx + 205)} ${f(panel.y + 95)}" stroke="${knob}" stroke-width="4"/>`);
  label(s, "VU", mx + 136, panel.y + 190, 22, knob, 0.1);
  c.add(`<path d="${ellipse(mx + 280, panel.y + 60, 8)}" fill="${led}"/>`);
  // Rows of knurled knobs, each with its engraved label and scale ticks.
  const names = b.subjects.length ? b.subjects : ["gain"];
  for (let i = 0; i < 6; i++) {
    const kx = panel.x + 110 + i * ((panel.w - 220) / 5);
    const ky = panel.y + panel.h - 120;
    let ticks = "";
    for (let t = 0; t < 9; t++) {
      const a = Math.PI * (0.75 + t * 0.1875);
      ticks += `M${f(kx + Math.cos(a) * 62)} ${f(ky + Math.sin(a) * 62)}l${f(Math.cos(a) * 10)} ${f(Math.sin(a) * 10)}`;
    }
    c.add(`<path d="${ticks}" stroke="${shade(plate, -0.6)}" stroke-width="2"/>`);
    c.add(`<path d="${ellipse(kx, ky, 50)}" fill="${knob}" stroke="${shade(knob, 0.3)}" stroke-width="6" stroke-dasharray="3 3"/>`);
    c.add(`<path d="${ellipse(kx - 6, ky - 8, 36)}" fill="${c.radial([[0, shade(knob, 0.5)], [1, knob]], 0.35, 0.3, 0.7)}"/>`);
    const a = Math.PI * (0.9 + ((i * 37 + variant * 11) % 100) / 80);
    c.add(`<path d="M${f(kx)} ${f(ky)}l${f(Math.cos(a) * 40)} ${f(Math.sin(a) * 40)}" stroke="${cream}" stroke-width="4" stroke-linecap="round"/>`);
    const name = (names[i % names.length] ?? "gain").split(" ")[0]!.toUpperCase().slice(0, 10);
    c.add(textSvg({ text: name, font: "sans", size: 13, stretch: 0.8 }, kx - name.length * 4.5, ky + 86, { color: shade(plate, -0.65), weight: 0.12 }));
  }
  c.add(textSvg({ text: titleOf(b).toUpperCase(), font: "sansBold", size: 26, stretch: 0.85 }, panel.x + 40, panel.y + 60, { color: shade(plate, -0.65), weight: 0.12 }));
}
