// Fetches a URL named by a stranger (a Client ID Metadata Document) without letting them point us at
// our own network (SSRF). We resolve DNS ourselves, refuse any non-public address, and hand undici
// the checked address so a second lookup cannot swap it (DNS rebinding). https only, no blind
// redirects, a small body and a short deadline.
import { lookup as dnsLookup } from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, request } from "undici";

export class SafeFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SafeFetchError";
  }
}

export interface SafeFetchOptions {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** For tests: resolves a host name to addresses. Defaults to the system resolver. */
  resolve?: (hostname: string) => Promise<string[]>;
}

export interface SafeFetchResult {
  url: string;
  status: number;
  contentType: string | null;
  body: string;
}

/** True only for globally routable unicast addresses; everything private, loopback, link-local,
 *  unique-local, multicast, reserved or otherwise special is refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // process() turns IPv4-mapped IPv6 (::ffff:10.0.0.1) into IPv4 so it is judged as what it reaches.
  return ipaddr.process(address).range() === "unicast";
}

const systemResolve = (hostname: string) =>
  new Promise<string[]>((ok, fail) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addrs) => (err ? fail(err) : ok(addrs.map((a) => a.address)))),
  );

function checkedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError("not a valid URL");
  }
  if (url.protocol !== "https:") throw new SafeFetchError("only https URLs may be fetched");
  if (url.username || url.password) throw new SafeFetchError("URLs with credentials are refused");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !isPublicAddress(host)) throw new SafeFetchError(`address ${host} is not public`);
  return url;
}

/** A lookup that only ever yields checked public addresses; undici connects to what it returns. */
function guardedLookup(resolve: (h: string) => Promise<string[]>): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    resolve(hostname).then(
      (addresses) => {
        const bad = addresses.find((a) => !isPublicAddress(a));
        if (addresses.length === 0) return callback(new SafeFetchError(`${hostname} did not resolve`));
        if (bad) return callback(new SafeFetchError(`${hostname} resolves to non-public address ${bad}`));
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options?.all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (err: unknown) => callback(err),
    );
  }) as LookupFunction;
}

export async function safeFetch(raw: string, opts: SafeFetchOptions = {}): Promise<SafeFetchResult> {
  const maxBytes = opts.maxBytes ?? 64 * 1024;
  const maxRedirects = opts.maxRedirects ?? 3;
  const resolve = opts.resolve ?? systemResolve;
  const signal = AbortSignal.timeout(opts.timeoutMs ?? 5000);
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(resolve), timeout: opts.timeoutMs ?? 5000 } });
  try {
    let url = checkedUrl(raw);
    for (let hop = 0; ; hop++) {
      // IP literals skip the lookup hook, so checkedUrl() has already judged them.
      const res = await request(url, { method: "GET", dispatcher, signal, headers: { accept: "application/json" } }).catch((err: unknown) => {
        const cause = err instanceof SafeFetchError ? err : (err as { cause?: unknown }).cause;
        throw cause instanceof SafeFetchError ? cause : new SafeFetchError(`fetch failed: ${(err as Error).message}`);
      });
      if (res.statusCode >= 300 && res.statusCode < 400) {
        await res.body.dump();
        const location = res.headers.location;
        if (typeof location !== "string" || hop >= maxRedirects) throw new SafeFetchError("too many or malformed redirects");
        // Each hop is checked again (scheme, literal address, and through the lookup hook, DNS).
        url = checkedUrl(new URL(location, url).toString());
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          res.body.destroy();
          throw new SafeFetchError(`response larger than ${maxBytes} bytes`);
        }
        chunks.push(chunk as Buffer);
      }
      const type = res.headers["content-type"];
      return { url: url.toString(), status: res.statusCode, contentType: typeof type === "string" ? type : null, body: Buffer.concat(chunks).toString("utf8") };
    }
  } finally {
    await dispatcher.close().catch(() => {});
  }
}
