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
import { prepareCopy } from "./prepare-copy";
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
    image = await prepareCopy(image, source.prepare, MAX);
    const tile = source.prepare?.tile;
    const enlarge = source.prepare?.enlarge;
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
