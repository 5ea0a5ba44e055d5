// The embedded default seeds its own gallery: a newcomer's first `npm run dev` opens on a full
// gallery with nothing to configure. Registered by the server at start (lib/startup-checks.ts) as the
// database's preparation, so it runs once, right after migrations, before any request reads the
// database. A PostgreSQL deployment is seeded on purpose instead (`npm run db:seed`).
//
// A fresh PGlite folder costs its initdb (7-11 s on a 2-core machine), longer than a first visitor
// should wait for `npm start`. So `npm run build` also leaves a migrated, seeded embedded data folder
// beside the build (prisma/scripts/embedded-template.ts), and a server starting on an empty data
// folder copies it (~0.1-0.3 s) instead; migrations newer than the copy still apply on open.
// The seed itself (its data, sharp) is imported only when there is seeding to do: a start from the
// template should not load it on the way to its first page.
import { cpSync, existsSync, renameSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { dataDir, isEmbeddedDatabase } from "@/lib/config";
import type { Database } from "@/lib/db/client";

/** SEED_ACCESS_FIXTURES=1 adds the private, link-only and pending styles that tests of access rules
 *  read; never set it on a real deployment (its moderation queue would show a fake style). */
export function accessFixturesWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SEED_ACCESS_FIXTURES === "1" || env.SEED_ACCESS_FIXTURES === "true";
}

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

/** The seeded data folder `npm run build` leaves in the build folder. */
export function embeddedTemplateDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(/*turbopackIgnore: true*/ process.cwd(), env.NEXT_DIST_DIR || ".next", "embedded-template");
}

/** Starts an empty embedded data folder from the build's seeded copy, when there is one. Returns
 *  whether it did. Call before anything opens the database. */
export function restoreEmbeddedTemplate(): boolean {
  const template = embeddedTemplateDir();
  const target = dataDir();
  const db = join(/*turbopackIgnore: true*/ target, "db");
  if (!isEmbeddedDatabase() || existsSync(db) || !existsSync(join(/*turbopackIgnore: true*/ template, "db", "PG_VERSION"))) return false;
  const started = Date.now();
  // Copied beside, then renamed: a copy cut short never leaves a half database where PGlite looks.
  const partial = `${db}.partial-${process.pid}`;
  try {
    cpSync(join(/*turbopackIgnore: true*/ template, "db"), partial, { recursive: true });
    renameSync(partial, db);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    console.warn("[styleshelf] could not copy the build's seeded data folder; creating the database instead", err);
    return false;
  }
  // Blobs already in the folder (a user's) are kept; the seed's pictures are added beside them.
  try {
    if (existsSync(join(/*turbopackIgnore: true*/ template, "blobs"))) {
      cpSync(join(/*turbopackIgnore: true*/ template, "blobs"), join(/*turbopackIgnore: true*/ target, "blobs"), { recursive: true, force: false });
    }
  } catch (err) {
    console.warn("[styleshelf] could not copy the seed's pictures from the build's data folder", err);
  }
  console.log(`[styleshelf] embedded data folder started from the build's seeded copy in ${Date.now() - started} ms`);
  return true;
}
