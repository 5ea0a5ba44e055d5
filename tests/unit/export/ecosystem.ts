// Each export checked by its own ecosystem's tooling, not by our reading of its format: Terrazzo's
// strict DTCG parser and Style Dictionary 4 for tokens, Tailwind v4's compiler for the theme, Google's
// DESIGN.md linter (library and CLI), and Info-ZIP's unzip plus the Agent Skills reference validator
// (skills-ref) for the skill. Shared by the unit and integration tests.
import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { defineConfig, Logger, parse } from "@terrazzo/parser";
import { lint as lintDesign } from "@google/design.md/linter";
import { validate as validateSkillDir } from "skills-ref";
import StyleDictionary from "style-dictionary";
import { compile as compileTailwindCss } from "tailwindcss";

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** Terrazzo with its recommended rules as errors, plus: every token described, kebab-case names. */
export async function parseDtcg(text: string): Promise<{ ids: string[]; tokens: Record<string, { $type: string; $value: unknown; $description?: string }> }> {
  const cwd = new URL("file:///tmp/");
  // Rules given in a config replace the recommended set, so the recommended set is spread in first.
  const recommended = defineConfig({}, { cwd }).lint.rules;
  const rules = { ...recommended, "core/descriptions": "error", "core/consistent-naming": ["error", { format: "kebab-case" }] };
  const config = defineConfig({ lint: { rules: rules as never } }, { cwd });
  // Throws on the first error (a string color, an invalid component, a missing $description...).
  const { tokens } = await parse([{ filename: new URL("file:///tmp/style.tokens.json"), src: text }], {
    config,
    logger: new Logger({ level: "error" }),
  });
  return { ids: Object.keys(tokens), tokens: tokens as never };
}

/** Style Dictionary 4 builds CSS custom properties from the DTCG file. SD 4 predates the 2025.10 color
 *  object, so a value transform (as a user of SD 4 would register) writes it from its components. */
export async function buildCssVariables(text: string): Promise<Record<string, string>> {
  const sd = new StyleDictionary({
    tokens: JSON.parse(text),
    usesDtcg: true,
    log: { verbosity: "silent", warnings: "error" },
    hooks: {
      transforms: {
        "color/dtcg-2025-object": {
          type: "value",
          filter: (token) => token.$type === "color" && typeof token.$value === "object",
          transform: (token) => {
            const { components, alpha } = token.$value as { components: number[]; alpha?: number };
            const hex = components.map((c) => Math.round(c * 255).toString(16).padStart(2, "0")).join("");
            const a = alpha === undefined || alpha === 1 ? "" : Math.round(alpha * 255).toString(16).padStart(2, "0");
            return `#${hex}${a}`.toUpperCase();
          },
        },
      },
    },
    platforms: {
      css: {
        transforms: ["attribute/cti", "name/kebab", "color/dtcg-2025-object", "fontFamily/css"],
        files: [{ destination: "variables.css", format: "css/variables" }],
      },
    },
  });
  const [file] = await sd.formatPlatform("css");
  const css = String(file?.output ?? "");
  return Object.fromEntries([...css.matchAll(/^\s*(--[\w-]+):\s*(.+?);/gm)].map((m) => [m[1]!, m[2]!]));
}

/** Tailwind v4's own compiler: `@import "tailwindcss"` then the theme, built for the given classes. */
export async function compileTailwind(theme: string, candidates: string[]): Promise<string> {
  const compiler = await compileTailwindCss(`@import "tailwindcss";\n${theme}`, {
    base: process.cwd(),
    async loadStylesheet(id, base) {
      const path = require.resolve(id === "tailwindcss" ? "tailwindcss/index.css" : id, { paths: [base] });
      return { path, base: dirname(path), content: await readFile(path, "utf8") };
    },
  });
  return compiler.build(candidates);
}

export interface DesignLint {
  errors: number;
  warnings: number;
  findings: { severity: string; rule?: string; message: string }[];
  name: string;
  /** Color tokens as the linter resolved them (references followed), lowercase #rrggbb. */
  colors: Record<string, string>;
  typography: Record<string, { fontFamily?: string }>;
  /** `##` sections in document order. */
  sections: string[];
}

interface DesignSystemState {
  name: string;
  colors: Map<string, { hex: string }>;
  typography: Map<string, { fontFamily?: string }>;
  sections: string[];
}

/** Google's DESIGN.md linter as a library. */
export function lintDesignMd(text: string): DesignLint {
  const report = lintDesign(text) as unknown as {
    findings: DesignLint["findings"];
    summary: { errors: number; warnings: number };
    designSystem: DesignSystemState;
  };
  const ds = report.designSystem;
  return {
    errors: report.summary.errors,
    warnings: report.summary.warnings,
    findings: report.findings,
    name: ds.name,
    colors: Object.fromEntries([...ds.colors].map(([k, v]) => [k, v.hex])),
    typography: Object.fromEntries(ds.typography),
    sections: ds.sections,
  };
}

/** `design.md lint --format json <file>`: the command the docs tell people to run. */
export async function lintDesignMdCli(text: string): Promise<{ exitCode: number; summary: { errors: number; warnings: number } }> {
  const dir = await mkdtemp(join(tmpdir(), "design-md-"));
  try {
    const file = join(dir, "DESIGN.md");
    await writeFile(file, text);
    const bin = fileURLToPath(import.meta.resolve("@google/design.md"));
    const out = await run(process.execPath, [bin, "lint", "--format", "json", file]).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
    );
    return { exitCode: out.code, summary: JSON.parse(out.stdout).summary };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export interface UnzippedSkill {
  /** Top-level entries of the archive (one folder for a skill). */
  top: string[];
  folder: string;
  /** Paths inside the folder, sorted. */
  files: string[];
  read(path: string): Promise<Buffer>;
  /** The Agent Skills reference validator's errors for the folder ([] = valid). */
  validate(): Promise<string[]>;
  dispose(): Promise<void>;
}

/** Unzips with Info-ZIP's unzip (not the library that wrote the archive). */
export async function unzipSkill(zip: Uint8Array): Promise<UnzippedSkill> {
  const dir = await mkdtemp(join(tmpdir(), "skill-"));
  const archive = join(dir, "skill.zip");
  const out = join(dir, "out");
  await writeFile(archive, zip);
  await run("unzip", ["-q", archive, "-d", out]);
  const top = await readdir(out);
  const folder = top[0] ?? "";
  const files = (await readdir(join(out, folder), { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(join(out, folder).length + 1))
    .sort();
  return {
    top,
    folder,
    files,
    read: (path) => readFile(join(out, folder, path)),
    validate: () => validateSkillDir(join(out, folder)),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}
