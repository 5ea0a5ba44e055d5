// The embedded default seeds its own gallery: a newcomer's first `npm run dev` opens on a full
// gallery with nothing to configure. Registered by the server at start (instrumentation.ts) as the
// database's preparation, so it runs once, right after migrations, before any request reads the
// database. A PostgreSQL deployment is seeded on purpose instead (`npm run db:seed`).
// A server starting on an empty data folder first copies a seeded one when it can (./template.ts).
// The seed itself (its data, sharp) is imported only when there is seeding to do: a start from the
// template should not load it on the way to its first page.
import { seedAccessFixtures } from "@/lib/config";
import type { Database } from "@/lib/db/client";

/** Whether the seed adds the access-rule test fixtures (SEED_ACCESS_FIXTURES, lib/config.ts). */
export const accessFixturesWanted = seedAccessFixtures;

export async function seedEmptyEmbeddedGallery(database: Database): Promise<void> {
  if (database.kind !== "pglite") return;
  const empty = (await database.prisma.style.count()) === 0;
  // A folder copied from the build's template holds the gallery but never the test fixtures.
  if (!empty && !accessFixturesWanted()) return;
  const started = Date.now();
  const [{ seedGallery }, { blobStore }] = await Promise.all([import("./seed"), import("@/lib/blob")]);
  const seeded = await seedGallery(database.prisma, blobStore(), { styles: empty ? undefined : [], withAccessFixtures: accessFixturesWanted() });
  console.log(`[styleshelf] seeded the embedded gallery: ${seeded.styles} styles in ${Date.now() - started} ms`);
}
