// How both image sets' copies are made from their originals (build-set.ts, build-frozen.ts): a pattern
// tile repeated, a sprite enlarged on its pixel grid, then fit to the set's size.
import sharp, { type Sharp } from "sharp";
import type { Source } from "./labels";

export async function prepareCopy(image: Sharp, prepare: Source["prepare"], max: number): Promise<Sharp> {
  const tile = prepare?.tile;
  if (tile) {
    const bytes = await image.png().toBuffer();
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    const tiles = [];
    for (let y = 0; y < tile; y++) for (let x = 0; x < tile; x++) tiles.push({ input: bytes, left: x * width, top: y * height });
    image = sharp({ create: { width: width * tile, height: height * tile, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite(tiles);
    image = sharp(await image.png().toBuffer());
  }
  const enlarge = prepare?.enlarge;
  if (enlarge) {
    const { width = 0, height = 0 } = await image.metadata();
    image = sharp(await image.resize(width * enlarge, height * enlarge, { kernel: "nearest" }).png().toBuffer());
  }
  return image.resize(max, max, { fit: "inside", withoutEnlargement: true, kernel: enlarge ? "nearest" : "lanczos3" });
}
