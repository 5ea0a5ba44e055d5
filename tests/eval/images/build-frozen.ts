// Makes the committed copies of the frozen test split (frozen-labels.ts) from Debian packages
// extracted under one root: downscaled to fit 768 px, WebP (quality 80) for photographs, paintings,
// renders and textures, lossless PNG where exact colours matter (flat, line and pixel art,
// transparency). Pattern tiles are repeated as a pattern is used; pixel sprites are enlarged by whole
// pixels (nearest neighbour). Then writes frozen/LICENSES.md.
//   mkdir -p /tmp/frozen-src && cd /tmp/frozen-src
//   apt-get download <each package named in frozen/LICENSES.md>
//   for d in *.deb; do dpkg-deb -x "$d" root; done
//   npx tsx tests/eval/images/build-frozen.ts /tmp/frozen-src/root
import { existsSync, mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { prepareCopy } from "./prepare-copy";
import { FROZEN_LABELS } from "./frozen-labels";

const HERE = import.meta.dirname;
const OUT = path.join(HERE, "frozen");
const MAX = 768;
const QUALITY = 80;

/** Opens an original; an SVG is rasterised at about twice the copy's size (at most 2x its own), so its
 *  downscale is as clean as a raster original's without rendering a huge canvas. */
async function open(file: string): Promise<ReturnType<typeof sharp>> {
  if (!file.endsWith(".svg")) return sharp(file);
  const { width = MAX, height = MAX } = await sharp(file, { density: 72 }).metadata();
  const density = Math.min(144, (72 * 2 * MAX) / Math.max(width, height));
  return sharp(file, { density });
}

async function build(root: string): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const lines: string[] = [];
  for (const label of FROZEN_LABELS) {
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
  const header = [
    "# Licenses of the frozen test images",
    "",
    "Downscaled copies of images from Debian packages, made by `build-frozen.ts`; each keeps its original's",
    "license (the package's debian/copyright, under /usr/share/doc/<package>/copyright, and for",
    "plasma-workspace-wallpapers each wallpaper's metadata.json).",
    "",
    "| file | package | original | author | license | copy |",
    "|---|---|---|---|---|---|",
  ];
  writeFileSync(path.join(OUT, "LICENSES.md"), `${[...header, ...lines].join("\n")}\n`);
}

const root = process.argv[2];
if (!root || !existsSync(root)) {
  console.error("usage: npx tsx tests/eval/images/build-frozen.ts <root the Debian packages are extracted under>");
  process.exit(2);
}
await build(path.resolve(root));
