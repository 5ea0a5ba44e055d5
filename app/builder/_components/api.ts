// The builder page's calls to its own route handlers. Every refusal arrives as the API's
// `{error, message, pricingUrl?}`; a dropped connection or a proxy's HTML page is turned into the same
// shape, so the page has one way to show a problem.
import type { OwnStyle } from "@/lib/builder/own-style";
import type { PublishInput, StyleEdits } from "@/lib/builder/validate";

export type { Refusal } from "@/app/_components/RefusalAlert";
import type { Refusal } from "@/app/_components/RefusalAlert";
import { builderApi } from "@/app/_components/site-api";

export type Answer<T> = { ok: true; body: T } | { ok: false; refusal: Refusal };

export const OFFLINE: Refusal = { error: "network", message: "We could not reach Styleshelf. Check your connection and try again." };

/** An answer from its status and body text (fetch and XMLHttpRequest alike). 204 has no body. */
export function answerOf<T>(status: number, text: string): Answer<T> {
  let parsed: (T & Partial<Refusal>) | null = null;
  try {
    parsed = text ? (JSON.parse(text) as T & Partial<Refusal>) : null;
  } catch {
    parsed = null;
  }
  if (status === 204) return { ok: true, body: null as T };
  if (status >= 200 && status < 300 && parsed) return { ok: true, body: parsed };
  if (parsed?.message) return { ok: false, refusal: { error: parsed.error ?? "error", message: parsed.message, pricingUrl: parsed.pricingUrl } };
  return { ok: false, refusal: { error: "internal_error", message: `Something went wrong on our side (HTTP ${status}). Please try again in a moment.` } };
}

export async function request<T>(method: string, url: string, csrf: string, body?: unknown): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: { "x-csrf-token": csrf, ...(body !== undefined && { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, refusal: OFFLINE };
  }
  return answerOf<T>(res.status, await res.text().catch(() => ""));
}

export const saveEdits = (id: string, csrf: string, edits: StyleEdits) => request<OwnStyle>("POST", builderApi(id, "/save"), csrf, edits);
export const generate = (id: string, csrf: string) => request<OwnStyle>("POST", builderApi(id, "/generate"), csrf);
export const publish = (id: string, csrf: string, input: PublishInput) => request<OwnStyle>("POST", builderApi(id, "/publish"), csrf, input);
