// Spelling variants, inflections and small typos match (issue 19): the contract's scoring applies to
// what matches, and a near match ranks below an exact one.
import { describe, expect, it } from "vitest";
import { indexDocs, rankDocs, rankIndex, scoreDoc, scoreDocs, suggestDocs, suggestIndex, type SearchDoc } from "@/lib/search/rank";

function mk(id: string, over: Partial<SearchDoc> = {}): SearchDoc {
  return { id, name: id, tags: [], category: null, description: null, publishedAt: 0, popularity: 0, ...over };
}

const ids = (docs: SearchDoc[]) => docs.map((d) => d.id);

const gallery = [
  mk("botanical", { name: "Copperplate Botanical Plate", tags: ["engraving", "watercolour"], category: "illustration", publishedAt: 5 }),
  mk("riso", { name: "Risograph Zine", tags: ["print", "zine"], category: "graphic-design", publishedAt: 4 }),
  mk("neon", { name: "Neon Night", tags: ["neon", "city"], category: "photography", publishedAt: 3 }),
  mk("mono", { name: "Grey Morning", tags: ["monochrome"], description: "dead-centre symmetry, stylised", category: "film", publishedAt: 2 }),
  mk("oil", { name: "Oil Painting Study", tags: ["painting"], category: "painting", publishedAt: 1 }),
];

describe("British and American spellings", () => {
  it("match both ways, a half point below the exact spelling", () => {
    expect(scoreDoc(mk("a", { tags: ["watercolour"] }), ["watercolor"])).toBe(2.5);
    expect(scoreDoc(mk("a", { tags: ["watercolor"] }), ["watercolour"])).toBe(2.5);
    expect(scoreDoc(mk("a", { tags: ["watercolour"] }), ["watercolour"])).toBe(3);
    expect(ids(rankDocs(gallery, { query: "watercolor", sort: "recent" }))).toEqual(["botanical"]);
    expect(ids(rankDocs(gallery, { query: "gray", sort: "recent" }))).toEqual(["mono"]);
    expect(ids(rankDocs(gallery, { query: "center stylized", sort: "recent" }))).toEqual(["mono"]);
  });

  it("rank the exact spelling first", () => {
    const docs = [mk("uk", { name: "Watercolour Wash", publishedAt: 2 }), mk("us", { name: "Watercolor Study", publishedAt: 1 })];
    expect(ids(rankDocs(docs, { query: "watercolor", sort: "recent" }))).toEqual(["us", "uk"]);
    expect(ids(rankDocs(docs, { query: "watercolour", sort: "recent" }))).toEqual(["uk", "us"]);
  });
});

describe("stems", () => {
  it("match inflections of a word at weight - 0.5", () => {
    expect(scoreDoc(mk("a", { name: "Print Shop" }), ["prints"])).toBe(3.5);
    expect(scoreDoc(mk("a", { name: "Oil Painting" }), ["painted"])).toBe(3.5);
    expect(ids(rankDocs(gallery, { query: "paintings", sort: "recent" }))).toEqual(["oil"]);
  });

  it("apply inside multi-word terms", () => {
    expect(scoreDoc(mk("a", { tags: ["graphic-design"] }), ["graphic-designs"])).toBe(2.5);
    expect(scoreDoc(mk("a", { description: "dead-centre symmetry" }), ["dead-center"])).toBe(0.5);
    expect(ids(rankDocs(gallery, { query: "dead-center", sort: "recent" }))).toEqual(["mono"]);
  });
});

