// Blob storage port. Implementations: embedded files (./embedded.ts) and Vercel Blob (./vercel.ts).
export interface StoredBlob {
  /** Absolute public URL of the blob. */
  url: string;
  key: string;
}

/** A stored blob as a listing names it. */
export interface ListedBlob {
  key: string;
  uploadedAt: Date;
}

export interface BlobStore {
  put(key: string, data: Buffer, contentType: string): Promise<StoredBlob>;
  /** Reads a blob back by key, or null when there is none. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Deletes a blob; one that does not exist is already deleted. A failure throws. */
  delete(key: string): Promise<void>;
  /** Every blob whose key starts with `prefix` (all pages), for sweeping what nothing names. */
  list(prefix: string): Promise<ListedBlob[]>;
}
