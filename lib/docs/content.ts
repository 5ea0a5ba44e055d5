// Reads the Markdown sources under content/docs and content/blog (the I/O half of lib/docs; the rest
// is pure). The folder ships with the build through next.config's outputFileTracingIncludes.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parsePage, sortPages } from "./frontmatter";
import type { Collection, SourcePage } from "./types";

export function contentDir(): string {
  return join(/*turbopackIgnore: true*/ process.cwd(), "content");
}

export function readCollection(collection: Collection, dir = contentDir()): SourcePage[] {
  const folder = join(dir, collection);
  const files = readdirSync(folder).filter((f) => f.endsWith(".md"));
  return sortPages(files.map((f) => parsePage(collection, f, readFileSync(join(folder, f), "utf8"))));
}
