// Runs `prisma generate`. Generation needs no schema engine, but Prisma's CLI tries to download the
// native one first and fails on machines that only reach the npm registry. When no engine is present
// we point PRISMA_SCHEMA_ENGINE_BINARY at any existing file so the CLI skips that download; machines
// with internet (or an engine already in place) behave normally.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
const env = { ...process.env };

function hasNativeEngine() {
  if (env.PRISMA_SCHEMA_ENGINE_BINARY) return true;
  try {
    const enginesDir = dirname(require.resolve("@prisma/engines/package.json"));
    return readdirSync(enginesDir).some((f) => f.startsWith("schema-engine"));
  } catch {
    return false;
  }
}

if (!hasNativeEngine()) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;

const cli = join(dirname(require.resolve("prisma/package.json")), "build", "index.js");
if (!existsSync(cli)) throw new Error(`prisma CLI not found at ${cli}`);
execFileSync(process.execPath, [cli, "generate", "--schema", "prisma/schema.prisma"], { stdio: "inherit", env });
