import { describe, expect, it } from "vitest";
import { categoriesOf, pageOf, prepareDoc, rankDocs, scoreDoc, searchTerms, type SearchDoc } from "@/lib/search/rank";

const DAY = 86_400_000;

function mk(id: string, over: Partial<SearchDoc> = {}): SearchDoc {
  return { id, name: id, tags: [], category: null, description: null, publishedAt: 0, popularity: 0, ...over };
}

const ids = (docs: SearchDoc[]) => docs.map((d) => d.id);

describe("searchTerms", () => {
  it("lowercases, splits on whitespace, drops short terms and duplicates", () => {
    expect(searchTerms("  Print\tZINE a print\n3d ")).toEqual(["print", "zine", "3d"]);
  });

  it("folds accents and compatibility forms", () => {
    expect(searchTerms("Café NAÏVE ﬁne")).toEqual(["cafe", "naive", "fine"]);
  });

  it("trims edge punctuation but keeps inner punctuation", () => {
    expect(searchTerms('"zine", (poster) graphic-design -- x.')).toEqual(["zine", "poster", "graphic-design"]);
  });

  it("is empty for undefined, blank and 1-character queries", () => {
    expect(searchTerms(undefined)).toEqual([]);
    expect(searchTerms("   ")).toEqual([]);
    expect(searchTerms("a b c")).toEqual([]);
  });
});

describe("scoreDoc", () => {
  it("weights fields name 4, tags 3, category 2, description 1", () => {
    expect(scoreDoc(mk("a", { name: "Riso Zine" }), ["riso"])).toBe(4);
    expect(scoreDoc(mk("a", { tags: ["riso"] }), ["riso"])).toBe(3);
    expect(scoreDoc(mk("a", { category: "Riso" }), ["riso"])).toBe(2);
    expect(scoreDoc(mk("a", { description: "a riso print" }), ["riso"])).toBe(1);
    expect(scoreDoc(mk("a", { name: "Poster" }), ["riso"])).toBe(0);
  });

  it("a term takes its best field only", () => {
    const doc = mk("a", { name: "Riso", tags: ["riso"], category: "riso", description: "riso riso" });
    expect(scoreDoc(doc, ["riso"])).toBe(4);
  });

  it("sums across terms", () => {
    const doc = mk("a", { name: "Riso", tags: ["zine"], description: "two-ink poster" });
    expect(scoreDoc(doc, ["riso", "zine", "poster"])).toBe(4 + 3 + 1);
  });

  it("a prefix match is worth half a point less than an exact one", () => {
    expect(scoreDoc(mk("a", { name: "Printed Matter" }), ["print"])).toBe(3.5);
    expect(scoreDoc(mk("a", { tags: ["printed"] }), ["print"])).toBe(2.5);
    // Name prefix still beats an exact tag: best field, not first field.
    expect(scoreDoc(mk("a", { name: "Printed", tags: ["print"] }), ["print"])).toBe(3.5);
  });

  it("splits field words on non-alphanumerics and keeps 3d whole", () => {
    const doc = mk("a", { tags: ["graphic-design", "3d"] });
    expect(scoreDoc(doc, ["design"])).toBe(3);
    expect(scoreDoc(doc, ["3d"])).toBe(3);
    expect(scoreDoc(doc, ["graphic-design"])).toBe(3);
    expect(scoreDoc(doc, ["graphic-des"])).toBe(2.5);
    expect(scoreDoc(doc, ["design-graphic"])).toBe(0);
  });

  it("matches accented field text with plain terms and vice versa", () => {
    const doc = mk("a", { name: "Café Crème" });
    expect(scoreDoc(doc, searchTerms("cafe"))).toBe(4);
    expect(scoreDoc(mk("b", { name: "Cafe" }), searchTerms("CAFÉ"))).toBe(4);
  });

  it("does not match inside a word", () => {
    expect(scoreDoc(mk("a", { name: "Reprint" }), ["print"])).toBe(0);
  });

  it("re-prepares a doc whose fields changed", () => {
    const doc = mk("a", { name: "Riso", tags: ["zine"] });
    expect(scoreDoc(doc, ["poster"])).toBe(0);
    doc.tags.push("poster");
    expect(scoreDoc(doc, ["poster"])).toBe(3);
    doc.name = "Poster";
    expect(scoreDoc(doc, ["poster"])).toBe(4);
    expect(prepareDoc(doc)).toBe(prepareDoc(doc));
  });
});

