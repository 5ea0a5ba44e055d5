// `npm ci` / `npm install`: generates the Prisma client, then leaves a seeded embedded data folder
// for the first `npm run dev` (lib/seed/template.ts). That second step is a head start only: it is
// skipped where the sources or tsx are not there (a Docker layer that installs before copying the
// source, a production install without dev dependencies) and never fails the install.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

execFileSync(process.execPath, ["prisma/scripts/generate.mjs"], { stdio: "inherit" });

const require = createRequire(import.meta.url);
let tsx = null;
try {
  tsx = require.resolve("tsx");
} catch {
  // no dev dependencies
}
if (tsx && existsSync("lib/seed/template.ts")) {
  spawnSync(process.execPath, ["--import", "tsx", "prisma/scripts/embedded-template.ts", "--install"], { stdio: "inherit" });
}
