// Scenes with space in them: a landscape on a horizon, a one-point-perspective room or stage,
// objects on a tabletop or plinth, and forms floating in a void. Each paints into a frame (the
// whole sheet, a film frame or one comic panel), places the brief's motifs, and lets the Surface
// render every shape in the style's medium.
import type { ArtBrief, Motif } from "./art-brief";
import { blob, ellipse, poly, rect } from "./art-canvas";
import { colorFor, f, mix, type Palette, shade } from "./art-kit";
import { colorOfLight, MOTIFS } from "./art-motifs";
import type { Box, Surface } from "./art-surface";

export type ScenePainter = (s: Surface, frame: Box, variant: number) => void;

const STANDING: Motif[] = ["house", "tower", "tree", "pine", "windmill", "boat", "car", "lamp", "plant", "flower"];

/** The brief's motifs that stand on the ground, in an order a variant rotates. */
function standing(b: ArtBrief, variant: number, fallback: Motif[]): Motif[] {
  const found = b.motifs.filter((m) => STANDING.includes(m));
  const list = found.length > 0 ? found : fallback;
  return list.map((_, i) => list[(i + variant) % list.length]!);
}

function skyColor(p: Palette): string {
  return colorFor(p, /sky|backdrop|haze|overcast|fog|mist|daylight|dominant tone|background|canvas/, p.bg);
}

function landColor(p: Palette): string {
  return colorFor(p, /land|ground|grass|lawn|garden|foliage|moss|meadow|trees|sand|concrete|mid ?tones|asphalt/, p.accents[1] ?? p.ink);
}

