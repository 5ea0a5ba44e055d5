// target=tailwind, compiled with Tailwind v4's own compiler after `@import "tailwindcss"`: the
// utilities named after the palette and the fonts must exist and carry the style's values.
import { describe, expect, it } from "vitest";
import { exportStyle } from "@/lib/export";
import { compileTailwind } from "./ecosystem";
import { enabledColors, type Fixture, fullHex, galleryFixture, galleryFixtures, hostileFixture } from "./fixtures";

const themeOf = (f: Fixture) => exportStyle("tailwind", f.snapshot, f.ctx).body as string;

/** What a person would type after `bg-` for a color they know by name. */
const utilityName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function declaration(css: string, selector: string): string | null {
  const at = css.indexOf(`${selector} {`);
  return at < 0 ? null : css.slice(at, css.indexOf("}", at) + 1);
}

describe("tailwind export", () => {
  const visual = galleryFixtures().filter((f) => enabledColors(f.snapshot).length > 0);

  it.each(visual.map((f) => [f.slug, f] as const))("%s: bg-, text- and border-<name> exist for every palette color", async (_slug, f) => {
    const colors = enabledColors(f.snapshot);
    const names = colors.map((c) => utilityName(c.name!));
    const css = await compileTailwind(themeOf(f), names.flatMap((n) => [`bg-${n}`, `text-${n}`, `border-${n}`]));
    for (const [i, name] of names.entries()) {
      expect(declaration(css, `.bg-${name}`), name).toContain(`background-color: var(--color-${name})`);
      expect(declaration(css, `.text-${name}`), name).toContain(`color: var(--color-${name})`);
      expect(declaration(css, `.border-${name}`), name).toContain(`var(--color-${name})`);
      expect(css).toContain(`--color-${name}: ${fullHex(colors[i]!.hex)};`);
    }
  });

  it("gives font-<role> utilities where the typography names faces", async () => {
    const css = await compileTailwind(themeOf(galleryFixture("neo-brutalist-web-z7c1")), ["font-headline", "font-label"]);
    expect(declaration(css, ".font-headline")).toContain("font-family: var(--font-headline)");
    expect(css).toContain("--font-headline: sans-serif;");
    expect(css).toContain("--font-label: monospace;");
    const named = await compileTailwind(themeOf(hostileFixture()), ["font-headline", "font-label", "font-body"]);
    expect(named).toContain('--font-headline: "Helvetica Neue", sans-serif;');
    expect(named).toContain('--font-label: "IBM Plex Mono", monospace;');
    expect(named).toContain('--font-body: "Inter", sans-serif;');
  });

  it("a class the style does not define is not generated (the check can fail)", async () => {
    const css = await compileTailwind(themeOf(galleryFixture("risograph-zine-k2f9")), ["bg-not-in-this-palette"]);
    expect(declaration(css, ".bg-not-in-this-palette")).toBeNull();
  });

  it("hostile names stay inside comments and names: nothing leaks into the CSS", async () => {
    const f = hostileFixture();
    const theme = themeOf(f);
    const css = await compileTailwind(theme, ["bg-rose", "bg-rose-2", "bg-glass", "bg-body", "x", "bg-near-black"]);
    expect(declaration(css, ".bg-rose")).toContain("var(--color-rose)");
    expect(declaration(css, ".bg-rose-2")).toContain("var(--color-rose-2)");
    expect(css).toContain("--color-glass: #80FF0080;");
    expect(css).not.toMatch(/color:\s*red/);
    expect(css).not.toMatch(/^\s*body\s*\{/m);
    expect(css).not.toMatch(/^\s*\.x\s*\{/m);
    expect(theme).not.toContain("#123456");
  });

  it("refuses a writing voice", () => {
    const f = galleryFixture("kind-error-messages-e7w3");
    expect(() => exportStyle("tailwind", f.snapshot, f.ctx)).toThrow(/no palette colors and names no fonts/);
  });
});
