// The answer to an address whose path is not valid percent-encoding (`/api/v1/%ff%fe`, `/share/%E0%A4%A.md`).
// Next.js's router decodes path segments to match dynamic routes and, when one cannot be decoded, answers
// a plain-text 500 before any route of ours runs; proxy.ts sees the raw path first and answers here
// instead. The API answers like every v1 response (JSON error, CORS, the rate-limit window); any other
// address gets a short text 400.
//
// This runs in the proxy, so it imports nothing that opens the database: the window is the client IP's
// lane, reported but not spent (as a CORS preflight does), because a token cannot be verified here.
import { invalidRequest } from "@/lib/errors";
import type { RateLimitResult } from "@/lib/ratelimit";
import { withApiHeaders } from "./cors";
import { peekGeneralLane } from "./lanes";
import { errorResponse } from "./respond";


/** Whether some percent-escape of the path does not decode to UTF-8 (a lone `%`, `%zz`, `%ff`, an
 *  overlong or truncated sequence). Segments are separated by a literal `/`, so checking the whole path
 *  is the same as checking each segment the way the router does. */
export function hasMalformedEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function isApiPath(pathname: string): boolean {
  return pathname === "/api/v1" || pathname.startsWith("/api/v1/");
}

const API_MESSAGE =
  "The request path is not valid percent-encoding: every `%` must start an escape of a UTF-8 byte (`%2F`, `%C3%A9`). " +
  "Encode each path segment with encodeURIComponent; a style ref that contains `/` or `:` must be encoded as one segment. " +
  "The API is described at /api/v1/openapi.json.";

async function window(req: Request): Promise<RateLimitResult | null> {
  try {
    return await peekGeneralLane(req);
  } catch (err) {
    console.error("[styleshelf] rate limiter unavailable for a malformed path", err);
    return null;
  }
}

async function apiAnswer(req: Request): Promise<Response> {
  // A browser preflights before it sends the real request; the preflight succeeds so that the request
  // itself can be answered with an error the page can read.
  const res = req.method === "OPTIONS" ? new Response(null, { status: 204 }) : errorResponse(invalidRequest(API_MESSAGE));
  return withApiHeaders(res, await window(req));
}

export async function malformedPathResponse(req: Request, pathname: string): Promise<Response> {
  if (isApiPath(pathname)) return apiAnswer(req);
  return new Response("Bad request: this address is not valid percent-encoding. Check the link, or start again from the home page: /\n", {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
