// What a database error says about the data it was given. Read from the driver adapter's error as
// Prisma carries it (`meta.driverAdapterError.cause.code`, the SQLSTATE), for PostgreSQL and PGlite
// alike, without loading Prisma: the HTTP layer asks this of any error it did not expect.

/** SQLSTATEs for text PostgreSQL cannot hold: a NUL in a text column (22021), `\u0000` in jsonb
 *  (22P05), and an unpaired surrogate that makes jsonb input invalid (22P02). */
const UNSTORABLE_TEXT = new Set(["22021", "22P05", "22P02"]);

function sqlState(err: unknown): string | null {
  const meta = (err as { meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } } } | null)?.meta;
  const cause = meta?.driverAdapterError?.cause;
  const code = cause?.originalCode ?? cause?.code;
  return typeof code === "string" ? code : null;
}

/** True when a write failed because some text in it cannot be stored. Inputs are checked where they
 *  are read (lib/http/storable-text.ts); this is the net under a reader that forgot, so the client
 *  still gets a 400 rather than a 500. */
export function isUnstorableTextError(err: unknown): boolean {
  const code = sqlState(err);
  return code !== null && UNSTORABLE_TEXT.has(code);
}
