// The style page's Export menu: the style as design tokens, a Tailwind theme, DESIGN.md or an Agent
// Skill, each a download from GET /api/v1/styles/{slug}/export/{target} with a link to its docs page.
// A disclosure (<details>), so it opens and closes by keyboard with no script. Targets the style has
// nothing for (tokens for a writing voice) say why instead of offering a download that would fail.
import Link from "next/link";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS, exportModel, exportRefusal } from "@/lib/export";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import styles from "./export-menu.module.css";

export function ExportMenu({ slug, snapshot, canonicalUrl }: { slug: string; snapshot: StyleSnapshot; canonicalUrl: string }) {
  const model = exportModel(snapshot, { canonicalUrl });
  return (
    <details className={styles.menu}>
      <summary className="button button-small">Export</summary>
      <ul className={styles.list} aria-label="Export this style as a file">
        {EXPORT_TARGETS.map((target) => {
          const info = EXPORT_TARGET_INFO[target];
          const missing = exportRefusal(target, model) !== null;
          return (
            <li key={target} className={styles.item}>
              {missing ? (
                <span className={styles.unavailable}>{info.label}</span>
              ) : (
                <a className={styles.download} href={`/api/v1/styles/${encodeURIComponent(slug)}/export/${target}`} download>
                  {info.label}
                </a>
              )}
              <span className={styles.hint}>
                {missing ? "Not for this style: it has no palette and names no typefaces." : info.hint}{" "}
                <Link href={`/docs/${info.docsSlug}`}>How to use it</Link>
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
