// A DATA_DIR made before a server opens it, holding a signed-in website session and a draft style for
// it: PGlite is one process's at a time, so tests that drive a real server (`next dev` or `next start`)
// as a signed-in maker prepare its data folder first, in a process of their own.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface PreparedDataDir {
  dataDir: string;
  /** The session cookie header value. */
  cookie: string;
  /** The builder's CSRF token for that session. */
  builderCsrf: string;
  styleId: string;
}

/** Makes a data folder with a user (`handle`), a session and a style named `styleName`. The caller
 *  removes `dataDir`. `nodeEnv`: the server's (a production server reads the same secret). */
export async function prepareDataDir(handle: string, styleName: string, nodeEnv: "development" | "production"): Promise<PreparedDataDir> {
  const dataDir = mkdtempSync(join(tmpdir(), `styleshelf-${handle}-`));
  const script = `(async () => {
    const { createStyle } = await import("@/lib/builder/create");
    const { closeDatabase, db } = await import("@/lib/db/client");
    const { websiteSession } = await import("./tests/support/sessions");
    const prisma = await db();
    const user = await prisma.user.create({ data: { email: ${JSON.stringify(`${handle}@example.com`)}, handle: ${JSON.stringify(handle)} } });
    const session = await websiteSession(user.id);
    const style = await createStyle(user.id, { name: ${JSON.stringify(styleName)} });
    console.log(JSON.stringify({ cookie: session.cookie, builderCsrf: session.csrfFor("builder"), styleId: style.id }));
    await closeDatabase();
  })();`;
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: nodeEnv, DATA_DIR: dataDir };
  const made = await run(process.execPath, ["node_modules/tsx/dist/cli.mjs", "--eval", script], { env, maxBuffer: 16 * 1024 * 1024 });
  return { dataDir, ...(JSON.parse(made.stdout.trim().split("\n").at(-1)!) as Omit<PreparedDataDir, "dataDir">) };
}
