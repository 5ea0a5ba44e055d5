// Prints what the local pipeline makes of one text (and optionally an image): the reading and every block.
//   npx tsx tests/eval/describe-one.ts "moody cyberpunk, teal and magenta" [image path]
import { readFileSync } from "node:fs";
import { readAs } from "@/lib/extraction/analyzers/description";
import { assembleStyle } from "@/lib/extraction/assemble";
import { analyzeLocally } from "@/lib/extraction/pipeline";
import { blockValueText } from "@/lib/styles/blocks";

const [text, image] = process.argv.slice(2);
if (!text) {
  console.error('usage: npx tsx tests/eval/describe-one.ts "<text>" [image]');
  process.exit(1);
}
console.log(`read as: ${readAs(text).as}`);
const { analyses } = await analyzeLocally({ images: image ? [readFileSync(image)] : [], texts: [text], references: [], documents: [] });
const style = assembleStyle(analyses);
console.log(`title: ${style.title}`);
for (const b of style.blocks) console.log(`  ${b.section}/${b.type}: ${blockValueText(b)}`);
