// Makes the committed copies of the real images in labels.ts from the installed Debian packages:
// downscaled to fit 768 px (the analyzer reads structure at that size; more only bloats the
// repository), WebP for photographs and paintings, lossless PNG where exact colours matter (flat,
// 1-bit, pixel art, transparency). Pattern tiles are repeated as a pattern is used; pixel sprites are
// enlarged by whole pixels, the way pixel art is shown. Then writes LICENSES.md.
//   apt-get install mate-backgrounds sway-backgrounds debian-edu-artwork-spacefun ... (see LICENSES.md)
//   npx tsx tests/eval/images/build-set.ts
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { LABELS } from "./labels";

const HERE = import.meta.dirname;
const OUT = path.join(HERE, "real");
const MAX = 768;

async function build(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const lines: string[] = [];
  for (const label of LABELS) {
    const source = label.source;
    if (!source) continue;
    if (!existsSync(source.path)) {
      console.error(`missing ${source.path}: apt-get install ${source.package}`);
      process.exitCode = 1;
      continue;
    }
    // SVGs render at 2x density so their downscale is as clean as a raster original's.
    let image = sharp(source.path, { density: source.path.endsWith(".svg") ? 144 : 72 });
    const tile = source.prepare?.tile;
    if (tile) {
      const bytes = await image.png().toBuffer();
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      const tiles = [];
      for (let y = 0; y < tile; y++) for (let x = 0; x < tile; x++) tiles.push({ input: bytes, left: x * width, top: y * height });
      image = sharp({ create: { width: width * tile, height: height * tile, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).composite(tiles);
      image = sharp(await image.png().toBuffer());
    }
    const enlarge = source.prepare?.enlarge;
    if (enlarge) {
      const { width = 0, height = 0 } = await image.metadata();
      image = sharp(await image.resize(width * enlarge, height * enlarge, { kernel: "nearest" }).png().toBuffer());
    }
    image = image.resize(MAX, MAX, { fit: "inside", withoutEnlargement: true, kernel: enlarge ? "nearest" : "lanczos3" });
    const target = path.join(OUT, label.file);
    if (label.file.endsWith(".webp")) await image.webp({ quality: 82 }).toFile(target);
    else await image.png({ compressionLevel: 9, palette: false }).toFile(target);
    const made = [tile ? `tiled ${tile}x${tile}` : "", enlarge ? `enlarged ${enlarge}x (nearest)` : "", `fit to ${MAX} px`].filter(Boolean).join(", ");
    lines.push(`| ${label.file} | ${source.package} | \`${source.path}\` | ${source.author} | ${source.license} | ${made} |`);
  }
  const header = [
    "# Licenses of the real images",
    "",
    "Downscaled copies of images from Debian packages, made by `build-set.ts`; each keeps its original's",
    "license (the package's debian/copyright, under /usr/share/doc/<package>/copyright).",
    "",
    "| file | package | original | author | license | copy |",
    "|---|---|---|---|---|---|",
  ];
  writeFileSync(path.join(HERE, "LICENSES.md"), `${[...header, ...lines].join("\n")}\n`);
}

await build();
