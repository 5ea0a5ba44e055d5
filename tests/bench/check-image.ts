// The style check's image budget: checking a 1-megapixel PNG against a visual style (header check,
// analysis, palette coverage by CIEDE2000 and every check) may take at most 1.5x what analyzeImage
// alone takes on it. A ratio, not milliseconds, so the figure means the same on any machine.
// Run alone: `node --expose-gc --import tsx tests/bench/check-image.ts` (see ./timing.ts).
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { checkImageAgainst } from "@/lib/check";
import { analyzeImage } from "@/lib/extraction/analyzers/image";
import { readableImage } from "@/lib/extraction/image-intake";
import { GALLERY } from "@/lib/seed/gallery";
import { seedSnapshot } from "@/lib/seed/snapshot";
import { photoLikeJpeg } from "@/tests/unit/extraction/support/synthetic-images";
import { COMPILE_SLUG } from "./cases";
import { compare } from "./timing";

const RUNS = 9;
export const CHECK_BUDGET = 1.5;

export async function benchImageCheck(): Promise<{ analyzeMs: number; checkMs: number; ratio: number }> {
  // A photo-like picture (noise, gradients, shapes) as a 1,155 x 866 PNG: about a megapixel.
  const png = await sharp(await photoLikeJpeg(1155, 866)).png().toBuffer();
  const style = GALLERY.find((s) => s.slug === COMPILE_SLUG)!;
  const snapshot = seedSnapshot(style, { blocks: style.blocks.map((b, position) => ({ ...b, enabled: b.enabled !== false, position })), referenceImages: [], samples: [] });
  const analyze = () => analyzeImage(png);
  // What POST /styles/{ref}/check does with an image once its bytes are in (lib/gallery/check.ts).
  const check = async () => {
    await readableImage(png, "image");
    return checkImageAgainst(snapshot, await analyzeImage(png));
  };
  const [analyzeMs, checkMs] = await compare(analyze, check, RUNS);
  return { analyzeMs, checkMs, ratio: checkMs / analyzeMs };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { analyzeMs, checkMs, ratio } = await benchImageCheck();
  console.log(`style check, 1 MP PNG: analyzeImage ${analyzeMs.toFixed(1)} ms, check ${checkMs.toFixed(1)} ms, ratio ${ratio.toFixed(2)} (budget ${CHECK_BUDGET.toFixed(2)})`);
  process.exitCode = ratio <= CHECK_BUDGET ? 0 : 1;
}
