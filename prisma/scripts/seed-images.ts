// `npm run seed:images`: draws the seed gallery's reference images into prisma/seed-images/, the files
// seeding copies into the blob store. Run it after changing a seed style's palette or the drawing code
// (lib/seed/art*.ts) or a style's blocks, which the drawing reads; tests/unit/seed/images.test.ts fails until
// the files match.
import { rmSync } from "node:fs";
import { ACCESS_FIXTURES } from "@/lib/seed/access-fixtures";
import { GALLERY } from "@/lib/seed/gallery";
import { shippedImagesDir, writeShippedImages } from "@/lib/seed/images";

const t = Date.now();
rmSync(shippedImagesDir(), { recursive: true, force: true });
const count = await writeShippedImages([...GALLERY, ...ACCESS_FIXTURES]);
console.log(`${count} styles' images written to ${shippedImagesDir()} in ${Date.now() - t} ms`);
