// The address a request's TCP connection came from, handed to route handlers as a header. Next.js's
// route handlers never see the socket, and the only address Next passes on is X-Forwarded-For, which
// it fills from the socket only when the client did not send one: without a proxy in front, the client
// writes it. So, as each request reaches the Node server, PEER_ADDRESS_HEADER is overwritten with the
// socket's address, sealed with a secret made once per process: a client's own value is replaced, and
// one on a request the stamp missed (served before instrumentation installed it) cannot carry the seal.
// Installed from instrumentation.ts under its nodejs guard; node:http is imported only there, so
// clientIp (which the proxy bundle also loads) can read the header from here.
import type { IncomingMessage } from "node:http";
import { processWide } from "@/lib/process-wide";

export const PEER_ADDRESS_HEADER = "x-styleshelf-peer";

const seal = () => processWide("peer-address-seal", () => crypto.randomUUID());

/** Sets (or removes) PEER_ADDRESS_HEADER on `req` from its socket; a client's own value never stays. */
export function stampPeerAddress(req: IncomingMessage): void {
  const address = req.socket?.remoteAddress;
  if (address) req.headers[PEER_ADDRESS_HEADER] = `${seal()} ${address}`;
  else delete req.headers[PEER_ADDRESS_HEADER];
}

/** The connection's address as stampPeerAddress left it, or undefined when this process did not stamp it. */
export function peerAddress(headers: Pick<Headers, "get">): string | undefined {
  const value = headers.get(PEER_ADDRESS_HEADER);
  const prefix = `${seal()} `;
  return value?.startsWith(prefix) ? value.slice(prefix.length).trim() || undefined : undefined;
}

const INSTALLED = Symbol.for("styleshelf.peer-address-installed");

/**
 * Wraps the 'request' event of every HTTP(S) server in this process, those already listening
 * included (emit is looked up on the prototype at each call). Idempotent: a dev server reloading
 * instrumentation does not wrap twice.
 */
export async function installPeerAddress(): Promise<void> {
  const [http, https] = await Promise.all([import("node:http"), import("node:https")]);
  for (const proto of [http.Server.prototype, https.Server.prototype] as unknown as Array<Record<PropertyKey, unknown>>) {
    if (proto[INSTALLED]) continue;
    // https.Server inherits emit from EventEmitter, not from http.Server, so each is wrapped on its own.
    const emit = proto.emit as (this: unknown, event: string | symbol, ...args: unknown[]) => boolean;
    proto.emit = function emitWithPeer(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
      if (event === "request") stampPeerAddress(args[0] as IncomingMessage);
      return emit.call(this, event, ...args);
    };
    proto[INSTALLED] = true;
  }
}
