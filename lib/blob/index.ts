// Chooses the blob store: Vercel Blob when BLOB_READ_WRITE_TOKEN is set, else files under .data/blobs.
import { join } from "node:path";
import { dataDir } from "@/lib/config";
import { createEmbeddedBlobStore } from "./embedded";
import type { BlobStore } from "./store";
import { createVercelBlobStore } from "./vercel";
import { vercelBlobToken } from "./vercel-env";

export type { BlobStore, ListedBlob, StoredBlob } from "./store";

let store: BlobStore | undefined;

export function blobStore(): BlobStore {
  const token = vercelBlobToken();
  store ??= token ? createVercelBlobStore(token) : createEmbeddedBlobStore(join(dataDir(), "blobs"));
  return store;
}
