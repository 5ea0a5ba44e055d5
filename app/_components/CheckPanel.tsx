"use client";
// "Check your work" on a style page and in the builder: drop an image or paste a text, and see how well
// it matches the style: the score and verdict, the palette as swatches (the style's colors found, the
// stray ones), and each check with what the style asks for, what was found and what to change. A style
// page posts to the REST endpoint itself (POST /api/v1/styles/{slug}/check: free, anonymous); the
// builder to its own route with the page's CSRF token, for a style only its owner may read. Nothing
// is stored.
import { useEffect, useMemo, useState, type FormEvent } from "react";
import { DropZone, formatSize } from "./DropZone";
import { RefusalAlert, type Refusal } from "./RefusalAlert";
import type { Check, StyleCheck } from "@/lib/check/types";
import styles from "./check-panel.module.css";
import badge from "./badge.module.css";

interface Props {
  /** Where the check is sent: the REST endpoint of a readable style, or the builder's own route. */
  action: string;
  /** The builder's CSRF token, sent in its header; none for the REST endpoint. */
  csrf?: string;
  name: string;
  /** Said under the heading, e.g. which version is checked. */
  note?: string;
  /** What the style can be checked with: its look (an image), its voice (a text), or both. */
  look: boolean;
  voice: boolean;
  /** The service's own limits (lib/gallery/check.ts CHECK_LIMITS), checked here before sending. */
  limits: { imageBytes: number; textChars: number; textWords: number };
}

type Mode = "image" | "text";
const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;
const OFFLINE: Refusal = { error: "network", message: "We could not reach Styleshelf. Check your connection and try again." };
const VERDICT: Record<StyleCheck["verdict"], { label: string; tone: string }> = {
  "on-style": { label: "On style", tone: "ok" },
  close: { label: "Close", tone: "warn" },
  "off-style": { label: "Off style", tone: "danger" },
};

async function send(action: string, csrf: string | undefined, body: FormData | string): Promise<{ ok: true; check: StyleCheck } | { ok: false; refusal: Refusal }> {
  const headers: Record<string, string> = csrf ? { "x-csrf-token": csrf } : { "x-service-client": "website" };
  if (typeof body === "string") headers["content-type"] = "text/plain; charset=utf-8";
  let res: Response;
  try {
    res = await fetch(action, { method: "POST", body, cache: "no-store", credentials: "same-origin", headers });
  } catch {
    return { ok: false, refusal: OFFLINE };
  }
  const parsed = (await res.json().catch(() => null)) as (StyleCheck & Partial<Refusal>) | null;
  if (res.ok && parsed) return { ok: true, check: parsed };
  if (parsed?.message) return { ok: false, refusal: { error: parsed.error ?? "error", message: parsed.message } };
  return { ok: false, refusal: { error: "internal_error", message: `Something went wrong on our side (HTTP ${res.status}). Please try again in a moment.` } };
}

function CheckRow({ check }: { check: Check }) {
  return (
    <li className={styles.check} data-pass={check.pass ? "" : undefined}>
      <span className={styles.mark} aria-hidden="true">
        {check.pass ? "✓" : "✗"}
      </span>
      <div>
        <p className={styles.aspect}>
          <span className="visually-hidden">{check.pass ? "Passes: " : "Off: "}</span>
          {check.aspect}
        </p>
        <p className={styles.compare}>
          Expected {check.expected}; found {check.found}.
        </p>
        {check.hint ? <p className={styles.hint}>{check.hint}</p> : null}
      </div>
    </li>
  );
}

