// Vercel Blob (production): public blobs on Vercel's CDN; URLs are absolute and served by Vercel.
import { BlobNotFoundError, del, head, list, put } from "@vercel/blob";
import { applyVercelBlobRetries } from "@/lib/config";
import { blobHome } from "./keys";
import type { BlobStore, ListedBlob } from "./store";

// @vercel/blob retries a failing API ten times with exponential backoff, which holds an upload request
// open for minutes during an outage. Two retries ride out a blip (VERCEL_BLOB_RETRIES, set as the store
// is made: the library reads it at each call); a deadline bounds each call, and the caller refunds and
// says so (lib/extraction/start.ts).
export const BLOB_CALL_DEADLINE_MS = 30_000;

/** Vercel serves every blob of a public store with `public, max-age=<this>` on its CDN and in browsers,
 *  and it is fixed at upload. A user's upload (builder media, extraction sources) is not public when
 *  stored and may be deleted later, so it gets Vercel's floor, one minute, instead of the default
 *  month: how long a copy may outlive its deletion. Only the seeded gallery's art keeps the default. */
export const UPLOAD_CACHE_MAX_AGE_S = 60;

function cacheControlMaxAge(key: string): number | undefined {
  return blobHome(key)?.kind === "seed" ? undefined : UPLOAD_CACHE_MAX_AGE_S;
}

export function createVercelBlobStore(token: string): BlobStore {
  applyVercelBlobRetries();
  return {
    async put(key, data, contentType) {
      const blob = await put(key, data, {
        access: "public",
        contentType,
        token,
        addRandomSuffix: false,
        allowOverwrite: true,
        cacheControlMaxAge: cacheControlMaxAge(key),
        abortSignal: AbortSignal.timeout(BLOB_CALL_DEADLINE_MS),
      });
      return { key, url: blob.url };
    },
    // Clients read blobs from their public URL; the app reads one back only for a background run
    // (an extraction's sources), which may execute on another instance than the upload. Only a blob
    // that does not exist is null: an outage throws, so the run's step fails (and is retried or refunded).
    async get(key) {
      let meta;
      try {
        meta = await head(key, { token, abortSignal: AbortSignal.timeout(BLOB_CALL_DEADLINE_MS) });
      } catch (err) {
        if (err instanceof BlobNotFoundError) return null;
        throw err;
      }
      const res = await fetch(meta.url, { signal: AbortSignal.timeout(BLOB_CALL_DEADLINE_MS) });
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`blob ${key} answered ${res.status}`);
      return { data: Buffer.from(await res.arrayBuffer()), contentType: meta.contentType };
    },
    // Vercel purges its CDN copy on delete; browsers keep theirs for at most the blob's max-age.
    async delete(key) {
      try {
        await del(key, { token, abortSignal: AbortSignal.timeout(BLOB_CALL_DEADLINE_MS) });
      } catch (err) {
        if (!(err instanceof BlobNotFoundError)) throw err;
      }
    },
    async list(prefix) {
      const listed: ListedBlob[] = [];
      let cursor: string | undefined;
      do {
        const page = await list({ prefix, cursor, limit: 1000, token, abortSignal: AbortSignal.timeout(BLOB_CALL_DEADLINE_MS) });
        for (const b of page.blobs) listed.push({ key: b.pathname, uploadedAt: b.uploadedAt });
        cursor = page.hasMore ? page.cursor : undefined;
      } while (cursor);
      return listed;
    },
  };
}
