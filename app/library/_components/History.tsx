// The "History" tab: complete extraction runs, newest first, and words that say which ones. Pro lists
// the whole archive, results never saved as a style included (they open again on the extract page).
// Free lists the runs behind each own style (the contract's plan rule: the newest of each style opens,
// older ones come back locked and stay listed with the service's own explanation and a way to Pro);
// results not saved as a style are not in it, and the tab says where they are: the extract page's
// Recent runs.
import Link from "next/link";
import type { LibraryHistory, HistoryEntry } from "../_lib/data";
import styles from "../library.module.css";
import { When } from "@/app/_components/When";
import badge from "@/app/_components/badge.module.css";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

function RecentRunsPointer() {
  return (
    <>
      Results you have not saved as a style are under <Link href="/extract#recent-runs-title">Recent runs on the Extract page</Link> until you dismiss them.
    </>
  );
}

/** What the list holds, in words that match it. */
function Summary({ history, planLabel }: { history: LibraryHistory; planLabel: string }) {
  const { entries, lockedCount, fullHistory, total } = history;
  if (fullHistory) {
    return (
      <p className={styles.summary}>
        {plural(total, "extraction", "extractions")}, newest first: every complete run, whether or not you saved it as a style.
        {total > entries.length ? ` The newest ${entries.length.toLocaleString("en")} are shown.` : null}
      </p>
    );
  }
  return (
    <p className={styles.summary}>
      The extractions behind your styles, newest first. The {planLabel} plan opens the newest extraction of each style
      {lockedCount > 0 ? `; ${plural(lockedCount, "older one is", "older ones are")} locked` : ""}; the archive across styles is part of Pro.{" "}
      <RecentRunsPointer />
    </p>
  );
}

export function History({ history, planLabel }: { history: LibraryHistory; planLabel: string }) {
  const { entries, styleNames, lockedMessage } = history;
  if (entries.length === 0) {
    return (
      <div className={styles.empty}>
        <h3>No extractions yet</h3>
        {history.fullHistory ? (
          <p>Every extraction you run is listed here once it completes, with the style it became.</p>
        ) : (
          <p>
            Extractions you save as styles are listed here, with their style. <RecentRunsPointer />
          </p>
        )}
        <div className={styles.actions}>
          <Link className="button button-primary" href="/extract">
            Extract a style
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <Summary history={history} planLabel={planLabel} />
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
          {e.locked ? <span className={badge.badge} data-tone="neutral">Locked</span> : null}
        </h3>
        <p className={styles.meta}>
          <When iso={e.createdAt} />
          {" · "}
          {e.blockCount} {e.blockCount === 1 ? "block" : "blocks"}, {e.appliedCount} applied
          {e.styleId ? (
            <>
              {" · "}
              <Link href={`/builder/${e.styleId}`}>{styleName ?? "Open its style"}</Link>
            </>
          ) : (
            <>
              {" · not saved as a style · "}
              <Link href={`/extract?run=${e.id}`}>Open the result</Link>
            </>
          )}
        </p>
        {e.inputTextPreview && !e.locked ? <p className={styles.preview}>&ldquo;{e.inputTextPreview}&rdquo;</p> : null}
        {e.locked && lockedMessage ? (
          <p className={styles.upgrade}>
            {lockedMessage} <Link href="/pricing">See Pro pricing</Link>
          </p>
        ) : null}
      </div>
    </li>
  );
}
