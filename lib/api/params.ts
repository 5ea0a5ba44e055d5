// Building blocks for query parameters. Query values arrive as strings, so every helper here turns the
// raw text into a typed value and fails with one short message that names the rule ("must be an
// integer from 1 to 25"); parseQuery prefixes the parameter name. The same schemas feed the OpenAPI
// document, so each helper keeps the documented type (integer, enum, string) and the bounds.
import { z } from "./zod";

/** Strict decimal integers only: "12" and "012" pass; "1.5", "1e3", "+3", " 4", "" and "abc" do not.
 *  Fifteen digits keep Number() exact; anything longer is out of range for every parameter anyway. */
const INTEGER_TEXT = /^-?\d{1,15}$/;

function toInteger(value: unknown): unknown {
  return typeof value === "string" && INTEGER_TEXT.test(value) ? Number(value) : value;
}

export interface IntParamOptions {
  min: number;
  max: number;
  default: number;
  description: string;
}

/** An integer query parameter with inclusive bounds and a default. */
export function intParam({ min, max, default: fallback, description }: IntParamOptions) {
  const error = `must be an integer from ${min} to ${max}`;
  // preprocess keeps the inner z.number() visible to the generator, so the document says
  // `type: integer, minimum, maximum` rather than `string`.
  return z
    .preprocess(toInteger, z.number({ error }).int({ error }).min(min, { error }).max(max, { error }))
    .default(fallback)
    .openapi({ description });
}

/** A string of at most `max` characters (query text, names, cursors). Empty strings are kept as given. */
export function textParam(max: number, description: string) {
  const error = `must be a string of at most ${max} characters`;
  return z.string({ error }).max(max, { error }).optional().openapi({ description });
}

/** One of a fixed set of values; any other value is an error (unknown values are never guessed at). */
export function enumParam<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number], description: string) {
  const error = `must be one of ${values.join(", ")}`;
  return z.enum(values, { error }).default(fallback).openapi({ description });
}

export const FLAG_VALUES = ["1", "true", "0", "false"] as const;

/** A boolean flag written exactly as `1`, `true`, `0` or `false` (the contract's forms; case matters).
 *  Documented as that string enum, because an OpenAPI `boolean` would not admit `1`. */
export function flagParam(description: string) {
  const error = `must be one of ${FLAG_VALUES.join(", ")}`;
  return z
    .enum(FLAG_VALUES, { error })
    .default("false")
    .transform((value) => value === "1" || value === "true")
    // Listed in the contract's order; z.enum stores numeric-looking values first.
    .openapi({ description, enum: [...FLAG_VALUES] });
}

export const CLIENT_CHANNELS = ["design-tool-skill", "gpt", "skill"] as const;
export type ClientChannel = (typeof CLIENT_CHANNELS)[number];

/** The attribution channel named by `?client=`, or null. The contract says other values are ignored
 *  and never an error, so anything unrecognised (including non-strings) maps to null. Case and
 *  surrounding spaces are forgiven because links get hand-typed. */
export function normalizeClient(value: unknown): ClientChannel | null {
  if (typeof value !== "string") return null;
  const candidate = value.trim().toLowerCase();
  return (CLIENT_CHANNELS as readonly string[]).includes(candidate) ? (candidate as ClientChannel) : null;
}

/** `client` never fails: z.unknown() accepts anything and the transform maps it to a channel or null.
 *  The `type: string` metadata gives the document the parameter's real wire type. */
export function clientParam() {
  return z
    .unknown()
    .optional()
    .transform(normalizeClient)
    .openapi({
      type: "string",
      description:
        "Attribution channel of the calling surface: `design-tool-skill`, `gpt` or `skill`. " +
        "Other values are ignored, never an error.",
    });
}

/** A UUID in the 8-4-4-4-12 hex form, any version (seeded ids are not always RFC-variant v4). */
export const UUID_TEXT = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export function uuidParam(description: string) {
  const error = "must be a UUID";
  return z.string({ error }).regex(UUID_TEXT, { error }).openapi({ format: "uuid", description });
}
