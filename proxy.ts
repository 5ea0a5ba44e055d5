// Runs before every page: a fresh CSP nonce per request (lib/http/csp.ts has the policy and its
// reasons). The nonce travels to the renderer in the request's own Content-Security-Policy header,
// where Next.js looks for it; the browser gets the same policy on the response.
//
// It also sees every path that contains a `%` before the router does, because the router answers a
// path it cannot percent-decode with a plain-text 500 (lib/http/malformed-path.ts answers instead).
// And it puts back, for pages only, the redirect of `/page/` to `/page` that next.config.ts turns off
// (skipTrailingSlashRedirect) so that the API and the OAuth endpoints serve `/path/` as `/path`.
import { NextResponse, type NextRequest } from "next/server";
import { directUploadOrigin } from "@/lib/blob/vercel-env";
import { nodeEnv, siteUrl } from "@/lib/config";
import { newNonce, pagePolicy } from "@/lib/http/csp";
import { hasMalformedEncoding, malformedPathResponse } from "@/lib/http/malformed-path";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (hasMalformedEncoding(pathname)) return malformedPathResponse(request, pathname);
  // The API reaches the proxy only for the check above (second matcher); it sets its own headers.
  if (pathname.startsWith("/api/")) return NextResponse.next();
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // A plain URL: nextUrl keeps the request's trailing slash when it is formatted again.
    return NextResponse.redirect(new URL(`${pathname.replace(/\/+$/, "")}${request.nextUrl.search}`, request.url), 308);
  }
  const policy = pagePolicy({
    nonce: newNonce(),
    pathname: request.nextUrl.pathname,
    development: nodeEnv() === "development",
    https: siteUrl().startsWith("https:"),
    uploadOrigin: directUploadOrigin(),
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
    // Pages only. Every route handler stays out: the API, the website's own JSON, upload, form and
    // Markdown routes (all under /api/site, app/_components/site-api.ts), the OAuth endpoints,
    // discovery documents, stored files and the addresses the contract fixes (llms.txt, `.md` twins,
    // a share page's preview image) answer with their own headers, and an upload must never pass here:
    // a proxied request body is copied and cut at 10 MB before the route can refuse it. A new route
    // belongs under /api/site; tests/unit/http/proxy-matcher.test.ts fails on one the proxy would see.
    // Static assets carry no inline script. Prefetches are not left out (Next.js's CSP guide does, to
    // save a call): a request that carries the prefetch header alone gets the full HTML page, which
    // must never go out without its policy.
    "/((?!api/|_next/static|_next/image|blobs/|\\.well-known/|oauth/(?:token|register|revoke|authorize$|authorize/decision)|share/[^/]+/opengraph-image|llms(?:-full)?\\.txt|.*\\.md$|favicon\\.svg|robots\\.txt).*)",
    // Any path with a percent sign, for the encoding check. A non-page path that passes it is handed on
    // untouched only under /api/; others get the page headers, which do no harm on them.
    "/(.*%.*)",
  ],
};