export const landscape: ScenePainter = (s, fr, variant) => {
  const { brief: b, p, rng, c } = s;
  const horizonY = fr.y + fr.h * (b.horizon ?? 0.62) + (variant ? fr.h * rng.range(-0.05, 0.05) : 0);
  const sky = skyColor(p);
  const top = b.night ? shade(p.ink, 0.05) : b.key === "low" ? shade(sky, -0.35) : shade(sky, 0.05);
  const low = b.night ? mix(p.ink, colorOfLight(s), 0.25) : shade(sky, 0.25);
  if (b.technique === "soft" || b.technique === "wash" || b.technique === "halftone" || b.technique === "engraving" || b.technique === "line") {
    c.add(`<path d="${rect(fr.x, fr.y, fr.w, horizonY - fr.y + 2)}" fill="${b.technique === "soft" || b.technique === "wash" ? c.linear([[0, top], [1, low]]) : sky}"/>`);
  } else s.shape(rect(fr.x, fr.y, fr.w, horizonY - fr.y + 2), sky, { box: { x: fr.x, y: fr.y, w: fr.w, h: horizonY - fr.y }, bare: true });

  // One light low in the sky: a sun, a moon, or the glow of dusk.
  if (b.motifs.includes("sun") || b.motifs.includes("moon") || (b.glow && !b.night)) {
    const gx = fr.x + fr.w * (variant ? 0.28 : 0.68);
    const warm = colorFor(p, /glow|sun|amber|highlight|horizon light/, p.accents[0]!);
    c.add(`<circle cx="${f(gx)}" cy="${f(horizonY - fr.h * 0.05)}" r="${f(fr.h * 0.45)}" fill="${c.radial([[0, warm, 0.75], [0.25, warm, 0.3], [1, warm, 0]])}"/>`);
    MOTIFS.sun!(s, gx, horizonY - fr.h * 0.04, fr.h * 0.09, shade(warm, 0.3));
  }
  // Distant hills or mountains, paled by the air between.
  if (b.motifs.includes("mountain") || b.technique === "brush") {
    const layers = 2;
    for (let k = 0; k < layers; k++) {
      const base = horizonY + k * fr.h * 0.05;
      const amp = fr.h * (b.motifs.includes("mountain") ? 0.22 : 0.1) * (1 - k * 0.3);
      let d = `M${f(fr.x)} ${f(base)}`;
      const n = 6;
      for (let i = 0; i <= n; i++) d += `L${f(fr.x + (fr.w * i) / n)} ${f(base - amp * rng.range(0.3, 1))}`;
      d += `L${f(fr.x + fr.w)} ${f(fr.y + fr.h)}L${f(fr.x)} ${f(fr.y + fr.h)}z`;
      const col = mix(k === layers - 1 ? landColor(p) : p.accents[(k + 2) % p.accents.length]!, sky, b.haze ? 0.55 - k * 0.15 : 0.2);
      s.shape(d, col, { box: { x: fr.x, y: base - amp, w: fr.w, h: fr.y + fr.h - base + amp } });
    }
  }
  // Ground, or water up to a near shore.
  const water = b.motifs.includes("water");
  const groundTop = water ? horizonY + fr.h * 0.16 : horizonY;
  if (water) {
    const wc = colorFor(p, /water|sea|lake|pool|fjord|reflection/, mix(sky, p.ink, 0.25));
    s.shape(rect(fr.x, horizonY, fr.w, fr.y + fr.h - horizonY), wc, { box: { x: fr.x, y: horizonY, w: fr.w, h: fr.h * 0.2 }, bare: true });
    let glints = "";
    for (let i = 0; i < 10; i++) glints += rect(fr.x + rng.range(0, 0.9) * fr.w, horizonY + rng.range(0.01, 0.15) * fr.h, rng.range(20, 90), 2);
    c.add(`<path d="${glints}" fill="${shade(wc, 0.5)}" fill-opacity="0.6"/>`);
  }
  const land = landColor(p);
  s.shape(rect(fr.x, groundTop, fr.w, fr.y + fr.h - groundTop), land, { box: { x: fr.x, y: groundTop, w: fr.w, h: fr.y + fr.h - groundTop }, bare: true });
  const planes = b.says("composition", /stacked planes|stage flats/) ? 3 : 0;
  for (let k = 1; k <= planes; k++) {
    // Stage flats: each plane a wavy band in front of the last, holding its own row of things.
    const top = groundTop + (fr.y + fr.h - groundTop) * (k / (planes + 1)) * 0.9;
    let d = `M${f(fr.x)} ${f(top)}`;
    for (let i = 1; i <= 4; i++) d += `Q${f(fr.x + (fr.w * (i - 0.5)) / 4)} ${f(top - fr.h * rng.range(0.03, 0.09))} ${f(fr.x + (fr.w * i) / 4)} ${f(top)}`;
    d += `V${f(fr.y + fr.h)}H${f(fr.x)}z`;
    s.shape(d, p.accents[(k + 1) % p.accents.length]!, { box: { x: fr.x, y: top, w: fr.w, h: fr.y + fr.h - top }, bare: true });
    for (let i = 0; i < 3; i++) {
      const m = (["tree", "house", "tree"] as const)[(i + k + variant) % 3]!;
      MOTIFS[m]!(s, fr.x + fr.w * ((i + 0.3 + (k % 2) * 0.35) / 3), top + 4, fr.h * (0.1 + k * 0.04), p.accents[(i + k) % p.accents.length]!);
    }
  }
  if (b.says("*", /road|parking|asphalt|street|pavement|alley/)) {
    const road = colorFor(p, /road|asphalt|concrete|pavement|midtones/, mix(land, p.ink, 0.4));
    const ry = groundTop + (fr.y + fr.h - groundTop) * 0.45;
    s.shape(rect(fr.x, ry, fr.w, fr.h * 0.14), road, { box: { x: fr.x, y: ry, w: fr.w, h: fr.h * 0.14 }, bare: true, technique: b.technique === "brush" ? "brush" : "flat" });
    let dash = "";
    for (let x = fr.x + 20; x < fr.x + fr.w; x += 90) dash += rect(x, ry + fr.h * 0.065, 44, 5);
    c.add(`<path d="${dash}" fill="${shade(road, 0.55)}" fill-opacity="0.8"/>`);
  }

  // What stands on the horizon: evenly, with no hero, or a few at varied sizes.
  const things = standing(b, variant, b.night ? ["tower", "lamp"] : ["tree", "house"]);
  const count = b.says("composition", /equal weight|no single hero|rows?/) ? 6 : b.night ? 7 : 4;
  const far = b.says("composition", /vast|tiny figure/);
  if (b.says("composition", /two-point perspective/)) block(s, fr, groundTop, variant);
  for (let i = 0; i < count; i++) {
    const m = things[i % things.length]!;
    const paint = MOTIFS[m];
    if (!paint) continue;
    const x = fr.x + fr.w * ((i + 0.5) / count) + rng.range(-0.04, 0.04) * fr.w;
    const size = fr.h * (far ? 0.05 : m === "tower" ? rng.range(0.3, 0.5) : m === "lamp" ? 0.34 : m === "car" ? 0.07 : rng.range(0.12, 0.2));
    const onY = m === "boat" && water ? horizonY + fr.h * 0.08 : groundTop + (m === "lamp" ? fr.h * 0.12 : 2);
    paint(s, x, onY, size, m === "house" || m === "tower" ? p.accents[(i + 2) % p.accents.length]! : m === "lamp" ? colorOfLight(s) : mix(land, p.ink, 0.35));
  }
  if (b.night && b.reflections) {
    // Wet ground: each light repeated as a vertical smear below the horizon.
    const lights = [colorOfLight(s), ...p.accents.slice(0, 3)];
    for (let i = 0; i < 9; i++) {
      const x = fr.x + rng.range(0.05, 0.95) * fr.w;
      c.add(`<rect x="${f(x)}" y="${f(groundTop + 4)}" width="${f(rng.range(8, 26))}" height="${f((fr.y + fr.h - groundTop) * rng.range(0.4, 0.95))}" fill="${c.linear([[0, lights[i % lights.length]!, 0.7], [1, lights[i % lights.length]!, 0]])}"/>`);
    }
  }
  figures(s, fr, groundTop, variant);
};

