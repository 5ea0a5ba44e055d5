// Serves files of the embedded blob store (DESIGN.md: blob storage, embedded default). Keys are
// content-addressed or never rewritten, so responses are cached for a year. In production blobs live
// on Vercel Blob under their own URLs and this route finds nothing.
import { createHash } from "node:crypto";
import { blobStore } from "@/lib/blob";

export const dynamic = "force-dynamic";

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

export async function GET(req: Request, ctx: { params: Promise<{ key: string[] }> }): Promise<Response> {
  const { key } = await ctx.params;
  if (!validKey(key)) return text(400, "Bad blob key.");

  let blob: Awaited<ReturnType<ReturnType<typeof blobStore>["get"]>>;
  try {
    blob = await blobStore().get(key.join("/"));
  } catch {
    // Production store (no local files) or an unreadable path: nothing to serve here.
    blob = null;
  }
  if (!blob) return text(404, "No such file.");

  const etag = `"${createHash("sha256").update(blob.data).digest("base64url").slice(0, 27)}"`;
  const headers = new Headers({
    "Content-Type": blob.contentType,
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
    // Stored files are images and data, never documents to run: no scripts even if one is opened directly.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  });
  const inm = req.headers.get("if-none-match");
  if (inm && inm.split(",").some((t) => t.trim().replace(/^W\//, "") === etag || t.trim() === "*")) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(blob.data.byteLength));
  return new Response(new Uint8Array(blob.data), { status: 200, headers });
}
