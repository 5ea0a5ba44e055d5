// The maker's own words against the labelled descriptions: the dev sets dev.json, dev-2.json and dev-3.json (tuned on),
// frozen.json (written before the description analyzers were tuned, since consulted), and the sealed
// splits frozen-2.json and frozen-3.json, whose rows are never printed; their `about` says what each field
// means. Each item goes through the local pipeline exactly as a run would (its text,
// and its image when it was written beside one), and the assembled style is judged:
//   reading    read as the labelled kind (a look, a voice, a sample with a note);
//   facts      each labelled fact found in its section;
//   colours    each named colour in the palette, within ΔE2000 25 of the labelled hex (names differ
//              between lists; a designer accepts a teal that is a little greener);
//   against    statements the maker's words contradict (the item's `forbid`), anywhere in the result;
//   understood read right, every fact and colour found, nothing against the maker's words.
// It also times the description analyzers alone (target: under 20 ms a description).
//   npm run eval -- --only descriptions [--verbose] [--sealed]
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { differenceCiede2000 } from "culori";
import { readAs } from "@/lib/extraction/analyzers/description";
import { assembleStyle } from "@/lib/extraction/assemble";
import { analyzeLocally } from "@/lib/extraction/pipeline";
import { readTexts } from "@/lib/extraction/text-reading";
import { blockValueText, type Block, type ColorValue } from "@/lib/styles/blocks";

interface Fact {
  section?: string;
  match: string;
}
interface Item {
  id: string;
  kind: "look" | "voice" | "beside-image" | "mix";
  text: string;
  image?: string;
  reading: "look" | "voice" | "mix";
  facts: Fact[];
  colors?: { name: string; hex: string }[];
  forbid: Fact[];
}

const HERE = path.join(import.meta.dirname, "descriptions");
const IMAGES = path.join(import.meta.dirname, "images");
const verbose = process.argv.includes("--verbose");
const withSealed = process.argv.includes("--sealed");
const ciede = differenceCiede2000();
const COLOR_TOLERANCE = 25;

/** A look and a voice at once answers "look" or "voice" as well. */
const readingRight = (want: Item["reading"], got: string) => got === want || (got === "look-and-voice" && want !== "mix");

function textsOf(blocks: Block[], section?: string): string[] {
  return blocks.filter((b) => section === undefined || b.section === section).map(blockValueText);
}

interface Judged {
  item: Item;
  got: string;
  found: number;
  missed: string[];
  colorsFound: number;
  colorsMissed: string[];
  against: string[];
  statements: number;
  blocks: number;
  understood: boolean;
  result: Block[];
}

async function judge(item: Item): Promise<Judged> {
  const got = readAs(item.text).as;
  const images = item.image ? [readFileSync(path.join(IMAGES, item.image))] : [];
  const { analyses } = await analyzeLocally({ images, texts: [item.text], references: [], documents: [] });
  const style = assembleStyle(analyses);
  const blocks = style.blocks;
  const missed = item.facts.filter((f) => !textsOf(blocks, f.section).some((t) => new RegExp(f.match, "iu").test(t))).map((f) => `${f.section ?? "*"}~/${f.match}/`);
  const palette = blocks.filter((b) => b.type === "color").map((b) => b.value as ColorValue);
  const colorsMissed = (item.colors ?? []).filter((c) => !palette.some((p) => ciede(p.hex, c.hex) <= COLOR_TOLERANCE)).map((c) => c.name);
  const against = item.forbid.flatMap((f) => textsOf(blocks, f.section).filter((t) => new RegExp(f.match, "iu").test(t)).map((t) => `${f.section ?? "*"}: ${t.slice(0, 60)}`));
  const statements = blocks.length + (style.title ? 1 : 0);
  return {
    item,
    got,
    found: item.facts.length - missed.length,
    missed,
    colorsFound: (item.colors?.length ?? 0) - colorsMissed.length,
    colorsMissed,
    against,
    statements,
    blocks: blocks.length,
    understood: readingRight(item.reading, got) && missed.length === 0 && colorsMissed.length === 0 && against.length === 0,
    result: blocks,
  };
}