/** A big building seen from a low eye level in two-point perspective: two lit and shaded faces,
 *  board-mark lines, and the long shadow it throws across the ground. */
function block(s: Surface, fr: Box, groundY: number, variant: number): void {
  const { p, c } = s;
  const concrete = colorFor(p, /concrete|building/, p.accents[0]!);
  const sun = colorFor(p, /sun|amber|golden/, p.accents[1]!);
  const shadow = colorFor(p, /shadow|slate|shade/, shade(concrete, -0.4));
  const cx = fr.x + fr.w * (variant ? 0.38 : 0.56);
  const top = fr.y + fr.h * 0.12;
  const left = fr.x + fr.w * 0.08;
  const right = fr.x + fr.w * 0.94;
  const lit = poly([[left, groundY - fr.h * 0.28], [cx, top], [cx, groundY + fr.h * 0.08], [left, groundY]]);
  const dark = poly([[cx, top], [right, groundY - fr.h * 0.34], [right, groundY], [cx, groundY + fr.h * 0.08]]);
  c.add(`<path d="${poly([[cx, groundY + fr.h * 0.08], [right, groundY], [fr.x + fr.w, fr.y + fr.h], [cx - fr.w * 0.2, fr.y + fr.h]])}" fill="${shadow}" fill-opacity="0.7"/>`);
  s.shape(lit, mix(concrete, sun, 0.45), { box: { x: left, y: top, w: cx - left, h: groundY - top } });
  s.shape(dark, shade(mix(concrete, shadow, 0.5), -0.1), { box: { x: cx, y: top, w: right - cx, h: groundY - top } });
  // Board marks and window bands follow each face's vanishing lines.
  let lines = "";
  for (let k = 1; k < 9; k++) {
    const t = k / 9;
    lines += `M${f(left)} ${f(groundY - fr.h * 0.28 + (fr.h * 0.28) * t)}L${f(cx)} ${f(top + (groundY + fr.h * 0.08 - top) * t)}`;
    lines += `M${f(cx)} ${f(top + (groundY + fr.h * 0.08 - top) * t)}L${f(right)} ${f(groundY - fr.h * 0.34 + fr.h * 0.34 * t)}`;
  }
  c.add(`<path d="${lines}" stroke="${shade(concrete, -0.35)}" stroke-width="3" stroke-opacity="0.5" fill="none"/>`);
}

/** People in the scene, as the brief sizes them: tiny in the lower third, small mid-stride, or large and
 *  close to the lens (cut off by the frame when the framing is casual). */
