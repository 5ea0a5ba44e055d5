// Deterministic SVG compositions for the seed gallery's reference images. No downloads and no fonts:
// every picture is built from the style's own palette with a motif chosen by category (halftone for
// illustration, stained fields for painting, isometric solids for 3D, letterbox for film...) and
// varied by a PRNG seeded from the slug, so each style looks intentional, different from its
// neighbours, and byte-identical on every machine. Render time matters (this runs at first start):
// shapes stay in the hundreds, and there are no filters, blend modes or rotated patterns, each of
// which costs librsvg 10-80x a plain fill.
import {
  type ArtInput,
  type ArtVariant,
  f,
  grainPattern,
  H,
  luminance,
  mix,
  type Palette,
  paletteOf,
  pc,
  type Rng,
  rngFor,
  screenDots,
  shade,
  vignette,
  W,
} from "./art-kit";

export { ART_HEIGHT, ART_WIDTH, type ArtInput, type ArtVariant, mulberry32 } from "./art-kit";

// ---- category compositions ---------------------------------------------------------------------

type Composer = (p: Palette, rng: Rng, variant: ArtVariant) => { defs: string; body: string };

const photography: Composer = (p, rng, variant) => {
  const g = grainPattern("grain", rng, 0.35);
  const v = vignette("vig", 0.55);
  const scene = (x: number, y: number, w: number, h: number, k: number) => {
    const horizon = y + h * rng.range(0.52, 0.72);
    const sky = `<linearGradient id="sky${k}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(pc(p, k + 1), 0.25)}"/><stop offset="1" stop-color="${shade(pc(p, k), 0.35)}"/></linearGradient>`;
    const sunR = h * rng.range(0.06, 0.14);
    const sunX = x + w * rng.range(0.2, 0.8);
    let blocks = "";
    const n = rng.int(3, 7);
    for (let i = 0; i < n; i++) {
      const bw = w * rng.range(0.05, 0.16);
      const bh = h * rng.range(0.08, 0.32);
      const bx = x + w * rng.range(0, 0.95 - bw / w);
      blocks += `<rect x="${f(bx)}" y="${f(horizon - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${shade(p.ink, rng.range(0, 0.25))}"/>`;
    }
    return {
      def: sky,
      body:
        `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#sky${k})"/>` +
        `<circle cx="${f(sunX)}" cy="${f(horizon - h * 0.22)}" r="${f(sunR)}" fill="${shade(pc(p, k + 2), 0.45)}" fill-opacity="0.9"/>` +
        blocks +
        `<rect x="${f(x)}" y="${f(horizon)}" width="${f(w)}" height="${f(y + h - horizon)}" fill="${mix(p.ink, pc(p, k), 0.35)}"/>` +
        `<rect x="${f(x)}" y="${f(horizon)}" width="${f(w)}" height="3" fill="${shade(pc(p, k + 2), 0.5)}" fill-opacity="0.6"/>`,
    };
  };
  if (variant === "sample") {
    const s = scene(0, 0, W, H, 0);
    return { defs: s.def + g + v.def, body: s.body + `<rect width="${W}" height="${H}" fill="url(#grain)"/>` + v.use };
  }
  // Contact sheet: six frames on a dark film base with rebate marks.
  let defs = g;
  let body = `<rect width="${W}" height="${H}" fill="${shade(p.ink, -0.6)}"/>`;
  const fw = 340;
  const fh = 255;
  for (let i = 0; i < 6; i++) {
    const fx = 60 + (i % 3) * (fw + 40);
    const fy = 150 + Math.floor(i / 3) * (fh + 110);
    const s = scene(fx, fy, fw, fh, i);
    defs += s.def;
    body += s.body;
    for (let j = 0; j < 8; j++) body += `<rect x="${fx + 10 + j * 42}" y="${fy - 34}" width="22" height="14" rx="3" fill="${shade(p.bg, 0.2)}" fill-opacity="0.35"/>`;
  }
  body += `<rect x="${60 + rng.int(0, 2) * (fw + 40) - 8}" y="${150 + rng.int(0, 1) * (fh + 110) - 8}" width="${fw + 16}" height="${fh + 16}" fill="none" stroke="${pc(p, 0)}" stroke-width="6"/>`;
  return { defs, body: body + `<rect width="${W}" height="${H}" fill="url(#grain)"/>` };
};

