// The style check, calibrated on the seed gallery (`npm run eval -- --only check`):
//   1. each visual style's own pictures against every visual style: own scores above other styles'
//      in at least 90% of pairs; the score distributions and the area under the ROC curve;
//   2. the same shapes painted in a style's palette and in another style's: the own palette wins;
//   3. each writing voice's own sample against texts of other registers from the labelled text set
//      (a hype post, a license, a man page...): the own sample wins.
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { differenceCiede2000 } from "culori";
import sharp from "sharp";
import { checkImageAgainst, checkTextAgainst } from "@/lib/check";
import { analyzeImage } from "@/lib/extraction/analyzers/image";
import { analyzeText } from "@/lib/extraction/analyzers/text";
import { GALLERY } from "@/lib/seed/gallery";
import { seedSnapshot } from "@/lib/seed/snapshot";
import type { ColorValue } from "@/lib/styles/blocks";
import { hasLook, hasVoice, visibleBlocks } from "@/lib/styles/content";
import type { StyleSnapshot } from "@/lib/styles/snapshot";

const IMAGES = path.resolve("prisma/seed-images/styles");
const TEXTS = path.join(import.meta.dirname, "texts");

const snapshotOf = (s: (typeof GALLERY)[number]): StyleSnapshot => seedSnapshot(s, { blocks: s.blocks.map((b, position) => ({ ...b, position, enabled: b.enabled ?? true })), referenceImages: [], samples: [] });
const styles = GALLERY.map((s) => ({ slug: s.slug, snapshot: snapshotOf(s) }));
const visual = styles.filter((s) => hasLook(s.snapshot));
const voices = styles.filter((s) => hasVoice(s.snapshot) && !hasLook(s.snapshot));

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
/** P(own > other), ties counting half: the area under the ROC curve of "own" against "other". */
function auc(own: number[], other: number[]): number {
  let wins = 0;
  for (const o of own) for (const x of other) wins += o > x ? 1 : o === x ? 0.5 : 0;
  return wins / Math.max(1, own.length * other.length);
}
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

let failed = false;

// 1. Own pictures against every visual style.
const own: number[] = [];
const other: number[] = [];
let pairs = 0;
let won = 0;
const weakest: { image: string; share: number; best: string }[] = [];
for (const style of visual) {
  for (const variant of ["inspiration-1", "sample-1"]) {
    const file = path.join(IMAGES, style.slug, `${variant}.webp`);
    if (!existsSync(file)) continue;
    const analysis = await analyzeImage(readFileSync(file));
    const scores = visual.map((s) => ({ slug: s.slug, score: checkImageAgainst(s.snapshot, analysis).score }));
    const mine = scores.find((s) => s.slug === style.slug)!.score;
    const others = scores.filter((s) => s.slug !== style.slug);
    own.push(mine);
    other.push(...others.map((o) => o.score));
    const beaten = others.filter((o) => mine > o.score).length;
    pairs += others.length;
    won += beaten;
    const best = others.reduce((a, b) => (b.score > a.score ? b : a));
    weakest.push({ image: `${style.slug}/${variant}`, share: beaten / others.length, best: `${best.slug} ${best.score} vs own ${mine}` });
  }
}
const pairShare = won / Math.max(1, pairs);
console.log(`\nStyle check on the seed gallery: ${visual.length} visual styles, ${own.length} of their own pictures\n`);
console.log(`${"picture".padEnd(48)} beats other styles  strongest other`);
for (const w of weakest.sort((a, b) => a.share - b.share).slice(0, 10)) console.log(`${w.image.padEnd(48)} ${pct(w.share).padStart(18)}  ${w.best}`);
console.log(`\nown scores    mean ${mean(own).toFixed(1)}, p10 ${quantile(own, 0.1)}, median ${quantile(own, 0.5)}`);
console.log(`other scores  mean ${mean(other).toFixed(1)}, median ${quantile(other, 0.5)}, p90 ${quantile(other, 0.9)}`);
console.log(`AUC own against other ${auc(own, other).toFixed(3)}`);
const pairsMet = pairShare >= 0.9;
failed ||= !pairsMet;
console.log(`own above other in ${pct(pairShare)} of ${pairs} pairs   target >= 90%  ${pairsMet ? "met" : "NOT MET"}`);

