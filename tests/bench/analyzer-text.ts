// Speed of the local text analyzer on a realistic 6,000-character sample: the median and 95th
// percentile of 30 runs after a warm-up (the first parse loads compromise's lexicon); and the median
// time to read what a text is (a sample or a maker's brief, lib/extraction/text-reading.ts), which
// runs before any worker is asked, for that sample and for a brief. Runnable alone:
// `npx tsx tests/bench/analyzer-text.ts`.
import { pathToFileURL } from "node:url";
import { analyzeText } from "@/lib/extraction/analyzers/text";
import { readTexts } from "@/lib/extraction/text-reading";
import { longProse } from "@/tests/unit/extraction/support/labelled-texts";

const RUNS = 30;
const WARM_UP = 5;

const BRIEF =
  "a storybook gouache painting of a fox family having a picnic, warm afternoon light, mustard, sage and tomato red, " +
  "visible brush strokes, slightly wonky on purpose, no black outlines, no glossy 3D look";

function medianOf(run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
}

export async function benchTextAnalyzer(): Promise<{ chars: number; medianMs: number; p95Ms: number; readSampleMs: number; readBriefMs: number }> {
  const text = longProse(6000);
  for (let i = 0; i < WARM_UP; i++) analyzeText(text);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    analyzeText(text);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  for (let i = 0; i < WARM_UP; i++) readTexts([BRIEF]);
  return { chars: text.length, medianMs: round(at(0.5)), p95Ms: round(at(0.95)), readSampleMs: medianOf(() => readTexts([text])), readBriefMs: medianOf(() => readTexts([BRIEF])) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await benchTextAnalyzer();
  console.log(`text analyzer: ${result.chars} chars, median ${result.medianMs} ms, p95 ${result.p95Ms} ms; reading it ${result.readSampleMs} ms, a brief ${result.readBriefMs} ms`);
}
