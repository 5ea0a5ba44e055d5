// Shown with 403 where a page calls forbidden() (next.config.ts authInterrupts): today a share page of
// a style its visitor may not read, private, waiting for moderation or kept out of the gallery. The
// API answers 403 for the same style; the page says what that means without telling which it is.
import type { Metadata } from "next";
import Link from "next/link";
import notice from "./_components/notice.module.css";

export const metadata: Metadata = { title: "Style not available", robots: { index: false } };

export default function Forbidden() {
  return (
    <section className={notice.notice} aria-labelledby="forbidden-title">
      <p className={notice.code}>403</p>
      <h1 id="forbidden-title">This style is not available</h1>
      <p>
        It is private, waiting for a moderator’s review, or kept out of the gallery. Its page opens once its owner
        publishes it and a moderator approves it. If it is yours, sign in to see it.
      </p>
      <p className={notice.actions}>
        <Link className="button button-primary" href="/">
          Browse the gallery
        </Link>
      </p>
    </section>
  );
}
