// A writing voice's gallery card shows a line of the voice's own sample, not its name again.
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { StyleCard } from "@/app/_components/StyleCard";
import { CARD_SAMPLE_MAX, cardFieldsOf, cardFrom, isCardFields } from "@/lib/gallery/cards";
import { GALLERY } from "@/lib/seed/gallery";
import { seedSnapshot } from "@/lib/seed/snapshot";
import type { SeedStyle } from "@/lib/seed/types";

// The blocks as the seed stores them: in order, enabled unless switched off.
const snapshot = (s: SeedStyle) =>
  seedSnapshot(s, { blocks: s.blocks.map((b, position) => ({ ...b, enabled: b.enabled !== false, position })), referenceImages: [], samples: [] });
const writing = GALLERY.filter((s) => s.category === "writing");
const sampleOf = (s: SeedStyle) => String(s.blocks.find((b) => b.type === "sample")!.value);

describe("writing voices' gallery cards", () => {
  it("carry a line of the voice's own sample, at most CARD_SAMPLE_MAX characters", () => {
    expect(writing.length).toBeGreaterThanOrEqual(5);
    for (const style of writing) {
      const line = cardFieldsOf(snapshot(style)).sample;
      expect(line, style.slug).toBeTruthy();
      expect(line!.length).toBeLessThanOrEqual(CARD_SAMPLE_MAX);
      // Its words come from the sample, in order (a cut line ends with an ellipsis).
      expect(sampleOf(style).replace(/\s+/g, " ")).toContain(line!.replace(/…$/, ""));
      expect(line).not.toBe(style.name);
    }
  });

  it("skip a heading for a sentence: the release notes' card does not read just 'Version 4.2.0'", () => {
    const release = writing.find((s) => sampleOf(s).startsWith("Version"))!;
    expect(cardFieldsOf(snapshot(release)).sample).toMatch(/\S+( \S+){3,}/);
  });

  it("show the line on the card and keep it out of the API's JSON", () => {
    const style = GALLERY.find((s) => s.slug === "founder-letter-p7qd")!;
    const fields = cardFieldsOf(snapshot(style));
    const card = cardFrom(style.slug, fields);
    const html = renderToStaticMarkup(createElement(StyleCard, { card }));
    expect(html).toContain("Tuesday, 7 a.m.: the oven died.");
    expect(html).toContain('class="card-tile-sample"');
    expect(Object.keys(JSON.parse(JSON.stringify(card)))).not.toContain("sample");
  });

  it("leave visual styles without a line, and treat stored cards without the field as stale", () => {
    const visual = GALLERY.find((s) => s.slug === "risograph-zine-k2f9")!;
    const fields = cardFieldsOf(snapshot(visual));
    expect(fields.sample).toBeNull();
    const { sample: _dropped, ...older } = fields;
    expect(isCardFields(fields)).toBe(true);
    expect(isCardFields(older)).toBe(false);
  });
});
