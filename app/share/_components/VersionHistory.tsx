// The owner's own view of a style page lists the style's versions (every generation, newest first),
// which one the public page serves and which one the owner's API reads get. Nobody else sees it.
import Link from "next/link";
import type { GenerationItem } from "@/lib/versions/generations";
import badge from "@/app/_components/badge.module.css";
import common from "@/app/_components/page.module.css";
import share from "./share-page.module.css";
import css from "./versions.module.css";

const when = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function VersionHistory({ versions, editUrl }: { versions: GenerationItem[]; editUrl: string }) {
  return (
    <section className={share.versions} aria-labelledby="versions-title">
      <h2 id="versions-title">Your versions</h2>
      <p className={`${common.hint} ${share.hint}`}>
        Only you see this list. Each Generate in the <Link href={editUrl}>builder</Link> keeps a version; publishing shares the newest.
      </p>
      <ol className={css.versionList}>
        {versions.map((v) => (
          <li key={v.id}>
            <time dateTime={v.createdAt}>{when.format(new Date(v.createdAt))} UTC</time>
            <span className={css.versionMeta}>
              {v.blockCount === 1 ? "1 item" : `${v.blockCount} items`}
              {v.published ? <span className={badge.badge} data-tone="ok">Public version</span> : null}
              {v.latest && !v.published ? <span className={badge.badge}>Latest</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
