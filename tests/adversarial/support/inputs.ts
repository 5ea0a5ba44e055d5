// Generators of hostile input: strings with unicode tricks, path refs, query strings and headers.
// Bodies are in ./bodies.ts. Everything here is plain data, so a counterexample prints readably.
import fc from "fast-check";
import type { QueryParam } from "./contract";

/** Direction overrides, zero-width and BOM, NUL and other controls, line separators, combining and
 *  astral characters, lone surrogates, and the syntax of URLs, HTML, templates and JSON. */
const TRICKS = [
  "\u202E", "\u202D", "\u200B", "\u200D", "\u2060", "\uFEFF", "\u0000", "\u0007", "\u001B", "\u007F", "\u0085",
  "\u2028", "\u2029", "\uFFFD", "\uFFFF", "e\u0301", "\u0130", "ß", "ﬁ", "😀", "👩‍👩‍👧", "𝕏", "\uD800", "\uDFFF",
  "<script>alert(1)</script>", "'\"`", "${x}", "{{x}}", "%", "%25", "%00", "%2F", "%ff", "../", "..\\", ".", "..",
  "/", "\\", "?", "#", "&", "=", "+", ";", ",", ":", "@", " ", "\t", "\r\n", "null", "undefined", "NaN", "-1", "0",
  "1e309", "true", "[]", "{}", "__proto__", "constructor", "risograph-zine-k2f9",
];

export const trick = fc.constantFrom(...TRICKS);

/** Any text a client might send, hostile on purpose. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 4, arbitrary: fc.array(fc.oneof(trick, fc.string({ maxLength: 6 })), { maxLength: 8 }).map((p) => p.join("")) },
  // Long, but short enough that a request head carrying it stays under Node's 16 KiB limit.
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom("a", "é", "%", "/", " ", "-"), fc.integer({ min: 100, max: 1_500 })).map(([c, n]) => c.repeat(n)) },
);

/** Text for header values: the same tricks, kept short. */
const shortText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: "binary", maxLength: 12 }), fc.array(fc.oneof(trick, fc.string({ maxLength: 6 })), { maxLength: 5 }).map((p) => p.join("")));

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes of `s` (lone surrogates become U+FFFD, as a client's encoder
 *  would), keeping unreserved characters and any listed in `keep`. */
export function pctEncode(s: string, keep = ""): string {
  let out = "";
  for (const byte of Buffer.from(s, "utf8")) {
    const c = String.fromCharCode(byte);
    out += byte < 0x80 && (UNRESERVED.test(c) || keep.includes(c)) ? c : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** A path segment, encoded strictly or leaving sub-delimiters raw; always decodable. */
export function segment(value: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(value, fc.boolean()).map(([v, loose]) => pctEncode(v, loose ? "!$&'()*+,;=:@" : ""));
}

/** Percent sequences the router cannot decode: a lone or short `%`, non-hex, a lone continuation
 *  byte, overlong, truncated, surrogate and five-byte forms. */
export const malformedEscape = fc.constantFrom("%", "%f", "%zz", "%%", "%ff%fe", "%80", "%C0%AF", "%E0%A4%A", "%E0%A4", "%ED%A0%80", "%F8%88%80%80%80", "%F4%90%80%80", "%c3%28", "%G1", "%u00e9");

export const SITE_FORMS = ["http://localhost:3000", "https://styleshelf.example", "http://127.0.0.1", "https://evil.example", "javascript:"];

/** Style refs: the real ones given, and every wrong form (ids, URLs, dot segments, unicode, long). */
export function styleRef(real: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 3, arbitrary: text.filter((s) => s.length > 0) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.uuid({ version: [1, 3, 5, 7] }).map((u) => u.toUpperCase()) },
    { weight: 2, arbitrary: fc.stringMatching(/^[a-z0-9-]{1,60}$/) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(...SITE_FORMS), fc.constantFrom("/share/", "/builder/", "/s/", "/share//", "/"), fc.oneof(fc.constantFrom(...real), fc.uuid(), text), fc.constantFrom("", "?x=1", "#frag", ".md", "/"))
        .map((p) => p.join("")),
    },
    { weight: 1, arbitrary: fc.constantFrom(".", "..", "...", "./risograph-zine-k2f9", "risograph-zine-k2f9/..", "-", "--", "a".repeat(5000)) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...real), trick).map(([r, t]) => r + t) },
  );
}

/** A value for a query parameter: its own values (and near misses) or anything. */
function paramValue(p: QueryParam | undefined): fc.Arbitrary<string> {
  const numbers = fc.constantFrom("-1", "0", "1", "8", "20", "25", "26", "50", "51", "200", "201", "500", "501", "1.5", "1e3", "012", "+3", " 4", "0x10", "9".repeat(40), "NaN", "Infinity", "-0", "");
  const own = p && p.values.length ? fc.constantFrom(...p.values).chain((v) => fc.constantFrom(v, v.toUpperCase(), ` ${v}`, `${v},${v}`, `${v}\u0000`)) : numbers;
  return fc.oneof({ weight: 3, arbitrary: own }, { weight: 2, arbitrary: numbers }, { weight: 3, arbitrary: text });
}

/** A query string for an operation: its parameters (good, bad, repeated) and strangers, encoded in
 *  several ways, some of them broken. Starts with `?` unless empty. */
