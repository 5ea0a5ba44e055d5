"use client";
// The extract page's client: sources -> checks in the page -> start -> poll every 1.5 s -> result ->
// save as draft, beside the account's recent runs. The page checks what it can know (the plan's file
// count, kinds and sizes of files) before anything is sent; the server decides everything else
// (limits again, credits, rate limits) and this component shows its answers.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { RecentRun } from "@/lib/extraction/recent-runs";
import { acceptAttribute, countProblem, fileProblem, startProblems, type FileRules } from "../_lib/file-checks";
import type { ExtractPageRuns } from "../_lib/runs";
import { pollStatus, rerunRun, saveDraft, startExtraction, type RunStatus } from "./api";
import { ExtractProblem, type Problem } from "./ExtractProblem";
import { ExtractResult } from "./ExtractResult";
import { ProgressRegion } from "./Feedback";
import { FileDrop } from "./FileDrop";
import { useLeaveGuard } from "./leave-guard";
import { RecentRuns, referenceOnly } from "./RecentRuns";
import { useRecentRuns } from "./use-recent-runs";
import { aboutText, NOTHING_SAID, WhatIsIt, type WhatItIs } from "./WhatIsIt";
import styles from "../extract.module.css";

export interface ExtractPlan {
  label: string;
  cost: number;
  unlimited: boolean;
  maxFiles: number;
  documents: boolean;
}

interface Props {
  csrf: string;
  plan: ExtractPlan;
  /** The recent runs and the balance (-1 when unlimited), as the page read them. */
  runs: ExtractPageRuns;
  /** A run to show on arrival (the credit ledger links to its result). */
  open: RecentRun | null;
  limits: { text: number; name: number; reference: number; about: number };
  files: FileRules;
  /** The deployment's blob store takes files from the browser: each goes there before the start. */
  directUploads: boolean;
}

type Phase = "idle" | "starting" | "running" | "complete" | "saving";

const POLL_MS = 1500;
const lines = (value: string) => value.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((ok) => { const t = setTimeout(ok, ms); signal.addEventListener("abort", () => { clearTimeout(t); ok(); }); });
const FAILED = "The extraction failed. Your credits were refunded; please try again.";

function CostLine({ plan, balance }: { plan: ExtractPlan; balance: number }) {
  if (plan.unlimited) return <p className={styles.cost}><strong>Unlimited on {plan.label}</strong></p>;
  const short = balance < plan.cost;
  return (
    <p className={`${styles.cost} ${short ? styles.costShort : ""}`}>
      <strong>{plan.cost} credits</strong> · you have {balance.toLocaleString("en")}
      {short ? <span> · not enough for a run</span> : null}
    </p>
  );
}

