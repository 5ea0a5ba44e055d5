// The properties every answer must have. Each check throws with the request that broke it, so a
// fast-check counterexample reads as a bug report.
import { CORS_HEADERS } from "@/lib/http/cors";
import { expectMatchesOpenApi } from "../../support/openapi";
import { V1_ERROR_CODES } from "./contract";
import { describe, type Answer, type Outgoing } from "./send";

export class Violation extends Error {
  constructor(what: string, req: Outgoing, answer?: Answer) {
    const got = answer ? `\n  got ${answer.status} ${answer.headers.get("content-type") ?? "(no type)"}: ${JSON.stringify(answer.text.slice(0, 500))}` : "";
    super(`${what}\n  request: ${describe(req)}${got}`);
    this.name = "Violation";
  }
}

const CWD = process.cwd();

/** Signs that an answer carries internals: a stack frame, a file path of this machine, bundler ids,
 *  raw runtime error names. Generated inputs never contain these, so an echo cannot trip them. */
const LEAKS: [RegExp | string, string][] = [
  [/\n\s+at [^\n]*(\(|\s)[^\n]*:\d+:\d+\)?/, "a stack frame"],
  [CWD, "the server's working directory"],
  ["/node_modules/", "a node_modules path"],
  ["webpack-internal:", "a bundler module id"],
  ["[project]/", "a bundler module id"],
  [/\b(TypeError|ReferenceError|RangeError|URIError|PrismaClient\w*Error)\b/, "a runtime error name"],
  [/Invalid `[\w.]*prisma/, "a Prisma error"],
];

export function expectNoLeak(req: Outgoing, answer: Answer): void {
  for (const [pattern, what] of LEAKS) {
    const hit = typeof pattern === "string" ? answer.text.includes(pattern) : pattern.test(answer.text);
    if (hit) throw new Violation(`the answer shows ${what}`, req, answer);
  }
}

function headBytes(req: Outgoing): number {
  const lines = Object.entries(req.headers ?? {}).map(([k, v]) => `${k}: ${v}\r\n`);
  return Buffer.byteLength(`${req.method} ${req.path} HTTP/1.1\r\n${lines.join("")}`, "latin1");
}

/** Node's HTTP server answers a request head (request line and headers) over 16 KiB with a bare 431
 *  before any code of ours runs. Generated heads near that size may get it; smaller ones may not. */
export function refusedByServer(req: Outgoing, answer: Answer): boolean {
  if (answer.status !== 431) return false;
  if (headBytes(req) < 12 * 1024) throw new Violation("a 431 for a request head under 12 KiB", req, answer);
  return true;
}

export function expectStatus(req: Outgoing, answer: Answer, allowed: ReadonlySet<number>): void {
  if (answer.status >= 500) throw new Violation(`a server error (${answer.status})`, req, answer);
  if (!allowed.has(answer.status)) throw new Violation(`status ${answer.status} is not one of ${[...allowed].join(", ")}`, req, answer);
}

/** The contract's headers of every v1 answer (spec "Authentication" 5 and "Limits"). */
export function expectV1Headers(req: Outgoing, answer: Answer): void {
  for (const [name, value] of Object.entries(CORS_HEADERS)) {
    if (name === "Access-Control-Max-Age") continue;
    if (answer.headers.get(name) !== value) throw new Violation(`${name} is ${JSON.stringify(answer.headers.get(name))}, not ${JSON.stringify(value)}`, req, answer);
  }
  for (const name of ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"]) {
    if (!/^\d+$/.test(answer.headers.get(name) ?? "")) throw new Violation(`${name} is missing or not a number`, req, answer);
  }
  if (answer.status === 429 && !/^\d+$/.test(answer.headers.get("retry-after") ?? "")) throw new Violation("a 429 without Retry-After", req, answer);
}

export function jsonOf(req: Outgoing, answer: Answer): any {
  const type = answer.headers.get("content-type") ?? "";
  if (!type.startsWith("application/json")) throw new Violation("expected a JSON answer", req, answer);
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new Violation("the JSON answer does not parse", req, answer);
  }
}

/** A v1 error: JSON `{error, message}` with a code of the contract's list. */
export function expectV1Error(req: Outgoing, answer: Answer): void {
  const body = jsonOf(req, answer);
  if (!V1_ERROR_CODES.includes(body?.error)) throw new Violation(`error code ${JSON.stringify(body?.error)} is not in the contract's list`, req, answer);
  if (typeof body.message !== "string" || body.message.trim().length < 10) throw new Violation("an error without a readable message", req, answer);
  if (answer.status === 401 && !answer.headers.get("www-authenticate")?.startsWith("Bearer ")) throw new Violation("a 401 without a Bearer challenge", req, answer);
}

/** Everything a v1 answer must be. `template` is the documented operation the request was aimed at
 *  (null for a path the API does not have); its JSON bodies are checked against the OpenAPI schema. */
export function expectV1Answer(req: Outgoing, answer: Answer, allowed: ReadonlySet<number>, template: string | null): void {
  if (refusedByServer(req, answer)) return;
  expectStatus(req, answer, allowed);
  expectV1Headers(req, answer);
  expectNoLeak(req, answer);
  if (answer.status >= 400) expectV1Error(req, answer);
  const documented = template !== null && (req.method === "GET" || req.method === "POST") && answer.status !== 405;
  const type = answer.headers.get("content-type");
  if (documented && (type === null || type.startsWith("application/json"))) {
    try {
      expectMatchesOpenApi(req.method, template, answer.status, type, type ? JSON.parse(answer.text) : answer.text);
    } catch (err) {
      throw new Violation(`the answer does not match the OpenAPI document: ${(err as Error).message.slice(0, 800)}`, req, answer);
    }
  }
}