export function queryString(params: readonly QueryParam[]): fc.Arbitrary<string> {
  const names = params.map((p) => p.name);
  const key = fc.oneof(
    { weight: 5, arbitrary: names.length ? fc.constantFrom(...names) : fc.constant("query") },
    { weight: 1, arbitrary: names.length ? fc.constantFrom(...names).map((n) => n.toUpperCase()) : fc.constant("Q") },
    { weight: 2, arbitrary: text },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "a[]", "a[b]", "", "client", "format", "limit") },
  );
  const pair = key.chain((k) =>
    fc.tuple(fc.constant(k), paramValue(params.find((p) => p.name === k)), fc.constantFrom("strict", "raw", "broken", "bare")).map(([k2, v, how]) => {
      if (how === "bare") return pctEncode(k2);
      if (how === "raw") return `${pctEncode(k2, "=&+")}=${pctEncode(v, "=&+/?:@,;")}`;
      if (how === "broken") return `${pctEncode(k2)}=${pctEncode(v)}%${v.length % 2 ? "" : "zz"}`;
      return `${pctEncode(k2)}=${pctEncode(v)}`;
    }),
  );
  return fc.array(pair, { maxLength: 8 }).map((pairs) => (pairs.length ? `?${pairs.join("&")}` : ""));
}

/** What node:http may send as a header value: the UTF-8 bytes of `s` read as latin1, without the
 *  bytes HTTP forbids there (controls other than tab). */
export function headerValue(s: string): string {
  return Buffer.from(s, "utf8").toString("latin1").replace(/[^\t\x20-\x7e\x80-\xff]/g, "");
}

export interface HeaderPools {
  /** Access tokens that may do everything on this surface: most requests carry one of these. */
  primary: readonly string[];
  /** Access tokens of every kind the test made (valid, expired, revoked, wrong scope or resource). */
  tokens: readonly string[];
  /** ETags seen from the server. */
  etags: readonly string[];
}

const authorization = (pools: HeaderPools) =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constantFrom(...pools.primary).map((t) => `Bearer ${t}`) },
    { weight: 3, arbitrary: fc.constantFrom(...pools.tokens).map((t) => `Bearer ${t}`) },
    { weight: 1, arbitrary: fc.constantFrom(...pools.tokens).chain((t) => fc.constantFrom(`bearer ${t}`, `BEARER ${t}`, `Bearer  ${t}`, `Bearer ${t} `, `Bearer ${t}x`, `Bearer ${t.slice(0, -1)}`, `Bearer ${t},Bearer ${t}`, `Bearer ${t} extra`, t, `Basic ${Buffer.from(`${t}:x`).toString("base64")}`)) },
    { weight: 2, arbitrary: fc.constantFrom("Bearer", "Bearer ", "Bearer null", "Bearer undefined", "Basic dXNlcjpwYXNz", "Digest x", "Token abc", "", " ", "Bearer \t", `Bearer ${"a".repeat(6000)}`) },
    { weight: 2, arbitrary: shortText.map((t) => headerValue(`Bearer ${t}`)) },
  );

const etag = (pools: HeaderPools) =>
  fc.oneof(
    { weight: 2, arbitrary: pools.etags.length ? fc.constantFrom(...pools.etags) : fc.constant('"x"') },
    { weight: 1, arbitrary: pools.etags.length ? fc.constantFrom(...pools.etags).map((e) => `W/${e}, "zzz"`) : fc.constant("*") },
    { weight: 2, arbitrary: fc.constantFrom("*", '""', '"', "W/", 'W/"x"', '"a", "b"', ",,,", `"${"x".repeat(6000)}"`) },
    { weight: 2, arbitrary: shortText.map(headerValue) },
  );

const ACCEPTS = ["text/markdown", "application/json", "*/*", "text/html", "text/markdown;q=0", "text/event-stream", "image/png", "application/json, text/event-stream", "", ",", "text/*;q=abc", `${"a/b,".repeat(1500)}`];
const CONTENT_TYPES = ["application/json", "application/json; charset=utf-16", "text/markdown", "text/plain", "multipart/form-data", "multipart/form-data; boundary=", "application/x-www-form-urlencoded", "APPLICATION/JSON", "application/json;;;", "text/html", "application/octet-stream", ""];

/** Request headers: Authorization, If-None-Match, Accept, Content-Type and the rest, each present or
 *  not. A fresh client address per request keeps the rate limit from answering everything. */
export function headersArb(pools: HeaderPools): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        // Mostly present: without a token most operations stop at their 401.
        authorization: fc.option(authorization(pools), { freq: 6, nil: undefined }),
        "if-none-match": etag(pools),
        accept: fc.oneof(fc.constantFrom(...ACCEPTS), shortText.map(headerValue)),
        "content-type": fc.oneof(fc.constantFrom(...CONTENT_TYPES), shortText.map(headerValue)),
        "x-service-client": fc.oneof(fc.constantFrom("gpt", "skill", "design-tool-skill", "GPT", "a".repeat(300)), shortText.map(headerValue)),
        origin: fc.constantFrom("https://evil.example", "null", "http://localhost:3000", "file://"),
        "accept-encoding": fc.constantFrom("gzip", "br", "identity;q=0", "*;q=0", "zstd"),
        "x-forwarded-for": fc.constantFrom("unknown", "::1", "1.1.1.1, 2.2.2.2", "", "999.999.999.999", "a".repeat(500)),
        extra: fc.tuple(fc.stringMatching(/^x-[a-z0-9-]{1,20}$/), shortText.map(headerValue)),
      },
      { requiredKeys: ["authorization"] },
    )
    .map(({ extra, authorization: auth, ...h }) => {
      const out: Record<string, string> = { ...h };
      if (auth !== undefined) out.authorization = auth;
      if (extra) out[extra[0]] = extra[1];
      return out;
    });
}

let lane = 0;
/** A client address of its own for one request (rate-limit lanes are per IP without a token). */
export function freshIp(): string {
  lane++;
  return `10.${(lane >> 16) & 255}.${(lane >> 8) & 255}.${lane & 255}`;
}