describe("typos", () => {
  it("match a term that matches nothing otherwise: 1 edit for 4-7 letters, 2 for longer", () => {
    expect(ids(rankDocs(gallery, { query: "watercolr", sort: "recent" }))).toEqual(["botanical"]);
    expect(ids(rankDocs(gallery, { query: "risograf", sort: "recent" }))).toEqual(["riso"]);
    expect(ids(rankDocs(gallery, { query: "zinr", sort: "recent" }))).toEqual(["riso"]);
    expect(scoreDocs(gallery, ["risograf"])).toEqual([0, 3.5, 0, 0, 0]);
  });

  it("count a swapped pair of letters as one edit", () => {
    expect(ids(rankDocs(gallery, { query: "noen", sort: "recent" }))).toEqual(["neon"]);
    expect(ids(rankDocs(gallery, { query: "monochorme", sort: "recent" }))).toEqual(["mono"]);
  });

  it("stop at the tolerance, and never apply under 4 letters", () => {
    expect(rankDocs(gallery, { query: "nian", sort: "recent" })).toEqual([]); // 2 edits, 4 letters
    expect(rankDocs(gallery, { query: "rsgrph", sort: "recent" })).toEqual([]);
    expect(rankDocs([mk("ink", { name: "Ink" })], { query: "inj", sort: "recent" })).toEqual([]);
  });

  it("take no English function word for a typo, nor offer one as a correction", () => {
    const docs = [mk("a", { description: "thin-thick rules" }), mk("b", { description: "made from paper" })];
    expect(rankDocs(docs, { query: "this", sort: "recent" })).toEqual([]);
    expect(rankDocs(docs, { query: "fron", sort: "recent" })).toEqual([]);
    expect(suggestDocs(docs, { query: "this" })).toBeNull();
  });

  it("are only a fallback: a term that matches some word as written ignores its typo neighbours", () => {
    const docs = [mk("paint", { name: "Paint" }), mk("point", { name: "Point" })];
    expect(ids(rankDocs(docs, { query: "paint", sort: "recent" }))).toEqual(["paint"]);
    expect(ids(rankDocs([docs[1]!], { query: "paint", sort: "recent" }))).toEqual(["point"]);
    // The same rule doc by doc: whether "paint" is a typo depends on the other docs.
    expect(scoreDocs(docs, ["paint"])).toEqual([4, 0]);
    expect(scoreDocs([docs[1]!], ["paint"])).toEqual([3.5]);
  });

  it("the held index answers as rankDocs does", () => {
    const held = indexDocs(gallery);
    for (const query of ["watercolr", "risograf", "grey", "prints", "dead-center", "noen", "nian"]) {
      expect(ids(rankIndex(held, { query, sort: "recent" }, 10).items), query).toEqual(ids(rankDocs(gallery, { query, sort: "recent" })));
    }
  });
});

describe("did you mean", () => {
  it("suggests the closest words for a query that matched nothing", () => {
    expect(suggestDocs(gallery, { query: "nian" })).toBe("neon");
    expect(suggestDocs(gallery, { query: "Nian qqqzzz" })).toBe("neon");
    // 3 edits for 9 letters: too far to match, close enough to suggest.
    expect(rankDocs(gallery, { query: "mnochrmee", sort: "recent" })).toEqual([]);
    expect(suggestIndex(indexDocs(gallery), { query: "mnochrmee" })).toBe("monochrome");
  });

  it("offers nothing when nothing is close, when the query has no terms, or when it already matches", () => {
    expect(suggestDocs(gallery, { query: "qqqzzz" })).toBeNull();
    expect(suggestDocs(gallery, { query: "" })).toBeNull();
    expect(suggestDocs(gallery, { query: "neon" })).toBeNull();
  });

  it("offers only a query that finds something in the same category", () => {
    expect(suggestDocs(gallery, { query: "nian", category: "Photography" })).toBe("neon");
    expect(suggestDocs(gallery, { query: "nian", category: "film" })).toBeNull();
  });

  it("prefers, among equally close words, one with the same first letter, then the more used", () => {
    const docs = [mk("a", { name: "Wax Tone" }), mk("b", { name: "Box Tone" }), mk("c", { name: "Box Fox" })];
    // "wox" is one edit from wax, box and fox.
    expect(suggestDocs(docs, { query: "wox" })).toBe("wax");
    expect(suggestDocs(docs, { query: "zox" })).toBe("box");
  });

  it("keeps a multi-word term whole", () => {
    expect(suggestDocs([mk("g", { tags: ["graphic-design"] })], { query: "graphic-desgin" })).toBe("graphic-design");
  });
});
