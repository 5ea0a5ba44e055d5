// target=tokens, read back by Terrazzo's strict DTCG 2025.10 parser and built into CSS variables by
// Style Dictionary 4.
import { describe, expect, it } from "vitest";
import { exportStyle } from "@/lib/export";
import { buildCssVariables, parseDtcg } from "./ecosystem";
import { enabledColors, fullHex, galleryFixture, galleryFixtures, hostileFixture } from "./fixtures";

const tokensOf = (f: { snapshot: Parameters<typeof exportStyle>[1]; ctx: Parameters<typeof exportStyle>[2] }) =>
  exportStyle("tokens", f.snapshot, f.ctx).body as string;

function hexOfComponents(value: { components: number[]; alpha?: number }): string {
  const rgb = value.components.map((c) => Math.round(c * 255).toString(16).padStart(2, "0")).join("");
  const alpha = value.alpha === undefined || value.alpha === 1 ? "" : Math.round(value.alpha * 255).toString(16).padStart(2, "0");
  return `#${rgb}${alpha}`.toUpperCase();
}

describe("tokens export", () => {
  const visual = galleryFixtures().filter((f) => enabledColors(f.snapshot).length > 0);

  it("covers the gallery's palettes", () => {
    expect(visual.length).toBeGreaterThanOrEqual(35);
  });

  it.each(visual.map((f) => [f.slug, f] as const))("%s parses under Terrazzo's strict rules, one color token per palette color", async (_slug, f) => {
    const { tokens } = await parseDtcg(tokensOf(f));
    const colors = Object.values(tokens).filter((t) => t.$type === "color");
    const expected = enabledColors(f.snapshot);
    expect(colors).toHaveLength(expected.length);
    expect(colors.map((t) => hexOfComponents(t.$value as never)).sort()).toEqual(expected.map((c) => fullHex(c.hex)).sort());
    for (const color of expected) {
      const token = colors.find((t) => hexOfComponents(t.$value as never) === fullHex(color.hex))!;
      expect(token.$description).toContain(color.name!);
      if (color.role) expect(token.$description).toContain(color.role);
    }
  });

  it("groups colors by role and names them from the palette", async () => {
    const { ids } = await parseDtcg(tokensOf(galleryFixture("risograph-zine-k2f9")));
    expect(ids).toEqual(
      expect.arrayContaining(["color.primary-ink.fluorescent-pink", "color.background.uncoated-cream-paper", "color.line-work.soft-black"]),
    );
  });

  it("gives fontFamily tokens where the typography names faces, and none where it does not", async () => {
    const brutalist = await parseDtcg(tokensOf(galleryFixture("neo-brutalist-web-z7c1")));
    expect(brutalist.tokens["font.headline"]).toMatchObject({ $type: "fontFamily", $value: ["sans-serif"] });
    expect(brutalist.tokens["font.label"]).toMatchObject({ $type: "fontFamily", $value: ["monospace"] });
    const photo = await parseDtcg(tokensOf(galleryFixture("neo-noir-rain-j3a8")));
    expect(photo.ids.filter((id) => id.startsWith("font."))).toEqual([]);
  });

  it("reads named typefaces, keeps hostile text as data and leaves switched-off colors out", async () => {
    const f = hostileFixture();
    const { tokens } = await parseDtcg(tokensOf(f));
    expect(tokens["font.headline"]?.$value).toEqual(["Helvetica Neue", "sans-serif"]);
    expect(tokens["font.label"]?.$value).toEqual(["IBM Plex Mono", "monospace"]);
    expect(tokens["font.body"]?.$value).toEqual(["Inter", "sans-serif"]);
    const colors = Object.entries(tokens).filter(([, t]) => t.$type === "color");
    expect(colors.map(([, t]) => hexOfComponents(t.$value as never)).sort()).toEqual(["#0A0B0C", "#80FF0080", "#E0115F", "#FF00FF"]);
    expect(new Set(colors.map(([id]) => id)).size).toBe(4); // two "rosé" stay two tokens
    expect(JSON.stringify(tokens)).not.toContain("#123456");
  });

  it.each(["risograph-zine-k2f9", "neo-brutalist-web-z7c1", "frosted-glass-weather-b2n8"])(
    "Style Dictionary 4 builds CSS variables from %s",
    async (slug) => {
      const f = galleryFixture(slug);
      const vars = await buildCssVariables(tokensOf(f));
      const colorValues = Object.entries(vars).filter(([name]) => name.startsWith("--color-")).map(([, v]) => v);
      expect(colorValues.sort()).toEqual(enabledColors(f.snapshot).map((c) => fullHex(c.hex)).sort());
      const fonts = Object.entries(vars).filter(([name]) => name.startsWith("--font-"));
      expect(fonts.length).toBeGreaterThan(0);
      for (const [, stack] of fonts) expect(stack).toMatch(/(sans-serif|monospace|serif)$/);
    },
  );

  it("the checker is strict: it refuses a string color and an undescribed token", async () => {
    const described = { $type: "color", $description: "red", $value: { colorSpace: "srgb", components: [1, 0, 0], hex: "#FF0000" } };
    await expect(parseDtcg(JSON.stringify({ red: described }))).resolves.toMatchObject({ ids: ["red"] });
    await expect(parseDtcg(JSON.stringify({ red: { ...described, $value: "#FF0000" } }))).rejects.toThrow(/object format/);
    await expect(parseDtcg(JSON.stringify({ red: { ...described, $description: undefined } }))).rejects.toThrow(/description/i);
  });

  it("refuses a writing voice: no palette and no fonts, so no tokens", () => {
    const f = galleryFixture("founder-letter-p7qd");
    expect(() => exportStyle("tokens", f.snapshot, f.ctx)).toThrow(/no palette colors and names no fonts.*design-md or skill/);
  });
});
