// The credit ledger as a table: every grant, charge and refund, newest first, with the extraction each
// charge or refund belongs to. A refunded run says so on its charge row and on the refund row, which
// sit next to each other (newest first), so a failed run reads as "charged, then given back".
// Paging is plain links (?before=<cursor>#credits): no script, and every page is a real URL.
// On a phone each row stacks into a card (account.module.css); the explicit table roles keep the
// table's meaning for screen readers once CSS changes how its parts are displayed.
import Link from "next/link";
import type { CreditStatement, StatementEntry, StatementExtraction } from "@/lib/credits/statement";
import styles from "../account.module.css";
import badge from "@/app/_components/badge.module.css";
import common from "@/app/_components/page.module.css";

const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

const signed = (n: number) => (n > 0 ? `+${n.toLocaleString("en")}` : n < 0 ? `\u2212${Math.abs(n).toLocaleString("en")}` : "0");

function Stamp({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{timeFormat.format(date)} UTC</time>;
}

const STATUS: Record<StatementExtraction["status"], { label: string; tone: string }> = {
  running: { label: "Running", tone: "info" },
  complete: { label: "Complete", tone: "ok" },
  failed: { label: "Failed", tone: "danger" },
};

/** Where a run can be seen again: the style it was saved as, or, for a result not saved as a style
 *  (or one still running), the extract page, which opens that run's result. Null for a failed run:
 *  there is nothing to see, and its refund is on the row. */
function whereToSee(x: StatementExtraction): { href: string; label: string } | null {
  if (x.styleId) return { href: `/builder/${x.styleId}`, label: `Open ${x.styleName ?? "its style"}` };
  if (x.status === "complete") return { href: `/extract?run=${x.id}`, label: "Open its result" };
  if (x.status === "running") return { href: `/extract?run=${x.id}`, label: "Follow its progress" };
  return null;
}

function ExtractionCell({ entry }: { entry: StatementEntry }) {
  const x = entry.extraction;
  if (!x) {
    return entry.kind === "grant" ? null : <p className={styles.detail}>This extraction is no longer in your account.</p>;
  }
  const status = STATUS[x.status];
  const link = whereToSee(x);
  return (
    <>
      <p className={styles.detail}>
        {x.title ? <>&ldquo;{x.title}&rdquo; from </> : "From "}
        {x.sources}
      </p>
      <p className={styles.detail}>
        <span className={badge.badge} data-tone={status.tone}>
          {status.label}
        </span>
        {entry.kind === "charge" && x.refundedAt ? (
          <>
            {" "}
            Refunded <time dateTime={x.refundedAt.toISOString()}>{dayFormat.format(x.refundedAt)}</time>
          </>
        ) : null}
        {entry.kind === "refund" && x.chargedAt ? (
          <>
            {" "}
            Gives back the charge of <time dateTime={x.chargedAt.toISOString()}>{dayFormat.format(x.chargedAt)}</time>
          </>
        ) : null}
        {x.status === "complete" && !x.styleId ? " · Not saved as a style" : null}
        {link ? (
          <>
            {" · "}
            <Link href={link.href}>{link.label}</Link>
          </>
        ) : null}
      </p>
    </>
  );
}

/** `fullHistory` is no longer read: every plan reaches a run's result on the extract page (the
 *  account page still passes it). */
export function CreditLedger({ statement }: { statement: CreditStatement; fullHistory?: boolean }) {
  const { entries, total, nextCursor, unlimited, continued: paged } = statement;
  if (entries.length === 0 && !paged) {
    return (
      <div className={styles.empty}>
        <h3>No credit movements yet</h3>
        <p>Starting credits, extraction charges and refunds are listed here as they happen.</p>
      </div>
    );
  }
  return (
    <>
      <div className={styles.tableWrap} role="region" aria-labelledby="ledger-caption" tabIndex={0}>
        <table className={styles.ledger} role="table">
          <caption id="ledger-caption">
            Credit ledger, newest first{" "}
            <span className={styles.captionCount}>
              ({paged ? `${entries.length} older of ${total}` : `${entries.length} of ${total}`} {total === 1 ? "entry" : "entries"})
            </span>
          </caption>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">Date</th>
              <th scope="col" role="columnheader">Entry</th>
              <th scope="col" role="columnheader" className={styles.num}>
                Amount
              </th>
              {unlimited ? null : (
                <th scope="col" role="columnheader" className={styles.num}>
                  Balance
                </th>
              )}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {entries.map((e) => (
              <tr key={e.id} role="row" data-kind={e.kind} data-paired={e.extraction?.refundedAt ? "" : undefined}>
                <th scope="row" role="rowheader" className={styles.when}>
                  <Stamp date={e.createdAt} />
                </th>
                <td role="cell" className={styles.entry}>
                  <p className={styles.what}>{e.description}</p>
                  <ExtractionCell entry={e} />
                </td>
                <td role="cell" className={`${styles.num} ${styles.amount}`} data-sign={e.amount > 0 ? "plus" : e.amount < 0 ? "minus" : undefined}>
                  {signed(e.amount)}
                </td>
                {unlimited ? null : (
                  <td role="cell" className={`${styles.num} ${styles.balance}`}>
                    {e.balanceAfter?.toLocaleString("en")}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {entries.length === 0 ? <p className={common.hint}>No older entries.</p> : null}
      {nextCursor || paged ? (
        <nav className={styles.pager} aria-label="Credit ledger pages">
          {paged ? (
            <Link className="button button-small" href="/account#credits">
              Newest entries
            </Link>
          ) : null}
          {nextCursor ? (
            <Link className="button button-small" href={`/account?before=${encodeURIComponent(nextCursor)}#credits`}>
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
