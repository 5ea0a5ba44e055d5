// The version diff as pure code: blocks paired by id, then by content; enabled switches and value edits
// are changes; palette edits carry their CIEDE2000 distance.
import { describe, expect, it } from "vitest";
import type { Block } from "@/lib/styles/blocks";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { diffSnapshots } from "@/lib/versions/diff";

const base: StyleSnapshot = {
  name: "Tide",
  description: null,
  author: "@a",
  category: null,
  tags: [],
  slug: null,
  blocks: [],
  disabledSections: [],
  referenceImages: [],
};
const snap = (blocks: Block[], extra: Partial<StyleSnapshot> = {}): StyleSnapshot => ({ ...base, blocks, ...extra });
const color = (id: string, hex: string): Block => ({ id, section: "palette", type: "color", value: { hex, name: id } });
const mood = (id: string, value: string, enabled = true): Block => ({ id, section: "mood", type: "descriptor", value, enabled });

describe("diffSnapshots", () => {
  it("finds nothing between equal snapshots, nor when a block only got a new id", () => {
    const a = snap([mood("m1", "quiet"), color("c1", "#112233")]);
    expect(diffSnapshots(a, a).changeCount).toBe(0);
    expect(diffSnapshots(a, snap([mood("m9", "quiet"), color("c1", "#112233")])).changeCount).toBe(0);
  });

  it("reports added, removed and changed blocks in their section, a switched-off item as a change", () => {
    const d = diffSnapshots(snap([mood("m1", "quiet"), mood("m2", "calm")]), snap([mood("m1", "loud"), mood("m2", "calm", false), mood("m3", "new")]));
    expect(d.sections).toHaveLength(1);
    const [s] = d.sections;
    expect(s!.section).toBe("mood");
    expect(s!.added.map((b) => b.value)).toEqual(["new"]);
    expect(s!.removed).toEqual([]);
    expect(s!.changed.map((c) => [c.before.value, c.after.value, c.after.enabled])).toEqual([
      ["quiet", "loud", true],
      ["calm", "calm", false],
    ]);
    expect(d.changeCount).toBe(3);
  });

  it("gives each changed color its CIEDE2000 distance", () => {
    const d = diffSnapshots(snap([color("c1", "#000"), color("c2", "#1D4E89")]), snap([color("c1", "#FFFFFF"), color("c2", "#1D4E89AA")]));
    const distances = Object.fromEntries(d.palette.changed.map((c) => [c.before.hex, c.distance]));
    expect(distances["#000"]).toBeCloseTo(100, 0);
    expect(distances["#1D4E89"]).toBe(0); // only the alpha changed
  });

  it("reports switched sections, images and the style's own fields", () => {
    const img = (url: string) => ({ url, kind: "inspiration" as const, thumbnailUrl: null });
    const d = diffSnapshots(
      snap([], { disabledSections: ["texture"], referenceImages: [img("a.webp"), img("b.webp")], tags: ["x"] }),
      snap([], { disabledSections: ["mood"], referenceImages: [img("b.webp"), img("c.webp")], tags: ["x", "y"], name: "Tide 2" }),
    );
    expect(d.sectionsSwitched).toEqual([
      { section: "texture", on: true },
      { section: "mood", on: false },
    ]);
    expect(d.images).toEqual({ added: [{ url: "c.webp", kind: "inspiration" }], removed: [{ url: "a.webp", kind: "inspiration" }] });
    expect(d.details.map((x) => x.field)).toEqual(["name", "tags"]);
    expect(d.changeCount).toBe(2 + 2 + 2);
  });
});