const illustration: Composer = (p, rng, variant) => {
  const g = grainPattern("grain", rng, 0.25);
  if (variant === "inspiration") {
    // Halftone ramp: bands of dots growing across the sheet, in two inks.
    let defs = g;
    let body = `<rect width="${W}" height="${H}" fill="${p.bg}"/>`;
    const bands = 8;
    const cell = rng.pick([16, 18, 20]);
    for (let i = 0; i < bands; i++) {
      const r = 1.5 + i * 1.35;
      defs += `<pattern id="ht${i}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">${screenDots(cell, r, pc(p, 0))}</pattern>`;
      body += `<rect x="${(W / bands) * i}" y="0" width="${W / bands + 1}" height="${H}" fill="url(#ht${i})"/>`;
    }
    const cx = rng.range(300, 900);
    body += `<circle cx="${f(cx)}" cy="${f(rng.range(300, 600))}" r="${f(rng.range(180, 280))}" fill="${pc(p, 1)}" fill-opacity="0.85"/>`;
    return { defs, body: body + `<rect width="${W}" height="${H}" fill="url(#grain)"/>` };
  }
  // Overprinted flat shapes with a misregistered second ink and one halftone-filled shape.
  let body = `<rect width="${W}" height="${H}" fill="${p.bg}"/>`;
  const defs = g + `<pattern id="dots" width="14" height="14" patternUnits="userSpaceOnUse">${screenDots(14, 2.6, pc(p, 2))}</pattern>`;
  for (let i = 0; i < rng.int(4, 6); i++) {
    const cx = rng.range(150, 1050);
    const cy = rng.range(150, 750);
    const r = rng.range(90, 230);
    const shape = (dx: number, fill: string, op: number) =>
      rng.next() < 0.5
        ? `<circle cx="${f(cx + dx)}" cy="${f(cy + dx)}" r="${f(r)}" fill="${fill}" fill-opacity="${op}"/>`
        : `<rect x="${f(cx - r + dx)}" y="${f(cy - r * 0.7 + dx)}" width="${f(r * 2)}" height="${f(r * 1.4)}" rx="${f(r * 0.3)}" fill="${fill}" fill-opacity="${op}"/>`;
    body += shape(0, pc(p, i), 0.9);
    if (i === 1) body += shape(7, "url(#dots)", 1);
  }
  body += `<rect x="80" y="${H - 140}" width="${f(rng.range(380, 620))}" height="44" fill="${p.ink}"/>`;
  body += `<rect x="80" y="${H - 80}" width="${f(rng.range(200, 340))}" height="18" fill="${p.ink}" fill-opacity="0.8"/>`;
  return { defs, body: body + `<rect width="${W}" height="${H}" fill="url(#grain)"/>` };
};

const painting: Composer = (p, rng, variant) => {
  const g = grainPattern("grain", rng, 0.3);
  if (variant === "sample") {
    // Stained colour fields: each edge feathered by a few translucent insets rather than a blur
    // filter, which would cost more than the rest of the picture.
    let fields = "";
    const n = rng.int(2, 3);
    const gap = 40;
    const fh = (H - 160 - gap * (n - 1)) / n;
    for (let i = 0; i < n; i++) {
      const x = 110 + rng.range(-15, 15);
      const y = 80 + i * (fh + gap);
      const h = fh * rng.range(0.85, 1);
      for (let k = 0; k < 6; k++) {
        const e = 14 - k * 5; // from 14px outside the edge to 11px inside it
        fields += `<rect x="${f(x - e)}" y="${f(y - e)}" width="${f(W - 220 + 2 * e)}" height="${f(h + 2 * e)}" rx="${f(24 + e)}" fill="${pc(p, i)}" fill-opacity="${k === 5 ? 0.75 : 0.14}"/>`;
      }
    }
    return { defs: g, body: `<rect width="${W}" height="${H}" fill="${p.bg}"/>${fields}<rect width="${W}" height="${H}" fill="url(#grain)"/>` };
  }
  // Loose brushwork: thick, round-capped strokes laid in layers.
  let body = `<rect width="${W}" height="${H}" fill="${p.bg}"/>`;
  for (let i = 0; i < 46; i++) {
    const x = rng.range(-50, W);
    const y = rng.range(40, H - 40);
    const len = rng.range(120, 420);
    const bend = rng.range(-70, 70);
    const width = rng.range(18, 60);
    body += `<path d="M${f(x)} ${f(y)} q${f(len / 2)} ${f(bend)} ${f(len)} ${f(rng.range(-40, 40))}" stroke="${shade(pc(p, i), rng.range(-0.15, 0.2))}" stroke-width="${f(width)}" stroke-linecap="round" fill="none" stroke-opacity="${rng.range(0.55, 0.95).toFixed(2)}"/>`;
  }
  return { defs: g, body: body + `<rect width="${W}" height="${H}" fill="url(#grain)"/>` };
};

