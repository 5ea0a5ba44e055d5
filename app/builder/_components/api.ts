// The builder page's calls to its own route handlers. Every refusal arrives as the API's
// `{error, message, pricingUrl?}`; a dropped connection or a proxy's HTML page is turned into the same
// shape, so the page has one way to show a problem.
import type { OwnStyle } from "@/lib/builder/own-style";
import type { PublishInput, StyleEdits } from "@/lib/builder/validate";

export type { Refusal } from "@/app/_components/RefusalAlert";
import type { Refusal } from "@/app/_components/RefusalAlert";

export type Answer<T> = { ok: true; body: T } | { ok: false; refusal: Refusal };

const OFFLINE: Refusal = { error: "network", message: "We could not reach Styleshelf. Check your connection and try again." };

async function post<T>(url: string, csrf: string, body?: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: { "x-csrf-token": csrf, ...(body !== undefined && { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, refusal: OFFLINE };
  }
  const parsed = (await res.json().catch(() => null)) as (T & Partial<Refusal>) | null;
  if (res.ok && parsed) return { ok: true, body: parsed };
  if (parsed?.message) return { ok: false, refusal: { error: parsed.error ?? "error", message: parsed.message, pricingUrl: parsed.pricingUrl } };
  return { ok: false, refusal: { error: "internal_error", message: `Something went wrong on our side (HTTP ${res.status}). Please try again in a moment.` } };
}

const base = (id: string) => `/builder/${encodeURIComponent(id)}`;

export const saveEdits = (id: string, csrf: string, edits: StyleEdits) => post<OwnStyle>(`${base(id)}/save`, csrf, edits);
export const generate = (id: string, csrf: string) => post<OwnStyle>(`${base(id)}/generate`, csrf);
export const publish = (id: string, csrf: string, input: PublishInput) => post<OwnStyle>(`${base(id)}/publish`, csrf, input);
