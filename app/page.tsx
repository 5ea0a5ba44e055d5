// The gallery: search and browse published styles. Reads the in-memory gallery index directly
// (searchGallery), never our own HTTP API.
import type { Metadata } from "next";
import { searchGallery } from "@/lib/gallery/search-index";
import { categoryLabel } from "@/lib/styles/categories";
import { PAGE_SIZE, MAX_OFFSET, galleryHref, parseGalleryParams, type GalleryParams } from "./_components/gallery-params";
import { SearchForm } from "./_components/SearchForm";
import { StyleCard } from "./_components/StyleCard";

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
  const prevOffset = p.offset > 0 ? Math.max(0, p.offset - PAGE_SIZE) : null;
  const nextOffset = results.hasMore && p.offset + PAGE_SIZE <= MAX_OFFSET ? p.offset + PAGE_SIZE : null;

  return (
    <>
      <section className="intro" aria-labelledby="intro-title">
        <h1 id="intro-title">Find a style. Use it anywhere.</h1>
        <p className="lede">
          Visual looks and writing voices, published by their makers and compiled into the prompt your tool speaks:
          chat assistants, Midjourney, Flux, Stable Diffusion, STYLE.md or JSON.
        </p>
        <SearchForm params={p} />
      </section>

      <section className="results" aria-labelledby="results-title">
        <h2 id="results-title" className="results-count">
          {countLine(results.count, p, results.styles.length)}
        </h2>

        {results.styles.length > 0 ? (
          <ul className="grid" role="list">
            {results.styles.map((card, i) => (
              <li key={card.slug}>
                {/* The first row is above the fold: load it at once, the rest as it scrolls in. */}
                <StyleCard card={card} eager={i < 4} />
              </li>
            ))}
          </ul>
        ) : results.count > 0 ? (
          <div className="empty">
            <p>This page is past the last result.</p>
            <p>
              <a href={galleryHref({ ...p, offset: 0 })}>Back to the first page</a>
            </p>
          </div>
        ) : (
          <div className="empty">
            <p className="empty-title">No styles match {describe(p) || "this search"}.</p>
            {results.availableCategories && results.availableCategories.length > 0 ? (
              <>
                <p>Browse a category instead:</p>
                <ul className="chips" role="list">
                  {results.availableCategories.map((c) => (
                    <li key={c}>
                      <a className="chip" href={galleryHref({ category: c, sort: p.sort })}>
                        {categoryLabel(c)}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {filtered ? (
              <p>
                <a href="/">Clear the search</a> and see every style.
              </p>
            ) : null}
          </div>
        )}

        {prevOffset !== null || nextOffset !== null ? (
          <nav className="pager" aria-label="Result pages">
            {prevOffset !== null ? (
              <a className="button" rel="prev" href={galleryHref({ ...p, offset: prevOffset })}>
                ← Previous
              </a>
            ) : (
              <span />
            )}
            {nextOffset !== null ? (
              <a className="button" rel="next" href={galleryHref({ ...p, offset: nextOffset })}>
                Next →
              </a>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
