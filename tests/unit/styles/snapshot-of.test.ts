// snapshotOf is the one place of the rule for what a generation freezes (contract, format=json:
// inspiration first, then source, then public samples as stills; clips give their poster frame,
// written samples nothing).
import { describe, expect, it } from "vitest";
import { snapshotOf, type SnapshotInput } from "@/lib/styles/snapshot-of";

const base: SnapshotInput = {
  name: "Test",
  description: null,
  category: "film",
  tags: ["a"],
  slug: "test-ab12",
  disabledSections: ["texture", "not-a-section", "texture"],
  ownerHandle: "maker",
  blocks: [
    { id: "b2", section: "mood", type: "descriptor", value: "calm", enabled: true, position: 2 },
    { id: "b1", section: "palette", type: "color", value: { hex: "#112233" }, enabled: false, position: 1 },
    { id: "b3", section: "sparkle", type: "descriptor", value: "dropped", enabled: true, position: 0 },
  ],
  referenceImages: [
    { url: "/src.webp", thumbnailUrl: null, kind: "source", position: 0 },
    { url: "/insp-2.webp", thumbnailUrl: "/insp-2.t.webp", kind: "inspiration", position: 5, alt: "second" },
    { url: "/insp-1.webp", thumbnailUrl: "/insp-1.t.webp", kind: "inspiration", position: 1 },
  ],
  samples: [
    { kind: "written", url: null, thumbnailUrl: null, posterUrl: null, public: true, position: 0 },
    { kind: "clip", url: "/clip.mp4", thumbnailUrl: null, posterUrl: "/clip-poster.webp", public: true, position: 1 },
    { kind: "image", url: "/hidden.webp", thumbnailUrl: null, posterUrl: null, public: false, position: 2 },
    { kind: "image", url: "/sample.webp", thumbnailUrl: "/sample.t.webp", posterUrl: null, public: true, position: 3 },
  ],
};

describe("snapshotOf", () => {
  const s = snapshotOf(base);

  it("orders reference images: inspiration, source, then public sample stills", () => {
    expect(s.referenceImages).toEqual([
      { url: "/insp-1.webp", kind: "inspiration", thumbnailUrl: "/insp-1.t.webp" },
      { url: "/insp-2.webp", kind: "inspiration", thumbnailUrl: "/insp-2.t.webp", alt: "second" },
      { url: "/src.webp", kind: "source", thumbnailUrl: null },
      { url: "/clip-poster.webp", kind: "sample", thumbnailUrl: "/clip-poster.webp" },
      { url: "/sample.webp", kind: "sample", thumbnailUrl: "/sample.t.webp" },
    ]);
  });

  it("keeps blocks in position order with their switches, dropping unknown sections", () => {
    expect(s.blocks).toEqual([
      { id: "b1", section: "palette", type: "color", value: { hex: "#112233" }, enabled: false },
      { id: "b2", section: "mood", type: "descriptor", value: "calm", enabled: true },
    ]);
  });

  it("writes the author as @handle and keeps only known, distinct disabled sections", () => {
    expect(s.author).toBe("@maker");
    expect(s.disabledSections).toEqual(["texture"]);
    expect(snapshotOf({ ...base, ownerHandle: null }).author).toBeNull();
  });
});
