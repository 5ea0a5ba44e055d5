// Chooses the blob store: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else files under .data/blobs.
import { join } from "node:path";
import { dataDir } from "@/lib/config";
import { createEmbeddedBlobStore } from "./embedded";
import type { BlobStore } from "./store";
import { createVercelBlobStore } from "./vercel";

export type { BlobStore, StoredBlob } from "./store";

let store: BlobStore | undefined;

/** Vercel Blob's read-write token when the app runs on Vercel Blob; undefined on the embedded store. */
export function vercelBlobToken(): string | undefined {
  return process.env.BLOB_READ_WRITE_TOKEN || undefined;
}

export function blobStore(): BlobStore {
  const token = vercelBlobToken();
  store ??= token ? createVercelBlobStore(token) : createEmbeddedBlobStore(join(dataDir(), "blobs"));
  return store;
}
