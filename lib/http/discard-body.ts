// A refused request body is read to its end and thrown away before the refusal is answered. A server
// that answers while the client is still sending, or cancels the body (which destroys the socket),
// loses the answer: the kernel resets a connection closed with unread bytes, so undici and Chromium
// report ECONNRESET instead of the 413, and undici drops a connection whose response ended while it
// was still writing the request even when nothing was reset. Read to its end, the body leaves the
// connection clean: the client finishes sending, reads the answer, and its keep-alive connection
// serves the next request. Nothing is kept: each chunk is dropped as it arrives.
//
// Bounds, so a refusal cannot be made to hold a socket or a handler: at most DISCARD_MAX_BYTES of body
// in all (128 MB: more than any mistaken upload of a video or an archive, a few seconds on a good
// line) and DISCARD_MAX_MS of waiting (30 s: a 100 MB body needs ~25 MB/s, a steady uplink; a
// trickle is cut off at the same time). A body that declares more is not read at all, and one that
// outlasts either bound is abandoned: then its client may see the reset, the price of not receiving
// what nobody will use.

const MB = 1024 * 1024;
export const DISCARD_MAX_BYTES = 128 * MB;
export const DISCARD_MAX_MS = 30_000;

/** The pull side of a body: a web stream's reader or a Node stream's async iterator. */
export interface BodyChunks {
  next(): Promise<{ done?: boolean; value?: Uint8Array }>;
  /** Abandons the rest (closes the connection when the body is not complete). */
  stop(): unknown;
}

/** Whether a body declaring `declaredLength` (NaN when it declares none) is small enough to discard. */
export function worthDiscarding(declaredLength: number): boolean {
  return !(declaredLength > DISCARD_MAX_BYTES);
}

/** Reads and drops the rest of a body of which `alreadyRead` bytes were read, within the bounds above.
 *  Never throws: a client that goes away has nothing left to read. */
export async function discardRest(chunks: BodyChunks, alreadyRead: number): Promise<void> {
  let seen = alreadyRead;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outOfTime = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), DISCARD_MAX_MS);
  });
  try {
    for (;;) {
      const step = await Promise.race([chunks.next(), outOfTime]);
      if (step === "timeout" || (!step.done && (seen += step.value?.length ?? 0) > DISCARD_MAX_BYTES)) {
        await Promise.resolve(chunks.stop()).catch(() => {});
        return;
      }
      if (step.done) return;
    }
  } catch {
    // The client went away or sent less than it declared: nothing is left to read.
  } finally {
    clearTimeout(timer);
  }
}

/** Discards a web body nobody has read yet, when it declares at most DISCARD_MAX_BYTES. */
export async function discardUnreadBody(body: ReadableStream<Uint8Array> | null, declaredLength: number): Promise<void> {
  if (!body || body.locked || !worthDiscarding(declaredLength)) return;
  const reader = body.getReader();
  await discardRest({ next: () => reader.read(), stop: () => reader.cancel() }, 0);
}
