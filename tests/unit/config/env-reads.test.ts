// Every environment variable goes through lib/config.ts, and every one it reads is listed in
// .env.example (issue 22, seam 5). A read anywhere else is a setting no one can find in one place; a
// name missing from .env.example is one no self-hoster hears of.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const CONFIG = "lib/config.ts";
const SOURCES = ["app", "lib", "inngest", "proxy.ts", "instrumentation.ts"];
const SOURCE_FILE = /\.(?:ts|tsx|js|jsx|mjs|cjs|mts|cts)$/;
/** Prisma's generated client (gitignored, rewritten by `prisma generate`): its own code and doc examples
 *  mention process.env, and none of it is ours to route. */
const GENERATED = ["lib/db/generated"];

/**
 * The one read that must stay where it is. Next.js replaces the literal `process.env.NEXT_RUNTIME` at
 * build time in each runtime's bundle (next/dist/build/define-env.js), which is what lets the Edge
 * compile of instrumentation.ts drop the Node-only start-up behind the guard (Next.js docs,
 * "Instrumentation: importing runtime-specific code"). Read through lib/config.ts it would be a call
 * Next.js cannot see through, and config.ts (node:path) would be pulled into the Edge bundle.
 */
const ALLOWED: Record<string, string[]> = { "instrumentation.ts": ["process.env.NEXT_RUNTIME"] };

/** `process.env`, `process["env"]`, and `env` imported from node:process. */
const ENV_READ = [/\bprocess\s*(?:\?\.|\.)\s*env\b/, /\bprocess\s*\[\s*["'`]env["'`]\s*\]/, /\bimport\s*\{[^}]*\benv\b[^}]*\}\s*from\s*["'](?:node:)?process["']/];

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (GENERATED.some((g) => path === g || path.startsWith(`${g}/`))) return [];
  if (statSync(full).isFile()) return SOURCE_FILE.test(path) ? [path] : [];
  return readdirSync(full).flatMap((name) => sourceFiles(`${path}/${name}`));
}

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** Lines of `path` that read the environment, with the allowed reads taken out first. */
function envReads(path: string): string[] {
  let text = read(path);
  for (const allowed of ALLOWED[path] ?? []) text = text.replaceAll(allowed, "");
  return text.split("\n").flatMap((line, i) => (ENV_READ.some((re) => re.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
}

/** Every variable lib/config.ts reads: it names each as `env.NAME` (process.env or a passed env) or as a
 *  quoted "NAME" handed to a reader; a read by a computed name must take it from such a quoted list. */
function configVariables(): Set<string> {
  const text = read(CONFIG);
  const names = new Set<string>();
  for (const m of text.matchAll(/\benv\s*(?:\?\.|\.)\s*([A-Z][A-Z0-9_]*)\b/g)) names.add(m[1]!);
  for (const m of text.matchAll(/["'`]([A-Z][A-Z0-9_]{2,})["'`]/g)) names.add(m[1]!);
  return names;
}

/** Reads by a computed name in lib/config.ts, other than a quoted literal. */
function computedReads(): string[] {
  return [...read(CONFIG).matchAll(/\benv\s*(?:\?\.)?\s*\[\s*((?:[^[\]]|\[[^\]]*\])+?)\s*\]/g)].map((m) => m[1]!).filter((index) => !/^["'`][A-Z][A-Z0-9_]*["'`]$/.test(index));
}

/** Names .env.example lists: `NAME=` to set, or `# NAME=` for what the platform sets. */
function exampleVariables(): Set<string> {
  return new Set([...read(".env.example").matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
}

describe("environment variables", () => {
  it("are read only in lib/config.ts", () => {
    const files = SOURCES.flatMap(sourceFiles);
    // The scan itself reaches the tree (a wrong root would find nothing and pass).
    expect(files).toContain("lib/auth/secret.ts");
    expect(files).toContain("proxy.ts");
    expect(files).toContain(CONFIG);
    const offenders = files.filter((f) => f !== CONFIG).flatMap(envReads);
    expect(offenders, "read the variable through a getter in lib/config.ts instead").toEqual([]);
  });

  it("read by name only from a quoted list in lib/config.ts", () => {
    // intFromEnv(name) is handed quoted names; aiProviderKey looks its name up in AI_PROVIDER_KEY_VARS.
    expect(computedReads().sort()).toEqual(["AI_PROVIDER_KEY_VARS[provider]", "name"]);
  });

  it("that lib/config.ts (or an allowed read) names are all listed in .env.example", () => {
    const names = configVariables();
    for (const reads of Object.values(ALLOWED)) for (const r of reads) names.add(r.replace(/^process\.env\./, ""));
    // The patterns find what config.ts reads (a pattern that matched nothing would pass vacuously).
    for (const known of ["DATABASE_URL", "AUTH_SECRET", "RATE_LIMIT_ANON_PER_MIN", "OPENAI_API_KEY", "NODE_ENV", "NEXT_RUNTIME"]) expect(names).toContain(known);
    const listed = exampleVariables();
    expect([...names].filter((n) => !listed.has(n)).sort(), "add these to .env.example, with a comment").toEqual([]);
  });
});
