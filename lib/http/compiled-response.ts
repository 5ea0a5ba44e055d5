// The HTTP form of a compiled style: 304 when the ETag matches, else the body with its headers.
import type { CompiledResponse } from "@/lib/gallery/compiled";

export function compiledStyleResponse(result: CompiledResponse, extraHeaders: Record<string, string> = {}): Response {
  // One plain record handed to the Response, which validates each header once: a Headers object
  // passed in is copied (and validated) a second time.
  const headers: Record<string, string> = {
    ETag: result.etag,
    "X-Service-Canonical-Url": result.canonicalUrl,
    // Clients may keep a copy but must revalidate: the ETag makes that a cheap 304. An owner's read
    // of their own style is theirs alone.
    "Cache-Control": result.ownerRead ? "private, no-cache" : "no-cache",
    // The same URL answers an owner's token with their latest generation.
    Vary: "Authorization",
    ...extraHeaders,
  };
  if (!result.compiled) return new Response(null, { status: 304, headers });
  headers["Content-Type"] = result.compiled.contentType;
  headers["X-Token-Count"] = String(result.compiled.tokenCount);
  return new Response(result.compiled.body, { status: 200, headers });
}
