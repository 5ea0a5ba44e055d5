// target=design-md, read back by Google's DESIGN.md linter (@google/design.md): no errors and no
// warnings for every visual style and writing voice of the gallery, tokens as the linter resolves them.
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { exportStyle } from "@/lib/export";
import { lintDesignMd, lintDesignMdCli } from "./ecosystem";
import { enabledColors, type Fixture, fullHex, galleryFixture, galleryFixtures, HOSTILE_NAME, hostileFixture } from "./fixtures";

const designOf = (f: Fixture) => exportStyle("design-md", f.snapshot, f.ctx).body as string;
const CANONICAL_ORDER = ["Overview", "Colors", "Typography", "Layout", "Elevation & Depth", "Shapes", "Components", "Do's and Don'ts"];

describe("design-md export", () => {
  it.each(galleryFixtures().map((f) => [f.slug, f] as const))("%s lints with no errors and no warnings", (_slug, f) => {
    const report = lintDesignMd(designOf(f));
    expect(report.findings.filter((x) => x.severity !== "info")).toEqual([]);
    expect(report.errors).toBe(0);
    expect(report.name).toBe(f.snapshot.name);
    // Every palette color is a color token the linter resolved.
    const hexes = new Set(Object.values(report.colors).map((h) => h.toUpperCase()));
    for (const c of enabledColors(f.snapshot)) expect([...hexes], c.hex).toContain(fullHex(c.hex));
    if (enabledColors(f.snapshot).length > 0) expect(report.colors.primary).toBeDefined();
    // The format's own sections appear in its order, with ours in between.
    const known = report.sections.filter((s) => CANONICAL_ORDER.includes(s));
    expect(known).toEqual([...known].sort((a, b) => CANONICAL_ORDER.indexOf(a) - CANONICAL_ORDER.indexOf(b)));
    expect(report.sections[0]).toBe("Overview");
  });

  it("a visual style: colors keyed by role, typography where fonts are named, guardrails as Don'ts, imagery kept", () => {
    const report = lintDesignMd(designOf(galleryFixture("neo-brutalist-web-z7c1")));
    expect(report.colors).toMatchObject({ "primary-fill": "#ffe14d", buttons: "#ff5c8a", primary: "#ffe14d" });
    expect(report.typography).toMatchObject({ headline: { fontFamily: "sans-serif" }, label: { fontFamily: "monospace" } });
    const riso = designOf(galleryFixture("risograph-zine-k2f9"));
    expect(lintDesignMd(riso).sections).toEqual(["Overview", "Colors", "Typography", "Layout", "Imagery", "Do's and Don'ts"]);
    expect(riso).toContain("- Don't use photorealism; use flat printed shapes instead.");
  });

  it("a writing voice: Overview, Voice, Do's and Don'ts, no tokens", () => {
    const text = designOf(galleryFixture("founder-letter-p7qd"));
    const report = lintDesignMd(text);
    expect(report.sections).toEqual(["Overview", "Voice", "Do's and Don'ts"]);
    expect(report.colors).toEqual({});
    expect(report.typography).toEqual({});
    expect(text).toContain("Open with a specific moment from the week");
    expect(text).toMatch(/^- Don't use /m);
  });

  it("hostile text stays data: the front matter reads back as typed and the body has no live markup", () => {
    const f = hostileFixture();
    const text = designOf(f);
    const report = lintDesignMd(text);
    expect(report.errors).toBe(0);
    expect(report.name).toBe(HOSTILE_NAME);
    const front = parseYaml(text.split("---\n")[1]!) as { name: string; colors: Record<string, string> };
    expect(front.name).toBe(HOSTILE_NAME);
    expect(report.colors.primary).toBe("#80ff0080"); // a role named "primary" is the primary
    const body = text.slice(text.indexOf("\n---\n") + 5);
    expect(body).not.toMatch(/<script|<img|<\/style>|\]\(javascript/);
    expect(body).not.toMatch(/^## Not a heading/m);
  });

  it("the published CLI agrees: `design.md lint` exits 0 with no errors", async () => {
    for (const slug of ["calm-fintech-dashboard-m8k3", "hard-boiled-narration-z5q1"]) {
      const out = await lintDesignMdCli(designOf(galleryFixture(slug)));
      expect(out).toEqual({ exitCode: 0, summary: expect.objectContaining({ errors: 0, warnings: 0 }) });
    }
    // ...and it does fail a broken file.
    const broken = await lintDesignMdCli('---\nname: X\ncolors:\n  primary: "#12345"\n---\n\n## Overview\nx\n');
    expect(broken.exitCode).toBe(1);
    expect(broken.summary.errors).toBeGreaterThan(0);
  });
});
