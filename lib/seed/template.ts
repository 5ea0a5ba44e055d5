// A seeded embedded data folder to start from. A fresh PGlite folder costs its initdb (3-11 s on a
// 2-core machine) plus migrations and the seed, longer than a newcomer should wait for the first
// page. So two commands leave a migrated, seeded folder (prisma/scripts/embedded-template.ts):
// - `npm run build`, beside the build (<build folder>/embedded-template), for `npm start` and the
//   standalone server: made from the same sources as the build, so always current;
// - `npm ci` (postinstall), in node_modules/.cache, for `npm run dev` on a fresh clone. Sources can
//   change after an install (a pull), so that copy carries a fingerprint of what it was made from
//   and is used only while the fingerprint still matches.
// A server starting on an empty data folder copies the first usable one (~0.1-0.4 s); migrations
// newer than the copy still apply on open.
import { createHash } from "node:crypto";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { buildDir, dataDir, isEmbeddedDatabase } from "@/lib/config";

const FINGERPRINT_FILE = "fingerprint";
/** What the seeded folder is made of: the schema's history, the seed's code and data, its pictures. */
export const TEMPLATE_SOURCES = ["prisma/migrations", "lib/seed", "prisma/seed-images"] as const;

const fromRoot = (...parts: string[]) => resolve(/*turbopackIgnore: true*/ process.cwd(), ...parts);

/** The seeded data folder `npm run build` leaves in the build folder. */
export function embeddedTemplateDir(): string {
  return fromRoot(buildDir(), "embedded-template");
}

/** The seeded data folder `npm ci` leaves for development. */
export function installedTemplateDir(): string {
  return fromRoot("node_modules", ".cache", "styleshelf", "embedded-template");
}

function filesUnder(dir: string): string[] {
  return readdirSync(/*turbopackIgnore: true*/ dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(/*turbopackIgnore: true*/ entry.parentPath, entry.name))
    .sort();
}

/** A hash of the sources and of PGlite's version (its folder format), or null where the sources are
 *  not on disk (a standalone server ships compiled code only). */
export function templateFingerprint(root = process.cwd()): string | null {
  const roots = TEMPLATE_SOURCES.map((s) => resolve(/*turbopackIgnore: true*/ root, s));
  const pglite = resolve(/*turbopackIgnore: true*/ root, "node_modules", "@electric-sql", "pglite", "package.json");
  if (!roots.every((dir) => existsSync(dir)) || !existsSync(pglite)) return null;
  const hash = createHash("sha256");
  hash.update((JSON.parse(readFileSync(pglite, "utf8")) as { version: string }).version);
  for (const file of roots.flatMap(filesUnder)) {
    hash.update(`\0${relative(root, file)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest("hex");
}

/** Marks a freshly made installed template with what it was made from. */
export function stampInstalledTemplate(dir: string, fingerprint: string): void {
  writeFileSync(join(dir, FINGERPRINT_FILE), fingerprint);
}

function usable(dir: string): boolean {
  return existsSync(join(/*turbopackIgnore: true*/ dir, "db", "PG_VERSION"));
}

/** The folder to start from: the build's, else the install's while its sources are unchanged. */
function templateToCopy(installed: string): string | null {
  const built = embeddedTemplateDir();
  if (usable(built)) return built;
  if (!usable(installed)) return null;
  const stamp = join(/*turbopackIgnore: true*/ installed, FINGERPRINT_FILE);
  if (!existsSync(stamp)) return null;
  return readFileSync(stamp, "utf8") === templateFingerprint() ? installed : null;
}

/** Starts an empty embedded data folder from a seeded copy, when there is one. Returns whether it
 *  did. Call before anything opens the database. */
export function restoreEmbeddedTemplate(installed = installedTemplateDir()): boolean {
  const target = dataDir();
  const db = join(/*turbopackIgnore: true*/ target, "db");
  if (!isEmbeddedDatabase() || existsSync(db)) return false;
  const template = templateToCopy(installed);
  if (!template) return false;
  const started = Date.now();
  // Copied beside, then renamed: a copy cut short never leaves a half database where PGlite looks.
  const partial = `${db}.partial-${process.pid}`;
  try {
    cpSync(join(/*turbopackIgnore: true*/ template, "db"), partial, { recursive: true });
    renameSync(partial, db);
  } catch (err) {
    rmSync(partial, { recursive: true, force: true });
    console.warn("[styleshelf] could not copy the seeded data folder; creating the database instead", err);
    return false;
  }
  // Blobs already in the folder (a user's) are kept; the seed's pictures are added beside them.
  try {
    if (existsSync(join(/*turbopackIgnore: true*/ template, "blobs"))) {
      cpSync(join(/*turbopackIgnore: true*/ template, "blobs"), join(/*turbopackIgnore: true*/ target, "blobs"), { recursive: true, force: false });
    }
  } catch (err) {
    console.warn("[styleshelf] could not copy the seed's pictures from the seeded data folder", err);
  }
  console.log(`[styleshelf] embedded data folder started from a seeded copy in ${Date.now() - started} ms`);
  return true;
}
