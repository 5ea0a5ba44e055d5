"use client";
// "Save to library" and "Remix" on a style page, for a signed-in visitor. Both POST to this page's own
// route handlers with the page's CSRF token in a header; a refusal (the styles allowance, a style that
// left the gallery, an expired page) is shown verbatim by RefusalAlert. Signed out, the page renders
// plain sign-in links instead of this component.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { RefusalAlert, type Refusal } from "@/app/_components/RefusalAlert";
import common from "@/app/_components/page.module.css";
import css from "./share-page.module.css";
import { siteApi } from "@/app/_components/site-api";

const OFFLINE: Refusal = { error: "network", message: "We could not reach Styleshelf. Check your connection and try again." };

async function post<T>(url: string, csrf: string): Promise<{ ok: true; body: T } | { ok: false; refusal: Refusal }> {
  let res: Response;
  try {
    res = await fetch(url, { method: "POST", credentials: "same-origin", cache: "no-store", headers: { "x-csrf-token": csrf } });
  } catch {
    return { ok: false, refusal: OFFLINE };
  }
  const parsed = (await res.json().catch(() => null)) as (T & Partial<Refusal>) | null;
  if (res.ok && parsed) return { ok: true, body: parsed };
  if (parsed?.message) return { ok: false, refusal: { error: parsed.error ?? "error", message: parsed.message, pricingUrl: parsed.pricingUrl } };
  return { ok: false, refusal: { error: "internal_error", message: `Something went wrong on our side (HTTP ${res.status}). Please try again in a moment.` } };
}

export function ShareActions({ slug, csrf, initiallySaved }: { slug: string; csrf: string; initiallySaved: boolean }) {
  const router = useRouter();
  const [saved, setSaved] = useState(initiallySaved);
  const [busy, setBusy] = useState<"save" | "remix" | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [status, setStatus] = useState("");
  const savedLink = useRef<HTMLAnchorElement>(null);
  const justSaved = useRef(false);

  // The Save button is replaced by the "Saved" link: keep keyboard focus where the person was.
  useEffect(() => {
    if (saved && justSaved.current) {
      justSaved.current = false;
      savedLink.current?.focus();
    }
  }, [saved]);

  async function save() {
    setBusy("save");
    setRefusal(null);
    const answer = await post<{ alreadySaved: boolean }>(siteApi.shareAction(slug, "save"), csrf);
    setBusy(null);
    if (!answer.ok) return setRefusal(answer.refusal);
    justSaved.current = true;
    setSaved(true);
    setStatus(answer.body.alreadySaved ? "Already in your library." : "Saved to your library.");
  }

  async function remix() {
    setBusy("remix");
    setRefusal(null);
    setStatus("");
    const answer = await post<{ id: string; name: string }>(siteApi.shareAction(slug, "remix"), csrf);
    if (!answer.ok) {
      setBusy(null);
      return setRefusal(answer.refusal);
    }
    setStatus(`Created "${answer.body.name}". Opening it in the builder…`);
    // Stays busy until the builder has loaded, so a second click cannot make a second copy.
    router.push(`/builder/${encodeURIComponent(answer.body.id)}`);
  }

  return (
    <div className={css.shareActions}>
      <ul className={common.actions} role="list">
        <li>
          {saved ? (
            <Link ref={savedLink} className={`button ${css.done}`} href="/library?tab=saved">
              <span aria-hidden="true">✓</span> Saved
              <span className="visually-hidden"> (open your saved styles)</span>
            </Link>
          ) : (
            <button type="button" className="button button-primary" onClick={save} disabled={busy !== null} aria-busy={busy === "save"}>
              {busy === "save" ? "Saving…" : "Save to library"}
            </button>
          )}
        </li>
        <li>
          <button type="button" className="button" onClick={remix} disabled={busy !== null} aria-busy={busy === "remix"} aria-describedby="remix-hint">
            {busy === "remix" ? "Remixing…" : "Remix"}
          </button>
        </li>
      </ul>
      <p id="remix-hint" className="visually-hidden">
        Remix makes a private copy in your styles that you can edit; this style stays as it is.
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <RefusalAlert refusal={refusal} />
    </div>
  );
}
