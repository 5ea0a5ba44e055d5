// What a result was made from, shown beside what was found in it: the stored copy of each image (an
// upload or an image link), documents by name, the writing sample's opening and the named reference.
import type { RunSources } from "@/lib/extraction/recent-runs";
import styles from "./result.module.css";

export function ResultSources({ sources }: { sources: RunSources }) {
  const { images, documents, text, reference } = sources;
  return (
    <section className={`${styles.card} ${styles.sources}`} aria-labelledby="sources-title">
      <h3 id="sources-title">Made from</h3>
      {images.length > 0 ? (
        <ul className={styles.sourceImages} role="list">
          {images.map((img, i) => (
            <li key={img.url}>
              <figure>
                {/* A plain <img>: the stored copy is already sized for the page. */}
                <img src={img.url} alt={`Source image ${i + 1}: ${img.filename}`} width={img.width} height={img.height} />
                <figcaption>
                  {img.filename}
                  {img.from === "url" ? <span className={styles.itemKind}> (from a link)</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 ? (
        <p className={styles.sourceLine}>
          <span className={styles.itemKind}>Documents:</span> {documents.join(", ")}
        </p>
      ) : null}
      {reference ? (
        <p className={styles.sourceLine}>
          <span className={styles.itemKind}>Reference:</span> {reference}
        </p>
      ) : null}
      {text ? <blockquote className={styles.sourceText}>{text}</blockquote> : null}
    </section>
  );
}