// 2. The same shapes in the style's palette and in another style's.
function shapes(colors: string[]): Promise<Buffer> {
  const [ground, a, b, c] = [colors[0]!, colors[1] ?? colors[0]!, colors[2] ?? colors[1] ?? colors[0]!, colors[3] ?? colors[0]!];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="100%" height="100%" fill="${ground}"/><circle cx="180" cy="200" r="120" fill="${a}"/><rect x="330" y="70" width="200" height="260" fill="${b}"/><rect x="60" y="330" width="480" height="30" fill="${c}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
const colorsOf = (s: StyleSnapshot) => visibleBlocks(s, "palette").filter((b) => b.type === "color").map((b) => (b.value as ColorValue).hex.slice(0, 7));
const painted = visual.filter((s) => colorsOf(s.snapshot).length >= 2);
let paletteWins = 0;
const paletteLosses: string[] = [];
const deltaE = differenceCiede2000();
/** Another palette, not this one: at least half its colors beyond CIEDE2000 10 of every color here. */
const differs = (mine: string[], theirs: string[]) => theirs.filter((t) => mine.every((m) => deltaE(m, t) > 10)).length >= theirs.length / 2;
for (let i = 0; i < painted.length; i++) {
  const style = painted[i]!;
  const mineColors = colorsOf(style.snapshot);
  // The next style in gallery order whose palette is another one.
  const next = [...painted.slice(i + 1), ...painted.slice(0, i)].find((s) => differs(mineColors, colorsOf(s.snapshot)))!;
  const mine = checkImageAgainst(style.snapshot, await analyzeImage(await shapes(colorsOf(style.snapshot)))).score;
  const theirs = checkImageAgainst(style.snapshot, await analyzeImage(await shapes(colorsOf(next.snapshot)))).score;
  if (mine > theirs) paletteWins++;
  else paletteLosses.push(`${style.slug}: own palette ${mine}, ${next.slug}'s ${theirs}`);
}
console.log(`\nsame shapes, own palette against another style's: own wins ${paletteWins} of ${painted.length}   target every time  ${paletteWins === painted.length ? "met" : "NOT MET"}`);
for (const l of paletteLosses) console.log(`  ${l}`);
failed ||= paletteWins !== painted.length;

// 3. Writing voices: their own sample against texts of other registers.
const { texts: labelled } = JSON.parse(readFileSync(path.join(TEXTS, "labels.json"), "utf8")) as { texts: { id: string; register: string }[] };
const texts = labelled
  .filter((l) => existsSync(path.join(TEXTS, `${l.id}.txt`)))
  .map((l) => ({ id: l.id, register: l.register, text: readFileSync(path.join(TEXTS, `${l.id}.txt`), "utf8").slice(0, 6000) }));
console.log(`\nWriting voices: ${voices.length}, against ${texts.length} labelled texts of other registers`);
console.log(`${"voice".padEnd(32)} own  best other (register)                     wins`);
let voiceWins = 0;
// The registers the issue names as plainly other than any of the gallery's voices.
const DISTINCT = /^(social-(drop|launch|market)|legal-|technical-man-)/;
let distinctWins = 0;
let distinctPairs = 0;
const ownVoice: number[] = [];
const otherVoice: number[] = [];
for (const v of voices) {
  const sample = visibleBlocks(v.snapshot, "voice").find((b) => b.type === "sample");
  if (!sample) continue;
  const register = analyzeText(String(sample.value), { sample: true }).register;
  const mine = checkTextAgainst(v.snapshot, String(sample.value)).score;
  const others = texts
    .filter((t) => t.register !== register)
    .flatMap((t) => {
      try {
        return [{ id: t.id, register: t.register, score: checkTextAgainst(v.snapshot, t.text).score }];
      } catch {
        return [];
      }
    });
  ownVoice.push(mine);
  otherVoice.push(...others.map((o) => o.score));
  const best = others.reduce((a, b) => (b.score > a.score ? b : a));
  const beaten = others.filter((o) => mine > o.score).length;
  if (beaten === others.length) voiceWins++;
  for (const o of others.filter((t) => DISTINCT.test(t.id) && t.register !== register)) {
    distinctPairs++;
    if (mine > o.score) distinctWins++;
    else console.log(`  ${v.slug} own ${mine} not above ${o.id} ${o.score}`);
  }
  console.log(`${v.slug.padEnd(32)} ${String(mine).padStart(3)}  ${`${best.id} ${best.score} (${best.register})`.padEnd(44)} ${beaten}/${others.length}`);
}
console.log(`AUC own sample against other registers ${auc(ownVoice, otherVoice).toFixed(3)}; own sample above every other register for ${voiceWins} of ${voices.length} voices`);
console.log(`own sample above a hype post, a license and a man page: ${distinctWins} of ${distinctPairs} pairs   target every time  ${distinctWins === distinctPairs ? "met" : "NOT MET"}`);
failed ||= distinctWins !== distinctPairs;

process.exit(failed ? 1 : 0);