describe("rankDocs", () => {
  const docs = [
    mk("n", { name: "Print Shop", publishedAt: 1 * DAY, popularity: 1 }),
    mk("p", { name: "Printed Matter", publishedAt: 2 * DAY, popularity: 9 }),
    mk("t", { name: "Zine", tags: ["print"], category: "Editorial", publishedAt: 3 * DAY, popularity: 5 }),
    mk("d", { name: "Noir", description: "a print look", category: "Photo", publishedAt: 4 * DAY, popularity: 7 }),
    mk("x", { name: "Watercolour", category: "illustration", publishedAt: 5 * DAY, popularity: 3 }),
  ];

  it("orders by score and drops non-matching docs", () => {
    expect(ids(rankDocs(docs, { query: "print", sort: "recent" }))).toEqual(["n", "p", "t", "d"]);
  });

  it("a 1-character query is the plain listing", () => {
    expect(rankDocs(docs, { query: "p", sort: "recent" })).toEqual(rankDocs(docs, { sort: "recent" }));
    expect(ids(rankDocs(docs, { query: "p", sort: "recent" }))).toEqual(["x", "d", "t", "p", "n"]);
  });

  it("a query whose terms all miss returns nothing", () => {
    expect(rankDocs(docs, { query: "baroque", sort: "popular" })).toEqual([]);
  });

  it("popular sorts by popularity then recency; recent by publishedAt", () => {
    expect(ids(rankDocs(docs, { sort: "popular" }))).toEqual(["p", "d", "t", "x", "n"]);
    expect(ids(rankDocs(docs, { sort: "recent" }))).toEqual(["x", "d", "t", "p", "n"]);
    const tied = [mk("old", { popularity: 5, publishedAt: 1 }), mk("new", { popularity: 5, publishedAt: 2 })];
    expect(ids(rankDocs(tied, { sort: "popular" }))).toEqual(["new", "old"]);
  });

  it("the sort key breaks score ties", () => {
    const tie = [mk("a", { name: "Ink", popularity: 1, publishedAt: 9 }), mk("b", { name: "Ink", popularity: 8, publishedAt: 1 })];
    expect(ids(rankDocs(tie, { query: "ink", sort: "popular" }))).toEqual(["b", "a"]);
    expect(ids(rankDocs(tie, { query: "ink", sort: "recent" }))).toEqual(["a", "b"]);
  });

  it("filters by category case-insensitively and exactly", () => {
    expect(ids(rankDocs(docs, { category: "ILLUSTRATION", sort: "recent" }))).toEqual(["x"]);
    expect(ids(rankDocs(docs, { category: " editorial ", query: "print", sort: "recent" }))).toEqual(["t"]);
    expect(rankDocs(docs, { category: "Illus", sort: "recent" })).toEqual([]);
    expect(rankDocs(docs, { category: "", sort: "recent" })).toHaveLength(docs.length);
  });

  it("breaks full ties by name, then id, whatever the input order", () => {
    const same = [mk("2", { name: "beta" }), mk("3", { name: "Alpha" }), mk("1", { name: "beta" }), mk("0", { name: "alpha" })];
    const expected = ["3", "0", "1", "2"];
    expect(ids(rankDocs(same, { sort: "popular" }))).toEqual(expected);
    expect(ids(rankDocs([...same].reverse(), { sort: "popular" }))).toEqual(expected);
  });

  it("returns the caller's objects with their extra fields", () => {
    const rich = [{ ...mk("a", { name: "Ink" }), slug: "ink-1" }];
    expect(rankDocs(rich, { query: "ink", sort: "recent" })[0]?.slug).toBe("ink-1");
  });

  it("does not mutate the input array", () => {
    const input = [...docs];
    rankDocs(input, { query: "print", sort: "popular" });
    expect(input).toEqual(docs);
  });
});

describe("pageOf", () => {
  const list = [1, 2, 3, 4, 5];

  it("reports more pages and the next offset", () => {
    expect(pageOf(list, 0, 2)).toEqual({ items: [1, 2], hasMore: true, nextOffset: 2 });
    expect(pageOf(list, 2, 2)).toEqual({ items: [3, 4], hasMore: true, nextOffset: 4 });
  });

  it("nextOffset is null on the last page, including an exact fit", () => {
    expect(pageOf(list, 4, 2)).toEqual({ items: [5], hasMore: false, nextOffset: null });
    expect(pageOf(list, 3, 2)).toEqual({ items: [4, 5], hasMore: false, nextOffset: null });
  });

  it("an offset past the end is an empty last page", () => {
    expect(pageOf(list, 50, 8)).toEqual({ items: [], hasMore: false, nextOffset: null });
    expect(pageOf([], 0, 8)).toEqual({ items: [], hasMore: false, nextOffset: null });
  });

  it("walking nextOffset visits every item once", () => {
    const seen: number[] = [];
    let offset: number | null = 0;
    while (offset !== null) {
      const page: ReturnType<typeof pageOf<number>> = pageOf(list, offset, 2);
      seen.push(...page.items);
      offset = page.nextOffset;
    }
    expect(seen).toEqual(list);
  });
});

describe("categoriesOf", () => {
  it("lists distinct non-empty categories sorted, collapsing case variants", () => {
    const docs = [
      mk("a", { category: "Photo" }),
      mk("b", { category: "editorial" }),
      mk("c", { category: null }),
      mk("d", { category: "photo" }),
      mk("e", { category: "  " }),
      mk("f", { category: "Illustration" }),
    ];
    expect(categoriesOf(docs)).toEqual(["editorial", "Illustration", "Photo"]);
    expect(categoriesOf([...docs].reverse())).toEqual(["editorial", "Illustration", "Photo"]);
  });
});

describe("prepared-form cache", () => {
  it("reuses the prepared form for per-request copies of a doc", () => {
    const doc = mk("copy-1", { name: "Riso", tags: ["zine"] });
    const copy = { ...doc, popularity: 42 };
    expect(prepareDoc(copy)).toBe(prepareDoc(doc));
  });

  it("does not serve a stale form to a different doc with the same id", () => {
    prepareDoc(mk("same-id", { name: "Riso" }));
    expect(scoreDoc(mk("same-id", { name: "Poster" }), ["poster"])).toBe(4);
    expect(scoreDoc(mk("same-id", { name: "Poster" }), ["riso"])).toBe(0);
  });
});
