// Browser tests use Debian's Chromium (Playwright's own browser download cannot run on these machines).
// On a fresh machine where we are root, install it; otherwise say exactly what is missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM = "/usr/bin/chromium";

export default function globalSetup(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM}: run \`sudo apt-get install -y chromium\`.`);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}