function figures(s: Surface, fr: Box, groundY: number, variant: number): void {
  const b = s.brief;
  if (b.figures === "none") return;
  const col = colorFor(s.p, /figure|skin|clothing|character|costume|people/, b.night ? shade(s.p.ink, -0.2) : s.p.ink);
  if (b.figures === "tiny") {
    MOTIFS.figure!(s, fr.x + fr.w * (variant ? 0.3 : 0.62), groundY + fr.h * 0.12, fr.h * 0.05, shade(s.p.ink, -0.2));
    return;
  }
  if (b.figures === "small") {
    MOTIFS.figure!(s, fr.x + fr.w * (variant ? 0.7 : 0.4), groundY + fr.h * 0.2, fr.h * 0.16, b.night ? shade(s.p.ink, -0.3) : col);
    return;
  }
  const n = b.says("composition", /formation|lined up|flat staging/) ? 5 : 2;
  for (let i = 0; i < n; i++) {
    const x = fr.x + fr.w * (n === 2 ? 0.3 + i * 0.42 : 0.18 + i * 0.16);
    const h = fr.h * (n === 2 ? 0.75 - i * 0.12 : 0.34);
    MOTIFS.figure!(s, x, groundY + fr.h * (n === 2 ? 0.38 : 0.22), h, s.p.accents[(i + variant) % s.p.accents.length]!);
  }
}

