// Fetches a URL named by a stranger (an image or document to extract a style from, a Client ID
// Metadata Document) without letting them point us at our own network (SSRF). We resolve DNS
// ourselves, refuse unless every address is public, and hand undici exactly the checked addresses so
// a second lookup cannot swap them (DNS rebinding). https only; every redirect hop is checked again;
// one deadline covers the whole exchange; the body is counted as it streams and cut off at the limit.
import { lookup as dnsLookup } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { Agent, request, type Dispatcher } from "undici";
import { isPublicAddress, literalAddress } from "./address";
import { formatBytes, formatSeconds, SafeFetchError } from "./safe-fetch-error";

export { isPublicAddress } from "./address";
export { SafeFetchError, type SafeFetchReason } from "./safe-fetch-error";

export interface SafeFetchOptions {
  /** Largest body accepted, in bytes. */
  maxBytes?: number;
  /** Deadline for the whole fetch, redirects and body included. */
  timeoutMs?: number;
  /** Deadline for each TCP + TLS connection. */
  connectTimeoutMs?: number;
  maxRedirects?: number;
  /** The Accept header, e.g. "image/*". */
  accept?: string;
  /** Test seam: resolves a host name to addresses. Defaults to the system resolver. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Test seam: which addresses may be connected to. Defaults to `isPublicAddress`. */
  allowAddress?: (address: string) => boolean;
  /** Test seam: extra trust for a local server's self-signed certificate. */
  tls?: { ca?: string | Buffer | Array<string | Buffer> };
}

export interface SafeFetchBytesResult {
  /** The URL finally answered, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  bytes: Buffer;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string | null;
  body: string;
}

export const SAFE_FETCH_USER_AGENT = "Styleshelf-Fetcher/1.0 (+style extraction)";

const BYTES_DEFAULTS = { maxBytes: 8 * 1024 * 1024, timeoutMs: 10_000, connectTimeoutMs: 5_000, maxRedirects: 3, accept: "*/*" };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolve = (hostname: string) =>
  new Promise<string[]>((ok, fail) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addrs) => (err ? fail(err) : ok(addrs.map((a) => a.address)))),
  );

/** Judges a URL before anything is sent: scheme, credentials, and a literal address (which never
 *  reaches the lookup hook, since Node connects to IP literals without resolving them). */
function checkUrl(raw: string | URL, allowAddress: (a: string) => boolean, from: string | null): URL {
  const hop = from ? `${from} redirected to` : null;
  let url: URL;
  try {
    url = typeof raw === "string" ? new URL(raw) : raw;
  } catch {
    throw new SafeFetchError("invalid_url", hop ? `${hop} something that is not a valid URL.` : "That is not a valid URL.", { host: from });
  }
  if (url.protocol !== "https:") {
    const scheme = url.protocol.replace(/:$/, "");
    const msg = hop ? `${hop} a URL using ${scheme}; we fetch only https URLs.` : `This URL uses ${scheme}; we fetch only https URLs.`;
    throw new SafeFetchError("not_https", msg, { host: url.hostname || from });
  }
  if (url.username || url.password) {
    const msg = `${hop ? `${hop} a URL` : "URLs"} with credentials (user:password@) are refused; remove that part.`;
    throw new SafeFetchError("credentials", msg, { host: url.hostname });
  }
  const literal = literalAddress(url.hostname);
  if (literal !== null && !allowAddress(literal)) {
    // The address is what the person typed (or what their server redirected to), so naming it leaks nothing.
    const msg = hop ? `${hop} ${literal}, an address that is not public, which we do not fetch.` : `The address ${literal} is not public, so we do not fetch it.`;
    throw new SafeFetchError("blocked_address", msg, { host: url.hostname });
  }
  return url;
}

/** A lookup that only ever yields checked addresses; undici connects to what it returns, so the
 *  address judged is the address used. One bad address refuses the host: otherwise a name answering
 *  [public, private] would let the connection pick the private one. */
function guardedLookup(resolve: (h: string) => Promise<string[]>, allowAddress: (a: string) => boolean): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0) return callback(new SafeFetchError("dns", `${hostname} has no address; check the host name.`, { host: hostname }));
        if (addresses.some((a) => !allowAddress(a))) {
          const msg = `${hostname} resolves to a non-public address (private, loopback or reserved), which we do not fetch.`;
          return callback(new SafeFetchError("blocked_address", msg, { host: hostname }));
        }
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options?.all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (err: unknown) => callback(new SafeFetchError("dns", `${hostname} could not be resolved; check the host name.`, { host: hostname, cause: err })),
    );
  }) as LookupFunction;
}

interface Deadline {
  signal: AbortSignal;
  expired: () => boolean;
  clear: () => void;
}

function deadline(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return { signal: controller.signal, expired: () => controller.signal.aborted, clear: () => clearTimeout(timer) };
}

