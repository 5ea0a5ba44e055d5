// Vercel Blob (production): public blobs on Vercel's CDN; URLs are absolute and served by Vercel.
import { put } from "@vercel/blob";
import type { BlobStore } from "./store";

export function createVercelBlobStore(token: string): BlobStore {
  return {
    async put(key, data, contentType) {
      const blob = await put(key, data, { access: "public", contentType, token, addRandomSuffix: false, allowOverwrite: true });
      return { key, url: blob.url };
    },
    // Blobs are read from their public URL by clients; the app never proxies them.
    async get() {
      return null;
    },
  };
}
