"use client";
// The extract page's client: sources -> start -> poll every 1.5 s -> result -> save as draft. The
// server decides everything (limits, credits, rate limits); this component only shows its answers.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { ExtractionStatus } from "@/lib/api/extraction";
import { pollStatus, saveDraft, startExtraction, type Refusal } from "./api";
import { ExtractResult } from "./ExtractResult";
import { RefusalAlert } from "@/app/_components/RefusalAlert";
import { ProgressRegion } from "./Feedback";
import { FileDrop } from "./FileDrop";
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
  /** Credits left; -1 when unlimited. */
  balance: number;
  limits: { text: number; name: number; reference: number };
  accept: string;
  /** The deployment's blob store takes files from the browser: each goes there before the start. */
  directUploads: boolean;
}

type Phase = "idle" | "starting" | "running" | "complete" | "saving";

const POLL_MS = 1500;
const lines = (value: string) => value.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((ok) => { const t = setTimeout(ok, ms); signal.addEventListener("abort", () => { clearTimeout(t); ok(); }); });

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

export function ExtractForm({ csrf, plan, balance: initialBalance, limits, accept, directUploads }: Props) {
  const [files, setFiles] = useState<File[]>([]);
  const [text, setText] = useState("");
  const [reference, setReference] = useState("");
  const [urls, setUrls] = useState("");
  const [name, setName] = useState("");
  const [phase, setPhase] = useState<Phase>("idle");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [result, setResult] = useState<ExtractionStatus | null>(null);
  const [balance, setBalance] = useState(initialBalance);
  // How much of the files has gone to the blob store (direct uploads only; null otherwise).
  const [sent, setSent] = useState<number | null>(null);
  // A ref, not state: two clicks in one frame both see the old state, never the old ref.
  const busy = useRef(false);
  const poller = useRef<AbortController | null>(null);
  useEffect(() => () => poller.current?.abort(), []);

  const draftName = name.trim() || undefined;

  async function follow(handle: string) {
    const ctl = new AbortController();
    poller.current = ctl;
    while (!ctl.signal.aborted) {
      await sleep(POLL_MS, ctl.signal);
      if (ctl.signal.aborted) return;
      const answer = await pollStatus(handle, draftName, ctl.signal);
      if (ctl.signal.aborted) return;
      if (!answer.ok) return finish(answer.refusal);
      if (answer.body.status === "failed") return finish({ error: "failed", message: answer.body.message ?? "The extraction failed. Your credits were refunded; please try again." });
      if (answer.body.status === "complete") {
        setResult(answer.body);
        setPhase("complete");
        busy.current = false;
        return;
      }
    }
  }

  function finish(problem: Refusal) {
    setRefusal(problem);
    setPhase("idle");
    busy.current = false;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    setResult(null);
    setPhase("starting");
    setSent(directUploads && files.length > 0 ? 0 : null);
    const answer = await startExtraction({ files, text, reference, imageUrls: lines(urls), name }, csrf, { direct: directUploads, onProgress: setSent });
    setSent(null);
    if (!answer.ok) return finish(answer.refusal);
    if (typeof answer.body.creditsRemaining === "number") setBalance(answer.body.creditsRemaining);
    setPhase("running");
    void follow(answer.body.extractionId);
  }

  async function onSave() {
    if (!result || busy.current) return;
    busy.current = true;
    setRefusal(null);
    setPhase("saving");
    const answer = await saveDraft(result.extractionId, draftName, csrf);
    if (answer.ok && answer.body.editUrl) {
      window.location.assign(answer.body.editUrl);
      return;
    }
    setRefusal(answer.ok ? { error: "internal_error", message: "The draft was saved but we could not open it. Find it in your library." } : answer.refusal);
    setPhase("complete");
    busy.current = false;
  }

  function onReset() {
    setResult(null);
    setRefusal(null);
    setPhase("idle");
    document.getElementById("extract-files")?.focus();
  }

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
        <FileDrop files={files} onChange={setFiles} accept={accept} hint={fileHint} disabled={locked} />

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
          <CostLine plan={plan} balance={balance} />
          <button type="submit" className="button button-primary" disabled={locked} aria-disabled={locked}>
            {phase === "starting" ? "Starting…" : "Start extraction"}
          </button>
        </div>
      </form>

      <RefusalAlert refusal={refusal} id="extract-errors" />
      <ProgressRegion phase={phase === "starting" || phase === "running" ? phase : null} sent={sent} />
      {result && (phase === "complete" || phase === "saving") ? <ExtractResult result={result} saving={phase === "saving"} onSave={onSave} onReset={onReset} /> : null}
    </div>
  );
}
