// The page's calls to its own route handlers. Every refusal comes back as the API's
// `{error, message, pricingUrl?}`; anything else (a dropped connection, a proxy's HTML page) is
// turned into a message of the same shape so the page has one way to show a problem.
import type { ExtractionStarted, ExtractionStatus } from "@/lib/api/extraction";
import type { RecentRun } from "@/lib/extraction/recent-runs";
import type { ExtractPageRuns } from "../_lib/runs";
import { OFFLINE, stageFile, type Progress } from "@/lib/uploads/browser-upload";

export type { Refusal } from "@/app/_components/RefusalAlert";
import type { Refusal } from "@/app/_components/RefusalAlert";
import { siteApi } from "@/app/_components/site-api";

export type Answer<T> = { ok: true; body: T } | { ok: false; refusal: Refusal };

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
  /** "What is it?" beside the images, in the maker's words. */
  about: string;
  reference: string;
  imageUrls: string[];
  name: string;
}

/** How the page sends files: straight to the blob store first (`direct`, where the deployment's store
 *  takes uploads from the browser), reporting how much of them has gone (0..1). */
export interface Sending {
  direct: boolean;
  onProgress: Progress;
}

/** Stages each file through the extract page's upload route, one after the other, so progress runs once over all. */
async function stageAll(files: File[], csrf: string, onProgress: Progress): Promise<Answer<string[]>> {
  const total = files.reduce((n, f) => n + f.size, 0) || 1;
  const ids: string[] = [];
  let done = 0;
  for (const file of files) {
    const staged = await stageFile(siteApi.extractUploads, csrf, file, file.name, (f) => onProgress((done + f * file.size) / total));
    if (!staged.ok) return staged;
    ids.push(staged.uploadId);
    done += file.size;
  }
  return { ok: true, body: ids };
}

/** Without files, or with files already staged (`uploads`), everything goes as JSON. Otherwise files go
 *  as multipart (numbered file_N parts, so the server tells images from documents by their bytes). See
 *  app/extract/_lib/input.ts for the mix. */
export async function startExtraction(src: Sources, csrf: string, sending: Sending): Promise<Answer<ExtractionStarted>> {
  const headers = { "x-csrf-token": csrf };
  const text = src.text.trim() ? src.text : undefined;
  const name = src.name.trim() || undefined;
  const reference = src.reference.trim() || undefined;
  const about = src.about.trim() ? `?${new URLSearchParams({ about: src.about.trim() })}` : "";
  if (src.files.length === 0 || sending.direct) {
    let uploads: string[] | undefined;
    if (src.files.length > 0) {
      const staged = await stageAll(src.files, csrf, sending.onProgress);
      if (!staged.ok) return staged;
      uploads = staged.body;
    }
    const body = { text, reference, name, image_url: src.imageUrls.length > 0 ? src.imageUrls : undefined, uploads };
    return call(`${siteApi.extractStart}${about}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) });
  }
  const form = new FormData();
  src.files.forEach((file, i) => form.append(`file_${i}`, file, file.name));
  if (text) form.append("text", text);
  if (name) form.append("name", name);
  const query = new URLSearchParams();
  if (reference) query.set("reference", reference);
  if (src.about.trim()) query.set("about", src.about.trim());
  for (const url of src.imageUrls) query.append("image_url", url);
  const qs = query.size > 0 ? `?${query}` : "";
  return call(`${siteApi.extractStart}${qs}`, { method: "POST", headers, body: form });
}

/** The poll's answer on the page: the API's status, and the run as the recent runs list it. */
export type RunStatus = ExtractionStatus & { run: RecentRun };

function statusPath(handle: string, name: string | undefined): string {
  const qs = name ? `?${new URLSearchParams({ name })}` : "";
  return `${siteApi.extractStatus(handle)}${qs}`;
}

export function pollStatus(handle: string, name: string | undefined, signal?: AbortSignal): Promise<Answer<RunStatus>> {
  return call(statusPath(handle, name), { method: "GET", signal });
}

export function saveDraft(handle: string, name: string | undefined, csrf: string): Promise<Answer<RunStatus>> {
  return call(statusPath(handle, name), { method: "POST", headers: { "x-csrf-token": csrf } });
}

/** The recent runs and the ledger's balance now; `cursor` for older runs. */
export function fetchRuns(cursor?: string): Promise<Answer<ExtractPageRuns>> {
  return call(`${siteApi.extractRuns}${cursor ? `?${new URLSearchParams({ cursor })}` : ""}`, { method: "GET" });
}

/** "What is it?" answered for a run whose medium the pixels could not tell: the free rerun. */
export function rerunRun(handle: string, words: string, csrf: string): Promise<Answer<ExtractionStarted>> {
  return call(siteApi.rerunRun(handle), { method: "POST", headers: { "x-csrf-token": csrf, "content-type": "application/json" }, body: JSON.stringify({ words }) });
}

export function dismissRun(handle: string, csrf: string): Promise<Answer<{ dismissed: boolean }>> {
  return call(siteApi.dismissRun(handle), { method: "POST", headers: { "x-csrf-token": csrf } });
}
