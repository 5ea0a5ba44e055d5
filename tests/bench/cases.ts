// The endpoints the bench drives, per phase. Baselines come first in every phase so each ratio is
// taken against figures of the same server run. Formats come from lib/compile (the one list).
import { FORMATS } from "@/lib/compile";
import { searchPath, searchQueries, styleMdDocument } from "./inputs";
import type { LoadRequest } from "./load";

export type CaseGroup = "baseline" | "compile" | "search" | "validate" | "check";

export interface BenchCase {
  id: string;
  label: string;
  group: CaseGroup;
  request: Pick<LoadRequest, "paths" | "method" | "headers" | "body">;
  /** The status class every answer must have; anything else counts as a failed request. */
  expect: "2xx" | "3xx";
}

/** The gallery style every compile case serves: visual, with images, a palette and guardrails. */
export const COMPILE_SLUG = "risograph-zine-k2f9";
/** Served by the same server from the build's static folder (next start serves files present at start). */
export const STATIC_PATH = "/_next/static/bench/compiled-spec.md";
/** Distinct queries per phase: more than the index caches (500), fewer than a phase sends. */
const DISTINCT_QUERIES = 4_000;

const get = (paths: string[], headers?: Record<string, string>): BenchCase["request"] => ({ paths, method: "GET", headers });

export function baselineCases(): BenchCase[] {
  return [
    { id: "health", label: "health (baseline)", group: "baseline", request: get(["/api/v1/health"]), expect: "2xx" },
    { id: "static", label: "static file (baseline)", group: "baseline", request: get([STATIC_PATH]), expect: "2xx" },
  ];
}

export function compileCases(formats: readonly string[] = FORMATS): BenchCase[] {
  return formats.map((format) => ({
    id: `compile:${format}`,
    label: `compile ${format}`,
    group: "compile" as const,
    request: get([`/api/v1/styles/${COMPILE_SLUG}?format=${format}`]),
    expect: "2xx" as const,
  }));
}

/** The 304 case needs the current ETag, which only the running server can tell. */
export function notModifiedCase(etag: string): BenchCase {
  return {
    id: "compile:304",
    label: "compile 304 (If-None-Match)",
    group: "compile",
    request: get([`/api/v1/styles/${COMPILE_SLUG}`], { "If-None-Match": etag }),
    expect: "3xx",
  };
}

export function searchCases(): BenchCase[] {
  return [
    { id: "search:listing", label: "search listing (no query)", group: "search", request: get(["/api/v1/styles"]), expect: "2xx" },
    {
      id: "search:repeated",
      label: "search one repeated query",
      group: "search",
      request: get(["/api/v1/styles?query=grainy%20poster&sort=popular&limit=25"]),
      expect: "2xx",
    },
    {
      id: "search:distinct",
      label: "search distinct queries",
      group: "search",
      request: get(searchQueries(DISTINCT_QUERIES).map(searchPath)),
      expect: "2xx",
    },
  ];
}

export function validateCase(): BenchCase {
  return {
    id: "validate",
    label: "validate 5 KB STYLE.md",
    group: "validate",
    request: { paths: ["/api/v1/style-md/validate"], method: "POST", headers: { "Content-Type": "text/markdown; charset=utf-8" }, body: styleMdDocument() },
    expect: "2xx",
  };
}

/** A writing voice of the seed gallery, and a passage of release notes (about 110 words) to check. */
export const CHECK_SLUG = "release-notes-plainly-t4u8";
const CHECK_TEXT =
  "Version 2.4 fixes the export that dropped the last colour of a palette. Search now matches British and American " +
  "spellings, and small typos find what you meant. The builder saves as you type; Undo goes back one change at a time. " +
  "Generating a style no longer waits for its images. Publishing asks once, then says what happens next. The API " +
  "answers 413 to a file over 8 MB before it reads the body, so clients see why. We removed the old share links; " +
  "they redirect to the new ones for a year. Nothing else changed. Thanks to everyone who reported the palette bug.";

export function checkTextCase(): BenchCase {
  return {
    id: "check:text",
    label: "check a 110-word text",
    group: "check",
    request: { paths: [`/api/v1/styles/${CHECK_SLUG}/check`], method: "POST", headers: { "Content-Type": "text/plain; charset=utf-8" }, body: CHECK_TEXT },
    expect: "2xx",
  };
}
