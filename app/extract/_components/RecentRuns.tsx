"use client";
// "Recent runs": every run of the account, newest first, until its owner dismisses it. A complete run
// not saved as a style opens again (and saves from there); a saved one links to its style; a failed
// one says why (and that it was refunded). Dismissing hides a run from this list only.
import { useRef, useState } from "react";
import Link from "next/link";
import type { RecentRun, RunSources } from "@/lib/extraction/recent-runs";
import { aroundSuggestion, Suggestions } from "./ExtractProblem";
import styles from "./runs.module.css";
import badge from "@/app/_components/badge.module.css";

interface Props {
  runs: RecentRun[];
  hasOlder: boolean;
  /** The run whose result is on screen now, if any. */
  showing: string | null;
  /** Opening waits while a run starts or a draft saves. */
  busy: boolean;
  onOpen: (run: RecentRun) => void;
  /** A failed run's "Did you mean …?" name was picked: run it again with that reference. */
  onRetry: (run: RecentRun, reference: string) => void;
  onDismiss: (run: RecentRun) => Promise<boolean>;
  onOlder: () => Promise<void>;
}

const timeFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function list(words: string[]): string {
  return words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

/** "poster.png, print.jpg and a writing sample": what the run was made from. */
export function sourcesInWords(s: RunSources): string {
  const words = [...s.images.map((i) => i.filename), ...s.documents];
  if (words.length > 3) words.splice(2, words.length - 2, `${words.length - 2} more files`);
  if (s.reference) words.push(`the reference \u201c${s.reference}\u201d`);
  if (s.text) words.push("a writing sample");
  return words.length > 0 ? list(words) : "sources no longer stored";
}

const STATUS: Record<string, { label: string; tone: string }> = {
  running: { label: "Extracting", tone: "info" },
  unsaved: { label: "Not saved", tone: "warn" },
  saved: { label: "Saved as a style", tone: "ok" },
  failed: { label: "Failed", tone: "danger" },
};

function statusOf(run: RecentRun) {
  if (run.status === "complete") return STATUS[run.saved ? "saved" : "unsaved"]!;
  return STATUS[run.status]!;
}

function Thumb({ run }: { run: RecentRun }) {
  const image = run.sources.images[0];
  // Decorative: the row's title and sources line say what it is.
  if (image) return <img className={styles.thumb} src={image.url} alt="" width={56} height={56} loading="lazy" />;
  return (
    <span className={styles.thumb} aria-hidden="true">
      {run.sources.reference ? "Ref" : run.sources.text ? "Text" : "Run"}
    </span>
  );
}

/** Only a reference: the run can start again from here, with nothing to add. */
export function referenceOnly(s: RunSources): boolean {
  return s.reference !== null && s.images.length === 0 && s.documents.length === 0 && s.text === null;
}

function FailedMessage({ run, busy, onRetry }: { run: RecentRun; busy: boolean; onRetry: Props["onRetry"] }) {
  if (!run.message) return null;
  if (run.suggestions.length === 0) return <p className={styles.message}>{run.message}</p>;
  const [before, after] = aroundSuggestion(run.message);
  return (
    <div className={styles.message}>
      <p>{before}</p>
      <Suggestions
        names={run.suggestions}
        disabled={busy}
        onPick={(name) => onRetry(run, name)}
        hintId={`run-hint-${run.id}`}
        hint={referenceOnly(run.sources) ? "Starts the run again with that reference." : "Puts that reference in the form above; add the run's other sources again, then start."}
      />
      {after ? <p>{after}</p> : null}
    </div>
  );
}

function RunRow({ run, showing, busy, onOpen, onRetry, onDismiss }: { run: RecentRun; showing: boolean } & Pick<Props, "busy" | "onOpen" | "onRetry" | "onDismiss">) {
  const status = statusOf(run);
  const titleId = `run-title-${run.id}`;
  const title = run.title ?? (run.status === "running" ? "A run in progress" : `From ${sourcesInWords(run.sources)}`);
  return (
    <li id={`run-${run.id}`} className={styles.run} data-showing={showing ? "" : undefined}>
      <Thumb run={run} />
      <div className={styles.body}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <p className={styles.meta}>
          <span className={badge.badge} data-tone={status.tone}>
            {status.label}
          </span>{" "}
          <time dateTime={run.createdAt}>{timeFormat.format(new Date(run.createdAt))} UTC</time>
          {run.title ? <> · from {sourcesInWords(run.sources)}</> : null}
        </p>
        <FailedMessage run={run} busy={busy} onRetry={onRetry} />
      </div>
      <div className={styles.actions}>
        {run.status === "complete" && !run.saved ? (
          showing ? (
            <span className={styles.showing}>Shown above</span>
          ) : (
            <button type="button" className="button button-small button-primary" disabled={busy} aria-describedby={titleId} onClick={() => onOpen(run)}>
              Open result
            </button>
          )
        ) : null}
        {run.status === "running" && !showing ? (
          <button type="button" className="button button-small" disabled={busy} aria-describedby={titleId} onClick={() => onOpen(run)}>
            Follow progress
          </button>
        ) : null}
        {run.saved ? (
          <Link className="button button-small" href={`/builder/${run.saved.styleId}`}>
            Open {run.saved.name}
          </Link>
        ) : null}
        {run.status !== "running" ? (
          <button type="button" className="button button-small" aria-describedby={titleId} onClick={() => void onDismiss(run)}>
            Dismiss
          </button>
        ) : null}
      </div>
    </li>
  );
}

export function RecentRuns({ runs, hasOlder, showing, busy, onOpen, onRetry, onDismiss, onOlder }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [said, setSaid] = useState("");
  const [loading, setLoading] = useState(false);

  async function dismiss(run: RecentRun) {
    const title = run.title ?? "the run";
    if (!(await onDismiss(run))) return false;
    setSaid(`Dismissed ${title}. Its entry stays in your credit ledger.`);
    // The row and its button are gone: keep the keyboard in this list rather than at the page's top.
    heading.current?.focus();
    return true;
  }

  async function older() {
    setLoading(true);
    await onOlder();
    setLoading(false);
  }

  return (
    <section className={styles.recent} aria-labelledby="recent-runs-title">
      <h2 id="recent-runs-title" ref={heading} tabIndex={-1}>
        Recent runs
      </h2>
      <p className={styles.lede}>
        Every run stays here with its result until you dismiss it. Dismissing only hides it from this list; your credit
        ledger keeps its entry.
      </p>
      <p role="status" className="visually-hidden">
        {said}
      </p>
      {runs.length === 0 ? (
        <p className={styles.empty}>No runs yet. Each extraction you start appears here.</p>
      ) : (
        <ol className={styles.list} role="list">
          {runs.map((run) => (
            <RunRow key={run.id} run={run} showing={showing === run.handle} busy={busy} onOpen={onOpen} onRetry={onRetry} onDismiss={dismiss} />
          ))}
        </ol>
      )}
      {hasOlder ? (
        <button type="button" className="button button-small" onClick={() => void older()} disabled={loading}>
          {loading ? "Loading…" : "Show older runs"}
        </button>
      ) : null}
    </section>
  );
}
