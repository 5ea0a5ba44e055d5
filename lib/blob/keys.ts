// The blob store's key layout, read back: which record a stored file belongs to, and the key behind
// a URL the store gave out. Keys are written by the builder (builderBlobKey), an extraction's start
// (lib/extraction/start.ts) and the seed (lib/seed/images.ts imageKeys).
import { randomUUID } from "node:crypto";
import { siteUrl } from "@/lib/config";

/** What a key belongs to. Ids are as written in the key: callers check their form before a query. */
export type BlobHome =
  /** builder/<styleId>/<folder>/<uuid>.<ext>: an upload to a style in the builder. */
  | { kind: "style"; styleId: string }
  /** extractions/<extractionId>/source-<n>.<ext>: an extraction's uploaded or fetched source. */
  | { kind: "extraction"; extractionId: string }
  /** styles/<slug>/<variant>-1.webp: the seeded gallery's art. */
  | { kind: "seed"; slug: string };

/** A fresh key stem under `builder/<styleId>/<folder>/`, for the caller to give an extension: never
 *  reused, so a URL always means one file. */
export function builderBlobStem(styleId: string, folder: string): string {
  return `builder/${styleId}/${folder}/${randomUUID()}`;
}

export function blobHome(key: string): BlobHome | null {
  const [family, id, ...rest] = key.split("/");
  if (!id || rest.length === 0) return null;
  if (family === "builder") return { kind: "style", styleId: id };
  if (family === "extractions") return { kind: "extraction", extractionId: id };
  if (family === "styles") return { kind: "seed", slug: id };
  return null;
}

/** The blob key behind an image URL we stored: our own /blobs/ route or a Vercel Blob URL. Any other
 *  URL is not ours (the server must never read or delete an address someone typed in). */
export function blobKeyOf(url: string): string | null {
  const local = `${siteUrl()}/blobs/`;
  const path = url.startsWith(local) ? url.slice(local.length) : url.startsWith("/blobs/") ? url.slice("/blobs/".length) : null;
  if (path !== null) return decoded(path.split("?")[0]!);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === "https:" && parsed.hostname.endsWith(".public.blob.vercel-storage.com")) {
    return decoded(parsed.pathname.slice(1));
  }
  return null;
}

function decoded(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null; // a malformed escape is no key we wrote
  }
}
