// Shown for unknown URLs and for share links of styles that do not exist (or are link-only).
import type { Metadata } from "next";
import Link from "next/link";
import notice from "./_components/notice.module.css";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

export default function NotFound() {
  return (
    <section className={notice.notice} aria-labelledby="nf-title">
      <p className={notice.code}>404</p>
      <h1 id="nf-title">We couldn’t find that page</h1>
      <p>
        The link may be mistyped, or the style was unpublished or renamed. Styles shared by link only have no public
        page.
      </p>
      <p className={notice.actions}>
        <Link className="button button-primary" href="/">
          Browse the gallery
        </Link>
      </p>
    </section>
  );
}
