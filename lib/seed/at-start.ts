// The embedded default seeds its own gallery: a newcomer's first `npm run dev` opens on a full
// gallery with nothing to configure. Registered by the server at start (lib/startup-checks.ts) as the
// database's preparation, so it runs once, right after migrations, before any request reads the
// database. A PostgreSQL deployment is seeded on purpose instead (`npm run db:seed`).
import { blobStore } from "@/lib/blob";
import type { Database } from "@/lib/db/client";
import { seedGallery } from "./seed";

/** SEED_ACCESS_FIXTURES=1 adds the private, link-only and pending styles that tests of access rules
 *  read; never set it on a real deployment (its moderation queue would show a fake style). */
export function accessFixturesWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SEED_ACCESS_FIXTURES === "1" || env.SEED_ACCESS_FIXTURES === "true";
}

export async function seedEmptyEmbeddedGallery(database: Database): Promise<void> {
  if (database.kind !== "pglite" || (await database.prisma.style.count()) > 0) return;
  const started = Date.now();
  const seeded = await seedGallery(database.prisma, blobStore(), { withAccessFixtures: accessFixturesWanted() });
  console.log(`[styleshelf] seeded the embedded gallery: ${seeded.styles} styles in ${Date.now() - started} ms`);
}