/** A one-point-perspective room, set or stage, square to the back wall. */
export const room: ScenePainter = (s, fr, variant) => {
  const { brief: b, p, c } = s;
  const cx = fr.x + fr.w / 2;
  const bw = fr.w * 0.5;
  const bh = fr.h * 0.5;
  const bx = cx - bw / 2;
  const by = fr.y + fr.h * 0.18;
  const wall = colorFor(p, /wall|linen|background|backdrop|canvas|set dressing/, p.bg);
  const floor = colorFor(p, /wood|floor|birch|card|set/, mix(wall, p.ink, 0.3));
  const side = shade(wall, b.key === "low" ? -0.55 : -0.12);
  const corners = { tl: [fr.x, fr.y], tr: [fr.x + fr.w, fr.y], bl: [fr.x, fr.y + fr.h], br: [fr.x + fr.w, fr.y + fr.h] } as const;
  s.shape(poly([[...corners.tl], [bx, by], [bx, by + bh], [...corners.bl]]), side, { box: fr, bare: true });
  s.shape(poly([[...corners.tr], [bx + bw, by], [bx + bw, by + bh], [...corners.br]]), side, { box: fr, bare: true });
  s.shape(poly([[...corners.tl], [...corners.tr], [bx + bw, by], [bx, by]]), shade(wall, b.key === "low" ? -0.65 : -0.05), { box: fr, bare: true });
  s.shape(poly([[...corners.bl], [bx, by + bh], [bx + bw, by + bh], [...corners.br]]), floor, { box: { x: fr.x, y: by + bh, w: fr.w, h: fr.h - bh }, bare: true });
  s.shape(rect(bx, by, bw, bh), b.key === "low" ? shade(wall, -0.45) : wall, { box: { x: bx, y: by, w: bw, h: bh } });

  const stage = b.motifs.includes("curtain");
  if (stage) {
    // A painted backdrop on the back wall and curtains framing the proscenium.
    s.shape(rect(bx, by, bw, bh * 0.7), colorFor(p, /sky|backdrop/, p.accents[1]!), { box: { x: bx, y: by, w: bw, h: bh } });
    MOTIFS.sun!(s, cx + bw * 0.2, by + bh * 0.4, bh * 0.22, colorFor(p, /yellow|accent/, p.accents[2]!));
    const red = colorFor(p, /costume|red|curtain/, p.accents[0]!);
    for (const dir of [-1, 1]) {
      const x0 = dir < 0 ? fr.x : fr.x + fr.w;
      s.shape(`M${f(x0)} ${f(fr.y)}h${f(dir * fr.w * 0.2)}q${f(-dir * fr.w * 0.05)} ${f(fr.h * 0.5)} ${f(-dir * fr.w * 0.1)} ${f(fr.h)}h${f(-dir * fr.w * 0.1)}z`, red, { box: { x: x0 - (dir < 0 ? 0 : fr.w * 0.2), y: fr.y, w: fr.w * 0.2, h: fr.h }, form: "round" });
    }
    s.shape(rect(fr.x, fr.y, fr.w, fr.h * 0.08), shade(red, -0.2), { box: fr, bare: true });
  } else if (b.motifs.includes("window") || !b.motifs.includes("door")) {
    // Windows (or doors, for a lobby or carriage) on the back wall, mirrored when the style is symmetrical.
    const n = b.symmetric ? 3 : 1;
    for (let i = 0; i < n; i++) {
      const ww = bw * (b.symmetric ? 0.2 : 0.34);
      const wx = b.symmetric ? bx + bw * (0.16 + i * 0.34) - ww / 2 + bw * 0.02 : bx + bw * (variant ? 0.12 : 0.56);
      const wy = by + bh * 0.14;
      const wh = bh * 0.62;
      const light = b.key === "low" ? colorOfLight(s) : shade(skyColor(p), 0.6);
      s.shape(rect(wx, wy, ww, wh), light, { box: { x: wx, y: wy, w: ww, h: wh }, technique: "flat" });
      c.add(`<path d="${rect(wx + ww / 2 - 3, wy, 6, wh)}${rect(wx, wy + wh * 0.45, ww, 6)}" fill="${shade(wall, -0.25)}"/>`);
      if (!b.symmetric && b.key !== "low") {
        // Window light falling across the floor.
        c.add(`<path d="${poly([[wx, by + bh], [wx + ww, by + bh], [wx + ww * 2.2, fr.y + fr.h], [wx - ww * 0.4, fr.y + fr.h]])}" fill="#ffffff" fill-opacity="0.16"/>`);
      }
    }
  }
  let doorX: number | null = null;
  if (b.motifs.includes("door") || b.says("composition", /doorway/)) {
    const dw = bw * 0.3;
    const dx = b.symmetric ? cx - dw / 2 : bx + bw * (variant ? 0.6 : 0.12);
    const lit = b.key === "low" ? mix(colorOfLight(s), p.accents[0]!, 0.5) : colorFor(p, /door|uniform/, p.accents[1]!);
    s.shape(rect(dx, by + bh * 0.12, dw, bh * 0.88), lit, { box: { x: dx, y: by, w: dw, h: bh }, technique: b.key === "low" ? "soft" : undefined });
    if (b.key === "low") c.add(`<path d="${poly([[dx, by + bh], [dx + dw, by + bh], [dx + dw * 2.4, fr.y + fr.h], [dx - dw * 0.8, fr.y + fr.h]])}" fill="${lit}" fill-opacity="0.22"/>`);
    doorX = dx + dw / 2;
  }
  if (b.symmetric) {
    for (const dx of [-1, 1]) MOTIFS.lamp!(s, cx + dx * bw * 0.62, fr.y + fr.h * 0.82, fr.h * 0.3, colorOfLight(s));
  }
  // Furniture and people.
  const floorY = by + bh + (fr.y + fr.h - by - bh) * 0.55;
  if (b.motifs.includes("chair") && b.figures === "none") MOTIFS.chair!(s, fr.x + fr.w * (variant ? 0.3 : 0.64), floorY, fr.h * 0.3, colorFor(p, /accent|pine|dark/, p.ink));
  if (b.motifs.includes("vase") && !b.symmetric) MOTIFS.vase!(s, bx + bw * (variant ? 0.8 : 0.25), by + bh * 0.78, bh * 0.22, colorFor(p, /accent|ceramic/, p.accents[2]!));
  if (b.motifs.includes("character")) {
    for (let i = 0; i < 2; i++) MOTIFS.character!(s, cx + (i ? 1 : -1) * fr.w * 0.14, floorY + fr.h * 0.08, fr.h * (i ? 0.34 : 0.42), p.accents[(i + variant) % p.accents.length]!);
  } else if (b.figures !== "none") {
    const n = b.says("composition", /formation|lined up/) ? 5 : 1;
    const col = b.key === "low" ? shade(p.ink, -0.3) : colorFor(p, /uniform|costume|figure|accent/, p.accents[0]!);
    for (let i = 0; i < n; i++) {
      // A lone figure stands in the doorway as a silhouette when there is one.
      const inDoor = n === 1 && doorX !== null && b.key === "low";
      const x = inDoor ? doorX! : n === 1 ? (b.symmetric || b.centred ? cx : bx + bw * 0.2) : cx + (i - (n - 1) / 2) * fr.w * 0.12;
      MOTIFS.figure!(s, x, inDoor ? by + bh : floorY + fr.h * 0.05, fr.h * (inDoor ? 0.36 : n === 1 ? 0.42 : 0.3), n === 1 ? col : p.accents[(i + variant) % p.accents.length]!);
    }
  }
};

