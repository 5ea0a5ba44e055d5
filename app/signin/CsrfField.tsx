"use client";
// next-auth's sign-in POSTs need its double-submit CSRF token. The page renders it when the browser
// already has the CSRF cookie; otherwise one shared request to /api/auth/csrf (which also sets the
// cookie) fills every form on the page; separate requests would each set a different cookie.
import { useEffect, useState } from "react";

let pending: Promise<string> | null = null;

function fetchCsrfToken(): Promise<string> {
  pending ??= fetch("/api/auth/csrf", { credentials: "same-origin", cache: "no-store" })
    .then((r) => r.json() as Promise<{ csrfToken?: string }>)
    .then((body) => body.csrfToken ?? "")
    .catch(() => {
      pending = null; // let a later mount retry
      return "";
    });
  return pending;
}

export function CsrfField({ initial }: { initial: string | null }) {
  const [token, setToken] = useState(initial ?? "");
  useEffect(() => {
    if (token) return;
    let cancelled = false;
    void fetchCsrfToken().then((t) => {
      if (!cancelled && t) setToken(t);
    });
    return () => {
      cancelled = true;
    };
  }, [token]);
  return <input type="hidden" name="csrfToken" value={token} />;
}