function timing(items: Item[]): { mean: number; max: number } {
  const texts = items.filter((i) => !i.image).map((i) => i.text);
  for (const t of texts) readTexts([t]); // warm
  const times = texts.map((t) => {
    const start = performance.now();
    readTexts([t]);
    return performance.now() - start;
  });
  return { mean: times.reduce((a, b) => a + b, 0) / Math.max(1, times.length), max: Math.max(0, ...times) };
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${Math.round((100 * n) / d)}%`);
const cell = (s: string, w: number) => (s.length > w ? `${s.slice(0, w - 1)}…` : s.padEnd(w));

/** A sealed split prints its summary only: its rows are what a held-out test must not show to whoever tunes. */
async function runSet(name: string, file: string, { sealed = false } = {}) {
  // Even a sealed split's summary, read after every change, would steer the tuning: it is judged only
  // when asked for (--sealed), once a change is done.
  if (!existsSync(file) || (sealed && !withSealed)) return null;
  const { items } = JSON.parse(readFileSync(file, "utf8")) as { items: Item[] };
  const rows: Judged[] = [];
  for (const item of items) rows.push(await judge(item));
  console.log(`\n${name}: ${rows.length} descriptions${sealed ? " (sealed: rows not shown)" : ""}\n`);
  if (!sealed) console.log(`${cell("description", 30)} ${cell("kind", 13)} ${cell("read as", 15)} ok  ${cell("missed", 34)} against`);
  for (const r of sealed ? [] : rows) {
    const misses = [...r.missed, ...r.colorsMissed.map((c) => `colour ${c}`)].join(" ");
    console.log(`${cell(r.item.id, 30)} ${cell(r.item.kind, 13)} ${cell(r.got, 15)} ${r.understood ? "yes" : "NO "} ${verbose ? misses : cell(misses, 34)} ${r.against.join("; ")}`);
    if (verbose) for (const b of r.result) console.log(`      ${b.section}/${b.type}: ${blockValueText(b)}`);
  }
  const sum = (f: (r: Judged) => number) => rows.reduce((s, r) => s + f(r), 0);
  return {
    name,
    n: rows.length,
    readRight: rows.filter((r) => readingRight(r.item.reading, r.got)).length,
    facts: sum((r) => r.item.facts.length),
    found: sum((r) => r.found),
    colors: sum((r) => r.item.colors?.length ?? 0),
    colorsFound: sum((r) => r.colorsFound),
    against: sum((r) => r.against.length),
    statements: sum((r) => r.statements),
    blocks: sum((r) => r.blocks) / Math.max(1, rows.length),
    understood: rows.filter((r) => r.understood).length,
    time: timing(items),
  };
}

// frozen-2.json: a second frozen split, written after the first one had informed a change (its table of
// misses was read once), so that a split nobody has looked at stays; targets are held on the newest.
const sets = [
  await runSet("dev", path.join(HERE, "dev.json")),
  await runSet("frozen", path.join(HERE, "frozen.json")),
  await runSet("dev-2", path.join(HERE, "dev-2.json")),
  await runSet("dev-3", path.join(HERE, "dev-3.json")),
  await runSet("frozen-2", path.join(HERE, "frozen-2.json"), { sealed: true }),
  await runSet("frozen-3", path.join(HERE, "frozen-3.json"), { sealed: true }),
].filter((s) => s !== null);
if (sets.length === 0) {
  console.error("tests/eval/descriptions/dev.json is missing.");
  process.exit(1);
}
const line = (what: string, f: (s: (typeof sets)[number]) => string) => console.log(`  ${cell(what, 44)} ${sets.map((s) => cell(f(s), 22)).join(" ")}`);
console.log(`\nSummary                                        ${sets.map((s) => cell(s.name, 22)).join(" ")}`);
line("descriptions", (s) => String(s.n));
line("read as the right kind", (s) => `${s.readRight}/${s.n} (${pct(s.readRight, s.n)})`);
line("facts found / missed", (s) => `${s.found} / ${s.facts - s.found} (${pct(s.found, s.facts)})`);
line("named colours found", (s) => `${s.colorsFound}/${s.colors}`);
line("against the maker's words (target 0)", (s) => `${s.against} of ${s.statements}`);
line("blocks per result", (s) => s.blocks.toFixed(1));
line("understood (target >= 90%)", (s) => `${s.understood}/${s.n} (${pct(s.understood, s.n)})`);
line("reading a description, mean / max (< 20 ms)", (s) => `${s.time.mean.toFixed(1)} / ${s.time.max.toFixed(1)} ms`);
// Targets are held on the newest frozen split in the run (a sealed one only with --sealed).
const judged = [...sets].reverse().find((s) => s.name.startsWith("frozen")) ?? sets[sets.length - 1]!;
const met = judged.against === 0 && judged.understood >= 0.9 * judged.n && judged.time.max < 20;
console.log(`\n  targets on the ${judged.name} set: ${met ? "met" : "MISSED"}`);
process.exitCode = met ? 0 : 1;
