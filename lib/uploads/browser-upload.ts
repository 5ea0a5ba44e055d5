// The browser's half of a staged upload (the pages import it; nothing here runs on the server): ask
// the page's own upload route for an upload id and a target, send the file's bytes straight to that
// target (Vercel Blob's upload endpoint, so they never pass through a function and its 4.5 MB body
// limit), and hand back the id for the request that takes the file. Bodies go through
// XMLHttpRequest because only it reports upload progress.

/** The same shape as every refusal the pages show (app/_components/RefusalAlert.tsx). */
export interface UploadRefusal {
  error: string;
  message: string;
  pricingUrl?: string;
}

export type Staged = { ok: true; uploadId: string } | { ok: false; refusal: UploadRefusal };

/** 0..1 of the body sent so far. */
export type Progress = (fraction: number) => void;

export interface Sent {
  status: number;
  text: string;
}

export const OFFLINE: UploadRefusal = { error: "network", message: "We could not reach Styleshelf. Check your connection and try again." };

/** Sends a request with XMLHttpRequest; null when no answer came (network down, aborted). `credentials`:
 *  send this site's cookies (our own routes), never to another origin such as the blob store. */
export function sendWithProgress(
  req: { method: string; url: string; headers: Record<string, string>; body: XMLHttpRequestBodyInit; credentials: boolean },
  onProgress: Progress,
): Promise<Sent | null> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(req.method, req.url);
    xhr.withCredentials = req.credentials;
    for (const [name, value] of Object.entries(req.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => resolve(null);
    xhr.onabort = () => resolve(null);
    xhr.send(req.body);
  });
}

function parsed(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Our routes refuse with `{error, message}`; the blob store with `{error: {code, message}}`. */
function refusalOf(sent: Sent, what: string): UploadRefusal {
  const body = parsed(sent.text);
  if (typeof body?.message === "string") {
    return { error: typeof body.error === "string" ? body.error : "error", message: body.message, pricingUrl: typeof body.pricingUrl === "string" ? body.pricingUrl : undefined };
  }
  const store = body?.error && typeof body.error === "object" ? (body.error as Record<string, unknown>) : null;
  const detail = typeof store?.message === "string" ? `: ${store.message}` : "";
  return { error: "upload_failed", message: `${what} failed (HTTP ${sent.status}${detail}). Please try again in a moment.` };
}

interface Target {
  uploadId: string;
  uploadUrl: string;
  method: string;
  headers: Record<string, string>;
}

/** Stages `file` through the page route `issueUrl` (session cookie + the page's CSRF token), then sends
 *  its bytes to the target with exactly the headers the route gave. */
export async function stageFile(issueUrl: string, csrf: string, file: Blob, filename: string, onProgress: Progress): Promise<Staged> {
  const asked = await sendWithProgress(
    {
      method: "POST",
      url: issueUrl,
      headers: { "x-csrf-token": csrf, "content-type": "application/json" },
      body: JSON.stringify({ filename, size: file.size, contentType: file.type || undefined }),
      credentials: true,
    },
    () => {},
  );
  if (!asked) return { ok: false, refusal: OFFLINE };
  const target = asked.status === 201 ? (parsed(asked.text) as Target | null) : null;
  if (!target?.uploadId || !target.uploadUrl) return { ok: false, refusal: refusalOf(asked, "Preparing the upload") };
  const sent = await sendWithProgress({ method: target.method, url: target.uploadUrl, headers: target.headers, body: file, credentials: false }, onProgress);
  if (!sent) return { ok: false, refusal: OFFLINE };
  if (sent.status < 200 || sent.status >= 300) return { ok: false, refusal: refusalOf(sent, `Uploading ${filename}`) };
  onProgress(1);
  return { ok: true, uploadId: target.uploadId };
}
