// How many images this process decodes at once. A decode runs on libuv's thread pool (4 threads by
// default) through libvips, and so does every file read the server makes, blobs included: four to
// eight concurrent checks of a one-colour 8000x8000 GIF (3.9 s each to decode) filled the pool, and
// ordinary /blobs/... requests then waited 14-22 s. One decode at a time per process (libvips using one
// thread for it) leaves the pool to everything else; a few more wait their turn, and past that the
// caller gets the API's 429 with Retry-After rather than a queue that grows without end.
import sharp from "sharp";
import { ServiceError } from "@/lib/errors";
import { processWide } from "@/lib/process-wide";

/** Decodes running at once in this process. */
export const MAX_ACTIVE_DECODES = 1;
/** Decodes waiting for their turn; one more is refused, where the caller asks for that (a request a
 *  stranger can repeat: a style check). Jobs and batch readers (extraction runs, the eval) wait. */
export const MAX_WAITING_DECODES = 8;

interface Gate {
  active: number;
  waiting: (() => void)[];
  configured: boolean;
}

const gate = processWide("decode-gate", (): Gate => ({ active: 0, waiting: [], configured: false }));

function busy(): ServiceError {
  return new ServiceError("rate_limited", "Too many images are being read on this server right now. Wait a few seconds and send it again.", {
    headers: { "Retry-After": "5" },
  });
}

/** Runs `work` (a decode) when it is this caller's turn; with `refuseWhenBusy`, throws a 429 when too
 *  many already wait. */
export async function withDecodeSlot<T>(work: () => Promise<T>, opts: { refuseWhenBusy?: boolean } = {}): Promise<T> {
  if (!gate.configured) {
    // libvips's own worker threads per image: with one decode at a time, one thread each keeps the
    // rest of the machine's cores for requests.
    sharp.concurrency(1);
    gate.configured = true;
  }
  if (gate.active >= MAX_ACTIVE_DECODES) {
    if (opts.refuseWhenBusy && gate.waiting.length >= MAX_WAITING_DECODES) throw busy();
    await new Promise<void>((resolve) => gate.waiting.push(resolve));
  } else {
    gate.active++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = gate.waiting.shift();
    if (next) next();
    else gate.active--;
  }
}

/** For tests: the gate's state. */
export function decodeGateState(): { active: number; waiting: number } {
  return { active: gate.active, waiting: gate.waiting.length };
}
