// A client generator's view of the served document: openapi-typescript turns GET /api/v1/openapi.json
// into `paths` types, and a small program written against them (search, compile, start an extraction,
// poll it) must type-check with the TypeScript compiler. A renamed field, a dropped operation or a
// changed content type in the document breaks the program here, before it breaks someone's client.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
let dir: string;
let generated: string;

beforeAll(async () => {
  app = await startTestApp();
  dir = mkdtempSync(join(tmpdir(), "styleshelf-client-"));
  const res = await app.request("/api/v1/openapi.json");
  expect(res.status).toBe(200);
  generated = astToString(await openapiTS(await res.text()));
  writeFileSync(join(dir, "styleshelf.d.ts"), generated);
});

afterAll(async () => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  await app?.close();
});

// What someone would write with the generated types and plain fetch (no client runtime needed).
const PROGRAM = `
import type { components, paths } from "./styleshelf";

type Json<T> = T extends { content: { "application/json": infer B } } ? B : never;
type ApiError = components["schemas"]["Error"];

type SearchQuery = NonNullable<paths["/styles"]["get"]["parameters"]["query"]>;
type SearchPage = Json<paths["/styles"]["get"]["responses"][200]>;
type CompileQuery = NonNullable<paths["/styles/{ref}"]["get"]["parameters"]["query"]>;
type Compiled = Json<paths["/styles/{ref}"]["get"]["responses"][200]>;
type StartBody = NonNullable<paths["/extractions"]["post"]["requestBody"]>["content"]["application/json"];
type Started = Json<paths["/extractions"]["post"]["responses"][202]>;
type Status = Json<paths["/extractions/{id}"]["get"]["responses"][200]>;
type ExportTarget = paths["/styles/{ref}/export/{target}"]["get"]["parameters"]["path"]["target"];
type ExportedMarkdown = paths["/styles/{ref}/export/{target}"]["get"]["responses"][200]["content"]["text/markdown"];

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) {
    const error = (await res.json()) as ApiError;
    throw new Error(error.pricingUrl ? \`\${error.message} \${error.pricingUrl}\` : \`\${error.error}: \${error.message}\`);
  }
  return (await res.json()) as T;
}

function queryString(query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}

export async function searchAll(base: string, query: SearchQuery): Promise<string[]> {
  const names: string[] = [];
  let offset: number | undefined = query.offset;
  for (;;) {
    const page = await call<SearchPage>(\`\${base}/styles?\${queryString({ ...query, offset })}\`);
    for (const style of page.styles) names.push(\`\${style.name} (\${style.slug}) \${style.url} \${style.palette?.join(" ") ?? ""}\`);
    if (!page.hasMore || page.nextOffset == null) return names;
    offset = page.nextOffset;
  }
}

export async function compileJson(base: string, ref: string, query: Omit<CompileQuery, "format"> = {}): Promise<string> {
  const format: CompileQuery["format"] = "json";
  const compiled = await call<Compiled>(\`\${base}/styles/\${encodeURIComponent(ref)}?\${queryString({ ...query, format })}\`);
  const sections = Object.entries(compiled.sections).map(([id, text]) => \`## \${id}\\n\${String(text)}\`);
  const firstImage = compiled.referenceImages?.[0]?.url;
  return [compiled.name ?? ref, compiled.attribution ?? "", ...sections, firstImage ?? ""].join("\\n");
}

export async function extract(base: string, token: string, body: StartBody): Promise<Status> {
  const headers = { Authorization: \`Bearer \${token}\`, "Content-Type": "application/json" };
  const started = await call<Started>(\`\${base}/extractions\`, { method: "POST", headers, body: JSON.stringify(body) });
  const running: "running" = started.status;
  console.log(running, started.extractionId, started.creditsRemaining);
  for (;;) {
    const status = await call<Status>(started.statusUrl, { headers });
    if (status.status !== "running") return status;
    await new Promise((done) => setTimeout(done, 2000));
  }
}

/** Saves a style's export; text targets come back as text, the skill as a zip. */
export async function exportStyle(base: string, ref: string, target: ExportTarget): Promise<string | Blob> {
  const res = await fetch(\`\${base}/styles/\${encodeURIComponent(ref)}/export/\${target}\`);
  if (!res.ok) throw new Error(((await res.json()) as ApiError).message);
  if (target === "skill") return res.blob();
  const text: ExportedMarkdown = await res.text();
  return text;
}

export async function example(base: string, token: string): Promise<void> {
  console.log(await searchAll(base, { query: "risograph", limit: 5 }));
  console.log(await compileJson(base, "risograph-zine", { raw: "1" }));
  console.log(await exportStyle(base, "risograph-zine", "design-md"), await exportStyle(base, "risograph-zine", "skill"));
  const result = await extract(base, token, { text: "Warm, grainy film photos of seaside towns", name: "Seaside" });
  if (result.status === "complete") console.log(result.spec, result.styleMd, result.blocks?.map((b) => b.value));
}
`;

// The lib files (ES and DOM, for fetch) are parsed once and shared by every check; only the program changes.
const parsed = new Map<string, ts.SourceFile>();

function typeErrors(source: string): string[] {
  const file = join(dir, "program.ts");
  writeFileSync(file, source);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: [],
    noUnusedLocals: true,
    // Declaration files (the libs and the generated types) are not the subject; the program using them is.
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError) => {
    if (name === file) return read(name, language, onError);
    let source = parsed.get(name);
    if (!source) {
      source = read(name, language, onError);
      if (source) parsed.set(name, source);
    }
    return source;
  };
  const program = ts.createProgram([file], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n") + (d.file ? ` (${d.file.fileName.replace(dir, "")})` : ""));
}

describe("a typed client generated from the served document", () => {
  it("names every operation of the document", () => {
    for (const path of ["/styles", "/styles/{ref}", "/styles/{ref}/style.md", "/extractions", "/extractions/{id}", "/me/styles"]) {
      expect(generated).toContain(`"${path}": {`);
    }
    expect(generated).toMatch(/searchStyles: \{/);
    expect(generated).toMatch(/createExtraction: \{/);
  });

  it("type-checks a program that searches, compiles and extracts", () => {
    expect(typeErrors(PROGRAM)).toEqual([]);
  });

  it("refuses a program that relies on a field the document does not have", () => {
    const renamed = PROGRAM.replace("for (const style of page.styles)", "for (const style of page.results)");
    expect(renamed).not.toBe(PROGRAM);
    expect(typeErrors(renamed).join("\n")).toMatch(/Property 'results' does not exist/);
  });

  it("refuses an export target the document does not list", () => {
    const wrong = PROGRAM.replace('exportStyle(base, "risograph-zine", "design-md")', 'exportStyle(base, "risograph-zine", "pdf")');
    expect(wrong).not.toBe(PROGRAM);
    expect(typeErrors(wrong).join("\n")).toMatch(/"pdf"/);
  });

  it("refuses a format the document does not list", () => {
    const wrong = PROGRAM.replace('const format: CompileQuery["format"] = "json";', 'const format: CompileQuery["format"] = "yaml";');
    expect(wrong).not.toBe(PROGRAM);
    expect(typeErrors(wrong).join("\n")).toMatch(/"yaml"/);
  });
});
