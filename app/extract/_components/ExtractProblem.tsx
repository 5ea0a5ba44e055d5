"use client";
// Why a start was refused or a run failed, as a refusal alert (message verbatim, and the pricing link
// of an upgrade prompt), with two additions of this page: several problems found before sending are
// listed one per line, and an unknown reference's "Did you mean Hokusai?" is a button that starts
// the corrected run. The live region is always in the page, so it is listening before the text comes.
import Link from "next/link";
import type { Refusal } from "@/app/_components/RefusalAlert";
import alert from "@/app/_components/refusal.module.css";
import styles from "../extract.module.css";

export interface Problem extends Refusal {
  /** More than one thing to fix (checked in the page before sending): one line each. */
  details?: string[];
  /** Reference names near an unknown one, best first. */
  suggestions?: string[];
}

/** The service's own "Did you mean …?" sentence, replaced here by the buttons (in its place). */
const DID_YOU_MEAN = /\s*Did you mean [^?]*\?\s*/;

/** The message around its "Did you mean" sentence: what went wrong before it, what else to do after. */
export function aroundSuggestion(message: string): [string, string] {
  const m = DID_YOU_MEAN.exec(message);
  return m ? [message.slice(0, m.index), message.slice(m.index + m[0].length)] : [message, ""];
}

/** "Did you mean [Hokusai] or [Hiroshige]?": each name a button; `hint` says what a click does. */
export function Suggestions({ names, onPick, disabled, hintId = "extract-suggestion-hint", hint = "Starts the run again with that reference." }: {
  names: string[];
  onPick: (name: string) => void;
  disabled: boolean;
  hintId?: string;
  hint?: string;
}) {
  return (
    <div className={styles.problemMore}>
      Did you mean{" "}
      {names.map((name, i) => (
        <span key={name}>
          {i > 0 ? (i === names.length - 1 ? " or " : ", ") : null}
          <button type="button" className="button button-small" disabled={disabled} aria-describedby={hintId} onClick={() => onPick(name)}>
            {name}
          </button>
        </span>
      ))}
      ?
      <span id={hintId} className={styles.suggestionHint}>
        {hint}
      </span>
    </div>
  );
}

export function ExtractProblem({ problem, onPick, busy }: { problem: Problem | null; onPick: (reference: string) => void; busy: boolean }) {
  const names = problem?.suggestions ?? [];
  const [message, after] = problem && names.length > 0 ? aroundSuggestion(problem.message) : [problem?.message, ""];
  return (
    <div aria-live="assertive" id="extract-errors" className={alert.region}>
      {problem ? (
        <div className={alert.alert} role="alert">
          <p>{message}</p>
          {problem.details && problem.details.length > 0 ? (
            <ul className={styles.problemList}>
              {problem.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
          {names.length > 0 ? <Suggestions names={names} onPick={onPick} disabled={busy} /> : null}
          {after ? <div className={styles.problemMore}>{after}</div> : null}
          {problem.pricingUrl ? (
            <div className={styles.problemMore}>
              <Link href={problem.pricingUrl}>See plans</Link>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
