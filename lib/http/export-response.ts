// The HTTP form of an exported file: 304 when the ETag matches, else the file as an attachment named
// after the style's slug. Caching follows a compile's (lib/http/compiled-response.ts).
import type { ExportedResponse } from "@/lib/gallery/exported";

export function exportedStyleResponse(result: ExportedResponse): Response {
  const headers: Record<string, string> = {
    ETag: result.etag,
    "X-Service-Canonical-Url": result.canonicalUrl,
    "Cache-Control": result.ownerRead ? "private, no-cache" : "no-cache",
    Vary: "Authorization",
  };
  if (!result.file) return new Response(null, { status: 304, headers });
  const { body, contentType, tokenCount } = result.file;
  headers["Content-Type"] = contentType;
  // Slugs are lowercase letters, digits and hyphens; a name-derived file name is the same alphabet.
  headers["Content-Disposition"] = `attachment; filename="${result.fileName}"`;
  if (tokenCount !== null) headers["X-Token-Count"] = String(tokenCount);
  return new Response(typeof body === "string" ? body : new Uint8Array(body), { status: 200, headers });
}
