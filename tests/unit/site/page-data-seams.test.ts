// Pages read what services return (issue 22, seam 4): app/ code does not rebuild a style's id from one
// of its URLs, and does not provoke a ServiceError to borrow its words. A service that knows the id or
// the message returns it (listOwnStyles gives ids, plans.ts historyAccess gives the locked-entry words,
// ServiceError.reason tells causes of one code apart).
import { describe, expect, it } from "vitest";
import { filesUnder, read } from "./app-files";

/** Lines of app/ that match one of `patterns`, as `path:line: text`. */
function offenders(patterns: RegExp[]): string[] {
  return filesUnder("app", /\.(?:ts|tsx|js|jsx|mjs|cjs|mts|cts)$/).flatMap((path) =>
    read(path)
      .split("\n")
      .flatMap((line, i) => (patterns.some((re) => re.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/** An id cut out of a URL: a URL's path split on "/" (`.pathname.split(`, `.split("/").pop()`), or a
 *  regular expression over a /builder/ or /share/ path (a regex literal with `builder\/` or `share\/`,
 *  or `new RegExp(` on a string naming "/builder/" or "/share/"). */
const ID_FROM_URL = [
  /\.pathname\s*\.\s*split\s*\(/,
  /\.split\(\s*["'`]\/["'`]\s*\)\s*\.\s*(?:pop|at)\s*\(/,
  /(?:builder|share)\\\//,
  /new\s+RegExp\s*\([^)]*\/(?:builder|share)\//,
];

/** A ServiceError made only to read its message: `new ServiceError(...).message`, or a catch that
 *  hands back a caught ServiceError's message as its value (`instanceof ServiceError ... return
 *  err.message;`), which is how a page provokes an error to borrow its words. */
const BORROWED_MESSAGE = [/new\s+ServiceError\s*\([^;]*\)\s*\.\s*message\b/, /instanceof\s+ServiceError\b[^;]*\)\s*return\s+\w+\s*\.\s*message\s*;/];

describe("app/ pages take what services return", () => {
  it("never parse a style id out of a URL", () => {
    expect(offenders(ID_FROM_URL)).toEqual([]);
  });

  it("never construct or provoke a ServiceError just to read its message", () => {
    expect(offenders(BORROWED_MESSAGE)).toEqual([]);
  });

  it("the patterns catch the shapes they name", () => {
    const hit = (patterns: RegExp[], line: string) => patterns.some((re) => re.test(line));
    expect(hit(ID_FROM_URL, 'return new URL(item.url).pathname.split("/").pop() ?? "";')).toBe(true);
    expect(hit(ID_FROM_URL, "const id = url.match(/\\/builder\\/([0-9a-f-]+)/)?.[1];")).toBe(true);
    expect(hit(ID_FROM_URL, 'const m = new RegExp("/share/([^/]+)").exec(url);')).toBe(true);
    expect(hit(ID_FROM_URL, "<Link href={`/builder/${s.id}`}>")).toBe(false);
    expect(hit(BORROWED_MESSAGE, 'if (err instanceof ServiceError && err.code === "plan_limit_reached") return err.message;')).toBe(true);
    expect(hit(BORROWED_MESSAGE, 'const words = new ServiceError("forbidden", text).message;')).toBe(true);
    expect(hit(BORROWED_MESSAGE, 'if (err instanceof ServiceError && err.code === "forbidden") return { kind: "forbidden", message: err.message };')).toBe(false);
  });
});
