// Blob storage port. Implementations: embedded files (./embedded.ts) and Vercel Blob (./vercel.ts).
export interface StoredBlob {
  /** Absolute public URL of the blob. */
  url: string;
  key: string;
}

export interface BlobStore {
  put(key: string, data: Buffer, contentType: string): Promise<StoredBlob>;
  /** Reads a blob back by key, or null when there is none. */
  get(key: string): Promise<{ data: Buffer; contentType: string } | null>;
  /** Deletes a blob; one that does not exist is already deleted. A failure throws. */
  delete(key: string): Promise<void>;
}