const threeD: Composer = (p, rng, variant) => {
  const backdrop = `<linearGradient id="bd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p.bg, 0.15)}"/><stop offset="1" stop-color="${shade(p.bg, -0.15)}"/></linearGradient>`;
  let defs = backdrop;
  let body = `<rect width="${W}" height="${H}" fill="url(#bd)"/>`;
  if (variant === "sample") {
    // Isometric blocks: three shades per colour make the solids read without any lighting model.
    const s = rng.range(48, 64);
    const dx = s * Math.cos(Math.PI / 6);
    const dy = s * 0.5;
    const ox = W / 2;
    const oy = 260;
    const cube = (i: number, j: number, k: number, c: string) => {
      const x = ox + (i - j) * dx;
      const y = oy + (i + j) * dy - k * s;
      const top = `M${f(x)} ${f(y)} l${f(dx)} ${f(dy)} l${f(-dx)} ${f(dy)} l${f(-dx)} ${f(-dy)}z`;
      const left = `M${f(x - dx)} ${f(y + dy)} l${f(dx)} ${f(dy)} l0 ${f(s)} l${f(-dx)} ${f(-dy)}z`;
      const right = `M${f(x + dx)} ${f(y + dy)} l${f(-dx)} ${f(dy)} l0 ${f(s)} l${f(dx)} ${f(-dy)}z`;
      return `<path d="${top}" fill="${shade(c, 0.25)}"/><path d="${left}" fill="${c}"/><path d="${right}" fill="${shade(c, -0.3)}"/>`;
    };
    const n = 6;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++) {
        const height = Math.max(0, Math.round(rng.range(-0.8, 3.2) - (Math.abs(i - 2.5) + Math.abs(j - 2.5)) * 0.35));
        for (let k = 0; k <= height; k++) body += cube(i, j, k, k === height ? pc(p, i + j) : pc(p, 0));
      }
    return { defs, body };
  }
  // Spheres with an offset highlight and soft contact shadows.
  defs += `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const n = rng.int(3, 5);
  for (let i = 0; i < n; i++) {
    const c = pc(p, i);
    defs += `<radialGradient id="sp${i}" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${shade(c, 0.7)}"/><stop offset="0.35" stop-color="${c}"/><stop offset="1" stop-color="${shade(c, -0.55)}"/></radialGradient>`;
    const r = rng.range(80, 170);
    const cx = 140 + ((W - 280) / (n - 1)) * i + rng.range(-30, 30);
    const cy = H * 0.62 - r + rng.range(-40, 40);
    body += `<ellipse cx="${f(cx)}" cy="${f(H * 0.62 + 10)}" rx="${f(r * 1.1)}" ry="${f(r * 0.22)}" fill="url(#shadow)"/>`;
    body += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#sp${i})"/>`;
  }
  return { defs, body };
};

const graphicDesign: Composer = (p, rng, variant) => {
  let body = `<rect width="${W}" height="${H}" fill="${p.bg}"/>`;
  if (variant === "inspiration") {
    // A 4x3 tile sheet of geometric primitives.
    const t = 300;
    for (let i = 0; i < 12; i++) {
      const x = (i % 4) * t;
      const y = Math.floor(i / 4) * t;
      const c = pc(p, i + rng.int(0, 3));
      const kind = rng.int(0, 4);
      if (kind === 0) body += `<circle cx="${x + t / 2}" cy="${y + t / 2}" r="${t * 0.38}" fill="${c}"/>`;
      else if (kind === 1) body += `<path d="M${x} ${y + t} A${t} ${t} 0 0 1 ${x + t} ${y}L${x + t} ${y + t}z" fill="${c}"/>`;
      else if (kind === 2) body += `<path d="M${x + t / 2} ${y + 30} L${x + t - 30} ${y + t - 30} L${x + 30} ${y + t - 30}z" fill="${c}"/>`;
      else if (kind === 3) body += `<rect x="${x + 40}" y="${y + 40}" width="${t - 80}" height="${t - 80}" fill="${c}"/>`;
      else body += `<rect x="${x}" y="${y + t / 2 - 20}" width="${t}" height="40" fill="${c}"/><rect x="${x + t / 2 - 20}" y="${y}" width="40" height="${t}" fill="${p.ink}"/>`;
    }
    return { defs: "", body };
  }
  // A strict-grid poster: one big cropped shape, text bars flush left, thin rules.
  const col = W / 12;
  const big = rng.range(300, 460);
  body += `<circle cx="${f(W - rng.range(60, 260))}" cy="${f(rng.range(120, 420))}" r="${f(big)}" fill="${pc(p, 0)}"/>`;
  body += `<rect x="${f(col)}" y="${f(H * 0.55)}" width="${f(col * rng.int(3, 5))}" height="${f(col * rng.int(1, 2))}" fill="${pc(p, 1)}"/>`;
  for (let i = 0; i < 3; i++) body += `<rect x="${f(col)}" y="${f(80 + i * 78)}" width="${f(col * rng.range(4, 7))}" height="56" fill="${p.ink}"/>`;
  for (let i = 0; i < 6; i++) body += `<rect x="${f(col)}" y="${f(H - 210 + i * 26)}" width="${f(col * rng.range(2, 4))}" height="10" fill="${p.ink}" fill-opacity="0.75"/>`;
  for (let i = 0; i < 3; i++) body += `<rect x="${f(col * (6 + i * 2))}" y="${H - 220}" width="1.5" height="170" fill="${p.ink}"/>`;
  return { defs: "", body };
};

