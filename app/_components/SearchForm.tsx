// The gallery search: a plain GET form, so it works before (or without) any JavaScript and every
// search has a shareable URL.
import { CATEGORIES, categoryLabel } from "@/lib/styles/categories";
import { DEFAULT_SORT, MAX_QUERY, type GalleryParams } from "./gallery-params";

export function SearchForm({ params }: { params: GalleryParams }) {
  const known = CATEGORIES.some((c) => c.id === params.category);
  return (
    <form className="search" action="/" method="get" role="search" aria-label="Search the gallery">
      <div className="field field-query">
        <label htmlFor="q">Search styles</label>
        <input
          id="q"
          name="query"
          type="search"
          defaultValue={params.query}
          maxLength={MAX_QUERY}
          placeholder="risograph, film noir, warm newsletter…"
          autoComplete="off"
          enterKeyHint="search"
        />
      </div>
      <div className="field">
        <label htmlFor="category">Category</label>
        <select id="category" name="category" defaultValue={params.category}>
          <option value="">All categories</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
          {/* Keep an unknown category from a shared link visible instead of silently dropping it. */}
          {params.category && !known ? <option value={params.category}>{categoryLabel(params.category)}</option> : null}
        </select>
      </div>
      <div className="field">
        <label htmlFor="sort">Sort by</label>
        <select id="sort" name="sort" defaultValue={params.sort ?? DEFAULT_SORT}>
          <option value="popular">Most used</option>
          <option value="recent">Newest</option>
        </select>
      </div>
      <button type="submit" className="button button-primary">
        Search
      </button>
    </form>
  );
}
