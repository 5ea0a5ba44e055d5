// Front matter of a docs or blog file: a YAML block between `---` lines, parsed with the `yaml`
// package and checked, so a typo in a content file fails loudly (at load and in the unit tests)
// instead of rendering a page with no title. Pure: the loader hands in the text.
import { parse } from "yaml";
import { BLOG_AUTHOR, type Collection, type SourcePage } from "./types";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export class ContentError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = "ContentError";
  }
}

export function splitFrontMatter(text: string): { yaml: string; body: string } | null {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text.replace(/^\uFEFF/, ""));
  return m ? { yaml: m[1]!, body: m[2]! } : null;
}

function str(data: Record<string, unknown>, key: string, file: string, required: boolean): string | null {
  const v = data[key];
  if (v === undefined || v === null) {
    if (required) throw new ContentError(file, `front matter needs \`${key}:\``);
    return null;
  }
  if (typeof v !== "string" || v.trim() === "") throw new ContentError(file, `\`${key}:\` must be non-empty text`);
  return v.trim();
}

/** Parses one content file; `file` is its name (e.g. `style-md.md`), used for the slug and in errors. */
export function parsePage(collection: Collection, file: string, text: string): SourcePage {
  const slug = file.replace(/\.md$/, "");
  if (!SLUG.test(slug)) throw new ContentError(file, "file names are lowercase words joined by hyphens");
  const split = splitFrontMatter(text);
  if (!split) throw new ContentError(file, "missing front matter: start the file with a `---` line");
  let data: unknown;
  try {
    data = parse(split.yaml);
  } catch (err) {
    throw new ContentError(file, `front matter is not valid YAML: ${(err as Error).message}`);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new ContentError(file, "front matter must be a mapping");
  const d = data as Record<string, unknown>;
  const title = str(d, "title", file, true)!;
  const description = str(d, "description", file, true)!;

  let order = 0;
  let date: string | null = null;
  let author: string | null = null;
  if (collection === "docs") {
    if (typeof d.order !== "number" || !Number.isFinite(d.order)) throw new ContentError(file, "docs pages need a numeric `order:`");
    order = d.order;
  } else {
    // YAML reads an unquoted 2026-11-20 as a Date; accept both spellings.
    const raw = d.date instanceof Date ? d.date.toISOString().slice(0, 10) : d.date;
    if (typeof raw !== "string" || !DATE.test(raw) || Number.isNaN(Date.parse(raw))) {
      throw new ContentError(file, "blog posts need `date:` as YYYY-MM-DD");
    }
    date = raw;
    author = str(d, "author", file, false) ?? BLOG_AUTHOR;
  }
  if (split.body.trim() === "") throw new ContentError(file, "the page has no text after its front matter");
  return { collection, slug, title, description, order, date, author, nav: str(d, "nav", file, false) ?? title, body: split.body };
}

/** Docs by `order` (then slug), blog posts newest first. */
export function sortPages(pages: SourcePage[]): SourcePage[] {
  return [...pages].sort((a, b) =>
    a.collection === "blog" && b.collection === "blog"
      ? (b.date ?? "").localeCompare(a.date ?? "") || a.slug.localeCompare(b.slug)
      : a.order - b.order || a.slug.localeCompare(b.slug),
  );
}
