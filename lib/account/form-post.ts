// The answer of every HTML form post that a browser follows (the form adapter, lib/http/form-post.ts,
// and the routes over it): 303 See Other to a page of this site, never cached.
import { siteUrl } from "@/lib/config";

export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { location: new URL(path, siteUrl()).toString(), "cache-control": "no-store" } });
}
