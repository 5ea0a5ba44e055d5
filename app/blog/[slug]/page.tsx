// /blog/{slug}: one post from content/blog/{slug}.md.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "next/link";
import { Markdown } from "@/app/docs/_components/Markdown";
import { docsSite, findPage } from "@/lib/docs/site";
import { longDate, markdownPath, pagePath } from "@/lib/docs/types";
import styles from "../../docs/docs.module.css";
import common from "@/app/_components/page.module.css";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = findPage("blog", (await params).slug);
  if (!page) return { title: "Post not found" };
  return {
    title: page.meta.title,
    description: page.meta.description,
    alternates: { canonical: page.url, types: { "text/markdown": `${page.url}.md` } },
    openGraph: { type: "article", title: page.meta.title, description: page.meta.description, publishedTime: page.meta.date ?? undefined },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const page = findPage("blog", (await params).slug);
  if (!page) notFound();
  const others = docsSite().blog.filter((p) => p.meta.slug !== page.meta.slug);
  return (
    <article className={styles.article} aria-labelledby="post-title">
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          <Link href="/blog">Styleshelf blog</Link>
        </p>
        <h1 id="post-title">{page.meta.title}</h1>
        <p className={styles.byline}>
          <time dateTime={page.meta.date ?? undefined}>{longDate(page.meta.date)}</time> · {page.meta.author}
        </p>
        <p className={common.lede}>{page.meta.description}</p>
      </header>
      <Markdown parts={page.rendered.parts} />
      <footer className={styles.pageFoot}>
        <p className={common.hint}>
          This post as Markdown: <a href={markdownPath(page.meta)}>{markdownPath(page.meta)}</a>
        </p>
        {others.length > 0 ? (
          <nav aria-label="More posts">
            <p className={styles.navTitle}>More from the blog</p>
            <ul>
              {others.map((p) => (
                <li key={p.meta.slug}>
                  <Link href={pagePath(p.meta)}>{p.meta.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </footer>
    </article>
  );
}
