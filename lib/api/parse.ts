// Turning zod failures into the one-line messages the HTTP layer sends as 400 invalid_request.
// Messages name the parameter first ("limit: must be an integer from 1 to 25") so a caller can fix
// the request without reading the docs.
import type { z } from "zod";

export type ParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** All issues as `path: message`, joined with "; ". Issues without a path (cross-field rules) keep
 *  their bare message. */
export function formatIssues(error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const path = issue.path.map(String).join(".");
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return [...new Set(lines)].join("; ");
}

/** Parses query parameters. A repeated parameter counts with its first value (so `?limit=5&limit=x`
 *  is 5); parameters the schema does not know are ignored. */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  searchParams: URLSearchParams,
): ParseResult<z.output<S>> {
  const first: Record<string, string> = {};
  for (const [key, value] of searchParams) {
    if (!Object.hasOwn(first, key)) first[key] = value;
  }
  return parseValue(schema, first);
}

/** Parses an already-decoded value (a JSON body, FormData text fields, path params). */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(value);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: formatIssues(result.error) };
}
