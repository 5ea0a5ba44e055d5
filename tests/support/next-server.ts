// The one way tests start a real Next.js server (tests/unit/harness/seams.test.ts holds every other
// file to it): `next dev`, which compiles each route on its first request, or `next start` on a
// production build. The server runs in a process group of its own (next dev forks workers), with
// the environment the caller gives and nothing else inherited but PATH and HOME, and its output kept
// for the error when it exits early or never answers. It is killed if this process exits first.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports";

/** Variables for the server's process; an undefined value is left out. */
export type ServerEnv = Record<string, string | undefined>;

export interface StartNextOptions {
  /** "dev": `next dev`; "start": `next start` on the build in `distDir`. */
  mode: "dev" | "start";
  /** NEXT_DIST_DIR: each caller its own, so parallel runs never share a build folder. */
  distDir: string;
  /** Added to PATH, HOME, NODE_ENV (development or production, by mode) and NEXT_TELEMETRY_DISABLED. */
  env?: ServerEnv;
  /** A throwaway DATA_DIR (the embedded database and blobs), made here and removed by stop(). */
  freshDataDir?: boolean;
  /** Defaults to a free one. */
  port?: number;
  /** Listen on this address only (`-H`), which the origin then names; by default Next.js listens on
   *  every interface and the origin names `originHost`. */
  hostname?: string;
  /** "localhost" (the default) is the host SITE_URL defaults to, so links and cookies match. */
  originHost?: string;
  /** Ready once this path answers: "answering" (the default), with any status below 500; "ok", with a 2xx. */
  readyPath?: string;
  /** Or ready once the server prints a line matching this, asking nothing of it meanwhile (a timing of
   *  the first request must not be spoiled by a readiness probe). One of readyPath and readyLine. */
  readyLine?: RegExp;
  /** Flags for the node process that runs next (e.g. --cpu-prof, --max-old-space-size). */
  nodeArgs?: string[];
  readyWhen?: "answering" | "ok";
  /** How long the server has to answer readyPath (default 240 s: next dev's first compile is slow). */
  timeoutMs?: number;
  /** stop() sends SIGTERM, then SIGKILL to whatever is left after this long (default 5 s). */
  graceMs?: number;
  /** Also copy the server's stderr to this process's as it comes (a browser run shows it). */
  echoStderr?: boolean;
}

export interface NextServer {
  origin: string;
  port: number;
  /** The node process running next (its memory can be read from /proc). */
  pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  log(): string;
  /** Sends `signal` to the server's process group and resolves once the server has exited (SIGKILL: a crash). */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM, SIGKILL after graceMs, then the fresh DATA_DIR removed. */
  stop(): Promise<void>;
}

export async function startNext(opts: StartNextOptions): Promise<NextServer> {
  const port = opts.port ?? (await freePort());
  const origin = `http://${opts.hostname ?? opts.originHost ?? "localhost"}:${port}`;
  const dataDir = opts.freshDataDir ? mkdtempSync(join(tmpdir(), "styleshelf-next-")) : undefined;
  const env: ServerEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: opts.mode === "dev" ? "development" : "production",
    NEXT_TELEMETRY_DISABLED: "1",
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...opts.env,
    PORT: String(port),
    NEXT_DIST_DIR: opts.distDir,
  };
  const args = [...(opts.nodeArgs ?? []), "node_modules/next/dist/bin/next", opts.mode, "-p", String(port), ...(opts.hostname ? ["-H", opts.hostname] : [])];
  // Node leaves out variables whose value is undefined.
  const child = spawn(process.execPath, args, { env: env as NodeJS.ProcessEnv, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => {
    log += d;
    if (opts.echoStderr) process.stderr.write(d);
  });
  let spawnError: Error | null = null;
  const exited = new Promise<void>((ok) => {
    child.once("exit", () => ok());
    child.once("error", (err) => {
      spawnError = err;
      ok();
    });
  });
  const running = () => spawnError === null && child.exitCode === null && child.signalCode === null;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is gone already
    }
  };
  const orphanGuard = () => signalGroup("SIGKILL");
  process.once("exit", orphanGuard);

  const kill = async (signal: NodeJS.Signals) => {
    if (running()) signalGroup(signal);
    await exited;
  };
  const stop = async () => {
    if (running()) {
      signalGroup("SIGTERM");
      const timer = new Promise((ok) => setTimeout(ok, opts.graceMs ?? 5_000));
      await Promise.race([exited, timer]);
    }
    // Workers next dev forked may outlive the process that started them.
    signalGroup("SIGKILL");
    await exited;
    process.removeListener("exit", orphanGuard);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const server: NextServer = { origin, port, pid: child.pid!, log: () => log, kill, stop };
  const timeoutMs = opts.timeoutMs ?? 240_000;
  const deadline = Date.now() + timeoutMs;
  const awaited = opts.readyLine ? `a line matching ${opts.readyLine}` : opts.readyPath;
  let last = "no answer yet";
  if (opts.readyLine) {
    const line = opts.readyLine;
    const seen = await new Promise<boolean>((ok) => {
      const check = () => {
        if (line.test(log)) finish(true);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      const finish = (found: boolean) => {
        clearTimeout(timer);
        child.stdout!.off("data", check);
        child.stderr!.off("data", check);
        ok(found);
      };
      child.stdout!.on("data", check);
      child.stderr!.on("data", check);
      void exited.then(() => finish(line.test(log)));
      check();
    });
    if (seen && running()) return server;
  } else {
    if (!opts.readyPath) throw new Error("startNext: give readyPath or readyLine");
    const ready = (res: Response) => (opts.readyWhen === "ok" ? res.ok : res.status < 500);
    while (Date.now() < deadline && running()) {
      try {
        const res = await fetch(`${origin}${opts.readyPath}`);
        if (ready(res)) return server;
        last = `${res.status} ${(await res.text()).slice(0, 500)}`;
      } catch (err) {
        last = String(err);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const why = running() ? `did not answer ${awaited} within ${timeoutMs / 1000} s (${last})` : `exited (${spawnError ?? child.exitCode ?? child.signalCode}) before ${awaited}`;
  await stop();
  throw new Error(`next ${opts.mode} ${why}:\n${log}`);
}
