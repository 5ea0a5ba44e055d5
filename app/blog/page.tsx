// /blog: every post from content/blog, newest first.
import type { Metadata } from "next";
import Link from "next/link";
import { docsSite } from "@/lib/docs/site";
import { longDate, pagePath } from "@/lib/docs/types";
import styles from "../docs/docs.module.css";
import common from "@/app/_components/page.module.css";

export const metadata: Metadata = {
  title: "Blog",
  description: "Notes from the Styleshelf team on compiling styles for each model, the STYLE.md format, and building with the API.",
};

export default function BlogIndexPage() {
  const posts = docsSite().blog;
  return (
    <div className={styles.article}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Styleshelf blog</p>
        <h1>Blog</h1>
        <p className={common.lede}>How styles become prompts, why STYLE.md exists, and what we learn building Styleshelf.</p>
      </header>
      {posts.length === 0 ? (
        <p className={common.hint}>No posts yet. The <Link href="/docs">documentation</Link> is the place to start.</p>
      ) : (
        <ul role="list" className={styles.posts}>
          {posts.map((p) => (
            <li key={p.meta.slug} className={styles.post}>
              <article aria-labelledby={`post-${p.meta.slug}`}>
                <h2 id={`post-${p.meta.slug}`}>
                  <Link href={pagePath(p.meta)}>{p.meta.title}</Link>
                </h2>
                <p className={styles.byline}>
                  <time dateTime={p.meta.date ?? undefined}>{longDate(p.meta.date)}</time> · {p.meta.author}
                </p>
                <p>{p.meta.description}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <p className={common.hint}>
        For agents: every post is also Markdown at its address + <code>.md</code>, and listed in <a href="/llms.txt">/llms.txt</a>.
      </p>
    </div>
  );
}
