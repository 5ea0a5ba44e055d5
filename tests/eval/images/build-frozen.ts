// Makes the committed copies of a frozen test split (frozen-labels.ts, frozen-2-labels.ts) from Debian
// packages extracted under one root: downscaled to fit 768 px, WebP (quality 80) for photographs,
// paintings, renders and textures, lossless PNG where exact colours matter (flat, line and pixel art,
// transparency). Pattern tiles are repeated as a pattern is used; pixel sprites are enlarged by whole
// pixels (nearest neighbour). Then writes the split's LICENSES.md.
//   mkdir -p /tmp/frozen-src && cd /tmp/frozen-src
//   apt-get download <each package named in <split>/LICENSES.md>
//   for d in *.deb; do dpkg-deb -x "$d" root; done
//   npx tsx tests/eval/images/build-frozen.ts /tmp/frozen-src/root [frozen|frozen-2]
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { ImageLabel } from "./labels";
import { prepareCopy } from "./prepare-copy";
import { FROZEN_LABELS } from "./frozen-labels";
import { FROZEN_2_LABELS } from "./frozen-2-labels";

const HERE = import.meta.dirname;
const MAX = 768;
const QUALITY = 80;

/** Each split: its labels (files under <name>/) and the opening of its LICENSES.md. */
const SPLITS: Record<string, { labels: ImageLabel[]; header: string[] }> = {
  frozen: {
    labels: FROZEN_LABELS,
    header: [
      "# Licenses of the frozen test images",
      "",
      "Downscaled copies of images from Debian packages, made by `build-frozen.ts`; each keeps its original's",
      "license (the package's debian/copyright, under /usr/share/doc/<package>/copyright, and for",
      "plasma-workspace-wallpapers each wallpaper's metadata.json).",
    ],
  },
  "frozen-2": {
    labels: FROZEN_2_LABELS,
    header: [
      "# Licenses of the second frozen test images (frozen-2)",
      "",
      "Downscaled copies of images from Debian packages, made by `build-frozen.ts <root> frozen-2`; each keeps",
      "its original's license (the package's debian/copyright, under /usr/share/doc/<package>/copyright, and",
      "for palapeli-data each puzzle's .desktop file).",
    ],
  },
};

/** Opens an original; an SVG is rasterised at about twice the copy's size (at most 2x its own), so its
 *  downscale is as clean as a raster original's without rendering a huge canvas. */
async function open(file: string): Promise<ReturnType<typeof sharp>> {
  if (!file.endsWith(".svg")) return sharp(file);
  const { width = MAX, height = MAX } = await sharp(file, { density: 72 }).metadata();
  const density = Math.min(144, (72 * 2 * MAX) / Math.max(width, height));
  return sharp(file, { density });
}

async function build(root: string, split: string): Promise<void> {
  const { labels, header } = SPLITS[split]!;
  const out = path.join(HERE, split);
  mkdirSync(out, { recursive: true });
  const lines: string[] = [];
  for (const label of labels) {
    const source = label.source;
    if (!source) continue;
    const original = path.join(root, source.path);
    if (!existsSync(original)) {
      console.error(`missing ${original}: apt-get download ${source.package} and extract it under ${root}`);
      process.exitCode = 1;
      continue;
    }
    let image = await open(original);
    image = await prepareCopy(image, source.prepare, MAX);
    const tile = source.prepare?.tile;
    const enlarge = source.prepare?.enlarge;
    const target = path.join(HERE, label.file);
    if (label.file.endsWith(".webp")) await image.webp({ quality: QUALITY }).toFile(target);
    else await image.png({ compressionLevel: 9, palette: false }).toFile(target);
    const { width, height } = await sharp(target).metadata();
    const kb = Math.round(statSync(target).size / 1024);
    console.log(`${label.file} ${width}x${height} ${kb} KB`);
    const made = [tile ? `tiled ${tile}x${tile}` : "", enlarge ? `enlarged ${enlarge}x (nearest)` : "", `fit to ${MAX} px`].filter(Boolean).join(", ");
    lines.push(`| ${path.basename(label.file)} | ${source.package} | \`${source.path}\` | ${source.author} | ${source.license} | ${made} |`);
  }
  const table = ["", "| file | package | original | author | license | copy |", "|---|---|---|---|---|---|"];
  writeFileSync(path.join(out, "LICENSES.md"), `${[...header, ...table, ...lines].join("\n")}\n`);
}

const [root, split = "frozen"] = process.argv.slice(2);
if (!root || !existsSync(root) || !(split in SPLITS)) {
  console.error(`usage: npx tsx tests/eval/images/build-frozen.ts <root the Debian packages are extracted under> [${Object.keys(SPLITS).join("|")}]`);
  process.exit(2);
}
await build(path.resolve(root), split);
