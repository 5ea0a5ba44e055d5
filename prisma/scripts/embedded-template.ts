// A migrated, seeded embedded data folder (PGlite database and the seed's pictures) that a server
// starting on an empty data folder copies instead of running PostgreSQL's initdb and the seed
// (lib/seed/template.ts). Without it everything still works, only the first start is slower.
//   tsx prisma/scripts/embedded-template.ts            <build folder>/embedded-template (npm run build)
//   tsx prisma/scripts/embedded-template.ts --install  node_modules/.cache, stamped (npm ci)
import { rmSync } from "node:fs";
import { closeDatabase, database, prepareDatabaseWith } from "@/lib/db/client";
import { seedEmptyEmbeddedGallery } from "@/lib/seed/at-start";
import { embeddedTemplateDir, installedTemplateDir, stampInstalledTemplate, templateFingerprint } from "@/lib/seed/template";

const install = process.argv.includes("--install");
const dir = install ? installedTemplateDir() : embeddedTemplateDir();
const started = Date.now();
rmSync(dir, { recursive: true, force: true });
// The template is the embedded default's: never PostgreSQL, never the test fixtures.
delete process.env.DATABASE_URL;
delete process.env.SEED_ACCESS_FIXTURES;
process.env.DATA_DIR = dir;
try {
  // Taken before seeding, so sources edited meanwhile make the copy stale rather than wrongly current.
  const fingerprint = install ? templateFingerprint() : null;
  prepareDatabaseWith(seedEmptyEmbeddedGallery);
  const { prisma } = await database();
  const styles = await prisma.style.count();
  await closeDatabase();
  if (fingerprint) stampInstalledTemplate(dir, fingerprint);
  console.log(`embedded template: ${styles} styles in ${dir} (${Date.now() - started} ms)`);
} catch (err) {
  rmSync(dir, { recursive: true, force: true });
  // An install never fails for want of a head start: the first `npm run dev` just seeds itself.
  if (!install) throw err;
  console.warn("embedded template: not made; the first start will create and seed the database itself.", err);
}
