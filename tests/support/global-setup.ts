// Runs once per `vitest run` for the integration project: builds the seeded template database.
import { join } from "node:path";
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { RUN_PREFIX, databaseUrlFor, newTempDir, withAdmin, type TemplateInfo } from "./databases";

declare module "vitest" {
  export interface ProvidedContext {
    testTemplate: TemplateInfo;
  }
}

async function seedInto(dataDir: string): Promise<void> {
  process.env.DATA_DIR = dataDir;
  const { database, closeDatabase } = await import("@/lib/db/client");
  const { seedGallery } = await import("@/lib/seed/seed");
  const { blobStore } = await import("@/lib/blob");
  const { prisma } = await database();
  // With the access fixtures, which tests of access rules read (a deployment never gets them).
  await seedGallery(prisma, blobStore(), { withAccessFixtures: true });
  await closeDatabase();
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const dataDir = newTempDir("styleshelf-template-");
  let info: TemplateInfo;
  if (serverUrl) {
    const template = `${RUN_PREFIX}template`;
    await withAdmin(serverUrl, (c) => c.query(`CREATE DATABASE "${template}"`));
    process.env.DATABASE_URL = databaseUrlFor(serverUrl, template);
    await seedInto(dataDir);
    process.env.DATABASE_URL = serverUrl;
    info = { kind: "postgres", serverUrl, template, dataDir };
  } else {
    await seedInto(dataDir);
    info = { kind: "pglite", template: dataDir, dataDir };
  }
  project.provide("testTemplate", info);

  return async () => {
    if (serverUrl) {
      await withAdmin(serverUrl, async (c) => {
        const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${RUN_PREFIX}%`]);
        for (const r of rows) await c.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
      });
    }
    rmSync(join(dataDir), { recursive: true, force: true });
  };
}
