"use client";
// The gallery's search form and the results it drives. Without JavaScript it is a plain GET form, so
// every search still works and has a shareable URL. With it, a category or sort change applies at
// once and a search is a client navigation (next/navigation): the results update in place, the URL
// keeps the search, and the back button brings the previous results back.
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent, type ReactNode } from "react";
import { CATEGORIES, categoryLabel } from "@/lib/styles/categories";
import { MAX_QUERY, galleryHref, type GalleryParams, type GallerySort } from "./gallery-params";
import styles from "./gallery-search.module.css";

interface Props {
  params: GalleryParams;
  /** The result count in words, announced to screen readers when it changes. */
  status: string;
  /** The results, rendered on the server for `params`. */
  children: ReactNode;
}

export function GallerySearch({ params, status, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [query, setQuery] = useState(params.query);
  const [category, setCategory] = useState(params.category);
  const [sort, setSort] = useState<GallerySort>(params.sort);
  // When the URL changes under the form (back, forward, a "did you mean" or category link), the
  // controls follow it; what someone is typing is kept until then.
  const [shown, setShown] = useState(params);
  if (shown.query !== params.query || shown.category !== params.category || shown.sort !== params.sort) {
    setShown(params);
    setQuery(params.query);
    setCategory(params.category);
    setSort(params.sort);
  }

  const search = (next: Partial<GalleryParams>) => {
    const href = galleryHref({ query: query.trim(), category, sort, ...next, offset: 0 });
    // No scroll: the controls stay where the person is working them.
    startTransition(() => router.push(href, { scroll: false }));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search({});
  };
  const known = CATEGORIES.some((c) => c.id === category);

  return (
    <>
      <form className={styles.search} action="/" method="get" role="search" aria-label="Search the gallery" onSubmit={submit}>
        <div className={styles.fieldQuery}>
          <label htmlFor="q">Search styles</label>
          <input
            id="q"
            name="query"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            maxLength={MAX_QUERY}
            placeholder="risograph, film noir, warm newsletter…"
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <div>
          <label htmlFor="category">Category</label>
          <select
            id="category"
            name="category"
            value={category}
            onChange={(e) => {
              setCategory(e.target.value);
              search({ category: e.target.value });
            }}
          >
            <option value="">All categories</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
            {/* Keep an unknown category from a shared link visible instead of silently dropping it. */}
            {category && !known ? <option value={category}>{categoryLabel(category)}</option> : null}
          </select>
        </div>
        <div>
          <label htmlFor="sort">Sort by</label>
          <select
            id="sort"
            name="sort"
            value={sort}
            onChange={(e) => {
              const next = e.target.value as GallerySort;
              setSort(next);
              search({ sort: next });
            }}
          >
            <option value="popular">Most used</option>
            <option value="recent">Newest</option>
          </select>
        </div>
        <button type="submit" className="button button-primary">
          Search
        </button>
      </form>
      <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {pending ? "Searching…" : status}
      </p>
      <div className={pending ? styles.pending : styles.settled} aria-busy={pending}>
        {children}
      </div>
    </>
  );
}
