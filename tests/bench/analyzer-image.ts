// The image analyzer's speed budget: analyzeImage on a 12-megapixel JPEG may take at most 1.5x what
// sharp alone needs to decode that JPEG and resize it to 1024 px, the floor any analysis at that
// resolution pays. A ratio, not milliseconds, so the figure means the same on any machine.
// Run alone: `node --expose-gc --import tsx tests/bench/analyzer-image.ts` (see ./timing.ts).
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { analyzeImage } from "@/lib/extraction/analyzers/image";
import { photoLikeJpeg } from "@/tests/unit/extraction/support/synthetic-images";
import { compare } from "./timing";

const RUNS = 15;
/** analyzeImage may take at most this multiple of a plain decode-and-resize. */
export const BUDGET = 1.5;

export async function benchImageAnalyzer(): Promise<{ decodeResizeMs: number; analyzeMs: number; ratio: number }> {
  // Noise, gradients and shapes: a flat field would decode unrealistically fast.
  const jpeg = await photoLikeJpeg(4000, 3000);
  const decodeResize = () => sharp(jpeg).resize(1024, 1024, { fit: "inside" }).raw().toBuffer();
  const analyze = () => analyzeImage(jpeg);
  const [decodeResizeMs, analyzeMs] = await compare(decodeResize, analyze, RUNS);
  return { decodeResizeMs, analyzeMs, ratio: analyzeMs / decodeResizeMs };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { decodeResizeMs, analyzeMs, ratio } = await benchImageAnalyzer();
  const figures = `decode+resize ${decodeResizeMs.toFixed(1)} ms, analyzeImage ${analyzeMs.toFixed(1)} ms`;
  console.log(`image analyzer, 4000x3000 JPEG: ${figures}, ratio ${ratio.toFixed(2)} (budget ${BUDGET.toFixed(2)})`);
  process.exitCode = ratio <= BUDGET ? 0 : 1;
}
