// Run by `npm run build` after `next build`: a migrated, seeded embedded data folder (PGlite database
// and the seed's pictures) in <build folder>/embedded-template, which a server starting on an empty
// data folder copies instead of running PostgreSQL's initdb and the seed (lib/seed/at-start.ts).
// Without it everything still works, only the first start is slower.
import { rmSync } from "node:fs";
import { closeDatabase, database, prepareDatabaseWith } from "@/lib/db/client";
import { embeddedTemplateDir, seedEmptyEmbeddedGallery } from "@/lib/seed/at-start";

const dir = embeddedTemplateDir();
const started = Date.now();
rmSync(dir, { recursive: true, force: true });
// The template is the embedded default's: never PostgreSQL, never the test fixtures.
delete process.env.DATABASE_URL;
delete process.env.SEED_ACCESS_FIXTURES;
process.env.DATA_DIR = dir;
prepareDatabaseWith(seedEmptyEmbeddedGallery);
const { prisma } = await database();
const styles = await prisma.style.count();
await closeDatabase();
console.log(`embedded template: ${styles} styles in ${dir} (${Date.now() - started} ms)`);
