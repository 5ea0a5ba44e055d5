"use client";
// Publish: who may see the latest generation, under which category and tags. Public publications wait
// for review, so the panel says where the style stands (pending, live, or the moderator's reason).
import { useState } from "react";
import Link from "next/link";
import type { OwnStyle } from "@/lib/builder/own-style";
import type { PublishInput, PublishVisibility } from "@/lib/builder/validate";
import { MAX_TAGS } from "@/lib/builder/validate";
import { CATEGORIES } from "@/lib/styles/categories";
import type { PublicChanges } from "@/lib/versions/diff";
import styles from "./builder.module.css";

const VISIBILITIES: { id: PublishVisibility; label: string; hint: string }[] = [
  { id: "public", label: "Public", hint: "Listed in the gallery after a quick review." },
  { id: "link_shared", label: "Link only", hint: "Anyone with the link can open it; never listed." },
  { id: "private", label: "Private", hint: "Only you. Takes it off the web." },
];

function Standing({ style, note }: { style: OwnStyle; note: string | null }) {
  if (!style.publishedAt || style.visibility === "private") return <p className={styles.standing}>Not published. Only you can see this style.</p>;
  const link = style.shareUrl ? (
    <>
      {" "}
      <Link href={style.shareUrl}>Open its page</Link>
    </>
  ) : null;
  if (style.visibility === "link_shared") {
    return (
      <p className={styles.standing}>
        <strong>Link only.</strong> Anyone with the link can open its page; it is not listed in the gallery or in search.{link}
      </p>
    );
  }
  if (style.moderation === "pending") {
    return (
      <p className={`${styles.standing} ${styles.pending}`}>
        <strong>Pending review.</strong> We check public styles before they are listed. Until then only you can open its page, which says so.{link}
      </p>
    );
  }
  if (style.moderation === "rejected") {
    return (
      <div className={`${styles.standing} ${styles.rejected}`}>
        <p>
          <strong>Not approved for the gallery.</strong> Change the style, generate and publish again to ask for another review.
        </p>
        {note ? <blockquote aria-label="Moderator's note">{note}</blockquote> : null}
      </div>
    );
  }
  return <p className={styles.standing}><strong>Live in the gallery.</strong>{link}</p>;
}

/** What publishing would change in the public version: the saved edits, counted and listed, and
 *  whether unsaved ones would go too (Publish saves first). */
function SincePublic({ changes, unsaved }: { changes: PublicChanges | null; unsaved: boolean }) {
  if (!changes) return null;
  if (changes.count === 0) {
    return <p className={styles.hint}>{unsaved ? "Your unsaved edits are the only changes since the public version." : "No changes since the public version."}</p>;
  }
  return (
    <details className={styles.changes}>
      <summary>
        {changes.count === 1 ? "1 change" : `${changes.count} changes`} since the public version{unsaved ? ", plus unsaved edits" : ""}
      </summary>
      <ul>
        {changes.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

interface Props {
  style: OwnStyle;
  moderationNote: string | null;
  changes: PublicChanges | null;
  unsaved: boolean;
  busy: boolean;
  onPublish: (input: PublishInput) => void;
}

export function PublishPanel({ style, moderationNote, changes, unsaved, busy, onPublish }: Props) {
  const [visibility, setVisibility] = useState<PublishVisibility>(style.publishedAt ? style.visibility : "public");
  const [category, setCategory] = useState(style.category ?? "");
  const [tags, setTags] = useState(style.tags.join(", "));
  const tagList = tags.split(",").map((t) => t.trim()).filter(Boolean);

  return (
    <section className={styles.card} aria-labelledby="publish-title">
      <header className={styles.cardHead}>
        <div>
          <h2 id="publish-title">Publish</h2>
          <p className={styles.hint}>Publish saves and generates your latest edits, then shares that version.</p>
        </div>
      </header>
      <Standing style={style} note={moderationNote} />
      <SincePublic changes={changes} unsaved={unsaved} />
      <form
        className={styles.publishForm}
        onSubmit={(e) => {
          e.preventDefault();
          onPublish({ visibility, category: category || null, tags: tagList });
        }}
      >
        <fieldset className={styles.choices}>
          <legend>Visibility</legend>
          {VISIBILITIES.map((v) => (
            <label key={v.id} className={styles.choice}>
              <input type="radio" name="visibility" value={v.id} checked={visibility === v.id} onChange={() => setVisibility(v.id)} aria-describedby={`vis-${v.id}`} />
              <span>
                <span className={styles.choiceLabel}>{v.label}</span>
                <span id={`vis-${v.id}`} className={styles.hint}>
                  {v.hint}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={styles.twoCol}>
          <div className={styles.mini}>
            <label htmlFor="publish-category">Category</label>
            <select id="publish-category" value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">No category</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.mini}>
            <label htmlFor="publish-tags">Tags</label>
            <input id="publish-tags" value={tags} placeholder="zine, risograph" aria-describedby="publish-tags-hint" onChange={(e) => setTags(e.target.value)} />
            <p id="publish-tags-hint" className={styles.hint}>
              Separate with commas; up to {MAX_TAGS}.
            </p>
          </div>
        </div>
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? "Publishing…" : "Publish"}
          </button>
        </div>
      </form>
    </section>
  );
}
