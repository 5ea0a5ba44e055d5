// One error for every way a guarded fetch can fail. `reason` is for code (the API maps too_large to
// 413, the rest to 400); `message` is for the person who gave us the URL, so it names their host and
// says what to change, but never repeats what an internal name resolved to (that would turn the
// fetcher into a probe of our own DNS).

export type SafeFetchReason =
  | "invalid_url"
  | "not_https"
  | "credentials"
  | "blocked_address"
  | "dns"
  | "too_large"
  | "http_status"
  | "timeout"
  | "redirects"
  | "network";

export class SafeFetchError extends Error {
  readonly reason: SafeFetchReason;
  /** The host the failing request was for, when there was one. */
  readonly host: string | null;
  /** The status the server answered, for `http_status`. */
  readonly status: number | null;

  constructor(reason: SafeFetchReason, message: string, extra: { host?: string | null; status?: number; cause?: unknown } = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = "SafeFetchError";
    this.reason = reason;
    this.host = extra.host ?? null;
    this.status = extra.status ?? null;
  }
}

/** "8 MB", "64 KB", "900 bytes": sizes as a person reads them. */
export function formatBytes(n: number): string {
  const MB = 1024 * 1024;
  if (n >= MB) return `${Number((n / MB).toFixed(1))} MB`;
  if (n >= 1024) return `${Number((n / 1024).toFixed(1))} KB`;
  return `${n} bytes`;
}

export function formatSeconds(ms: number): string {
  return ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`;
}
