// Directives expand from the project's own lists, so the docs cannot drift from the code: each table
// is checked against the list it comes from.
import { describe, expect, it } from "vitest";
import { SCOPE_WORDING, SCOPES } from "@/lib/auth/scopes";
import { FORMAT_INFO, FORMATS } from "@/lib/compile/formats";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS } from "@/lib/export/targets";
import { directiveNames, expandDirectives } from "@/lib/docs/directives";
import { ERROR_CODES } from "@/lib/errors";
import { STATUS_OF } from "@/lib/errors/http-status";
import { PLANS } from "@/lib/plans";
import { SECTION_IDS } from "@/lib/styles/sections";
import { GENERATOR_ID } from "@/lib/stylemd/generator";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { CTX } from "./support";

const rows = (md: string) => md.split("\n").filter((l) => l.startsWith("| ") && !l.startsWith("| ---"));

describe("expandDirectives", () => {
  it("writes the formats table from the compiler's list, in its order, with a caption", () => {
    const md = expandDirectives("{{formats}}", CTX);
    expect(md.split("\n")[0]).toBe(`Table: The ${FORMATS.length} formats`);
    const body = rows(md).slice(1);
    expect(body).toHaveLength(FORMATS.length);
    FORMATS.forEach((f, i) => expect(body[i]).toContain(`| \`${f}\` | ${FORMAT_INFO[f].label} |`));
  });

  it("writes the export targets table from the exporter's list, each linking its docs page", () => {
    const body = rows(expandDirectives("{{export-targets}}", CTX)).slice(1);
    expect(body).toHaveLength(EXPORT_TARGETS.length);
    EXPORT_TARGETS.forEach((t, i) => {
      expect(body[i]).toContain(`[\`${t}\`](/docs/${EXPORT_TARGET_INFO[t].docsSlug})`);
      expect(body[i]).toContain(EXPORT_TARGET_INFO[t].suffix);
    });
  });

  it("lists every error code with the status the API answers", () => {
    const body = rows(expandDirectives("{{errors}}", CTX)).slice(1);
    expect(body.map((r) => /`([a-z_]+)`/.exec(r)?.[1])).toEqual([...ERROR_CODES]);
    ERROR_CODES.forEach((c, i) => expect(body[i]).toContain(`| ${STATUS_OF[c]} |`));
  });

  it("lists every scope with its docs and consent wording", () => {
    const md = expandDirectives("{{scopes}}", CTX);
    for (const s of SCOPES) {
      expect(md).toContain(`\`${s}\``);
      expect(md).toContain(SCOPE_WORDING[s].docs);
      expect(md).toContain(SCOPE_WORDING[s].consent);
    }
  });

  it("builds the plans table from lib/plans", () => {
    const md = expandDirectives("{{plans}}", CTX);
    expect(rows(md)[0]).toBe(`| Included | ${PLANS.free.label} | ${PLANS.pro.label} |`);
    expect(md).toContain(`| Credits | ${PLANS.free.initialCredits} to start | unlimited |`);
    expect(md).toContain(`| Files per extraction | ${PLANS.free.maxFiles} | ${PLANS.pro.maxFiles} |`);
  });

  it("shows the linter's own message for each of the four errors and four warnings", () => {
    const body = rows(expandDirectives("{{lint-rules}}", CTX)).slice(1);
    expect(body.filter((r) => r.startsWith("| error |"))).toHaveLength(4);
    expect(body.filter((r) => r.startsWith("| warning |"))).toHaveLength(4);
    for (const r of body) expect(r).toMatch(/\| `line \d+: [^`]+` \|$/);
    // One of them, checked against the linter directly.
    const noName = lintStyleMd(`---\ngenerator: ${GENERATOR_ID}\nsections: [mood]\n---\n\n## Mood\nQuiet.\n`).warnings[0]!;
    expect(body.join("\n")).toContain(noName.replace(/`/g, "'"));
  });

  it("writes the sections in compile order and inline values from their modules", () => {
    expect(expandDirectives("{{sections}}", CTX).split("\n")).toHaveLength(SECTION_IDS.length);
    expect(expandDirectives("{{generator}} {{free-credits}} {{access-token-minutes}} {{extract-per-minute}}", CTX)).toBe(
      `${GENERATOR_ID} ${PLANS.free.initialCredits} 60 5`,
    );
  });

  it("replaces the address placeholders with this instance's addresses", () => {
    expect(expandDirectives("{site_url}/x {base_url}/styles {pricing_url} /styles/{ref}", CTX)).toBe(
      "https://styles.example.com/x https://styles.example.com/api/v1/styles https://styles.example.com/pricing /styles/{ref}",
    );
  });

  it("refuses an unknown directive, naming the file and the known ones", () => {
    expect(() => expandDirectives("{{fromats}}", CTX, "content/docs/x.md")).toThrow(/content\/docs\/x\.md: unknown directive \{\{fromats\}\}; known: formats/);
    expect(directiveNames(CTX)).toContain("errors");
  });

  it("escapes pipes inside table cells", () => {
    // Every table row has exactly as many cells as its header.
    for (const name of ["formats", "errors", "scopes", "plans", "endpoints", "lint-rules", "mcp-tools"]) {
      const r = rows(expandDirectives(`{{${name}}}`, CTX));
      const cells = (line: string) => line.replace(/\\\|/g, "").split("|").length;
      for (const line of r) expect(cells(line), `${name}: ${line}`).toBe(cells(r[0]!));
    }
  });
});
