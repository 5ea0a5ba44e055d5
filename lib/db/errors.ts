// What a database error says about the data it was given. Read from the driver adapter's error as
// Prisma carries it (`meta.driverAdapterError.cause.code`, the SQLSTATE), for PostgreSQL and PGlite
// alike, without loading Prisma: the HTTP layer asks this of any error it did not expect.

/** SQLSTATEs for text PostgreSQL cannot hold: a NUL in a text column (22021), `\u0000` in jsonb
 *  (22P05). An unpaired surrogate makes jsonb input invalid (22P02), a code shared with other bad
 *  input (a malformed uuid), so that one counts only when it names json. */
const UNSTORABLE_TEXT = new Set(["22021", "22P05"]);

interface AdapterCause {
  originalCode?: unknown;
  code?: unknown;
  originalMessage?: unknown;
  message?: unknown;
}

function adapterCause(err: unknown): AdapterCause | undefined {
  return (err as { meta?: { driverAdapterError?: { cause?: AdapterCause } } } | null)?.meta?.driverAdapterError?.cause;
}

/** True when a write failed because some text in it cannot be stored. Inputs are checked where they
 *  are read (lib/errors/storable-text.ts); this is the net under a reader that forgot, so the client
 *  still gets a 400 rather than a 500. */
export function isUnstorableTextError(err: unknown): boolean {
  const cause = adapterCause(err);
  const code = cause?.originalCode ?? cause?.code;
  if (typeof code !== "string") return false;
  if (UNSTORABLE_TEXT.has(code)) return true;
  const message = cause?.originalMessage ?? cause?.message;
  return code === "22P02" && typeof message === "string" && message.includes("type json");
}
