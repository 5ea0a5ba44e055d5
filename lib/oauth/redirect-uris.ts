// Which redirect URIs a public client may register, and when a requested one matches (OAuth 2.1 §2.3,
// RFC 8252 for native apps): https anywhere, plain http only on loopback, or a private-use scheme in
// reverse-domain form. Anything that could run script or read local files is refused.
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);
const FORBIDDEN_SCHEMES = new Set(["javascript:", "data:", "file:", "vbscript:", "blob:", "about:", "ftp:", "ws:", "wss:"]);

export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

/** Null when acceptable, else a sentence saying why not. */
export function redirectUriProblem(raw: unknown): string | null {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 2000) return "redirect URIs must be non-empty strings";
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${raw} is not an absolute URI`;
  }
  if (url.hash || raw.includes("#")) return `${raw} must not contain a fragment`;
  if (url.protocol === "https:") return url.hostname ? null : `${raw} has no host`;
  if (url.protocol === "http:") return isLoopbackHttp(url) ? null : `${raw}: plain http is allowed only for loopback (127.0.0.1, [::1], localhost)`;
  if (FORBIDDEN_SCHEMES.has(url.protocol)) return `${raw} uses a scheme that is not allowed`;
  // Private-use schemes must look like a reversed domain name (RFC 8252 §7.1), e.g. com.example.app:/cb.
  return /^[a-z][a-z0-9+-]*(\.[a-z0-9+-]+)+:$/.test(url.protocol) ? null : `${raw}: custom schemes must be reverse-domain names like com.example.app:`;
}

/** Exact string match, except that loopback redirects may use any port (RFC 8252 §7.3). */
export function redirectUriMatches(registered: readonly string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  let req: URL;
  try {
    req = new URL(requested);
  } catch {
    return false;
  }
  if (!isLoopbackHttp(req)) return false;
  return registered.some((r) => {
    try {
      const reg = new URL(r);
      if (!isLoopbackHttp(reg)) return false;
      reg.port = req.port;
      return reg.toString() === req.toString();
    } catch {
      return false;
    }
  });
}
