// Pictures where the letters are the image. The arrangement comes from the composition block (a
// masthead between rules, centred stacked lines, a spread across a gutter, a word on a curved
// baseline on a painted panel, one word stretched to fill the frame, letters warped to fill a
// shape) and the face from the typography block; the words are the style's name and subjects.
import { ellipse, rect } from "./art-canvas";
import { colorFor, f, mix, shade } from "./art-kit";
import type { ScenePainter } from "./art-scenes-world";
import type { Box, Surface } from "./art-surface";
import { centredText, type FontName, fitSize, measure, textSvg } from "./art-type";
import { cased, faceOf, phraseOf, titleOf, weightOf } from "./art-words";

export const lettering: ScenePainter = (s, fr, variant) => {
  const comp = (re: RegExp) => s.brief.says("composition", re);
  const paper = colorFor(s.p, /paper|page|background|panel|stock/, s.p.bg);
  s.c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${paper}"/>`);
  if (comp(/masthead/)) masthead(s, fr, variant);
  else if (comp(/stacked lines/)) stacked(s, fr, variant);
  else if (comp(/spread|gutter/)) spread(s, fr, variant);
  else if (comp(/curved baseline/)) sign(s, fr, variant);
  else if (comp(/warped|fill a shape/)) warped(s, fr, variant);
  else stretched(s, fr, variant);
};

const inkOf = (s: Surface) => colorFor(s.p, /type|ink|black|letters/, s.p.ink);

/** Text lines as thin bars: body copy too small to read at this size. */
function column(s: Surface, x: number, y: number, w: number, lines: number, color: string): void {
  let d = "";
  for (let i = 0; i < lines; i++) d += rect(x, y + i * 18, i % 7 === 6 ? w * 0.6 : w, 7);
  s.c.add(`<path d="${d}" fill="${color}" fill-opacity="0.55"/>`);
}

function masthead(s: Surface, fr: Box, variant: number): void {
  const ink = inkOf(s);
  const face = faceOf(s.brief);
  const accent = colorFor(s.p, /accent|rule/, s.p.accents[1]!);
  const cx = fr.x + fr.w / 2;
  const title = variant ? phraseOf(s.brief, 0) : titleOf(s.brief);
  const size = fitSize({ text: title, font: face }, fr.w * 0.84, 150);
  s.c.add(centredText({ text: title, font: face, size }, cx, fr.y + 90 + size, { color: ink, weight: weightOf(s.brief, face) }));
  const ruleY = fr.y + 130 + size;
  s.c.add(`<path d="${rect(fr.x + 50, ruleY, fr.w - 100, 2)}${rect(fr.x + 50, ruleY + 7, fr.w - 100, 7)}${rect(fr.x + 50, ruleY + 19, fr.w - 100, 2)}" fill="${ink}"/>`);
  s.c.add(`<path d="${rect(fr.x + 50, fr.y + 50, fr.w - 100, 4)}" fill="${accent}"/>`);
  // The ears: date and price either side of the title, in a small serif.
  s.c.add(textSvg({ text: "No. 214", font: "serif", size: 20 }, fr.x + 56, fr.y + 100, { color: ink, weight: 0.07 }));
  s.c.add(textSvg({ text: "Price 10 Pf.", font: "serif", size: 20 }, fr.x + fr.w - 190, fr.y + 100, { color: ink, weight: 0.07 }));
  const colW = (fr.w - 100 - 4 * 24) / 5;
  const top = ruleY + 60;
  for (let i = 0; i < 5; i++) {
    const x = fr.x + 50 + i * (colW + 24);
    if (i === 1 || i === 3) s.c.add(textSvg({ text: cased(s.brief, phraseOf(s.brief, i)).split(" ")[0]!, font: face, size: 30 }, x, top, { color: ink, weight: 0.09 }));
    column(s, x, top + 24, colW, Math.floor((fr.y + fr.h - top - 70) / 18), ink);
  }
}

function stacked(s: Surface, fr: Box, variant: number): void {
  const ink = inkOf(s);
  const second = colorFor(s.p, /second|red/, s.p.accents[1]!);
  const cx = fr.x + fr.w / 2;
  // Each line in a different face and width: condensed, extended, slab, Tuscan-heavy.
  const faces: [FontName, number, number][] = [["serifBold", 1, 0.1], ["sansBold", 0.62, 0.2], ["serifBold", 1.5, 0.12], ["sansBold", 1.2, 0.14], ["serif", 0.8, 0.09]];
  const lines = [titleOf(s.brief).split(" ")[0]!, ...titleOf(s.brief).split(" ").slice(1), ...[0, 1, 2].map((i) => phraseOf(s.brief, i + variant))].map((t) => t.toUpperCase()).slice(0, 6);
  let y = fr.y + 40;
  lines.forEach((line, i) => {
    const [font, stretch, weight] = faces[(i + variant) % faces.length]!;
    const size = Math.min(fitSize({ text: line, font, stretch }, fr.w * 0.86, 150), (fr.h - 120) / lines.length - 22);
    y += size + 18;
    s.c.add(centredText({ text: line, font, size, stretch }, cx, y, { color: i % 2 ? second : ink, weight }));
    if (i === 1 || i === 3) {
      // A rule with a small ornament between sections.
      y += 20;
      s.c.add(`<path d="${rect(cx - 240, y, 200, 3)}${rect(cx + 40, y, 200, 3)}${ellipse(cx, y + 1.5, 9)}" fill="${ink}"/>`);
    }
  });
}

