// Serving a file of the embedded blob store (DESIGN.md: blob storage, embedded default). Keys are
// never rewritten, so a file of a style the gallery lists is cached for a year by anyone; every other
// file only by the viewer's browser, revalidated each time (lib/gallery/blob-audience.ts says why). In
// production blobs live on Vercel Blob under their own URLs and nothing is found here.
import { createHash } from "node:crypto";
import { blobStore } from "@/lib/blob";
import { etagMatches } from "@/lib/etag";
import { blobIsPublic } from "@/lib/gallery/blob-audience";
import { STAGED_PREFIX } from "@/lib/uploads/staged-lifetime";

const PUBLIC_CACHE = "public, max-age=31536000, immutable";
/** Stored by the viewer's browser, never by a shared cache, and revalidated by ETag at each use: a
 *  304 costs little, and a file deleted since answers 404 at once. */
const VIEWER_CACHE = "private, no-cache";

function text(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" },
  });
}

/** A key is a relative path of plain segments: no `..`, no `.`, no empty segment (a leading `/`
 *  or `//`), no backslash or NUL (Windows paths, truncation), no drive letter. */
function validKey(segments: string[]): boolean {
  if (segments.length === 0) return false;
  return segments.every((s) => s !== "" && s !== "." && s !== ".." && !/[\\/\0]/.test(s) && !/^[a-zA-Z]:/.test(s));
}

export async function blobResponse(segments: string[], ifNoneMatch: string | null): Promise<Response> {
  if (!validKey(segments)) return text(400, "Bad blob key.");
  const key = segments.join("/");
  // Staged uploads wait to be taken by the account that staged them, through its own request; they
  // are never served, to anyone (one could be read anonymously by its key).
  if (key.startsWith(STAGED_PREFIX)) return text(404, "No such file.");
  const blob = await blobStore()
    .get(key)
    .catch(() => null); // an unreadable path is simply not a file we serve
  if (!blob) return text(404, "No such file.");

  const etag = `"${createHash("sha256").update(blob.data).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": blob.contentType,
    "Cache-Control": (await blobIsPublic(key, blob.contentType)) ? PUBLIC_CACHE : VIEWER_CACHE,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    // Stored files are images and data, never documents to run: no scripts even if one is opened directly.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  if (etagMatches(ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(blob.data.byteLength));
  return new Response(new Uint8Array(blob.data), { status: 200, headers });
}
