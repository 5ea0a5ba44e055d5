// Sending one generated request and reading the whole answer, or failing the property when none comes
// (a hang). Requests go out through node:http with the path exactly as generated: fetch() would parse
// and normalise it first (dot segments, percent-encoding, non-ASCII), which is the very input under test.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { REQUEST_TIMEOUT_MS } from "./config";
import { record } from "./tally";

export interface Outgoing {
  method: string;
  /** The request target as sent: path and query, not normalised. */
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array;
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  text: string;
}

/** What a failing property prints about the request, bodies shortened. */
export function describe(req: Outgoing): string {
  const body = req.body ? ` body(${req.body.length} bytes): ${JSON.stringify(Buffer.from(req.body.subarray(0, 300)).toString("latin1"))}` : "";
  return `${req.method} ${JSON.stringify(req.path.length > 400 ? `${req.path.slice(0, 400)}…` : req.path)} headers ${JSON.stringify(req.headers ?? {}).slice(0, 600)}${body}`;
}

/** Sends `req` to `origin` and records the outcome under `endpoint`. */
export function send(origin: string, req: Outgoing, endpoint: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { ...req.headers };
    if (req.body && !Object.keys(headers).some((k) => k.toLowerCase() === "content-length")) headers["content-length"] = String(req.body.length);
    let out: ReturnType<typeof httpRequest>;
    try {
      // A redirect of a long path repeats it in Location and Refresh: more than Node's default 16 KiB
      // of response head, which browsers read without trouble.
      const options = { host: hostname, port, method: req.method, path: req.path, headers, agent: false, timeout: REQUEST_TIMEOUT_MS, maxHeaderSize: 256 * 1024 };
      out = httpRequest(options, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", (err) => reject(new Error(`answer cut off (${err.message}): ${describe(req)}`)));
        res.on("end", () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) {
            if (Array.isArray(v)) v.forEach((x) => h.append(k, x));
            else if (v !== undefined) h.set(k, v);
          }
          const body = Buffer.concat(chunks);
          record(endpoint, res.statusCode ?? 0);
          resolve({ status: res.statusCode ?? 0, headers: h, body, text: body.toString("utf8") });
        });
      });
    } catch (err) {
      // node:http refuses some generated header values or paths before sending; that is not the server's answer.
      reject(new Error(`the client refused to send (${(err as Error).message}): ${describe(req)}`));
      return;
    }
    out.on("timeout", () => {
      record(endpoint, "timeout");
      out.destroy();
      reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms: ${describe(req)}`));
    });
    out.on("error", (err) => reject(new Error(`request failed (${err.message}): ${describe(req)}`)));
    out.end(req.body ? Buffer.from(req.body) : undefined);
  });
}

/** Writes raw bytes on a fresh connection and reads the status of the first answer, if any: for what
 *  no HTTP client will send (Content-Length lies, broken request lines). `halfClose` ends the writing
 *  side, as a client that gave up on its body does. */
export function sendBytes(origin: string, bytes: Buffer, endpoint: string, opts: { halfClose?: boolean } = {}): Promise<{ status: number | null; head: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let data = Buffer.alloc(0);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const head = data.toString("latin1").split("\r\n\r\n")[0] ?? "";
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      const status = m ? Number(m[1]) : null;
      record(endpoint, status ?? "no answer");
      resolve({ status, head });
    };
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      socket.destroy();
      record(endpoint, "timeout");
      reject(new Error(`no answer and no close within ${REQUEST_TIMEOUT_MS} ms: ${JSON.stringify(bytes.subarray(0, 200).toString("latin1"))}`));
    }, REQUEST_TIMEOUT_MS);
    socket.on("data", (c: Buffer) => {
      data = Buffer.concat([data, c]);
      if (data.includes("\r\n\r\n")) finish();
    });
    socket.on("end", finish);
    socket.on("close", finish);
    socket.on("error", finish);
    socket.write(bytes, () => {
      if (opts.halfClose) socket.end();
    });
  });
}
