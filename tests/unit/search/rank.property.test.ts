// Paging slices one ranked list, so the order must be total: the same docs in any input order rank
// identically, and every ranked doc actually matches.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fold } from "@/lib/search/text";
import { indexDocs, pageOf, rankDocs, rankIndex, rankTop, scoreDocs, searchTerms, type SearchDoc } from "@/lib/search/rank";

// Words that meet as prefixes, accents, spelling variants ("colour"), inflections ("prints") and
// typos ("paint" is one edit from "print", "watercolr" two from "watercolour").
const word = fc.constantFrom(
  "print", "printed", "zine", "riso", "café", "cafe", "3d", "graphic-design", "ink", "a",
  "prints", "paint", "colour", "color", "watercolr", "watercolour", "grey", "gray",
);
const text = fc.array(word, { maxLength: 4 }).map((ws) => ws.join(" "));

const docArb = fc.record({
  id: fc.string({ minLength: 1, maxLength: 4 }),
  name: text,
  tags: fc.array(word, { maxLength: 3 }),
  category: fc.option(fc.constantFrom("Print", "print", "Photo"), { nil: null }),
  description: fc.option(text, { nil: null }),
  publishedAt: fc.integer({ min: 0, max: 5 }),
  // Mostly use counts (whole numbers); now and then a fraction or a huge value, which rank the slow way.
  popularity: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 3 }), weight: 8 }, { arbitrary: fc.constantFrom(0.5, 2.25, 1e300), weight: 1 }),
});

const docsArb = fc.uniqueArray(docArb, { selector: (d) => d.id, maxLength: 25 });
const optsArb = fc.record({
  query: fc.option(fc.array(word, { maxLength: 3 }).map((ws) => ws.join(" ")), { nil: undefined }),
  category: fc.option(fc.constantFrom("print", "PHOTO", "none"), { nil: undefined }),
  sort: fc.constantFrom("popular" as const, "recent" as const),
});

describe("rankDocs properties", () => {
  it("is independent of input order and keeps only matching docs", () => {
    fc.assert(
      fc.property(docsArb, optsArb, fc.nat(), (docs: SearchDoc[], opts, seed) => {
        const ranked = rankDocs(docs, opts);
        const shuffled = [...docs].sort((a, b) => ((a.id.charCodeAt(0) * seed) % 7) - ((b.id.charCodeAt(0) * seed) % 7));
        expect(rankDocs(shuffled, opts).map((d) => d.id)).toEqual(ranked.map((d) => d.id));
        const terms = searchTerms(opts.query);
        const scoreOf = new Map(scoreDocs(docs, terms).map((score, i) => [docs[i]!, score]));
        for (const doc of ranked) {
          if (terms.length > 0) expect(scoreOf.get(doc)).toBeGreaterThan(0);
          if (opts.category) expect(doc.category?.toLowerCase()).toBe(opts.category.toLowerCase());
        }
        const scores = ranked.map((d) => scoreOf.get(d)!);
        for (let i = 1; i < scores.length; i++) expect(scores[i]).toBeLessThanOrEqual(scores[i - 1] as number);
      }),
      { numRuns: 300 },
    );
  });

  it("walking the pages yields the ranked list exactly once", () => {
    fc.assert(
      fc.property(docsArb, optsArb, fc.integer({ min: 1, max: 6 }), (docs: SearchDoc[], opts, limit) => {
        const ranked = rankDocs(docs, opts);
        const walked: SearchDoc[] = [];
        let offset: number | null = 0;
        while (offset !== null) {
          const page: ReturnType<typeof pageOf<SearchDoc>> = pageOf(ranked, offset, limit);
          expect(page.items.length).toBeLessThanOrEqual(limit);
          walked.push(...page.items);
          offset = page.nextOffset;
        }
        expect(walked).toEqual(ranked);
      }),
      { numRuns: 200 },
    );
  });

  it("orders exactly as the rules say: score, then (popular) popularity, then time, name and id", () => {
    const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    fc.assert(
      fc.property(docsArb, optsArb, (docs: SearchDoc[], opts) => {
        const terms = searchTerms(opts.query);
        const category = opts.category?.toLowerCase();
        const scores = scoreDocs(docs, terms);
        const expected = docs
          .map((doc, i) => ({ doc, score: scores[i]! }))
          .filter(({ doc, score }) => (terms.length === 0 || score > 0) && (!category || doc.category?.trim().toLowerCase() === category))
          .sort(
            (a, b) =>
              b.score - a.score ||
              (opts.sort === "popular" ? b.doc.popularity - a.doc.popularity : 0) ||
              b.doc.publishedAt - a.doc.publishedAt ||
              text(fold(a.doc.name), fold(b.doc.name)) ||
              text(a.doc.name, b.doc.name) ||
              text(a.doc.id, b.doc.id),
          )
          .map(({ doc }) => doc.id);
        expect(rankDocs(docs, opts).map((d) => d.id)).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("rankTop, and rankIndex on a held index, are the top of rankDocs and its length, for any window, search after search", () => {
    fc.assert(
      fc.property(docsArb, fc.array(fc.tuple(optsArb, fc.integer({ min: 0, max: 30 })), { minLength: 1, maxLength: 6 }), fc.boolean(), (list: SearchDoc[], searches, frozen) => {
        // One array throughout, frozen or not, so every search after the first reuses the index and
        // its scratch space. The held index (as the gallery holds one) is a second index of the same
        // docs, with scratch space of its own.
        const docs = frozen ? Object.freeze(list) : list;
        const held = indexDocs(docs);
        for (const [opts, window] of searches) {
          const full = rankDocs(docs, opts);
          for (const top of [rankTop(docs, opts, window), rankIndex(held, opts, window)]) {
            expect(top.count).toBe(full.length);
            expect(top.items.map((d) => d.id)).toEqual(full.slice(0, window).map((d) => d.id));
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
