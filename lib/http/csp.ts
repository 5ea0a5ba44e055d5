// The Content-Security-Policy of every page (proxy.ts sends it with a fresh nonce per request). Next.js
// reads the nonce from the request's copy of the header and puts it on its own scripts, so the only
// scripts that run are the ones the server rendered for this response.
//
// Choices, and why:
// - script-src uses the nonce with 'strict-dynamic': scripts our nonced scripts load are trusted, any
//   injected <script> or inline handler is not. Development adds 'unsafe-eval' (React rebuilds server
//   error stacks with eval there; production never evaluates strings).
// - style-src allows inline styles: swatches and previews set colours through style attributes, and a
//   nonce cannot cover an attribute. Styles cannot run code, so the attack surface left is small.
// - images and media come from this site, data:/blob: (previews of a file before it is uploaded, the
//   clip poster captured in the browser) and, in production, the blob store's own CDN.
// - form-action is 'self' except where a form must end on another site: signing in with GitHub or
//   Google, and the OAuth consent that redirects to the app's redirect URI (which may be a loopback or
//   a custom scheme). Browsers apply form-action to a form's redirects too.
// - connect-src is 'self', plus the blob store's upload endpoint where pages send files to it straight
//   from the browser (Vercel Blob: a function takes at most 4.5 MB of body; lib/blob/vercel-env.ts).
// - frame-ancestors 'none': no page is ever shown inside another site's frame (clickjacking).

/** Blob URLs on Vercel Blob are absolute, on this host pattern (lib/blob/vercel.ts). */
const BLOB_CDN = "https://*.public.blob.vercel-storage.com";

/** Pages whose forms legitimately continue on another origin. */
const FORMS_LEAVE_SITE = /^\/(signin(\/|$)|oauth\/authorize(\/|$))/;

export interface PolicyInput {
  nonce: string;
  pathname: string;
  development: boolean;
  /** The site is served over https (SITE_URL): insecure subresource URLs are upgraded. */
  https: boolean;
  /** The origin pages upload files to directly, if any (the blob store's upload API). */
  uploadOrigin?: string | null;
}

export function pagePolicy({ nonce, pathname, development, https, uploadOrigin }: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", BLOB_CDN],
    ["media-src", "'self'", "blob:", BLOB_CDN],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...(uploadOrigin ? [uploadOrigin] : [])],
    ["worker-src", "'self'", "blob:"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (!FORMS_LEAVE_SITE.test(pathname)) directives.push(["form-action", "'self'"]);
  if (https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((d) => d.join(" ")).join("; ");
}

/** 128 random bits, base64: unguessable, and a valid CSP nonce-source. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