function Palette({ palette }: { palette: NonNullable<StyleCheck["palette"]> }) {
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  return (
    <div className={styles.palette}>
      <p>
        <strong>{pct(palette.coverage)}</strong> of the image is in the style&rsquo;s colors.
      </p>
      {palette.matched.length > 0 ? (
        <>
          <h4>The style&rsquo;s colors found</h4>
          <ul className={styles.swatches}>
            {palette.matched.map((m) => (
              <li key={m.hex}>
                <span className={styles.chip} style={{ backgroundColor: m.hex }} aria-hidden="true" />
                <span>
                  <code>{m.hex}</code> {pct(m.share)}, as <code>{m.nearest}</code>
                  <span className={styles.pair} style={{ backgroundColor: m.nearest }} aria-hidden="true" />
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {palette.stray.length > 0 ? (
        <>
          <h4>Stray colors</h4>
          <ul className={styles.swatches}>
            {palette.stray.map((s) => (
              <li key={s.hex}>
                <span className={styles.chip} style={{ backgroundColor: s.hex }} aria-hidden="true" />
                <span>
                  <code>{s.hex}</code> {pct(s.share)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function CheckPanel({ action, csrf, name, note, look, voice, limits }: Props) {
  const [mode, setMode] = useState<Mode>(look ? "image" : "text");
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StyleCheck | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function pick(files: File[]) {
    const chosen = files[0] ?? null;
    setResult(null);
    setRefusal(null);
    if (chosen && chosen.size > limits.imageBytes) {
      setFile(null);
      setRefusal({ error: "payload_too_large", message: `“${chosen.name}” is ${formatSize(chosen.size)}; a checked image may be at most ${megabytes(limits.imageBytes)}.` });
      return;
    }
    setFile(chosen);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setRefusal(null);
    if (mode === "image" && !file) return setRefusal({ error: "invalid_request", message: "Choose an image to check first." });
    if (mode === "text" && text.trim().split(/\s+/).length < limits.textWords) return setRefusal({ error: "invalid_request", message: `Paste a text of ${limits.textWords} words or more to check.` });
    setBusy(true);
    let body: FormData | string = text;
    if (mode === "image") {
      body = new FormData();
      body.append("image", file!);
    }
    const answer = await send(action, csrf, body);
    setBusy(false);
    if (answer.ok) setResult(answer.check);
    else {
      setResult(null);
      setRefusal(answer.refusal);
    }
  }

  const failing = result?.checks.filter((c) => !c.pass) ?? [];
  const passing = result?.checks.filter((c) => c.pass) ?? [];
  return (
    <section className={styles.panel} aria-labelledby="check-title">
      <h2 id="check-title">Check your work</h2>
      <p className={styles.lede}>
        {look && voice ? "Drop an image or paste a text" : look ? "Drop an image you made" : "Paste a text you wrote"} to see how well it matches {name}, and what to
        change. Free; nothing is stored.{note ? ` ${note}` : ""}
      </p>
      <form className={styles.form} onSubmit={onSubmit} aria-describedby="check-errors">
        {look && voice ? (
          <fieldset className={styles.modes}>
            <legend className="visually-hidden">Check</legend>
            {(["image", "text"] as const).map((m) => (
              <label key={m} className={styles.mode}>
                <input type="radio" name="check-mode" value={m} checked={mode === m} onChange={() => { setMode(m); setResult(null); setRefusal(null); }} />
                {m === "image" ? "An image" : "A text"}
              </label>
            ))}
          </fieldset>
        ) : null}
        {mode === "image" ? (
          <div className={styles.imageRow}>
            <DropZone id="check-image" label="Image to check" lead="Drop an image here or" action="choose one" hint={`JPEG, PNG, GIF or WebP, up to ${megabytes(limits.imageBytes)}.`} accept="image/jpeg,image/png,image/gif,image/webp" disabled={busy} onFiles={pick} />
            {preview && file ? (
              <figure className={styles.preview}>
                <img src={preview} alt={`The image to check: ${file.name}`} />
                <figcaption>
                  {file.name} · {formatSize(file.size)}
                </figcaption>
              </figure>
            ) : null}
          </div>
        ) : (
          <div className={styles.field}>
            <label htmlFor="check-text">Text to check</label>
            <textarea id="check-text" rows={6} maxLength={limits.textChars} value={text} disabled={busy} onChange={(e) => { setText(e.target.value); setResult(null); }} aria-describedby="check-text-count" />
            <span id="check-text-count" className={styles.counter}>
              {text.length.toLocaleString("en")} / {limits.textChars.toLocaleString("en")}
            </span>
          </div>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? "Checking…" : "Check"}
        </button>
      </form>
      <RefusalAlert refusal={refusal} id="check-errors" />
      <div aria-live="polite">
        {result ? (
          <div className={styles.result}>
            <p className={styles.score}>
              <span className={styles.number}>{result.score}</span>
              <span className={styles.outOf}>/ 100</span>{" "}
              <span className={badge.badge} data-tone={VERDICT[result.verdict].tone}>
                {VERDICT[result.verdict].label}
              </span>
            </p>
            {result.palette ? <Palette palette={result.palette} /> : null}
            {failing.length > 0 ? (
              <>
                <h3>What to change</h3>
                <ul className={styles.checks}>
                  {failing.map((c, i) => (
                    <CheckRow key={`${c.aspect}-${i}`} check={c} />
                  ))}
                </ul>
              </>
            ) : null}
            {passing.length > 0 ? (
              <>
                <h3>What matches</h3>
                <ul className={styles.checks}>
                  {passing.map((c, i) => (
                    <CheckRow key={`${c.aspect}-${i}`} check={c} />
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
