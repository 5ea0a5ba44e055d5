// The image analyzer against the labelled set (tests/eval/images/labels.ts): one row per image, then
// the summary against the targets of issue 18. It judges the text a person reads (descriptors,
// overview, title, description, guardrails) and the palette, as a practitioner would:
//   medium    the first medium descriptor names the labelled medium (or an accepted alternative);
//   structure every labelled structure fact is named somewhere in the descriptors;
//   wrong     statements the label marks as wrong, plus the medium's generic ones (a "photograph"
//             that is a painting, "smooth gradients" on flat fills...);
//   against   guardrails that forbid what the image is made of (its medium and facts);
//   invented  palette colours farther than ΔE2000 10 from every colour painted (flat, 1-bit, pixel).
//   npm run eval -- --only images [--verbose] [--save DIR] [--only-file NAME]
import { readFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { differenceCiede2000 } from "culori";
import { analyzeImage, type ImageAnalysis } from "@/lib/extraction/analyzers/image";
import { blockValueText } from "@/lib/styles/blocks";
import { type Fact, type ImageLabel, LABELS, type Medium } from "./images/labels";
import { SYNTHETIC } from "./images/synthetic";

const HERE = path.join(import.meta.dirname, "images");
const args = process.argv.slice(2);
const verbose = args.includes("--verbose");
const saveDir = args.includes("--save") ? args[args.indexOf("--save") + 1] : undefined;
const onlyFile = args.includes("--only-file") ? args[args.indexOf("--only-file") + 1] : undefined;

/** How a medium is recognised in the first medium descriptor; checked in this order. */
const MEDIUM_WORDS: Array<[Medium, RegExp]> = [
  ["halftone", /halftone|1-bit|dot screen/i],
  ["pixel-art", /pixel art|pixel-art/i],
  ["line-art", /line art|line drawing|ink drawing|linework|line work/i],
  ["3d-render", /\b3D\b|render/i],
  ["painting", /paint|brush/i],
  ["photograph", /photograph/i],
  ["gradient", /gradient/i],
  ["flat", /flat|vector|solid colou?r/i],
  ["textured", /grain|mottled|noisy|noise/i],
];

/** How a fact is recognised in the descriptors. */
const FACT_WORDS: Record<Fact, RegExp> = {
  stripes: /stripe|pinstripe|bands? of colou?r/i,
  diagonal: /diagonal|slant|\b(1[0-7]|[2-8]\d)°/i,
  vertical: /vertical/i,
  dots: /\bdots?\b|polka|dotted/i,
  grid: /\bgrid\b|checker/i,
  hexagons: /hexag|honeycomb/i,
  isometric: /isometric/i,
  outlines: /outline|line work|line art|linework|contour line|strokes?\b/i,
  pattern: /repeat|tiled?\b|tiling|pattern/i,
  "scattered-marks": /scatter/i,
  symmetry: /symmetr|mirror/i,
  "centred-subject": /centred|centered|centre-weighted|in the middle/i,
  perspective: /perspective|vanishing point|converg/i,
  horizon: /\bhorizon\b/i,
  "negative-space": /negative space|empty space|open space|plain .* ground|left open/i,
  transparent: /transparen|cut-?out/i,
  shading: /shad(ed|ing)|\b3D\b|render|highlight|modell?ed light|volume/i,
  "depth-of-field": /depth of field|bokeh|out of focus|blurred background|soft background/i,
  "pixel-grid": /pixel/i,
  halftone: /halftone|dot screen/i,
  gradient: /gradient/i,
  grain: /grain|noise|speckle/i,
};

/** Guardrail terms that forbid what an image of this medium is made of. */
const AGAINST_MEDIUM: Record<Medium, RegExp> = {
  photograph: /photo|realistic|natural detail|camera/i,
  painting: /brush|paint|texture|canvas/i,
  flat: /hard-edged|colou?r blocks|flat|vector|solid colou?r|graphic/i,
  gradient: /gradient|smooth|soft transition/i,
  "line-art": /outline|line ?work|line art|\blines?\b|stroke/i,
  "pixel-art": /pixel|jagged|alias|blocky|hard-edged|low-res/i,
  halftone: /speckle|dots?\b|halftone|grain|noise|screen/i,
  "3d-render": /\b3D\b|render|shading|specular|plastic|cgi/i,
  textured: /grain|noise|texture|speckle|mottl/i,
};
/** Guardrail terms that forbid a fact the image has. */
const AGAINST_FACT: Partial<Record<Fact, RegExp>> = {
  stripes: /stripe|\blines?\b|hard-edged|colou?r blocks/i,
  dots: /dots?\b|speckle|spots/i,
  grid: /grid|hard-edged|colou?r blocks|geometric/i,
  hexagons: /hexag|hard-edged|colou?r blocks|geometric/i,
  isometric: /isometric|hard-edged|colou?r blocks|geometric/i,
  outlines: /outline|line ?work|\blines?\b|stroke/i,
  pattern: /repeat|pattern|tile/i,
  "scattered-marks": /speckle|scatter|spots|clutter/i,
  symmetry: /symmetr/i,
  "depth-of-field": /blur|bokeh|soft focus|out of focus/i,
  transparent: /transparen/i,
  shading: /shad(ow|ing)|highlight|\b3D\b|render/i,
  "pixel-grid": /pixel|jagged|alias|blocky/i,
  halftone: /speckle|dots?\b|halftone|grain|noise/i,
  gradient: /gradient|smooth/i,
  grain: /grain|noise|speckle|texture/i,
};
/** Statements that are wrong for every image of a medium. */
const WRONG_FOR_MEDIUM: Partial<Record<Medium, RegExp[]>> = {
  photograph: [/vector|flat fills|pixel art|line art|halftone/i],
  painting: [/vector|flat fills|pixel art|halftone/i],
  flat: [/photograph|grain|noisy|mottled|smooth digital gradient/i],
  "line-art": [/photograph|grain|noisy|mottled|smooth digital gradient/i],
  "pixel-art": [/photograph|grain|noisy|mottled|smooth digital gradient/i],
  halftone: [/photograph|noisy|mottled|smooth digital gradient|speckle/i],
  gradient: [/photograph|flat fills|pixel art/i],
  "3d-render": [/flat fills|vector|pixel art|photograph/i],
};

const INVENTED_DELTA_E = 10;
const ciede2000 = differenceCiede2000();

interface Row {
  name: string;
  real: boolean;
  medium: Medium | "?";
  mediumRight: boolean;
  found: Fact[];
  missed: Fact[];
  wrong: string[];
  against: string[];
  invented: string[];
  colorsChecked: boolean;
  right: boolean;
  analysis: ImageAnalysis;
}

function textOf(a: ImageAnalysis): { descriptors: string; mediumLine: string; avoids: string[] } {
  const descriptors = a.blocks.filter((b) => b.type === "descriptor").map(blockValueText);
  const medium = a.blocks.find((b) => b.section === "medium" && b.type === "descriptor");
  const avoids = a.blocks.filter((b) => b.type === "avoid").map((b) => (b.value as { term: string }).term);
  return { descriptors: [a.title ?? "", a.description ?? "", ...descriptors].join(" | "), mediumLine: medium ? blockValueText(medium) : "", avoids };
}

function judge(label: ImageLabel, a: ImageAnalysis): Omit<Row, "name" | "real" | "analysis"> {
  const { descriptors, mediumLine, avoids } = textOf(a);
  const medium = MEDIUM_WORDS.find(([, re]) => re.test(mediumLine))?.[0] ?? "?";
  const mediumRight = medium !== "?" && label.medium.includes(medium);
  const found = label.structure.filter((f) => FACT_WORDS[f].test(descriptors));
  const missed = label.structure.filter((f) => !FACT_WORDS[f].test(descriptors));
  const wrongRes = [...(label.wrong ?? []).map((w) => new RegExp(w, "i")), ...(WRONG_FOR_MEDIUM[label.medium[0]!] ?? [])];
  const wrong = wrongRes.flatMap((re) => {
    const m = re.exec(descriptors);
    return m ? [m[0]] : [];
  });
  const has = [...label.structure, ...(label.present ?? [])];
  const against = avoids.filter((term) => label.medium.some((m) => AGAINST_MEDIUM[m].test(term)) || has.some((f) => AGAINST_FACT[f]?.test(term)));
  const colors = label.colors;
  const invented = colors ? a.palette.filter((c) => Math.min(...colors.map((t) => ciede2000(t, c.hex))) > INVENTED_DELTA_E).map((c) => `${c.hex} ${c.name}`) : [];
  const right = mediumRight && missed.length === 0 && wrong.length === 0;
  return { medium, mediumRight, found, missed, wrong: [...new Set(wrong)], against, invented, colorsChecked: colors !== undefined, right };
}

async function bytesOf(label: ImageLabel): Promise<Buffer> {
  if (label.file.startsWith("synthetic:")) {
    const s = SYNTHETIC.find((x) => x.label.file === label.file);
    if (!s) throw new Error(`no synthetic image ${label.file}`);
    return s.draw();
  }
  return readFileSync(path.join(HERE, "real", label.file));
}

const pct = (n: number, d: number) => (d === 0 ? "-" : `${Math.round((100 * n) / d)}%`);
const cell = (s: string, w: number) => (s.length > w ? `${s.slice(0, w - 1)}…` : s.padEnd(w));

async function main(): Promise<void> {
  const labels = [...LABELS, ...SYNTHETIC.map((s) => s.label)].filter((l) => !onlyFile || l.file.includes(onlyFile));
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const rows: Row[] = [];
  for (const label of labels) {
    const bytes = await bytesOf(label);
    if (saveDir) writeFileSync(path.join(saveDir, `${label.file.replace(/^synthetic:/, "synthetic-").replace(/\.[a-z]+$/, "")}.${label.file.startsWith("synthetic:") ? "img" : label.file.split(".").pop()}`), bytes);
    const analysis = await analyzeImage(bytes);
    rows.push({ name: label.file.replace(/^synthetic:/, "~"), real: label.source !== undefined, analysis, ...judge(label, analysis) });
  }

  console.log(`\nImages: ${rows.length} (${rows.filter((r) => r.real).length} real, ${rows.filter((r) => !r.real).length} synthetic; ~ = synthetic)\n`);
  console.log(`${cell("image", 34)} ${cell("medium", 12)} ok  ${cell("structure found / missed", 40)} ${cell("wrong", 22)} ${cell("against source", 30)} invented`);
  for (const r of rows) {
    const structure = [...r.found.map((f) => `+${f}`), ...r.missed.map((f) => `-${f}`)].join(" ");
    const invented = r.colorsChecked ? String(r.invented.length) : "";
    console.log(
      `${cell(r.name, 34)} ${cell(r.medium, 12)} ${r.right ? "yes" : "NO "} ${cell(structure, 40)} ${cell(r.wrong.join(", "), 22)} ${cell(r.against.join("; "), 30)} ${invented}`,
    );
    if (verbose) {
      for (const b of r.analysis.blocks) console.log(`      ${b.section}/${b.type}: ${blockValueText(b)}`);
      if (r.invented.length) console.log(`      invented: ${r.invented.join(", ")}`);
    }
  }

  const n = rows.length;
  const mediumRight = rows.filter((r) => r.mediumRight).length;
  const facts = rows.reduce((s, r) => s + r.found.length + r.missed.length, 0);
  const factsFound = rows.reduce((s, r) => s + r.found.length, 0);
  const right = rows.filter((r) => r.right).length;
  const wrong = rows.reduce((s, r) => s + r.wrong.length, 0);
  const against = rows.reduce((s, r) => s + r.against.length, 0);
  const colorRows = rows.filter((r) => r.colorsChecked);
  const invented = colorRows.reduce((s, r) => s + r.invented.length, 0);
  const guardrails = rows.reduce((s, r) => s + r.analysis.blocks.filter((b) => b.type === "avoid").length, 0);
  const targets = [
    { what: "medium and structure right", value: `${right}/${n} (${pct(right, n)})`, met: right / n >= 0.85, target: ">= 85%" },
    { what: "guardrails against the source", value: `${against} of ${guardrails}`, met: against === 0, target: "0" },
    { what: "invented colours (flat, 1-bit, pixel)", value: `${invented} in ${colorRows.length} images`, met: invented === 0, target: "0" },
  ];
  console.log(`\nSummary`);
  console.log(`  medium named right        ${mediumRight}/${n} (${pct(mediumRight, n)})`);
  console.log(`  structure facts found     ${factsFound}/${facts} (${pct(factsFound, facts)})`);
  console.log(`  wrong statements          ${wrong} in ${rows.filter((r) => r.wrong.length > 0).length} images`);
  for (const t of targets) console.log(`  ${cell(t.what, 40)} ${cell(t.value, 22)} target ${cell(t.target, 7)} ${t.met ? "met" : "MISSED"}`);
  process.exitCode = targets.every((t) => t.met) ? 0 : 1;
}

await main();