/** Objects on a ledge, a plinth or a paper sweep, lit from one side with the shadows it casts. */
export const tabletop: ScenePainter = (s, fr, variant) => {
  const { brief: b, p, c, rng } = s;
  const back = colorFor(p, /backdrop|sweep|background|canvas/, p.bg);
  const floorY = fr.y + fr.h * 0.68;
  if (b.key === "low") {
    c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${c.radial([[0, shade(back, 0.12)], [1, shade(back, -0.3)]], b.light === "left" ? 0.25 : 0.5, 0.3, 0.8)}"/>`);
  } else {
    c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${c.linear([[0, shade(back, 0.1)], [0.68, back], [1, shade(back, -0.08)]])}"/>`);
  }
  if (b.says("composition", /filling the canvas|close, cropped/)) {
    // One subject cropped by the frame, filling it.
    s.shape(rect(fr.x, fr.y, fr.w, fr.h), colorFor(p, /sky|sea|background/, p.accents[0]!), { box: fr, bare: true });
    const m = b.motifs.includes("flower") ? "flower" : "fruit";
    MOTIFS[m]!(s, fr.x + fr.w * (variant ? 0.38 : 0.55), fr.y + fr.h * 1.25, fr.h * 1.3, colorFor(p, /petal|yellow|sun/, p.accents[1]!));
    return;
  }
  const ledge = colorFor(p, /stone|ledge|plinth|prop/, mix(back, p.ink, b.key === "low" ? 0.2 : 0.15));
  s.shape(rect(fr.x, floorY, fr.w, fr.y + fr.h - floorY), b.key === "low" ? shade(ledge, -0.4) : shade(back, -0.06), { box: { x: fr.x, y: floorY, w: fr.w, h: fr.h * 0.32 }, bare: true });
  const shadow = colorFor(p, /shadow/, shade(back, -0.35));
  const cast = (x: number, y: number, w: number, h: number) => {
    // The hard shadow of a w x h object at (x, y), thrown away from the light along the floor.
    const dir = b.light === "left" ? 1 : -1;
    const len = b.hardShadows ? h * 1.1 : h * 0.35;
    c.add(`<path d="${poly([[x - w / 2, y], [x + w / 2, y], [x + w / 2 + dir * len, y - len * 0.28], [x - w / 2 + dir * len, y - len * 0.28]])}" fill="${shadow}" fill-opacity="${b.hardShadows ? 0.75 : 0.3}"/>`);
  };
  if (b.motifs.includes("plinth") || b.centred) {
    const cx = fr.x + fr.w * (b.says("composition", /open space on one side/) ? (variant ? 0.62 : 0.34) : 0.5);
    const ph = fr.h * 0.18;
    cast(cx, floorY + fr.h * 0.06, fr.w * 0.26, ph + fr.h * 0.3);
    MOTIFS.plinth!(s, cx, floorY + fr.h * 0.06, ph, colorFor(p, /plinth|prop|butter|secondary/, p.accents[2]!));
    const m: Motif = b.motifs.includes("character") ? "character" : "bottle";
    MOTIFS[m]!(s, cx, floorY + fr.h * 0.06 - ph, fr.h * (m === "character" ? 0.46 : 0.36), colorFor(p, /main body|accent prop|product|body/, p.accents[variant % p.accents.length]!));
    return;
  }
  // A loose pyramid: the tall thing in the middle, smaller ones either side, one tipping over the edge.
  const cx = fr.x + fr.w * 0.5;
  const items: [Motif, number, number][] = [["vase", -0.02, 0.42], ["bread", -0.22, 0.08], ["fruit", 0.18, 0.12], ["fruit", 0.27, 0.09], ["bottle", -0.34, 0.3], ["fruit", 0.38, 0.08]];
  items.forEach(([m, dx, h], i) => {
    const x = cx + (dx + (variant ? 0.03 : 0)) * fr.w;
    const y = floorY + fr.h * (i % 2 ? 0.08 : 0.04) + rng.range(0, 6);
    cast(x, y, h * fr.h * 0.6, h * fr.h);
    MOTIFS[m]!(s, x, y, h * fr.h, p.accents[(i + 1 + variant) % p.accents.length]!);
  });
};

