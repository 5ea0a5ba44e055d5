// Maps a URL path to an App Router route handler file the way Next.js does (static segments before
// dynamic ones before catch-alls), so tests can serve app/**/route.ts over real HTTP without a build.
import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

export interface RouteFile {
  file: string;
  segments: string[];
}

export function discoverRoutes(appDir: string): RouteFile[] {
  const out: RouteFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/^route\.(ts|tsx|js)$/.test(name)) {
        const segments = relative(appDir, dir)
          .split(sep)
          .filter((s) => s && !/^\(.*\)$/.test(s)); // route groups do not appear in URLs
        out.push({ file: full, segments });
      }
    }
  };
  walk(appDir);
  return out;
}

function rank(segment: string): number {
  if (segment.startsWith("[[...")) return 3;
  if (segment.startsWith("[...")) return 2;
  if (segment.startsWith("[")) return 1;
  return 0;
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {};
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    const catchAll = /^\[\[?\.\.\.(\w+)\]\]?$/.exec(seg);
    if (catchAll) {
      const rest = parts.slice(i);
      if (rest.length === 0 && !seg.startsWith("[[")) return null;
      params[catchAll[1]!] = rest.map(decodeURIComponent);
      return params;
    }
    const part = parts[i];
    if (part === undefined) return null;
    const dynamic = /^\[(\w+)\]$/.exec(seg);
    if (dynamic) params[dynamic[1]!] = decodeURIComponent(part);
    else if (seg !== part) return null;
  }
  return parts.length === pattern.length ? params : null;
}

export function matchRoute(routes: RouteFile[], pathname: string) {
  const parts = pathname.split("/").filter(Boolean);
  const candidates = routes
    .map((r) => ({ route: r, params: matchSegments(r.segments, parts) }))
    .filter((c): c is { route: RouteFile; params: Record<string, string | string[]> } => c.params !== null);
  // Most specific first: compare segment ranks left to right.
  candidates.sort((a, b) => {
    const n = Math.max(a.route.segments.length, b.route.segments.length);
    for (let i = 0; i < n; i++) {
      const d = rank(a.route.segments[i] ?? "[[...]]") - rank(b.route.segments[i] ?? "[[...]]");
      if (d !== 0) return d;
    }
    return 0;
  });
  return candidates[0] ?? null;
}
