// Before the browser tests: Debian's Chromium (Playwright's own browser download cannot run on these
// machines; on a fresh machine where we are root, it is installed, otherwise we say exactly what is
// missing), and, unless E2E_BASE_URL names a server already running, the app: `next dev` on the port,
// DATA_DIR and build folder playwright.config.ts chose (tests/support/next-server.ts). The function
// returned stops it when the run ends.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { startNext } from "../support/next-server";

export const CHROMIUM = "/usr/bin/chromium";

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Browser tests need Chromium at ${CHROMIUM}: run \`sudo apt-get install -y chromium\`.`);
  }
  console.log("Installing Debian's chromium for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  ensureChromium();
  if (process.env.E2E_BASE_URL) return undefined;
  const port = Number(process.env.E2E_PORT);
  const server = await startNext({
    mode: "dev",
    // E2E_DIST_DIR lets two browser runs share a checkout (each needs its own build folder).
    distDir: process.env.E2E_DIST_DIR || ".next-e2e",
    port,
    hostname: "127.0.0.1",
    // The runner's environment, with these set or blanked over it.
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: "",
      // The browser tests read sign-in links from the JSON mailbox (tests/e2e/sign-in.ts), which
      // answers only with this opt-in.
      DEV_MAILBOX: "1",
      EMAIL_SERVER: "",
      // Browser tests sign in as this address to act as a moderator (applied at sign-in).
      ADMIN_EMAILS: "e2e-admin@example.com",
      // A configured provider, so the page's button and shared CSRF token are exercised (never clicked).
      AUTH_GITHUB_ID: "e2e-github-id",
      AUTH_GITHUB_SECRET: "e2e-github-secret",
      AUTH_GOOGLE_ID: "",
      AUTH_GOOGLE_SECRET: "",
    },
    readyPath: "/signin",
    timeoutMs: 180_000,
    echoStderr: true,
  });
  return () => server.stop();
}
