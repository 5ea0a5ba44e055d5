"use client";
// Sends one anonymous GET from the browser to this site's own API (connect-src 'self') and shows the
// answer as it came: status, content type and body. Only path and query parameters are offered; the
// API needs no header for anonymous calls.
import { type FormEvent, useId, useState } from "react";
import type { ReferenceParameter } from "@/lib/openapi/reference";
import styles from "../api-reference.module.css";
import notice from "@/app/_components/notice.module.css";
import common from "@/app/_components/page.module.css";

interface Props {
  summary: string;
  path: string;
  /** The API's path prefix on this origin, e.g. /api/v1. */
  basePath: string;
  parameters: ReferenceParameter[];
}

interface Answer {
  url: string;
  status: number;
  statusText: string;
  contentType: string;
  body: string;
}

const MAX_SHOWN = 20_000;

function pretty(text: string, contentType: string): string {
  if (contentType.startsWith("application/json")) {
    try {
      text = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // Shown as received: a malformed body is itself worth seeing.
    }
  }
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}\n… (${text.length - MAX_SHOWN} more characters)` : text;
}

export function TryIt({ summary, path, basePath, parameters }: Props) {
  const id = useId();
  const fields = parameters.filter((p) => p.in === "path" || p.in === "query");
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    let target = path;
    const query = new URLSearchParams();
    for (const p of fields) {
      const value = String(form.get(p.name) ?? "").trim();
      if (p.in === "path") target = target.replace(`{${p.name}}`, encodeURIComponent(value));
      // A default is what the server assumes anyway; leaving it out keeps the URL the one a person would write.
      else if (value && value !== p.default) query.set(p.name, value);
    }
    const url = `${basePath}${target}${query.size ? `?${query}` : ""}`;
    setSending(true);
    setError("");
    try {
      const res = await fetch(url, { headers: { Accept: "application/json, text/markdown;q=0.9" } });
      const contentType = res.headers.get("content-type") ?? "";
      setAnswer({ url, status: res.status, statusText: res.statusText, contentType, body: pretty(await res.text(), contentType) });
    } catch {
      setAnswer(null);
      setError("The request did not reach the server. Check your connection and try again.");
    } finally {
      setSending(false);
    }
  }

  return (
    <details className={styles.tryIt}>
      <summary>Try it</summary>
      <form onSubmit={send} aria-label={`Try it: ${summary}`} className={styles.tryForm}>
        {fields.length === 0 ? <p className={common.hint}>This call takes no parameters.</p> : null}
        {fields.map((p) => {
          const fieldId = `${id}-${p.name}`;
          const hintId = `${fieldId}-hint`;
          return (
            <div key={p.name} className={styles.field}>
              <label htmlFor={fieldId}>
                <code>{p.name}</code>
                {p.required ? <span className={styles.required}> (required)</span> : null}
              </label>
              {p.enum ? (
                <select id={fieldId} name={p.name} defaultValue={p.default ?? ""} aria-describedby={hintId}>
                  {p.default === undefined ? <option value="">(not set)</option> : null}
                  {p.enum.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={fieldId}
                  name={p.name}
                  type="text"
                  required={p.required}
                  // A default as placeholder would read like a filled-in value; the hint below names it.
                  placeholder={p.example ? `e.g. ${p.example}` : undefined}
                  aria-describedby={hintId}
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
              <span id={hintId} className={common.hint}>
                {p.type}
                {p.default !== undefined ? `, default ${p.default}` : ""}
              </span>
            </div>
          );
        })}
        <div>
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? "Sending…" : "Send request"}
          </button>
        </div>
      </form>
      <div aria-live="polite" className={styles.answer}>
        {error ? (
          <p className={notice.notice} role="alert">
            {error}
          </p>
        ) : null}
        {answer ? (
          <>
            <p className={styles.answerLine}>
              <code>GET {answer.url}</code>
              <span className={answer.status < 400 ? styles.ok : styles.fail}>
                {answer.status} {answer.statusText}
              </span>
              {answer.contentType ? <span className={common.hint}>{answer.contentType}</span> : null}
            </p>
            <pre tabIndex={0} aria-label={`Response body of ${summary}`} className={styles.responseBody}>
              <code>{answer.body || "(no body)"}</code>
            </pre>
          </>
        ) : null}
      </div>
    </details>
  );
}
