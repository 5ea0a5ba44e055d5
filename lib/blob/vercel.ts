// Vercel Blob (production): public blobs on Vercel's CDN; URLs are absolute and served by Vercel.
import { head, put } from "@vercel/blob";
import type { BlobStore } from "./store";

export function createVercelBlobStore(token: string): BlobStore {
  return {
    async put(key, data, contentType) {
      const blob = await put(key, data, { access: "public", contentType, token, addRandomSuffix: false, allowOverwrite: true });
      return { key, url: blob.url };
    },
    // Clients read blobs from their public URL; the app reads one back only for a background run
    // (an extraction's sources), which may execute on another instance than the upload.
    async get(key) {
      const meta = await head(key, { token }).catch(() => null);
      if (!meta) return null;
      const res = await fetch(meta.url);
      if (!res.ok) return null;
      return { data: Buffer.from(await res.arrayBuffer()), contentType: meta.contentType };
    },
  };
}
