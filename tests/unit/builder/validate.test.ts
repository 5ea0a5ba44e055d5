import { describe, expect, it } from "vitest";
import { ServiceError } from "@/lib/errors";
import { validateEdits, validatePublication } from "@/lib/builder/validate";

function rejection(fn: () => unknown): ServiceError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ServiceError);
    expect((err as ServiceError).code).toBe("invalid_request");
    return err as ServiceError;
  }
  throw new Error("expected invalid_request");
}

describe("validateEdits", () => {
  it("keeps only the fields given, trims the name and clears an empty description", () => {
    expect(validateEdits({})).toEqual({});
    expect(validateEdits({ name: "  Night   Market ", description: "   " })).toEqual({ name: "Night Market", description: null });
  });

  it("rejects names outside 1-120 characters and descriptions over 600", () => {
    expect(rejection(() => validateEdits({ name: "   " })).message).toMatch(/name cannot be empty/);
    expect(rejection(() => validateEdits({ name: "n".repeat(121) })).message).toMatch(/name is 121 characters; at most 120/);
    expect(validateEdits({ name: "n".repeat(120) }).name).toHaveLength(120);
    expect(rejection(() => validateEdits({ description: "d".repeat(601) })).message).toMatch(/description is 601 characters; at most 600/);
  });

  it("names the block index and the problem", () => {
    const ok = { section: "overview", type: "descriptor", value: "calm" };
    expect(rejection(() => validateEdits({ blocks: [ok, { section: "mood", type: "color", value: { hex: "#fff" } }] })).message).toMatch(
      /^blocks\[1\]: a color block cannot live in section mood/,
    );
    expect(rejection(() => validateEdits({ blocks: [ok, ok, { section: "palette", type: "color", value: { hex: "red" } }] })).message).toMatch(
      /^blocks\[2\]: invalid color value: expected #RGB/,
    );
    expect(rejection(() => validateEdits({ blocks: [{ section: "lighting", type: "descriptor", value: "" }] })).message).toMatch(/^blocks\[0\]: invalid descriptor value/);
    expect(rejection(() => validateEdits({ blocks: [{ section: "nowhere", type: "descriptor", value: "x" }] })).message).toMatch(/^blocks\[0\]: .*section/);
    expect(rejection(() => validateEdits({ blocks: [{ ...ok, id: "a" }, { ...ok, id: "a" }] })).message).toMatch(/^blocks\[1\]: id a is already used by blocks\[0\]/);
    expect(rejection(() => validateEdits({ blocks: "none" })).message).toMatch(/blocks must be the whole ordered list/);
  });

  it("defaults enabled to true and keeps structured values", () => {
    const edits = validateEdits({ blocks: [{ section: "palette", type: "color", value: { hex: "#112233", name: "ink" } }, { section: "mood", type: "descriptor", value: "hushed", enabled: false }] });
    expect(edits.blocks).toEqual([
      { section: "palette", type: "color", value: { hex: "#112233", name: "ink" }, enabled: true },
      { section: "mood", type: "descriptor", value: "hushed", enabled: false },
    ]);
  });

  it("accepts known section ids once each and names an unknown one", () => {
    expect(validateEdits({ disabledSections: ["voice", "palette", "voice"] }).disabledSections).toEqual(["voice", "palette"]);
    expect(rejection(() => validateEdits({ disabledSections: ["palette", "colour"] })).message).toMatch(/^disabledSections\[1\]: "colour" is not a section/);
  });

  it("rejects fields a save does not know", () => {
    expect(rejection(() => validateEdits({ visibility: "public" })).message).toMatch(/Unknown field visibility/);
  });
});

describe("validatePublication", () => {
  it("lowercases, trims and deduplicates tags", () => {
    expect(validatePublication({ visibility: "public", tags: [" Risograph ", "risograph", "ZINE", "two  ink"] })).toEqual({
      visibility: "public",
      tags: ["risograph", "zine", "two ink"],
    });
  });

  it("rejects more than 8 tags, empty tags and tags over 32 characters", () => {
    const nine = Array.from({ length: 9 }, (_, i) => `tag${i}`);
    expect(rejection(() => validatePublication({ visibility: "public", tags: nine })).message).toMatch(/9 different tags given; a style has at most 8/);
    expect(validatePublication({ visibility: "public", tags: [...nine.slice(0, 8), "TAG0"] }).tags).toHaveLength(8);
    expect(rejection(() => validatePublication({ visibility: "public", tags: ["ok", " "] })).message).toMatch(/tags\[1\] is empty/);
    expect(rejection(() => validatePublication({ visibility: "public", tags: ["t".repeat(33)] })).message).toMatch(/tags\[0\] .* 33 characters; at most 32/);
  });

  it("accepts gallery categories and null, and lists the categories when one is unknown", () => {
    expect(validatePublication({ visibility: "link_shared", category: "illustration" })).toEqual({ visibility: "link_shared", category: "illustration" });
    expect(validatePublication({ visibility: "private", category: null })).toEqual({ visibility: "private", category: null });
    expect(rejection(() => validatePublication({ visibility: "public", category: "pottery" })).message).toMatch(/"pottery" is not a gallery category. Categories: photography/);
  });

  it("accepts the contract's spelling link-shared and rejects other visibilities", () => {
    expect(validatePublication({ visibility: "link-shared" }).visibility).toBe("link_shared");
    expect(rejection(() => validatePublication({ visibility: "unlisted" })).message).toMatch(/visibility must be/);
  });
});