export function ExtractForm({ csrf, plan, runs: initialRuns, open, limits, files: rules, directUploads }: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState("");
  const [said, setSaid] = useState<WhatItIs>(NOTHING_SAID);
  const [reference, setReference] = useState("");
  const [urls, setUrls] = useState("");
  const [name, setName] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [result, setResult] = useState<RunStatus | null>(null);
  const recent = useRecentRuns(initialRuns);
  // How much of the files has gone to the blob store (direct uploads only; null otherwise).
  const [sent, setSent] = useState<number | null>(null);
  // A ref, not state: two clicks in one frame both see the old state, never the old ref.
  const busy = useRef(false);
  const poller = useRef<AbortController | null>(null);
  useEffect(() => () => poller.current?.abort(), []);
  const release = useLeaveGuard((phase === "complete" || phase === "saving") && result !== null && !result.saved);

  const links = lines(urls);
  const perFile = useMemo(() => files.map((f) => fileProblem(f, rules)), [files, rules]);
  const tooMany = countProblem(files.length + links.length, rules);
  const draftName = name.trim() || undefined;

  async function follow(handle: string) {
    poller.current?.abort();
    const ctl = new AbortController();
    poller.current = ctl;
    while (!ctl.signal.aborted) {
      await sleep(POLL_MS, ctl.signal);
      if (ctl.signal.aborted) return;
      const answer = await pollStatus(handle, draftName, ctl.signal);
      if (ctl.signal.aborted) return;
      if (!answer.ok) return finish(answer.refusal);
      const { status, run } = answer.body;
      if (status === "failed") return finish({ error: "failed", message: answer.body.message ?? FAILED, suggestions: run.suggestions });
      if (status === "complete") return show(answer.body);
    }
  }

  function show(status: RunStatus) {
    setResult(status);
    setPhase("complete");
    busy.current = false;
    void recent.refresh();
  }

  /** Back to the form with what went wrong; the balance is read again (a refund, a charge elsewhere). */
  function finish(why: Problem) {
    setProblem(why);
    setPhase("idle");
    busy.current = false;
    void recent.refresh();
  }

  async function start(reference: string, sources = { files, links, text, about: aboutText(said) }) {
    if (busy.current) return;
    const { files: picked, links: linked, text: written, about } = sources;
    const problems = startProblems({ files: picked, links: linked.length, text: written, reference }, rules);
    if (problems.length > 0) {
      setProblem(problems.length === 1 ? { error: "invalid_request", message: problems[0]! } : { error: "invalid_request", message: "Fix these before starting; nothing was sent:", details: problems });
      return;
    }
    busy.current = true;
    setProblem(null);
    setResult(null);
    setPhase("starting");
    setSent(directUploads && picked.length > 0 ? 0 : null);
    // "What is it?" is asked beside images only; with none it would describe nothing.
    const aboutImages = picked.length + linked.length > 0 ? about : "";
    const answer = await startExtraction({ files: picked, text: written, about: aboutImages, reference, imageUrls: linked, name }, csrf, { direct: directUploads, onProgress: setSent });
    setSent(null);
    if (!answer.ok) return finish(answer.refusal);
    if (typeof answer.body.creditsRemaining === "number") recent.setBalance(answer.body.creditsRemaining);
    setPhase("running");
    void recent.refresh();
    void follow(answer.body.extractionId);
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void start(reference);
  }

  /** "Did you mean Hokusai?": the same sources with the reference corrected, started at once. */
  function onPick(corrected: string) {
    setReference(corrected);
    void start(corrected);
  }

  /** A failed run's "Did you mean" in Recent runs: a reference-only run starts again at once with the
   *  name picked (the form's own sources stay out of it); one made from more puts the name in the form,
   *  whose other sources its owner adds again (files are not kept in the page). */
  function onRetry(run: RecentRun, corrected: string) {
    if (busy.current) return;
    setReference(corrected);
    if (referenceOnly(run.sources)) {
      void start(corrected, { files: [], links: [], text: "", about: "" });
      return;
    }
    setProblem(null);
    const field = document.getElementById("extract-reference");
    field?.scrollIntoView({ block: "center" });
    field?.focus();
  }

  async function onOpen(run: RecentRun) {
    if (busy.current) return;
    setProblem(null);
    if (run.status === "running") {
      busy.current = true;
      setResult(null);
      setPhase("running");
      void follow(run.handle);
      return;
    }
    const answer = await pollStatus(run.handle, undefined);
    if (!answer.ok) return setProblem(answer.refusal);
    if (answer.body.status === "complete" && !answer.body.saved) return show(answer.body);
    if (answer.body.editUrl) return window.location.assign(answer.body.editUrl);
    setProblem({ error: "failed", message: answer.body.message ?? FAILED, suggestions: answer.body.run.suggestions });
  }

  async function onDismiss(run: RecentRun): Promise<boolean> {
    const refusal = await recent.dismiss(run, csrf);
    if (refusal) {
      setProblem(refusal);
      return false;
    }
    // Dismissing the result on screen closes it too: its owner has decided.
    if (result?.extractionId === run.handle) onReset(false);
    return true;
  }

  /** "What is it?" answered on a result: the same images run again with the words, free. */
  async function onRerun(words: string) {
    if (!result || busy.current) return;
    busy.current = true;
    setProblem(null);
    const answer = await rerunRun(result.extractionId, words, csrf);
    if (!answer.ok) {
      busy.current = false;
      return setProblem(answer.refusal);
    }
    setResult(null);
    setPhase("running");
    void recent.refresh();
    void follow(answer.body.extractionId);
  }

  async function onSave() {
    if (!result || busy.current) return;
    busy.current = true;
    setProblem(null);
    setPhase("saving");
    const answer = await saveDraft(result.extractionId, draftName, csrf);
    if (answer.ok && answer.body.editUrl) {
      // Saved: nothing is left to lose, so leaving asks nothing.
      release();
      window.location.assign(answer.body.editUrl);
      return;
    }
    setProblem(answer.ok ? { error: "internal_error", message: "The draft was saved but we could not open it. Find it in your library." } : answer.refusal);
    setPhase("complete");
    busy.current = false;
  }

  function onReset(focusForm = true) {
    setResult(null);
    setProblem(null);
    setPhase("idle");
    if (focusForm) document.getElementById("extract-files")?.focus();
  }

  // Arriving from a link to one run (the credit ledger's): show it as if it had just finished.
  const opened = useRef(false);
  useEffect(() => {
    if (!open || opened.current) return;
    opened.current = true;
    void onOpen(open);
    // Once, on arrival (onOpen is left out of the dependencies: it reads nothing that changes before then).
  }, [open]);

  const locked = phase !== "idle";
  const fileHint = plan.documents
    ? `Images (JPEG, PNG, GIF, WebP) and documents (PDF, .txt, .md, .csv, .json), up to ${plan.maxFiles} files of 8 MB.`
    : `Images (JPEG, PNG, GIF, WebP), up to ${plan.maxFiles} files of 8 MB. Documents (PDF, text) need Pro.`;

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={onSubmit} aria-labelledby="extract-form-title" aria-describedby="extract-errors" noValidate hidden={phase === "complete" || phase === "saving"}>
        <h2 id="extract-form-title" className="visually-hidden">
          Sources
        </h2>
        <FileDrop files={files} onChange={setFiles} accept={acceptAttribute(rules)} hint={fileHint} disabled={locked} problems={perFile} countProblem={tooMany} />
        {files.length + links.length > 0 ? <WhatIsIt value={said} onChange={setSaid} disabled={locked} maxLength={limits.about} /> : null}

        <div className={styles.field}>
          <div className={styles.labelRow}>
            <label htmlFor="extract-text">Text</label>
            <span id="extract-text-count" className={styles.counter}>
              {text.length.toLocaleString("en")} / {limits.text.toLocaleString("en")}
            </span>
          </div>
          <textarea
            id="extract-text"
            className={styles.textarea}
            rows={6}
            maxLength={limits.text}
            value={text}
            disabled={locked}
            onChange={(e) => setText(e.target.value)}
            aria-describedby="extract-text-hint extract-text-count"
            placeholder="Paste writing whose voice you want to capture, or describe the look you are after."
          />
          <p id="extract-text-hint" className={styles.hint}>
            A writing sample gives a voice; a description steers the look.
          </p>
        </div>

        <div className={styles.twoCol}>
          <div className={styles.field}>
            <label htmlFor="extract-reference">Reference</label>
            <input id="extract-reference" value={reference} maxLength={limits.reference} disabled={locked} onChange={(e) => setReference(e.target.value)} placeholder="Bauhaus, Hokusai, Swiss poster…" aria-describedby="extract-reference-hint" />
            <p id="extract-reference-hint" className={styles.hint}>
              A named movement, artist or look.
            </p>
          </div>
          <div className={styles.field}>
            <label htmlFor="extract-name">
              Name <span className={styles.optional}>(optional)</span>
            </label>
            <input id="extract-name" value={name} maxLength={limits.name} disabled={locked} onChange={(e) => setName(e.target.value)} placeholder="We suggest one if you leave it empty" />
          </div>
        </div>

        <div className={styles.field}>
          <label htmlFor="extract-urls">Image URLs</label>
          <textarea id="extract-urls" className={styles.textarea} rows={3} value={urls} disabled={locked} onChange={(e) => setUrls(e.target.value)} spellCheck={false} aria-describedby="extract-urls-hint" placeholder="https://example.com/poster.jpg" />
          <p id="extract-urls-hint" className={styles.hint}>
            One public https link per line, straight to the image. They count towards the {plan.maxFiles} files.
          </p>
        </div>

        <div className={styles.submitRow}>
          <CostLine plan={plan} balance={recent.balance} />
          <button type="submit" className="button button-primary" disabled={locked} aria-disabled={locked}>
            {phase === "starting" ? "Starting…" : "Start extraction"}
          </button>
        </div>
      </form>

      <ExtractProblem problem={problem} onPick={onPick} busy={phase !== "idle"} />
      <ProgressRegion phase={phase === "starting" || phase === "running" ? phase : null} sent={sent} />
      {result && (phase === "complete" || phase === "saving") ? (
        <ExtractResult
          result={result}
          sources={result.run.sources}
          saving={phase === "saving"}
          onSave={onSave}
          onReset={() => onReset()}
          rerun={result.run.rerun}
          onRerun={(words) => void onRerun(words)}
          aboutMax={limits.about}
        />
      ) : null}
      <RecentRuns
        runs={recent.runs}
        hasOlder={recent.hasOlder}
        showing={result && (phase === "complete" || phase === "saving") ? result.extractionId : null}
        busy={phase === "starting" || phase === "running" || phase === "saving"}
        onOpen={(run) => void onOpen(run)}
        onRetry={onRetry}
        onDismiss={onDismiss}
        onOlder={recent.older}
      />
    </div>
  );
}
