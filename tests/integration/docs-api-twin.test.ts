// The API reference's Markdown twin (/docs/api.md, or /docs/api asked for as Markdown), through the
// rewrites next.config.ts declares (applied with Next.js's own path matcher, as docs-twins.test.ts does):
// the twins' headers, and a body that reads as a whole reference, checked against the OpenAPI document
// itself: every operation with method, path, access, each parameter and each response with its error
// code, and every schema. The HTML page's Link header points to it, from next.config.ts's headers().
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import nextConfig from "@/next.config";
import { countTokens } from "@/lib/compile";
import { buildOpenApiDocument } from "@/lib/openapi/document";
import { startTestApp, type TestApp } from "../support/app";

type Json = Record<string, any>;
type Has = { type: string; key?: string; value?: string };

let app: TestApp;
let rewrite: (path: string, headers?: Record<string, string>) => string;
let headersOf: (path: string, headers?: Record<string, string>) => Record<string, string>;

const matches = (conditions: Has[] | undefined, headers: Record<string, string>) =>
  (conditions ?? []).map((h) => h.type === "header" && new RegExp(`^${h.value}$`).test(headers[h.key ?? ""] ?? ""));

beforeAll(async () => {
  app = await startTestApp();
  const rewrites = await nextConfig.rewrites!();
  const rules = Array.isArray(rewrites) ? rewrites : (rewrites.beforeFiles ?? []);
  const compiled = rules.map((r) => ({ ...r, match: getPathMatch(r.source, { removeUnnamedParams: true, strict: true }) }));
  rewrite = (path, headers = {}) => {
    let current = path;
    for (const r of compiled) {
      const params = r.match(current);
      if (!params || !matches(r.has, headers).every(Boolean)) continue;
      current = r.destination.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
    }
    return current;
  };
  const headerRules = (await nextConfig.headers!()).map((r) => ({ ...r, match: getPathMatch(r.source, { removeUnnamedParams: true, strict: true }) }));
  headersOf = (path, headers = {}) => {
    const out: Record<string, string> = {};
    for (const r of headerRules) {
      const params = r.match(path);
      if (!params || !matches(r.has, headers).every(Boolean) || matches(r.missing, headers).some(Boolean)) continue;
      for (const h of r.headers) out[h.key.toLowerCase()] = h.value.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
    }
    return out;
  };
});
afterAll(() => app?.close());

const get = (path: string, headers: Record<string, string> = {}) => app.request(rewrite(path, headers), { headers });

describe("/docs/api.md", () => {
  it("answers with the twins' headers, at .md and for Accept: text/markdown alike", async () => {
    const res = await get("/docs/api.md");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers.get("link")).toBe(`<${app.origin}/docs/api>; rel="canonical"`);
    expect(res.headers.get("vary")).toBe("Accept");
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await res.text();
    expect(Number(res.headers.get("x-token-count"))).toBe(countTokens(body));
    expect(body).toMatch(/^# API reference\n\n> \S/);
    expect(body).toContain(`Canonical: ${app.origin}/docs/api\n`);

    const negotiated = await get("/docs/api", { accept: "text/markdown, text/html;q=0.5" });
    expect(negotiated.status).toBe(200);
    expect(negotiated.headers.get("link")).toBe(`<${app.origin}/docs/api>; rel="canonical"`);
    expect(await negotiated.text()).toBe(body);
    expect((await get("/docs/api.md", { "if-none-match": etag })).status).toBe(304);
  });

  it("is pointed to by the HTML page's Link header, which the Markdown answer does not get", () => {
    expect(headersOf("/docs/api").link).toBe('</docs/api.md>; rel="alternate"; type="text/markdown"');
    expect(headersOf("/docs/api", { accept: "text/markdown" }).link).toBeUndefined();
  });

  it("holds every operation of the OpenAPI document with its access, parameters, responses and error codes", async () => {
    const body = await (await get("/docs/api.md")).text();
    const doc = buildOpenApiDocument() as Json;
    const base = new URL(doc.servers[0].url).pathname;
    const resolve = (node: Json): Json =>
      typeof node.$ref === "string" ? node.$ref.replace(/^#\//, "").split("/").reduce((at: Json, k: string) => at[k], doc) : node;
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths as Json)) {
      for (const [method, op] of Object.entries(item as Json) as [string, Json][]) {
        if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
        operations += 1;
        const start = body.indexOf(`\`${method.toUpperCase()} ${base}${path}\` · operationId \`${op.operationId}\``);
        expect(start, `${method} ${path}`).toBeGreaterThan(0);
        const next = body.indexOf("\n### ", start);
        const section = body.slice(body.lastIndexOf("\n### ", start), next === -1 ? undefined : next);
        expect(section).toContain(`### ${op.summary}\n`);
        const scopes: string[] = (op.security ?? []).flatMap((r: Json) => Object.values(r).flat());
        for (const scope of scopes) expect(section, `${op.operationId} scope`).toContain(`\`${scope}\``);
        expect(section).toMatch(scopes.length === 0 || (op.security ?? []).some((r: Json) => Object.keys(r).length === 0) ? /Auth: No token needed/ : /Auth: Bearer token/);
        for (const raw of op.parameters ?? []) {
          const p = resolve(raw);
          expect(section, `${op.operationId} ${p.name}`).toMatch(new RegExp(`\\| \`${p.name}\` \\| ${p.in} \\| .+ \\| ${p.required ? "yes" : "no"} \\|`));
          if (p.schema?.maxLength) {
            const min = p.schema.minLength ?? 0;
            expect(section).toContain(min > 0 ? `${min}–${p.schema.maxLength} characters` : `at most ${p.schema.maxLength} characters`);
          }
        }
        for (const [status, raw] of Object.entries(op.responses as Json)) {
          const code = (Object.values(resolve(raw as Json).content ?? {}) as Json[])[0]?.example?.error;
          expect(section, `${op.operationId} ${status}`).toMatch(new RegExp(`\\| ${status} \\| ${code ? `\`${code}\`` : ""} \\|`));
        }
        if (op.requestBody) expect(section).toContain("Request body: ");
      }
    }
    expect(operations).toBeGreaterThanOrEqual(13);
    for (const name of Object.keys(doc.components.schemas)) expect(body, name).toContain(`\n### ${name}\n`);
    // Limits a client must respect, in words.
    expect(body).toMatch(/\| `limit` \| query \| `integer \(1–25\)` \| no \| default `8` \|/);
  });
});
