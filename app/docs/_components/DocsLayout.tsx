// The frame of every docs page: the list of pages (with the API reference) and this page's contents
// beside the reading column, and previous/next at the end. Server component; links only.
import type { ReactNode } from "react";
import Link from "next/link";
import type { BuiltPage } from "@/lib/docs/site";
import { markdownPath, pagePath } from "@/lib/docs/types";
import { Markdown } from "./Markdown";
import styles from "../docs.module.css";
import common from "@/app/_components/page.module.css";

export function DocsLayout({ page, pages, intro }: { page: BuiltPage; pages: BuiltPage[]; intro?: ReactNode }) {
  const here = pagePath(page.meta);
  const i = pages.findIndex((p) => p.meta.slug === page.meta.slug);
  const prev = i > 0 ? pages[i - 1] : null;
  const next = i >= 0 && i < pages.length - 1 ? pages[i + 1] : null;
  const contents = page.rendered.headings.filter((h) => h.depth === 2);
  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <nav className={styles.nav} aria-labelledby="docs-nav-title">
            <p id="docs-nav-title" className={styles.navTitle}>
              Documentation
            </p>
            <ul role="list">
              {pages.map((p) => {
                const path = pagePath(p.meta);
                return (
                  <li key={p.meta.slug}>
                    <Link href={path} aria-current={path === here ? "page" : undefined}>
                      {p.meta.nav}
                    </Link>
                  </li>
                );
              })}
              <li>
                <Link href="/docs/api">API reference</Link>
              </li>
              <li>
                <Link href="/blog">Blog</Link>
              </li>
            </ul>
          </nav>
          {contents.length > 0 ? (
            <nav className={styles.nav} aria-labelledby="toc-title">
              <p id="toc-title" className={styles.navTitle}>
                On this page
              </p>
              <ol role="list">
                {contents.map((h) => (
                  <li key={h.id}>
                    <a href={`#${h.id}`}>{h.text}</a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
        </aside>

        <article className={styles.body} aria-labelledby="page-title">
          <header className={styles.intro}>
            <p className={styles.eyebrow}>Styleshelf docs</p>
            <h1 id="page-title">{page.meta.title}</h1>
            <p className={common.lede}>{page.meta.description}</p>
            {intro}
          </header>
          <Markdown parts={page.rendered.parts} />
          <footer className={styles.pageFoot}>
            <p className={common.hint}>
              This page as Markdown: <a href={markdownPath(page.meta)}>{markdownPath(page.meta)}</a> · every page for agents:{" "}
              <a href="/llms.txt">/llms.txt</a>
            </p>
            {prev || next ? (
              <nav className={styles.pager} aria-label="Previous and next page">
                {prev ? (
                  <Link href={pagePath(prev.meta)} rel="prev">
                    <span>Previous</span> {prev.meta.nav}
                  </Link>
                ) : (
                  <span />
                )}
                {next ? (
                  <Link href={pagePath(next.meta)} rel="next" className={styles.nextLink}>
                    <span>Next</span> {next.meta.nav}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </footer>
        </article>
      </div>
    </div>
  );
}
