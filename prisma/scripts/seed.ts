// `npm run db:seed [-- --synthetic N]`: seeds the configured database (PostgreSQL when DATABASE_URL is
// set, else the embedded one, which also seeds itself when empty as the server starts). The access
// fixtures only with SEED_ACCESS_FIXTURES=1 (tests).
import { blobStore } from "@/lib/blob";
import { closeDatabase, database } from "@/lib/db/client";
import { accessFixturesWanted } from "@/lib/seed/at-start";
import { seedGallery, seedSyntheticGallery } from "@/lib/seed/seed";

const i = process.argv.indexOf("--synthetic");
const synthetic = i > 0 ? Number(process.argv[i + 1]) : 0;
if (!Number.isInteger(synthetic) || synthetic < 0) {
  console.error("usage: npm run db:seed [-- --synthetic N]");
  process.exit(2);
}

const { prisma, kind } = await database();
try {
  const t = Date.now();
  const gallery = await seedGallery(prisma, blobStore(), { withAccessFixtures: accessFixturesWanted() });
  console.log(`${kind}: gallery +${gallery.styles} styles, ${gallery.users} authors`);
  if (synthetic > 0) {
    const extra = await seedSyntheticGallery(prisma, synthetic);
    console.log(`${kind}: synthetic +${extra.styles} styles`);
  }
  console.log(`done in ${Date.now() - t} ms; ${await prisma.style.count()} styles in all`);
} finally {
  await closeDatabase();
}
