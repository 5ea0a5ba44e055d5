// Regression found by the adversarial suite (npm run test:adversarial): `/share/{slug}` asked for with
// `Accept: text/markdown` answered the Markdown twin, but the page's `Link: rel="alternate"` header
// from next.config.ts replaced the twin's `rel="canonical"` (the contract asks for the canonical link
// on every Markdown answer). The HTML page keeps its alternate link.
import { unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";

const linkOf = async (headers: Record<string, string>) =>
  (await unstable_getResponseFromNextConfig({ url: "http://localhost/share/risograph-zine-k2f9", nextConfig, headers })).headers.get("link");

describe("the share page's Link header", () => {
  it("points the HTML page at its Markdown twin", async () => {
    // (The testing helper leaves `:slug` in header values as written; the server fills it in.)
    expect(await linkOf({ accept: "text/html" })).toMatch(/^<\/share\/.+\.md>; rel="alternate"; type="text\/markdown"$/);
  });

  it("is not added when the address is asked for as Markdown (the twin sends its canonical link)", async () => {
    expect(await linkOf({ accept: "text/markdown" })).toBeNull();
  });
});