const ui: Composer = (p, rng, variant) => {
  const surface = shade(p.bg, luminance(p.bg) > 128 ? 0.6 : 0.12);
  const line = (x: number, y: number, w: number, c = p.ink, h = 12) => `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${h}" rx="${h / 2}" fill="${c}" fill-opacity="0.7"/>`;
  const card = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x + 4}" y="${y + 6}" width="${w}" height="${h}" rx="18" fill="#000" fill-opacity="0.08"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${surface}" stroke="${mix(p.bg, p.ink, 0.15)}" stroke-width="2"/>`;
  let body = `<rect width="${W}" height="${H}" fill="${p.bg}"/>`;
  if (variant === "sample") {
    body += `<rect width="230" height="${H}" fill="${mix(p.bg, p.ink, 0.08)}"/>`;
    for (let i = 0; i < 6; i++) body += line(40, 120 + i * 52, rng.range(90, 150), p.ink, 14);
    body += `<rect x="30" y="${110 + rng.int(0, 5) * 52}" width="170" height="34" rx="10" fill="${pc(p, 0)}" fill-opacity="0.25"/>`;
    for (let i = 0; i < 3; i++) {
      const x = 270 + i * 300;
      body += card(x, 60, 276, 170) + line(x + 24, 90, 110) + `<rect x="${x + 24}" y="130" width="${f(rng.range(120, 200))}" height="40" rx="8" fill="${p.ink}"/>` + line(x + 24, 190, 80, pc(p, i));
    }
    body += card(270, 270, 576, 560);
    const bars = 12;
    for (let i = 0; i < bars; i++) {
      const h = rng.range(80, 380);
      body += `<rect x="${310 + i * 44}" y="${f(780 - h)}" width="26" height="${f(h)}" rx="6" fill="${i % 4 === 3 ? pc(p, 1) : pc(p, 0)}"/>`;
    }
    body += card(870, 270, 276, 560);
    let pts = "";
    for (let i = 0; i <= 8; i++) pts += `${890 + i * 29},${f(420 - rng.range(0, 110))} `;
    body += `<polyline points="${pts.trim()}" fill="none" stroke="${pc(p, 1)}" stroke-width="5" stroke-linejoin="round"/>`;
    for (let i = 0; i < 6; i++) body += line(894, 500 + i * 52, rng.range(120, 220));
    return { defs: "", body };
  }
  // Component sheet: buttons, toggles, inputs, chips and a swatch row.
  for (let i = 0; i < 3; i++) body += `<rect x="${80 + i * 260}" y="90" width="220" height="64" rx="${rng.pick([8, 16, 32])}" fill="${pc(p, i)}"/>` + line(120 + i * 260, 116, 120, surface);
  for (let i = 0; i < 4; i++) {
    const on = rng.next() < 0.6;
    body += `<rect x="${80 + i * 140}" y="220" width="96" height="52" rx="26" fill="${on ? pc(p, 0) : mix(p.bg, p.ink, 0.2)}"/><circle cx="${on ? 80 + i * 140 + 70 : 80 + i * 140 + 26}" cy="246" r="20" fill="${surface}"/>`;
  }
  for (let i = 0; i < 3; i++) body += card(80, 330 + i * 100, 640, 68) + line(110, 358 + i * 100, rng.range(160, 360));
  body += card(790, 90, 330, 540);
  for (let i = 0; i < 5; i++) body += `<circle cx="850" cy="${160 + i * 96}" r="30" fill="${pc(p, i)}"/>` + line(900, 146 + i * 96, rng.range(120, 190)) + line(900, 170 + i * 96, 80, p.ink, 8);
  p.all.forEach((c, i) => (body += `<rect x="${80 + i * 172}" y="710" width="150" height="110" rx="14" fill="${c}" stroke="${mix(p.bg, p.ink, 0.2)}" stroke-width="2"/>`));
  return { defs: "", body };
};

