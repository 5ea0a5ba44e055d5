// Runs before every page: a fresh CSP nonce per request (lib/http/csp.ts has the policy and its
// reasons). The nonce travels to the renderer in the request's own Content-Security-Policy header,
// where Next.js looks for it; the browser gets the same policy on the response.
import { NextResponse, type NextRequest } from "next/server";
import { newNonce, pagePolicy } from "@/lib/http/csp";

export function proxy(request: NextRequest) {
  const policy = pagePolicy({
    nonce: newNonce(),
    pathname: request.nextUrl.pathname,
    development: process.env.NODE_ENV === "development",
    https: (process.env.SITE_URL ?? "").startsWith("https:"),
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  response.headers.set("X-Frame-Options", "DENY");
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only. The API, OAuth endpoints, discovery documents, stored files and the pages' own JSON
      // routes answer with their own headers; static assets carry no inline script. Upload routes must
      // stay out: a proxied request body is copied and cut at 10 MB before the route can refuse it.
      source:
        "/((?!api/|_next/static|_next/image|blobs/|\\.well-known/|oauth/(?:token|register|revoke|authorize$|authorize/decision)|extract/(?:start|status)|builder/[^/]+/(?:save|generate|publish|images|samples)|share/[^/]+/(?:save|remix|markdown|opengraph-image)|library/new|llms(?:-full)?\\.txt|.*\\.md$|favicon\\.svg|robots\\.txt).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
