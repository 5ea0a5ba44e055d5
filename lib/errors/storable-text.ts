// Text a request may carry but PostgreSQL cannot store: the NUL character (text columns refuse byte
// 0x00, jsonb refuses \u0000) and unpaired UTF-16 surrogates (jsonb refuses "\ud800"; they are not
// Unicode text at all). JSON bodies and tool arguments can spell both, a query string NUL (`%00`).
// Left alone they reach an insert and fail there as a 500; they are the client's mistake, so every
// text input is checked where it is read and refused with 400 invalid_request naming the field.
// Object keys are not checked: fields a schema does not know are dropped, never stored.
import { invalidRequest } from "@/lib/errors";

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A field path, given up on past a readable length (a body may nest thousands of levels deep). */
const child = (at: string, key: string | number) => (at.length > 120 ? at : at ? `${at}.${key}` : String(key));

/** The path (`text`, `image_url.2`, `images.0.filename`) of the first string in `value` that cannot be
 *  stored, or null when there is none. Walks with its own stack, for the same reason. */
export function unstorableField(value: unknown, path = ""): string | null {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [v, at] = pending.pop()!;
    if (typeof v === "string") {
      if (UNSTORABLE.test(v)) return at || "value";
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) pending.push([v[i], child(at, i)]);
    } else if (v && typeof v === "object") {
      for (const [key, inner] of Object.entries(v).reverse()) pending.push([inner, child(at, key)]);
    }
  }
  return null;
}

/** Throws 400 invalid_request when some string in `value` cannot be stored. */
export function assertStorable(value: unknown, path = ""): void {
  const field = unstorableField(value, path);
  if (field !== null) {
    throw invalidRequest(`${field}: contains a NUL character or an unpaired UTF-16 surrogate, which text may not contain`);
  }
}
