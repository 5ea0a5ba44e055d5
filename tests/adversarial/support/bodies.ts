// Generators of request bodies, as bytes with the Content-Type they claim: JSON (wrong types, deep,
// huge, truncated, invalid UTF-8, duplicate and prototype keys), multipart forms (well formed and
// broken), Markdown and plain bytes.
import fc from "fast-check";
import { text } from "./inputs";

export interface Body {
  type: string | null;
  bytes: Uint8Array;
}

const utf8 = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));

/** A value of the wrong type (or the right one) for a field. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: text },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [""], [null], { length: 1 }) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 30 }) },
);

/** Raw bytes that are not valid UTF-8: lone continuation bytes, overlong and truncated sequences,
 *  surrogates, 0xFE/0xFF. */
export const invalidUtf8 = fc
  .array(fc.constantFrom([0x80], [0xbf], [0xc0, 0xaf], [0xe0, 0x80, 0xaf], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80], [0xfe], [0xff], [0xc3], [0xe2, 0x82], [0x00]), { minLength: 1, maxLength: 6 })
  .map((parts) => Buffer.from(parts.flat()));

function deep(n: number, open: string, close: string, balanced: boolean): string {
  return open.repeat(n) + (balanced ? close.repeat(n) : close.repeat(Math.floor(n / 2)));
}

/** JSON bodies for an endpoint whose fields are `fields` (each present, missing or of a wrong type). */
export function jsonBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  const record = fc.record(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, fc.oneof({ weight: 2, arbitrary: v }, { weight: 1, arbitrary: anyValue })])), { requiredKeys: [] });
  const withStrangers = fc.tuple(record, fc.dictionary(text, anyValue, { maxKeys: 3 })).map(([r, extra]) => ({ ...extra, ...r }));
  const json = (type: string) => (s: string) => ({ type, bytes: utf8(s) });
  return fc.oneof(
    { weight: 6, arbitrary: withStrangers.map((o) => JSON.stringify(o)).map(json("application/json")) },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v) ?? "null").map(json("application/json")) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(fc.integer({ min: 1, max: 200_000 }), fc.constantFrom(["[", "]"], ['{"a":', "}"]), fc.boolean())
        .map(([n, [o, c], balanced]) => deep(n, o!, c!, balanced))
        .map(json("application/json")),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...Object.keys(fields), "text"), fc.integer({ min: 64 * 1024, max: 3 * 1024 * 1024 }))
        .map(([k, n]) => `{"${k}":"${"x".repeat(n)}"}`)
        .map(json("application/json")),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...Object.keys(fields), "text"), invalidUtf8).map(([k, bad]) => ({
        type: "application/json",
        bytes: new Uint8Array(Buffer.concat([Buffer.from(`{"${k}":"a`), bad, Buffer.from('"}')])),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          "",
          " ",
          "{",
          '{"text":',
          '{"text":"a"',
          "[",
          "nul",
          "\uFEFF{}",
          '{"text":"a","text":1}',
          '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
          '{"text":1e999}',
          '{"text":"\\ud800"}',
          '{"text":"\\u0000"}',
          "{'text':'single'}",
          '{"text":"a"}garbage',
          "[]",
          "null",
          "0",
          '"str"',
        )
        .map(json("application/json")),
    },
    { weight: 1, arbitrary: withStrangers.map((o) => JSON.stringify(o)).map(json("text/plain")) },
  );
}

/** A multipart/form-data part. */
interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Uint8Array;
}

/** A tiny valid PNG (1x1), so some uploads get past the image check. */
const PNG_1X1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

const partData = fc.oneof(
  { weight: 3, arbitrary: text.map(utf8) },
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2048 }) },
  { weight: 1, arbitrary: fc.constant(new Uint8Array(PNG_1X1)) },
  { weight: 1, arbitrary: fc.constant(new Uint8Array(PNG_1X1.subarray(0, 40))) },
  { weight: 1, arbitrary: fc.constant(utf8("%PDF-1.4\n%%EOF")) },
  { weight: 1, arbitrary: invalidUtf8.map((b) => new Uint8Array(b)) },
);

function multipart(parts: Part[], boundary: string, how: "ok" | "no-end" | "lf" | "wrong-boundary" | "no-boundary"): Body {
  const chunks: Buffer[] = [];
  const nl = how === "lf" ? "\n" : "\r\n";
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    chunks.push(Buffer.from(`--${boundary}${nl}Content-Disposition: ${disposition}${nl}${p.type ? `Content-Type: ${p.type}${nl}` : ""}${nl}`, "utf8"), Buffer.from(p.data), Buffer.from(nl));
  }
  if (how !== "no-end") chunks.push(Buffer.from(`--${boundary}--${nl}`));
  const declared = how === "wrong-boundary" ? `${boundary}x` : boundary;
  return { type: how === "no-boundary" ? "multipart/form-data" : `multipart/form-data; boundary=${declared}`, bytes: new Uint8Array(Buffer.concat(chunks)) };
}

/** Multipart forms for POST /extractions: the contract's part names and strangers, files of any bytes. */
export const multipartBody: fc.Arbitrary<Body> = fc
  .tuple(
    fc.array(
      fc.record(
        {
          name: fc.oneof(fc.constantFrom("image", "image_0", "image_1", "file_0", "document_0", "text", "name", "image_99", "IMAGE", "image_-1"), text),
          filename: fc.oneof(fc.constantFrom("a.png", "../../etc/passwd", "a\u0000.png", "\u202Egnp.exe", "", "x".repeat(500), "é.jpg"), text),
          type: fc.constantFrom("image/png", "image/jpeg", "application/pdf", "text/plain", "application/octet-stream", "image/svg+xml", ""),
          data: partData,
        },
        { requiredKeys: ["name", "data"] },
      ),
      { maxLength: 14 },
    ),
    fc.stringMatching(/^[A-Za-z0-9'()+_,.\-]{1,70}$/),
    fc.constantFrom("ok", "ok", "ok", "no-end", "lf", "wrong-boundary", "no-boundary"),
  )
  .map(([parts, boundary, how]) => multipart(parts as Part[], boundary, how as Parameters<typeof multipart>[2]));

/** Anything else a body might be. */
export const rawBody: fc.Arbitrary<Body> = fc.oneof(
  fc.record({ type: fc.constantFrom("text/markdown", "text/plain", "text/x-markdown", null), bytes: text.map(utf8) }),
  fc.record({ type: fc.constantFrom("application/octet-stream", "image/png", "text/markdown", null), bytes: fc.uint8Array({ maxLength: 4096 }) }),
  fc.record({ type: fc.constantFrom("text/markdown", "application/json"), bytes: invalidUtf8.map((b) => new Uint8Array(b)) }),
  fc.record({ type: fc.constantFrom("text/markdown", "application/json", "multipart/form-data; boundary=x"), bytes: fc.constant(new Uint8Array(0)) }),
);