/** Block-letter glyphs as paths on a 100x140 cell: no fonts, so output is identical everywhere. */
const GLYPHS: Record<string, string> = {
  A: "M0 140 L38 0 L62 0 L100 140 L74 140 L66 108 L34 108 L26 140Z M40 84 L60 84 L50 42Z",
  E: "M0 0 H96 V26 H28 V56 H84 V82 H28 V114 H96 V140 H0Z",
  H: "M0 0 H28 V56 H72 V0 H100 V140 H72 V84 H28 V140 H0Z",
  L: "M0 0 H28 V114 H92 V140 H0Z",
  O: "M50 0 C84 0 100 30 100 70 C100 110 84 140 50 140 C16 140 0 110 0 70 C0 30 16 0 50 0Z M50 26 C34 26 28 44 28 70 C28 96 34 114 50 114 C66 114 72 96 72 70 C72 44 66 26 50 26Z",
  T: "M0 0 H100 V26 H64 V140 H36 V26 H0Z",
  N: "M0 0 H26 L74 92 V0 H100 V140 H74 L26 48 V140 H0Z",
  S: "M96 30 C88 8 70 0 50 0 C20 0 4 16 4 40 C4 88 72 66 72 100 C72 110 62 116 50 116 C36 116 26 110 22 96 L0 106 C8 130 28 140 50 140 C80 140 98 124 98 98 C98 50 30 72 30 40 C30 30 38 24 50 24 C62 24 70 30 74 40Z",
};

const typography: Composer = (p, rng, variant) => {
  let body = `<rect width="${W}" height="${H}" fill="${p.bg}"/>`;
  const letters = Object.keys(GLYPHS);
  if (variant === "sample") {
    // A word of four glyphs, each stretched to a different width, plus a column of text bars.
    const word = Array.from({ length: 4 }, () => rng.pick(letters));
    const widths = word.map(() => rng.range(0.6, 2.2));
    const total = widths.reduce((a, b) => a + b, 0);
    let x = 70;
    const scaleY = 3.4;
    word.forEach((ch, i) => {
      const sx = ((W - 140 - 3 * 16) * ((widths[i] as number) / total)) / 100;
      body += `<path transform="translate(${f(x)} 90) scale(${sx.toFixed(3)} ${scaleY})" d="${GLYPHS[ch]}" fill="${i === rng.int(0, 3) ? pc(p, 0) : p.ink}"/>`;
      x += sx * 100 + 16;
    });
    for (let i = 0; i < 5; i++) body += `<rect x="70" y="${640 + i * 40}" width="${f(rng.range(420, 760))}" height="16" fill="${p.ink}" fill-opacity="0.8"/>`;
    body += `<rect x="900" y="640" width="230" height="176" fill="${pc(p, 1)}"/>`;
    return { defs: "", body };
  }
  // Specimen sheet: baseline grid, cap-height guides and glyphs at three sizes.
  for (let y = 60; y < H; y += 30) body += `<rect x="0" y="${y}" width="${W}" height="1" fill="${p.ink}" fill-opacity="0.12"/>`;
  const big = rng.pick(letters);
  body += `<rect x="60" y="90" width="1080" height="2" fill="${pc(p, 0)}"/><rect x="60" y="510" width="1080" height="2" fill="${pc(p, 0)}"/>`;
  body += `<path transform="translate(80 90) scale(3)" d="${GLYPHS[big]}" fill="${p.ink}"/>`;
  body += `<circle cx="${f(80 + rng.range(60, 240))}" cy="${f(rng.range(160, 440))}" r="46" fill="none" stroke="${pc(p, 1)}" stroke-width="5"/>`;
  for (let i = 0; i < 5; i++) body += `<path transform="translate(${470 + i * 132} 230) scale(1.05)" d="${GLYPHS[rng.pick(letters)]}" fill="${i % 2 ? p.ink : pc(p, 1)}"/>`;
  for (let i = 0; i < 12; i++) body += `<path transform="translate(${80 + i * 88} 640) scale(0.56)" d="${GLYPHS[rng.pick(letters)]}" fill="${p.ink}"/>`;
  return { defs: "", body };
};

