"use client";
// The fallback for unexpected failures while rendering a page. It never shows the error's message:
// in production that is a generic text anyway, and the digest is what matches the server log.
import { useEffect } from "react";
import notice from "./_components/notice.module.css";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const digest = error instanceof Error && "digest" in error ? String((error as { digest?: unknown }).digest ?? "") : "";
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className={notice.notice} aria-labelledby="err-title">
      <h1 id="err-title">Something went wrong on our side</h1>
      <p>The page couldn’t be shown just now. Trying again usually helps; if it doesn’t, come back in a minute.</p>
      <p className={notice.actions}>
        <button type="button" className="button button-primary" onClick={() => retry()}>
          Try again
        </button>
        <a className="button" href="/">
          Back to the gallery
        </a>
      </p>
      {digest ? <p className={notice.digest}>Reference: {digest}</p> : null}
    </section>
  );
}