function spread(s: Surface, fr: Box, variant: number): void {
  const ink = inkOf(s);
  const gold = colorFor(s.p, /rules|folio|champagne/, s.p.accents[1]!);
  const red = colorFor(s.p, /pull quote|red/, s.p.accents[2] ?? ink);
  const gutter = fr.x + fr.w / 2;
  s.c.add(`<path d="${rect(gutter - 1, fr.y, 2, fr.h)}" fill="${shade(s.p.bg, -0.12)}"/>`);
  // A huge hairline headline crossing the gutter, an italic deck, narrow columns in wide margins.
  const title = titleOf(s.brief).split(" ")[variant % 2 ? 1 : 0]!;
  const size = fitSize({ text: title, font: "serif" }, fr.w * 0.8, 260);
  s.c.add(textSvg({ text: title, font: "serif", size }, fr.x + fr.w * 0.1, fr.y + 90 + size, { color: ink, weight: 0.045 }));
  s.c.add(textSvg({ text: phraseOf(s.brief, variant), font: "italic", size: 34 }, fr.x + fr.w * 0.1, fr.y + 170 + size, { color: ink, weight: 0.06 }));
  s.c.add(`<path d="${rect(fr.x + fr.w * 0.1, fr.y + 200 + size, fr.w * 0.3, 1.5)}" fill="${gold}"/>`);
  const top = fr.y + 250 + size;
  // A large drop cap opening the first column.
  s.c.add(textSvg({ text: titleOf(s.brief).slice(0, 1), font: "serif", size: 96 }, gutter + 40, top + 96, { color: red, weight: 0.05 }));
  for (let i = 0; i < 2; i++) column(s, gutter + 40 + i * 230 + (i ? 0 : 100), top + (i ? 0 : 0), i ? 200 : 100, Math.floor((fr.y + fr.h - top - 60) / 18), ink);
  s.c.add(textSvg({ text: "“" + phraseOf(s.brief, variant + 1) + "”", font: "italic", size: 30 }, fr.x + fr.w * 0.1, top + 80, { color: red, weight: 0.06 }));
  s.c.add(textSvg({ text: "24", font: "serif", size: 16 }, fr.x + 60, fr.y + fr.h - 40, { color: gold, weight: 0.07 }));
}

function sign(s: Surface, fr: Box, variant: number): void {
  const panel = colorFor(s.p, /panel/, s.p.bg);
  const gold = colorFor(s.p, /gold|main letters/, s.p.accents[0]!);
  const cream = colorFor(s.p, /cream|secondary/, "#f4ead5");
  const shadeCol = colorFor(s.p, /shade/, shade(panel, -0.5));
  const key = colorFor(s.p, /keyline|black/, s.p.ink);
  const m = 60;
  s.c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${shade(panel, -0.35)}"/>`);
  s.c.add(`<path d="${rect(fr.x + m, fr.y + m, fr.w - 2 * m, fr.h - 2 * m)}" fill="${panel}" stroke="${gold}" stroke-width="6"/>`);
  s.c.add(`<path d="${rect(fr.x + m + 18, fr.y + m + 18, fr.w - 2 * m - 36, fr.h - 2 * m - 36)}" fill="none" stroke="${cream}" stroke-width="2"/>`);
  // The main word in one-stroke script on an arched baseline, with a drop shade down and right.
  const word = titleOf(s.brief).split(" ")[variant ? 1 : 0]!;
  const size = fitSize({ text: word, font: "script" }, fr.w * 0.7, 200);
  const x0 = fr.x + fr.w / 2 - measure({ text: word, font: "script", size }) / 2;
  const cx = fr.x + fr.w / 2;
  const arch = (x: number, y: number): [number, number] => [x, y + ((x - cx) / (fr.w / 2)) ** 2 * 90];
  const y = fr.y + fr.h * 0.5;
  s.c.add(textSvg({ text: word, font: "script", size }, x0 + 8, y + 9, { color: shadeCol, weight: 0.12 }, arch));
  s.c.add(textSvg({ text: word, font: "script", size }, x0, y, { color: gold, weight: 0.12 }, arch));
  s.c.add(textSvg({ text: word, font: "script", size }, x0 - 2, y - 3, { color: mix(gold, "#ffffff", 0.55), weight: 0.025 }, arch));
  const sub = phraseOf(s.brief, variant).toUpperCase();
  const subSize = fitSize({ text: sub, font: "serifBold" }, fr.w * 0.56, 54);
  s.c.add(centredText({ text: sub, font: "serifBold", size: subSize }, cx + 4, fr.y + fr.h * 0.8 + 4, { color: key, weight: 0.12 }));
  s.c.add(centredText({ text: sub, font: "serifBold", size: subSize }, cx, fr.y + fr.h * 0.8, { color: cream, weight: 0.12 }));
  // Scrolled ends either side of the lower line.
  for (const dir of [-1, 1]) {
    const sx = cx + dir * (fr.w * 0.32 + 20);
    s.c.add(`<path d="M${f(sx)} ${f(fr.y + fr.h * 0.78)}c${f(dir * 40)} -40 ${f(dir * 80)} 10 ${f(dir * 40)} 24c${f(-dir * 20)} 6 ${f(-dir * 26)} -14 ${f(-dir * 10)} -16" fill="none" stroke="${gold}" stroke-width="6" stroke-linecap="round"/>`);
  }
}

