// Vercel Blob's settings from the environment, without loading the client library: the blob store's
// choice (./index.ts), the direct-upload target (./direct-upload.ts) and the pages' Content-Security-
// Policy (proxy.ts, which runs before every page) all read them here; the variables themselves are
// read in lib/config.ts.
import { vercelBlobApiUrl, vercelBlobToken } from "@/lib/config";

export { vercelBlobToken };

const DEFAULT_BLOB_API_URL = "https://vercel.com/api/blob";

/** Vercel's Blob API: VERCEL_BLOB_API_URL, which @vercel/blob reads too, or Vercel's own. */
export function blobApiUrl(): string {
  return vercelBlobApiUrl() ?? DEFAULT_BLOB_API_URL;
}

/** The origin a browser sends a file's bytes to, or null when the store takes no direct uploads
 *  (the embedded store: the app receives the bytes itself). */
export function directUploadOrigin(): string | null {
  return vercelBlobToken() ? new URL(blobApiUrl()).origin : null;
}

/** Whether pages send files to the blob store themselves before naming them to the app. */
export function takesDirectUploads(): boolean {
  return directUploadOrigin() !== null;
}
