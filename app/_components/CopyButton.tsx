"use client";
// Copies the text of another element (the compiled spec's <pre>) instead of taking the text as a
// prop, so a long spec is not sent to the browser twice. Without JavaScript the button stays hidden
// and the text can still be selected by hand.
import { useEffect, useRef, useState } from "react";
import css from "./copy-button.module.css";

function selectAndCopy(el: HTMLElement): boolean {
  // Fallback for insecure origins (plain http on a LAN), where navigator.clipboard is missing.
  const range = document.createRange();
  range.selectNodeContents(el);
  const sel = window.getSelection();
  sel?.removeAllRanges();
  sel?.addRange(range);
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  }
}

export function CopyButton({ targetId, label }: { targetId: string; label: string }) {
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    setReady(true);
    return () => clearTimeout(timer.current);
  }, []);

  async function copy() {
    const el = document.getElementById(targetId);
    if (!el) return;
    const text = el.textContent ?? "";
    let ok = false;
    try {
      if (navigator.clipboard && window.isSecureContext) {
        await navigator.clipboard.writeText(text);
        ok = true;
      } else {
        ok = selectAndCopy(el);
      }
    } catch {
      ok = selectAndCopy(el);
    }
    setStatus(ok ? "Copied" : "Selected: press Ctrl+C (⌘C) to copy");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStatus(""), 2500);
  }

  return (
    <span className={css.copy}>
      <button type="button" className="button button-small" onClick={copy} hidden={!ready} aria-label={label}>
        {status === "Copied" ? "Copied ✓" : "Copy"}
      </button>
      <span className={css.status} role="status" aria-live="polite">
        {status === "Copied" ? <span className="visually-hidden">Copied to the clipboard</span> : status}
      </span>
    </span>
  );
}
