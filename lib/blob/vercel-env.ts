// Vercel Blob's settings from the environment, without loading the client library: the blob store's
// choice (./index.ts), the direct-upload target (./direct-upload.ts) and the pages' Content-Security-
// Policy (proxy.ts, which runs before every page) all read them here.

const DEFAULT_BLOB_API_URL = "https://vercel.com/api/blob";

/** Vercel Blob's read-write token when the app runs on Vercel Blob; undefined on the embedded store. */
export function vercelBlobToken(): string | undefined {
  return process.env.BLOB_READ_WRITE_TOKEN || undefined;
}

/** Vercel's Blob API. @vercel/blob reads the same variable (tests point it at a local server). */
export function blobApiUrl(): string {
  return process.env.VERCEL_BLOB_API_URL || DEFAULT_BLOB_API_URL;
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
