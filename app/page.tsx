// The gallery: search and browse published styles. Reads the in-memory gallery index directly
// (searchGallery), never our own HTTP API. The search form (GallerySearch) navigates on the client,
// so a new search re-renders this page's results in place; every link here is a next/link for the
// same reason, and each is a plain link without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { searchGallery } from "@/lib/gallery/search-index";
import { categoryLabel } from "@/lib/styles/categories";
import { PAGE_SIZE, MAX_OFFSET, galleryHref, parseGalleryParams, type GalleryParams } from "./_components/gallery-params";
import { GallerySearch } from "./_components/GallerySearch";
import { StyleCard } from "./_components/StyleCard";
import searchStyles from "./_components/gallery-search.module.css";
import common from "./_components/page.module.css";
import cards from "./_components/style-card.module.css";
import tags from "./_components/tags.module.css";
import css from "./gallery.module.css";

// The gallery lives in the database: render per request, never at build time.
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const p = parseGalleryParams(await searchParams);
  const filtered = p.query || p.category || p.offset;
  return {
    // The layout's title template applies to child segments only, and this page shares its segment.
    title: { absolute: p.query ? `Styles for “${p.query}” · Styleshelf` : "Styleshelf: a gallery of reusable creative styles" },
    // Result pages are endless variations of one page; only the plain gallery should be indexed.
    robots: filtered ? { index: false, follow: true } : undefined,
    alternates: { canonical: "/" },
  };
}

function describe(p: GalleryParams): string {
  const parts: string[] = [];
  if (p.query) parts.push(`“${p.query}”`);
  if (p.category) parts.push(`${p.query ? "in " : ""}${categoryLabel(p.category)}`);
  return parts.join(" ");
}

function countLine(count: number, p: GalleryParams, shown: number): string {
  const noun = count === 1 ? "style" : "styles";
  const what = describe(p);
  const base = what ? `${count} ${noun} for ${what}` : `${count} ${noun}`;
  if (count <= PAGE_SIZE || shown === 0) return base;
  return `${base}, showing ${p.offset + 1}–${p.offset + shown}`;
}

export default async function GalleryPage({ searchParams }: { searchParams: SearchParams }) {
  const p = parseGalleryParams(await searchParams);
  const results = await searchGallery({
    query: p.query || undefined,
    category: p.category || undefined,
    sort: p.sort,
    limit: PAGE_SIZE,
    offset: p.offset,
  });
  const filtered = Boolean(p.query || p.category);
  // The introduction greets the plain gallery; a results page leads with its results instead.
  const browsing = !filtered && p.offset === 0;
  const prevOffset = p.offset > 0 ? Math.max(0, p.offset - PAGE_SIZE) : null;
  const nextOffset = results.hasMore && p.offset + PAGE_SIZE <= MAX_OFFSET ? p.offset + PAGE_SIZE : null;
  const count = countLine(results.count, p, results.styles.length);
  const suggestion = results.suggestion ?? null;

  return (
    <>
      {browsing ? (
        <section className={`${common.intro} ${css.intro}`} aria-labelledby="intro-title">
          <h1 id="intro-title">Find a style. Use it anywhere.</h1>
          <p className={common.lede}>
            Visual looks and writing voices, published by their makers and compiled into the prompt your tool speaks:
            chat assistants, Midjourney, Flux, Stable Diffusion, STYLE.md or JSON.
          </p>
        </section>
      ) : (
        // Still one page heading for assistive technology, without the introduction's room.
        <h1 className="visually-hidden">Search the Styleshelf gallery</h1>
      )}

      <GallerySearch params={p} status={suggestion ? `${count}. Did you mean ${suggestion}?` : count}>
        <section className="results" aria-labelledby="results-title">
          <h2 id="results-title" className={css.resultsCount}>
            {count}
          </h2>

          {results.styles.length > 0 ? (
            <ul className={cards.grid} role="list">
              {results.styles.map((card, i) => (
                <li key={card.slug}>
                  {/* The first row is above the fold: load it at once, the rest as it scrolls in. */}
                  <StyleCard card={card} eager={i < 4} />
                </li>
              ))}
            </ul>
          ) : results.count > 0 ? (
            <div className={css.empty}>
              <p>This page is past the last result.</p>
              <p>
                <Link href={galleryHref({ ...p, offset: 0 })}>Back to the first page</Link>
              </p>
            </div>
          ) : (
            <div className={css.empty}>
              <p className={css.emptyTitle}>No styles match {describe(p) || "this search"}.</p>
              {suggestion ? (
                <p className={searchStyles.suggestion}>
                  Did you mean <Link href={galleryHref({ ...p, query: suggestion, offset: 0 })}>{suggestion}</Link>?
                </p>
              ) : null}
              {results.availableCategories && results.availableCategories.length > 0 ? (
                <>
                  <p>Browse a category instead:</p>
                  <ul className={`${tags.chips} ${css.chips}`} role="list">
                    {results.availableCategories.map((c) => (
                      <li key={c}>
                        <Link className={tags.chip} href={galleryHref({ category: c, sort: p.sort })}>
                          {categoryLabel(c)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {filtered ? (
                <p>
                  <Link href="/">Clear the search</Link> and see every style.
                </p>
              ) : null}
            </div>
          )}

          {prevOffset !== null || nextOffset !== null ? (
            <nav className={css.pager} aria-label="Result pages">
              {prevOffset !== null ? (
                <Link className="button" rel="prev" href={galleryHref({ ...p, offset: prevOffset })}>
                  ← Previous
                </Link>
              ) : (
                <span />
              )}
              {nextOffset !== null ? (
                <Link className="button" rel="next" href={galleryHref({ ...p, offset: nextOffset })}>
                  Next →
                </Link>
              ) : null}
            </nav>
          ) : null}
        </section>
      </GallerySearch>
    </>
  );
}
