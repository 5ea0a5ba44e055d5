// Tool arguments are JSON (numbers, booleans), REST query values are strings; the rules are the same.
// So a tool's input schema states the types, and shows the model the bounds (JSON Schema minimum,
// maximum, maxLength; paging bounds and defaults read from the REST query schema itself, intArg)
// without enforcing them; every call is then checked by that very REST schema (restChecked), so a
// value out of bounds is a tool error with REST's invalid_request and message, never a second wording.
import { z } from "zod";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest, ServiceError } from "@/lib/errors";
import { assertStorable } from "@/lib/errors/storable-text";

interface ZodDef {
  type: string;
  defaultValue?: unknown;
  innerType?: { _zod: { def: ZodDef } };
  out?: { minValue?: number | null; maxValue?: number | null };
}

/** An integer argument with the bounds and default of a REST integer query parameter (lib/api intParam). */
export function intArg(restParam: unknown, description: string) {
  const def = (restParam as { _zod: { def: ZodDef } })._zod.def;
  const number = def.innerType?._zod.def.out;
  if (def.type !== "default" || typeof def.defaultValue !== "number" || number?.minValue == null || number.maxValue == null) {
    throw new Error("intArg expects an intParam() of lib/api/params.ts");
  }
  return z.number().int().default(def.defaultValue).meta({ description, minimum: number.minValue, maximum: number.maxValue });
}

/** An optional string argument of at most `max` characters (enforced by the REST schema or service). */
export function textArg(max: number, description: string) {
  return z.string().optional().meta({ description, maxLength: max });
}

/** The arguments as the REST query they mirror, parsed by the REST schema: a failure is the same
 *  400 invalid_request with the same message. */
export function restChecked<S extends z.ZodType>(schema: S, args: Record<string, unknown>): z.output<S> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined || value === null) continue;
    query[key] = typeof value === "string" ? value : String(value);
    // As REST's queryOf does (lib/http/parse.ts).
    assertStorable(query[key], key);
  }
  const parsed = parseValue(schema, query);
  if (!parsed.ok) throw invalidRequest(parsed.message);
  return parsed.value as z.output<S>;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** An image sent as base64 (a `data:` URL prefix is accepted) as its bytes, at most `maxBytes`:
 *  checked before decoding, so an oversized image costs no buffer. `field` names it in refusals. */
export function base64Bytes(data: string, field: string, maxBytes: number, whose: string): Buffer {
  const bare = data.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!BASE64.test(bare) || bare.length % 4 === 1) throw invalidRequest(`${field}.data: not valid base64`);
  const tooLarge = () => new ServiceError("payload_too_large", `${field} is larger than ${maxBytes / (1024 * 1024)} MB, the most ${whose} may be.`);
  if (Math.floor((bare.length * 3) / 4) > maxBytes + 2) throw tooLarge();
  const bytes = Buffer.from(bare, "base64");
  if (bytes.length > maxBytes) throw tooLarge();
  return bytes;
}
