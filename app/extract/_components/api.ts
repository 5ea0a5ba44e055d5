// The page's calls to its own route handlers. Every refusal comes back as the API's
// `{error, message, pricingUrl?}`; anything else (a dropped connection, a proxy's HTML page) is
// turned into a message of the same shape so the page has one way to show a problem.
import type { ExtractionStarted, ExtractionStatus } from "@/lib/api/extraction";

export type { Refusal } from "@/app/_components/RefusalAlert";
import type { Refusal } from "@/app/_components/RefusalAlert";

export type Answer<T> = { ok: true; body: T } | { ok: false; refusal: Refusal };

const OFFLINE: Refusal = { error: "network", message: "We could not reach Styleshelf. Check your connection and try again." };

async function call<T>(url: string, init: RequestInit): Promise<Answer<T>> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, credentials: "same-origin", cache: "no-store" });
  } catch {
    return { ok: false, refusal: OFFLINE };
  }
  const body = (await res.json().catch(() => null)) as (T & Partial<Refusal>) | null;
  if (res.ok && body) return { ok: true, body };
  if (body?.message) return { ok: false, refusal: { error: body.error ?? "error", message: body.message, pricingUrl: body.pricingUrl } };
  return { ok: false, refusal: { error: "internal_error", message: `Something went wrong on our side (HTTP ${res.status}). Please try again in a moment.` } };
}

export interface Sources {
  files: File[];
  text: string;
  reference: string;
  imageUrls: string[];
  name: string;
}

/** Files go as multipart (numbered file_N parts, so the server tells images from documents by their
 *  bytes); without files everything goes as JSON. See app/extract/_lib/input.ts for the mix. */
export function startExtraction(src: Sources, csrf: string): Promise<Answer<ExtractionStarted>> {
  const headers = { "x-csrf-token": csrf };
  const text = src.text.trim() ? src.text : undefined;
  const name = src.name.trim() || undefined;
  const reference = src.reference.trim() || undefined;
  if (src.files.length === 0) {
    const body = { text, reference, name, image_url: src.imageUrls.length > 0 ? src.imageUrls : undefined };
    return call("/extract/start", { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
  }
  const form = new FormData();
  src.files.forEach((file, i) => form.append(`file_${i}`, file, file.name));
  if (text) form.append("text", text);
  if (name) form.append("name", name);
  const query = new URLSearchParams();
  if (reference) query.set("reference", reference);
  for (const url of src.imageUrls) query.append("image_url", url);
  const qs = query.size > 0 ? `?${query}` : "";
  return call(`/extract/start${qs}`, { method: "POST", headers, body: form });
}

function statusPath(handle: string, name: string | undefined): string {
  const qs = name ? `?${new URLSearchParams({ name })}` : "";
  return `/extract/status/${encodeURIComponent(handle)}${qs}`;
}

export function pollStatus(handle: string, name: string | undefined, signal: AbortSignal): Promise<Answer<ExtractionStatus>> {
  return call(statusPath(handle, name), { method: "GET", signal });
}

export function saveDraft(handle: string, name: string | undefined, csrf: string): Promise<Answer<ExtractionStatus>> {
  return call(statusPath(handle, name), { method: "POST", headers: { "x-csrf-token": csrf } });
}
