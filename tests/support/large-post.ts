// Sending a large body the way a hostile client would: exactly `size` bytes in 1 MB chunks, with its
// length declared or streamed chunked, through node:http (fetch would buffer or refuse some of it).
// Sending stops once an answer arrives: a server that refuses early is not made to swallow the rest.
// A connection the server closes before answering (EPIPE, ECONNRESET) is reported, not thrown.
import { request } from "node:http";

const MB = 1024 * 1024;

export interface LargePost {
  method?: string;
  size: number;
  declareLength: boolean;
  /** The first bytes (a form's real fields); filler follows up to `size`. */
  head?: string;
  contentType?: string;
}

export interface LargePostAnswer {
  /** 0 when the server closed the connection without an answer. */
  status: number;
  text: string;
  ms: number;
  error?: string;
}

export function postLarge(origin: string, path: string, opts: LargePost): Promise<LargePostAnswer> {
  const { hostname, port } = new URL(origin);
  const headers: Record<string, string> = { "content-type": opts.contentType ?? "application/x-www-form-urlencoded" };
  if (opts.declareLength) headers["content-length"] = String(opts.size);
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let answered = false;
    const req = request({ host: hostname, port, path, method: opts.method ?? "POST", headers, agent: false, timeout: 60_000 }, (res) => {
      answered = true;
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, text, ms: ms() }));
      res.on("error", () => resolve({ status: res.statusCode!, text, ms: ms() }));
    });
    req.on("timeout", () => req.destroy(new Error("no answer in 60 s")));
    req.on("error", (err) => {
      if (!answered) resolve({ status: 0, text: "", ms: ms(), error: err.message });
    });
    const head = Buffer.from(opts.head ?? "");
    const chunk = Buffer.alloc(MB, "a");
    let left = opts.size - head.length;
    const pump = () => {
      while (!answered && left > 0) {
        const part = left >= MB ? chunk : chunk.subarray(0, left);
        left -= part.length;
        if (!req.write(part)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    if (head.length) req.write(head);
    pump();
  });
}