function stretched(s: Surface, fr: Box, variant: number): void {
  const ink = inkOf(s);
  const hot = colorFor(s.p, /highlight|orange|one /, s.p.accents[s.p.accents.length - 1]!);
  // Lines justified by changing letter widths, not sizes: each fills the frame edge to edge.
  const words = [titleOf(s.brief).split(" ")[0]!, ...phraseOf(s.brief, variant).split(" ")].map((w) => w.toUpperCase()).slice(0, 3);
  const rowH = (fr.h - 40) / words.length;
  words.forEach((word, r) => {
    const shape = (i: number) => 0.35 + 1.9 * Math.abs(Math.sin((i + 1 + r * 2 + variant) * 1.3));
    const base = measure({ text: word, font: "sansBold", size: rowH * 0.8, stretch: shape, tracking: -0.02 });
    const k = (fr.w - 40) / base;
    const stretch = (i: number) => shape(i) * k;
    s.c.add(textSvg({ text: word, font: "sansBold", size: rowH * 0.8, stretch, tracking: -0.02 * k }, fr.x + 24, fr.y + 20 + rowH * (r + 1) - rowH * 0.06, { color: r === 1 ? hot : ink, weight: 0.24 }));
  });
}

function warped(s: Surface, fr: Box, variant: number): void {
  const bgCol = colorFor(s.p, /background|ultraviolet/, s.p.accents[2]!);
  const letters = colorFor(s.p, /lettering|orange/, s.p.accents[0]!);
  const comp = colorFor(s.p, /complement|green/, s.p.accents[1]!);
  const lemon = colorFor(s.p, /highlight|lemon/, "#fff3b0");
  const hot = colorFor(s.p, /accent|magenta/, s.p.accents[3] ?? letters);
  s.c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${bgCol}"/>`);
  const cx = fr.x + fr.w / 2;
  const cy = fr.y + fr.h / 2;
  // Whiplash curves around a central emblem.
  for (let i = 0; i < 7; i++) {
    const r = fr.h * (0.2 + i * 0.07);
    s.c.add(`<path d="M${f(cx - r * 1.6)} ${f(cy + r)}C${f(cx - r * 1.6)} ${f(cy - r * 1.4)} ${f(cx + r * 1.6)} ${f(cy - r * 1.4)} ${f(cx + r * 1.6)} ${f(cy + r)}" fill="none" stroke="${i % 2 ? comp : hot}" stroke-width="${f(16 - i)}" stroke-linecap="round"/>`);
  }
  s.c.add(`<path d="${ellipse(cx, cy + fr.h * 0.05, fr.h * 0.14, fr.h * 0.09)}" fill="${lemon}"/><path d="${ellipse(cx, cy + fr.h * 0.05, fr.h * 0.06)}" fill="${comp}"/>`);
  // The lettering swells to fill an arch above and a bowl below: a bulge warp on each line.
  const lines = [titleOf(s.brief).split(" ")[0]!, phraseOf(s.brief, variant)].map((t) => t.toUpperCase());
  lines.forEach((text, i) => {
    const size = fitSize({ text, font: "sansBold", tracking: -0.03 }, fr.w * 0.84, 150);
    const x0 = cx - measure({ text, font: "sansBold", size, tracking: -0.03 }) / 2;
    const base = i === 0 ? fr.y + fr.h * 0.3 : fr.y + fr.h * 0.88;
    const warp = (x: number, y: number): [number, number] => {
      const t = (x - cx) / (fr.w / 2);
      const swell = 1 + 0.9 * (1 - t * t);
      return [x, base + (y - base) * swell + (i === 0 ? -1 : 1) * t * t * 40];
    };
    s.c.add(textSvg({ text, font: "sansBold", size, tracking: -0.03 }, x0, base, { color: letters, weight: 0.3 }, warp));
    s.c.add(textSvg({ text, font: "sansBold", size, tracking: -0.03 }, x0, base, { color: comp, weight: 0.08 }, warp));
  });
}