/** Forms floating in empty space: chrome blobs and rings, or a floating island. */
export const floating: ScenePainter = (s, fr, variant) => {
  const { brief: b, p, c, rng } = s;
  const bg = colorFor(p, /background|backdrop|void/, p.bg);
  c.add(`<path d="${rect(fr.x, fr.y, fr.w, fr.h)}" fill="${c.radial([[0, shade(bg, b.key === "low" || b.night ? 0.25 : 0.1)], [1, shade(bg, -0.25)]], 0.5, 0.45, 0.75)}"/>`);
  const cx = fr.x + fr.w * 0.5;
  const cy = fr.y + fr.h * 0.48;
  if (b.motifs.includes("island")) {
    const r = fr.w * 0.3;
    const rock = colorFor(p, /rock|shadow|mauve/, p.ink);
    s.shape(poly([[cx - r, cy], [cx + r, cy], [cx + r * 0.3, cy + r * 0.7], [cx - r * 0.05, cy + r * 1.05], [cx - r * 0.45, cy + r * 0.6]]), rock, { box: { x: cx - r, y: cy, w: 2 * r, h: r * 1.05 } });
    s.shape(poly([[cx - r, cy], [cx - r * 0.5, cy - r * 0.38], [cx + r * 0.5, cy - r * 0.38], [cx + r, cy]]), colorFor(p, /grass|meadow/, p.accents[0]!), { box: { x: cx - r, y: cy - r * 0.38, w: 2 * r, h: r * 0.38 } });
    s.shape(poly([[cx + r * 0.1, cy - r * 0.12], [cx + r * 0.45, cy - r * 0.3], [cx + r * 0.75, cy - r * 0.08], [cx + r * 0.35, cy + r * 0.02]]), colorFor(p, /water/, p.accents[1]!), { box: { x: cx, y: cy - r * 0.3, w: r * 0.8, h: r * 0.3 } });
    const on: Motif[] = ["pine", "pine", "house", "windmill", "pine"];
    on.forEach((m, i) => MOTIFS[m]!(s, cx - r * 0.6 + i * r * 0.28 + (variant ? 12 : 0), cy - r * 0.16 - (i % 2) * r * 0.1, r * (m === "windmill" ? 0.5 : 0.3), m === "pine" ? shade(colorFor(p, /grass/, p.accents[0]!), -0.3) : p.accents[(i + 2) % p.accents.length]!));
    return;
  }
  // Chrome: a banded gradient reads as a mirror of a bright studio; gels tint the bands.
  const chrome = (c0: string) =>
    c.linear([[0, shade(c0, 0.7)], [0.32, c0], [0.45, shade(bg, 0.1)], [0.52, shade(c0, 0.8)], [0.7, p.accents[1] ?? c0], [0.85, shade(c0, -0.4)], [1, p.accents[2] ?? c0]], 0.35, 1);
  const metal = colorFor(p, /chrome|metal|main material/, p.accents[0]!);
  const forms = b.motifs.includes("torus") ? ["blob", "torus", "blob"] : ["blob", "blob", "blob"];
  forms.forEach((kind, i) => {
    const x = cx + (i - 1) * fr.w * 0.26 + (variant ? fr.w * 0.05 : 0);
    const y = cy + (i === 1 ? -fr.h * 0.06 : fr.h * 0.1) + rng.range(-20, 20);
    const r = fr.h * (i === 1 ? 0.22 : 0.13);
    const d = kind === "torus" ? `${ellipse(x, y, r * 1.3, r)}${ellipse(x, y, r * 0.55, r * 0.36)}` : blob(x, y, r, Array.from({ length: 6 }, () => rng.next()));
    c.add(`<path d="${d}" fill="${chrome(metal)}" fill-rule="evenodd"/>`);
    c.add(`<path d="${ellipse(x - r * 0.35, y - r * 0.45, r * 0.28, r * 0.12)}" fill="#ffffff" fill-opacity="0.85"/>`);
  });
};
