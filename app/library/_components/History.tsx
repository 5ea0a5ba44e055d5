// The "History" tab: complete extraction runs, newest first. On Free, older runs of a style come back
// locked; they stay listed (so nothing seems lost) with the service's own explanation and a way to Pro.
import type { LibraryHistory, HistoryEntry } from "../_lib/data";
import styles from "../library.module.css";
import { When } from "./When";

export function History({ history, planLabel }: { history: LibraryHistory; planLabel: string }) {
  const { entries, styleNames, lockedMessage, lockedCount } = history;
  if (entries.length === 0) {
    return (
      <div className={styles.empty}>
        <h3>No extractions yet</h3>
        <p>Every extraction you run is kept here, with the style it became.</p>
        <div className={styles.actions}>
          <a className="button button-primary" href="/extract">
            Extract a style
          </a>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className={styles.summary}>
        {lockedCount > 0
          ? `The ${planLabel} plan opens the newest extraction of each style; ${lockedCount} older ${lockedCount === 1 ? "one is" : "ones are"} locked.`
          : `${entries.length} ${entries.length === 1 ? "extraction" : "extractions"}`}
      </p>
      <ol className={styles.rows} role="list">
        {entries.map((e) => (
          <HistoryRow key={e.id} entry={e} styleName={e.styleId ? styleNames.get(e.styleId) : undefined} lockedMessage={lockedMessage} />
        ))}
      </ol>
    </>
  );
}

function HistoryRow({ entry: e, styleName, lockedMessage }: { entry: HistoryEntry; styleName?: string; lockedMessage: string | null }) {
  const title = e.suggestedTitle ?? "Untitled extraction";
  return (
    <li id={`extraction-${e.id}`} className={styles.row} data-locked={e.locked ? "" : undefined}>
      <div className={styles.rowBody}>
        <h3 className={styles.rowTitle}>
          {title}
          {e.locked ? <span className="badge" data-tone="neutral">Locked</span> : null}
        </h3>
        <p className={styles.meta}>
          <When iso={e.createdAt} />
          {" · "}
          {e.blockCount} {e.blockCount === 1 ? "block" : "blocks"}, {e.appliedCount} applied
          {e.styleId ? (
            <>
              {" · "}
              <a href={`/builder/${e.styleId}`}>{styleName ?? "Open its style"}</a>
            </>
          ) : (
            " · not saved as a style"
          )}
        </p>
        {e.inputTextPreview && !e.locked ? <p className={styles.preview}>&ldquo;{e.inputTextPreview}&rdquo;</p> : null}
        {e.locked && lockedMessage ? (
          <p className={styles.upgrade}>
            {lockedMessage} <a href="/pricing">See Pro pricing</a>
          </p>
        ) : null}
      </div>
    </li>
  );
}