/** Turns whatever undici or the socket threw into a SafeFetchError naming the host. */
function explain(err: unknown, host: string, timer: Deadline, timeoutMs: number, connectTimeoutMs: number): SafeFetchError {
  if (err instanceof SafeFetchError) return err;
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (cause instanceof SafeFetchError) return cause;
  if (timer.expired()) return new SafeFetchError("timeout", `${host} did not answer within ${formatSeconds(timeoutMs)}.`, { host, cause: err });
  const code = (err as { code?: unknown } | null)?.code ?? (cause as { code?: unknown } | null)?.code;
  if (code === "UND_ERR_CONNECT_TIMEOUT") {
    return new SafeFetchError("timeout", `Could not connect to ${host} within ${formatSeconds(connectTimeoutMs)}.`, { host, cause: err });
  }
  if (code === "UND_ERR_HEADERS_TIMEOUT" || code === "UND_ERR_BODY_TIMEOUT") {
    return new SafeFetchError("timeout", `${host} did not answer within ${formatSeconds(timeoutMs)}.`, { host, cause: err });
  }
  // Only the error code: socket messages quote the address connected to, and need not be repeated.
  const detail = typeof code === "string" ? ` (${code})` : "";
  return new SafeFetchError("network", `Could not fetch from ${host}${detail}; check that the URL works in a browser.`, { host, cause: err });
}

/** Says which host sent us to the one that failed, so a person can tell a bad link from a bad redirect. */
function reachedVia(err: SafeFetchError, via: string | null): SafeFetchError {
  if (!via || err.host === via) return err;
  const message = `${err.message.replace(/\.$/, "")} (${via} redirected there).`;
  return new SafeFetchError(err.reason, message, { host: err.host, status: err.status ?? undefined, cause: err.cause });
}

/** Reads at most `maxBytes`, refusing as soon as the body (announced or actual) would exceed it. */
async function readLimited(res: Dispatcher.ResponseData, host: string, maxBytes: number): Promise<Buffer> {
  const announced = Number(res.headers["content-length"]);
  if (Number.isFinite(announced) && announced > maxBytes) {
    res.body.destroy();
    throw new SafeFetchError("too_large", `${host} announced ${formatBytes(announced)}, more than the ${formatBytes(maxBytes)} we fetch.`, { host });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      // Destroying the body aborts the request and closes the socket: nothing more is read.
      res.body.destroy();
      throw new SafeFetchError("too_large", `${host} sent more than the ${formatBytes(maxBytes)} we fetch.`, { host });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

/** Fetches a public https URL as bytes (images, documents; up to 8 MB by default). Throws
 *  SafeFetchError for anything but a 2xx answer within the limits. */
export async function safeFetchBytes(raw: string, opts: SafeFetchOptions = {}): Promise<SafeFetchBytesResult> {
  const { maxBytes, timeoutMs, connectTimeoutMs, maxRedirects, accept } = { ...BYTES_DEFAULTS, ...definedOnly(opts) };
  const allowAddress = opts.allowAddress ?? isPublicAddress;
  let url = checkUrl(raw, allowAddress, null);
  const timer = deadline(timeoutMs);
  const dispatcher = new Agent({
    connect: { lookup: guardedLookup(opts.resolve ?? systemResolve, allowAddress), timeout: connectTimeoutMs, ...(opts.tls?.ca ? { ca: opts.tls.ca } : {}) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const headers = { accept, "user-agent": SAFE_FETCH_USER_AGENT, "accept-encoding": "identity" };
  try {
    for (let redirects = 0, via: string | null = null; ; redirects++) {
      const host = url.hostname;
      let res: Dispatcher.ResponseData;
      try {
        res = await request(url, { method: "GET", dispatcher, signal: timer.signal, headers });
        if (!REDIRECTS.has(res.statusCode)) {
          if (res.statusCode < 200 || res.statusCode > 299) {
            await res.body.dump().catch(() => {});
            const msg = `${host} answered ${res.statusCode}; only a successful (2xx) answer can be used.`;
            throw new SafeFetchError("http_status", msg, { host, status: res.statusCode });
          }
          const bytes = await readLimited(res, host, maxBytes);
          const type = res.headers["content-type"];
          return { url: url.toString(), status: res.statusCode, contentType: typeof type === "string" ? type : null, bytes };
        }
        await res.body.dump();
      } catch (err) {
        throw reachedVia(explain(err, host, timer, timeoutMs, connectTimeoutMs), via);
      }
      const location = res.headers.location;
      if (typeof location !== "string") throw new SafeFetchError("redirects", `${host} answered ${res.statusCode} without saying where to.`, { host });
      if (redirects >= maxRedirects) throw new SafeFetchError("redirects", `${host} redirected more than ${maxRedirects} times; link to the file itself.`, { host });
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new SafeFetchError("invalid_url", `${host} redirected to something that is not a valid URL.`, { host });
      }
      // Each hop is judged again: scheme and literal address here, DNS through the lookup hook.
      url = checkUrl(next, allowAddress, host);
      via = host;
    }
  } finally {
    timer.clear();
    // destroy, not close: close would wait for a response we chose to abandon.
    await dispatcher.destroy().catch(() => {});
  }
}

/** Fetches a small text document (e.g. a Client ID Metadata Document): 64 KB, 5 s, JSON by default. */
export async function safeFetch(raw: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const res = await safeFetchBytes(raw, { maxBytes: 64 * 1024, timeoutMs: 5000, accept: "application/json", ...definedOnly(opts) });
  return { url: res.url, status: res.status, contentType: res.contentType, body: res.bytes.toString("utf8") };
}

/** Drops keys set to undefined so they do not override defaults when spread. */
function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
