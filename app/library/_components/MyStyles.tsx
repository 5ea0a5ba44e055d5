// The "My styles" tab: each own style with who can see it, where review stands, whether it has been
// generated, and the way into its builder.
import type { CSSProperties } from "react";
import Link from "next/link";
import { sitePath } from "@/app/_components/urls";
import type { LibraryStyle } from "../_lib/data";
import styles from "../library.module.css";
import { NewStyleButton } from "./NewStyleButton";
import { When } from "@/app/_components/When";
import badge from "@/app/_components/badge.module.css";

const VISIBILITY_LABEL = { public: "Public", "link-shared": "Link-shared", private: "Private" } as const;

/** A stable hue per style, so rows without an image still tell apart at a glance. */
function hueOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

export function MyStyles({ styles: items, count, csrf }: { styles: LibraryStyle[]; count: number; csrf: string }) {
  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <h3>No styles yet</h3>
        <p>
          Extract one from pictures, writing or a named reference, or start from a blank page with New style and build it
          block by block.
        </p>
        <div className={styles.actions}>
          <Link className="button" href="/extract">
            Extract a style
          </Link>
          <NewStyleButton csrf={csrf} />
        </div>
      </div>
    );
  }
  return (
    <>
      <p className={styles.summary}>
        {count === 1 ? "1 style" : `${count.toLocaleString("en")} styles`}
        {count > items.length ? `, the ${items.length} most recently edited shown` : ""}
      </p>
      <ul className={styles.rows} role="list">
        {items.map((s) => (
          <StyleRow key={s.id} style={s} />
        ))}
      </ul>
    </>
  );
}

function StyleRow({ style: s }: { style: LibraryStyle }) {
  const pending = s.visibility === "public" && s.moderation.moderation === "pending";
  const rejected = s.moderation.moderation === "rejected";
  return (
    <li className={styles.row}>
      <div className={styles.thumb} style={{ "--tile-hue": hueOf(s.id) } as CSSProperties} aria-hidden="true">
        {s.heroImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- blobs are already sized webp
          <img src={sitePath(s.heroImage)} alt="" width={96} height={72} loading="lazy" decoding="async" />
        ) : (
          <span>{s.name.trim().charAt(0).toUpperCase() || "S"}</span>
        )}
      </div>
      <div className={styles.rowBody}>
        <h3 className={styles.rowTitle}>
          <Link href={`/builder/${s.id}`}>{s.name}</Link>
        </h3>
        <ul className={styles.badges} role="list" aria-label="Status">
          <li className={badge.badge} data-tone={s.visibility === "private" ? "neutral" : "info"}>
            {VISIBILITY_LABEL[s.visibility]}
          </li>
          {pending ? (
            <li className={badge.badge} data-tone="warn">
              Pending review
            </li>
          ) : null}
          {rejected ? (
            <li className={badge.badge} data-tone="danger">
              Rejected
            </li>
          ) : null}
          <li className={badge.badge} data-tone={s.lastGeneratedAt ? "ok" : "neutral"}>
            {s.lastGeneratedAt ? (
              <>
                Generated <When iso={s.lastGeneratedAt} />
              </>
            ) : (
              "Never generated"
            )}
          </li>
        </ul>
        {rejected && s.moderation.note ? (
          <div className={styles.note}>
            <p className={styles.noteLabel}>Moderator&rsquo;s note</p>
            <blockquote>{s.moderation.note}</blockquote>
          </div>
        ) : null}
        <p className={styles.meta}>
          Edited <When iso={s.updatedAt} />
          {s.slug && s.visibility !== "private" ? (
            <>
              {" · "}
              <Link href={`/share/${s.slug}`}>Share page</Link>
            </>
          ) : null}
        </p>
      </div>
      <Link className={`button button-small ${styles.open}`} href={`/builder/${s.id}`}>
        {/* The visible words start the accessible name, so speech users can say what they see. */}
        Open in builder<span className="visually-hidden"> for {s.name}</span>
      </Link>
    </li>
  );
}