const film: Composer = (p, rng, variant) => {
  const g = grainPattern("grain", rng, 0.45);
  const dark = shade(p.ink, -0.4);
  const frame = (x: number, y: number, w: number, h: number, k: number) => {
    const horizon = y + h * rng.range(0.55, 0.75);
    const defs = `<linearGradient id="fs${k}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(pc(p, k), -0.45)}"/><stop offset="1" stop-color="${shade(pc(p, k + 1), 0.05)}"/></linearGradient><radialGradient id="glow${k}"><stop offset="0" stop-color="${shade(pc(p, k + 2), 0.5)}" stop-opacity="0.9"/><stop offset="1" stop-color="${pc(p, k + 2)}" stop-opacity="0"/></radialGradient>`;
    let body = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="url(#fs${k})"/>`;
    for (let i = 0; i < 3; i++) {
      const r = h * rng.range(0.12, 0.3);
      body += `<circle cx="${f(x + w * rng.range(0.1, 0.9))}" cy="${f(horizon - h * rng.range(0.05, 0.3))}" r="${f(r)}" fill="url(#glow${k})"/>`;
    }
    let ridge = `M${f(x)} ${f(horizon)}`;
    for (let i = 1; i <= 8; i++) ridge += ` L${f(x + (w * i) / 8)} ${f(horizon - h * rng.range(0, 0.12))}`;
    body += `<path d="${ridge} L${f(x + w)} ${f(y + h)} L${f(x)} ${f(y + h)}Z" fill="${dark}"/>`;
    body += `<rect x="${f(x + w * rng.range(0.3, 0.7))}" y="${f(horizon - h * 0.16)}" width="${f(w * 0.012)}" height="${f(h * 0.16)}" fill="${dark}"/>`;
    return { defs, body };
  };
  if (variant === "sample") {
    const bar = (H - W / 2.39) / 2; // letterbox to 2.39:1
    const s = frame(0, bar, W, H - 2 * bar, 0);
    const leak = `<radialGradient id="leak" cx="100%" cy="30%" r="60%"><stop offset="0" stop-color="#ff7a1a" stop-opacity="0.55"/><stop offset="1" stop-color="#ff7a1a" stop-opacity="0"/></radialGradient>`;
    return {
      defs: s.defs + g + leak,
      body: `<rect width="${W}" height="${H}" fill="#050505"/>${s.body}<rect x="0" y="${f(bar)}" width="${W}" height="${f(H - 2 * bar)}" fill="url(#leak)"/><rect x="0" y="${f(bar)}" width="${W}" height="${f(H - 2 * bar)}" fill="url(#grain)"/>`,
    };
  }
  // Two filmstrips with sprocket holes, three frames each.
  let defs = g;
  let body = `<rect width="${W}" height="${H}" fill="${shade(p.bg, -0.2)}"/>`;
  for (let s = 0; s < 2; s++) {
    const y = 70 + s * 420;
    body += `<rect x="0" y="${y}" width="${W}" height="340" fill="#111"/>`;
    for (let i = 0; i < 30; i++) body += `<rect x="${10 + i * 40}" y="${y + 12}" width="22" height="16" rx="3" fill="${shade(p.bg, -0.2)}"/><rect x="${10 + i * 40}" y="${y + 312}" width="22" height="16" rx="3" fill="${shade(p.bg, -0.2)}"/>`;
    for (let i = 0; i < 3; i++) {
      const fr = frame(30 + i * 390, y + 44, 360, 252, s * 3 + i);
      defs += fr.defs;
      body += fr.body;
    }
  }
  return { defs, body: body + `<rect width="${W}" height="${H}" fill="url(#grain)"/>` };
};

const COMPOSERS: Record<string, Composer> = {
  photography,
  illustration,
  painting,
  "3d": threeD,
  "graphic-design": graphicDesign,
  ui,
  typography,
  film,
};

/** The SVG document for one of a style's images. Same input, same string. */
export function styleArtSvg(input: ArtInput, variant: ArtVariant): string {
  const compose = COMPOSERS[input.category] ?? graphicDesign;
  const { defs, body } = compose(paletteOf(input), rngFor(`${input.slug}:${variant}`), variant);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}</defs>${body}</svg>`;
}
