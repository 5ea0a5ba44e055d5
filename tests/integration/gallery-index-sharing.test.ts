// A Next.js build may load a module more than once in one process (pages, route handlers and
// instrumentation.ts are bundled apart). The gallery's index is loaded once per process
// (lib/process-wide.ts): a search through another copy of lib/gallery and lib/search answers from the
// index the server loaded as it started, rather than building one of its own (1.3 s and ~35 MB more
// at 100k styles, as the gallery page did).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => {
  vi.doUnmock("@/lib/search/inverted-index");
  return app?.close();
});

describe("one gallery index per process", () => {
  it("a second module instance searches with the index the first loaded, without building another", async () => {
    const first = await import("@/lib/gallery/search-index");
    first.invalidateGalleryIndex();
    await first.warmGalleryIndex();
    const expected = await first.searchGallery({ query: "zine", sort: "recent", limit: 25, offset: 0 });
    expect(expected.count).toBeGreaterThan(0);

    // Another route's instance, in which building an index fails the test.
    vi.resetModules();
    vi.doMock("@/lib/search/inverted-index", async (importOriginal) => ({
      ...(await importOriginal<typeof import("@/lib/search/inverted-index")>()),
      buildIndex: () => {
        throw new Error("a second index was built");
      },
    }));
    const second = await import("@/lib/gallery/search-index");
    expect(second).not.toBe(first);
    for (const query of ["zine", "ink", "poster"]) {
      const results = await second.searchGallery({ query, sort: "popular", limit: 10, offset: 0 });
      const same = await first.searchGallery({ query, sort: "popular", limit: 10, offset: 0 });
      expect(results.styles.map((s) => s.slug)).toEqual(same.styles.map((s) => s.slug));
    }
    expect((await second.searchGallery({ query: "zine", sort: "recent", limit: 25, offset: 0 })).styles).toEqual(expected.styles);
  });
});
