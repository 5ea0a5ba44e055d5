import { describe, expect, it } from "vitest";
import { parseStyleRef } from "@/lib/styles/ref";

const SITE = "https://styleshelf.app";
const UUID = "3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c";

describe("parseStyleRef", () => {
  it("accepts a share slug", () => {
    expect(parseStyleRef("risograph-zine-k2f9", SITE)).toEqual({ ok: true, ref: { kind: "slug", slug: "risograph-zine-k2f9" } });
  });

  it.each([
    "https://styleshelf.app/share/risograph-zine-k2f9",
    "https://styleshelf.app/share/risograph-zine-k2f9/",
    "https://styleshelf.app/share/risograph-zine-k2f9.md",
    "http://localhost:3000/share/risograph-zine-k2f9?utm=x#top",
    "https%3A%2F%2Fstyleshelf.app%2Fshare%2Frisograph-zine-k2f9",
  ])("accepts the public share URL %s", (value) => {
    expect(parseStyleRef(value, SITE)).toEqual({ ok: true, ref: { kind: "slug", slug: "risograph-zine-k2f9" } });
  });

  it("recognises a UUID id and a builder URL of this site as token-only forms", () => {
    expect(parseStyleRef(UUID.toUpperCase(), SITE)).toEqual({ ok: true, ref: { kind: "id", id: UUID } });
    expect(parseStyleRef(`${SITE}/builder/${UUID}`, SITE)).toEqual({ ok: true, ref: { kind: "builder", id: UUID } });
  });

  it.each([
    ["a style name", "Risograph Zine"],
    ["an upper-case slug", "Risograph-Zine"],
    ["an empty value", "  "],
    ["a URL that is not a share or builder page", "https://styleshelf.app/pricing"],
    ["a builder URL of another site", `https://elsewhere.example/builder/${UUID}`],
    ["a builder URL without a UUID", "https://styleshelf.app/builder/not-an-id"],
    ["a share URL with a bad slug", "https://styleshelf.app/share/Bad%20Slug"],
    ["another scheme", "ftp://styleshelf.app/share/risograph-zine-k2f9"],
    ["an over-long value", "a".repeat(501)],
  ])("rejects %s and names the accepted forms", (_label, value) => {
    const parsed = parseStyleRef(value, SITE);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toMatch(/share slug/);
      expect(parsed.message).toMatch(/share URL/);
      expect(parsed.message).toMatch(/UUID/);
      expect(parsed.message).toMatch(/builder URL/);
    }
  });
});
