// Flat graphic posters assembled from what the composition block names: an oversized shape cropped by
// the sheet, primary shapes on an axis, heavy bars, a wedge with radiating lines, a halftone
// photomontage figure, a giant numeral, flush-left or vertical type, all turned onto a diagonal when
// the style says so. The words are the style's own name and subjects.
import { ellipse, poly, rect } from "./art-canvas";
import { colorFor, f } from "./art-kit";
import { MOTIFS } from "./art-motifs";
import type { ScenePainter } from "./art-scenes-world";
import { fitSize, textSvg } from "./art-type";
import { cased, faceOf, phraseOf, titleOf, weightOf } from "./art-words";

export const poster: ScenePainter = (s, fr, variant) => {
  const { p, c, brief: b } = s;
  const comp = (re: RegExp) => b.says("composition", re);
  const paper = colorFor(p, /paper|background/, p.bg);
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${paper}"/>`);
  const ink = colorFor(p, /type|bars|black/, p.ink);
  const hot = colorFor(p, /dominant|wedge|circle|numeral|key shapes|red/, p.accents[0]!);
  const face = faceOf(b);
  const weight = weightOf(b, face);
  const angle = b.diagonal ? (comp(/steep|30 to 45/) ? -34 : -22) : 0;
  const cx = fr.x + fr.w / 2;
  const cy = fr.y + fr.h / 2;

  const shapes = () => {
    if (comp(/numeral/)) {
      const size = fr.h * 0.82;
      c.add(textSvg({ text: String(3 + variant * 4), font: "sansBold", size }, fr.x + fr.w * 0.42, fr.y + fr.h * 0.9, { color: hot, weight: 0.26 }));
    }
    if (comp(/cropped|oversized/)) {
      const r = fr.h * 0.55;
      c.add(`<path d="${ellipse(fr.x + fr.w * (variant ? 0.15 : 0.86), fr.y + fr.h * (variant ? 0.9 : 0.22), r)}" fill="${hot}"/>`);
    }
    if (comp(/primary shapes|circle|square|triangle/) || b.says("overview", /primary shapes/)) {
      const yellow = colorFor(p, /triangle|yellow/, p.accents[1]!);
      const blue = colorFor(p, /square|blue/, p.accents[2]!);
      c.add(`<path d="${ellipse(cx - fr.w * 0.18, cy - 40, fr.h * 0.2)}" fill="${hot}"/>`);
      c.add(`<path d="${rect(cx + fr.w * 0.05, cy - fr.h * 0.12, fr.h * 0.3, fr.h * 0.3)}" fill="${blue}"/>`);
      c.add(`<path d="${poly([[cx - fr.w * 0.02, cy + fr.h * 0.32], [cx + fr.w * 0.14, cy + fr.h * 0.05], [cx + fr.w * 0.3, cy + fr.h * 0.32]])}" fill="${yellow}"/>`);
    }
    if (comp(/wedge|megaphone/)) {
      c.add(`<path d="${poly([[fr.x - 40, cy + fr.h * 0.1], [cx + fr.w * 0.25, cy - fr.h * 0.05], [fr.x - 40, cy - fr.h * 0.32]])}" fill="${hot}"/>`);
    }
    if (comp(/radiating/)) {
      let d = "";
      for (let i = 0; i < 9; i++) {
        const a = -0.9 + i * 0.2;
        d += `M${f(cx + fr.w * 0.25)} ${f(cy - fr.h * 0.05)}l${f(Math.cos(a) * fr.w)} ${f(Math.sin(a) * fr.w)}`;
      }
      c.add(`<path d="${d}" stroke="${ink}" stroke-width="5"/>`);
    }
    if (comp(/bars/) || b.says("overview", /bars/)) {
      c.add(`<path d="${rect(fr.x - 100, cy + fr.h * 0.36, fr.w + 200, 34)}${rect(cx - fr.w * 0.36, fr.y - 100, 30, fr.h * 0.7)}" fill="${ink}"/>`);
    }
    if (b.says("medium", /photomontage/)) {
      // A cut-out figure printed in halftone grey.
      MOTIFS.figure!(s, cx + fr.w * 0.08, cy + fr.h * 0.45, fr.h * 0.62, colorFor(p, /halftone|photomontage|grey/, p.ink));
    }
  };
  const words = () => {
    const title = titleOf(b);
    const vertical = comp(/vertically|right angles/);
    if (vertical) {
      const size = fitSize({ text: title, font: face }, fr.h * 0.8, 64);
      c.group(`transform="translate(${f(fr.x + fr.w * 0.88)} ${f(fr.y + fr.h * 0.9)}) rotate(-90)"`, () => c.add(textSvg({ text: title, font: face, size }, 0, 0, { color: ink, weight })));
      return;
    }
    // Stacked, flush left: the title word by word, then smaller lines from the subjects.
    const x = fr.x + fr.w * (angle ? 0.12 : 0.08);
    let y = fr.y + fr.h * (angle ? 0.62 : 0.2);
    const condensed = b.says("typography", /condensed/) ? 0.72 : 1;
    for (const word of title.split(" ")) {
      const size = Math.min(fitSize({ text: word, font: face, stretch: condensed, tracking: -0.03 }, fr.w * (angle ? 0.7 : 0.5), 96), 96);
      c.add(textSvg({ text: word, font: face, size, stretch: condensed, tracking: -0.03 }, x, y, { color: ink, weight }));
      y += size * 1.22;
    }
    for (let i = 0; i < Math.min(3, b.subjects.length); i++) {
      const line = b.says("typography", /lowercase secondary/) ? phraseOf(b, i + variant).toLowerCase() : cased(b, phraseOf(b, i + variant));
      y += 6;
      c.add(textSvg({ text: line, font: "sans", size: 22 }, x, y + 20, { color: ink, weight: 0.1 }));
      y += 34;
    }
    if (comp(/grid/)) {
      let rules = "";
      for (let i = 0; i < 3; i++) rules += rect(fr.x + fr.w * (0.5 + i * 0.12), fr.y + fr.h * 0.72, 2, fr.h * 0.2);
      c.add(`<path d="${rules}" fill="${ink}"/>`);
      c.add(textSvg({ text: "2025", font: "sans", size: 24 }, fr.x + fr.w * 0.52, fr.y + fr.h * 0.95, { color: ink, weight: 0.1 }));
    }
  };
  if (angle) c.group(`transform="rotate(${angle} ${f(cx)} ${f(cy)})"`, () => (shapes(), words()));
  else (shapes(), words());
};
