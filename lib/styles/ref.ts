// Parsing the `ref` path parameter (contract: "Style reference"). Pure: the caller passes its site URL.

export type StyleRef =
  | { kind: "slug"; slug: string }
  | { kind: "id"; id: string }
  | { kind: "builder"; id: string };

export type RefParseResult = { ok: true; ref: StyleRef } | { ok: false; message: string };

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_REF_LENGTH = 500;

export const ACCEPTED_REF_FORMS =
  "a share slug (e.g. risograph-zine-k2f9), a public share URL ({site}/share/{slug}), " +
  "or, with a bearer token for your own styles, the style's UUID id or its builder URL ({site}/builder/{id}). " +
  "URL-encode a URL so it stays one path segment. A style name is not a ref: search with GET /styles?query=… to find its slug";

export function isShareSlug(value: string): boolean {
  return value.length >= 1 && value.length <= 120 && SLUG_PATTERN.test(value);
}

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

function invalid(): RefParseResult {
  return { ok: false, message: `Unrecognised style ref. Accepted forms: ${ACCEPTED_REF_FORMS.replaceAll("{site}", "")}.` };
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Parses a ref that Next has already decoded once from the path. A URL that was encoded twice
 *  (clients that encode an already-encoded value) is decoded one more time. */
export function parseStyleRef(raw: string, siteUrl: string): RefParseResult {
  let value = raw.trim();
  if (!value || value.length > MAX_REF_LENGTH) return invalid();
  if (/^https?%3A/i.test(value)) value = decodeOnce(value) ?? value;

  if (isUuid(value)) return { ok: true, ref: { kind: "id", id: value.toLowerCase() } };
  if (isShareSlug(value)) return { ok: true, ref: { kind: "slug", slug: value } };

  if (/^https?:\/\//i.test(value)) return parseRefUrl(value, siteUrl);
  return invalid();
}

function parseRefUrl(value: string, siteUrl: string): RefParseResult {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return invalid();
  }
  // Share links are accepted from any host that serves our path shape (a staging copy, the production
  // origin); what matters is the slug. Builder links must come from this site.
  const path = url.pathname.replace(/\/+$/, "");
  const share = /^\/share\/([^/]+?)(?:\.md)?$/.exec(path);
  if (share) {
    const slug = decodeOnce(share[1]!) ?? "";
    return isShareSlug(slug) ? { ok: true, ref: { kind: "slug", slug } } : invalid();
  }
  const builder = /^\/builder\/([^/]+)$/.exec(path);
  if (builder && sameOrigin(url, siteUrl) && isUuid(builder[1]!)) {
    return { ok: true, ref: { kind: "builder", id: builder[1]!.toLowerCase() } };
  }
  return invalid();
}

function sameOrigin(url: URL, siteUrl: string): boolean {
  try {
    return new URL(siteUrl).host === url.host;
  } catch {
    return false;
  }
}
