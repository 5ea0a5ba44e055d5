// The one schema of the catalogs kept as data files: the named references and the description
// vocabularies (lib/extraction/analyzers/references/*.json) and the seed gallery (lib/seed/gallery/*.json,
// lib/seed/access-fixtures.json). They are data, not code, so that anyone can edit an entry. A file says
// what it holds (`about`, for the people who edit it) and lists its `entries`; an entry's blocks are the
// API's blocks (blockSchema), written out whole, and an entry may carry a `note` for its editors, which
// nothing reads. A mistake fails at load, and so in every test, with the file, the entry and the field
// named; the check costs a loaded catalog about 20 ms once per process. Pure: the loaders import their
// JSON, which is bundled like code (no file read at run time).
import { z } from "zod";
import { blockSchema } from "./blocks";

/** A block as a data file writes it: the API's block without an id (one is given when it is stored),
 *  and no field the API does not know. */
export const catalogBlock = z
  .strictObject({ section: z.string(), type: z.string(), value: z.unknown(), enabled: z.boolean().optional() })
  .pipe(blockSchema);

/** What every catalog entry has; each catalog extends it with its own fields. */
export const catalogEntry = z.strictObject({
  name: z.string().min(1),
  description: z.string().min(1),
  blocks: z.array(catalogBlock).min(1),
  note: z.string().min(1).optional(),
});

const catalogFile = z.strictObject({ about: z.string().min(1), entries: z.array(z.unknown()) });

function at(data: unknown, path: readonly PropertyKey[]): unknown {
  let here = data;
  for (const key of path) here = here !== null && typeof here === "object" ? (here as Record<PropertyKey, unknown>)[key] : undefined;
  return here;
}

function problems(file: string, entry: string, data: unknown, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.map((k) => (typeof k === "number" ? `[${k}]` : `.${String(k)}`)).join("").replace(/^\./, "");
    const found = at(data, issue.path);
    const shown = found === undefined ? "" : ` (found ${JSON.stringify(found).slice(0, 160)})`;
    return `${file}: ${entry}${path ? `: ${path}` : ""}: ${issue.message}${shown}`;
  });
}

function fail(lines: string[]): never {
  throw new Error(`Catalog data does not match its schema:\n${lines.join("\n")}`);
}

/** A whole data file that is not a list of entries (a vocabulary), checked and parsed by `schema`. */
export function parseDataFile<S extends z.ZodType>(file: string, data: unknown, schema: S): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) fail(problems(file, "file", data, parsed.error));
  return parsed.data;
}

/**
 * The entries of a catalog file once every one has passed `entry` (a strict schema that only checks:
 * no defaults, nothing rewritten), as written: key order kept, the editors' `note` left out. `key` is
 * the field that names an entry in messages (`id`, `slug`, `label`).
 */
export function parseCatalog<S extends z.ZodType<object>>(
  file: string,
  data: unknown,
  entry: S,
  key: string,
): Omit<z.output<S>, "note">[] {
  const { entries } = parseDataFile(file, data, catalogFile);
  const wrong = entries.flatMap((raw, i) => {
    const parsed = entry.safeParse(raw);
    const name = at(raw, [key]);
    return parsed.success ? [] : problems(file, typeof name === "string" ? `"${name}"` : `entry ${i + 1}`, raw, parsed.error);
  });
  if (wrong.length > 0) fail(wrong);
  return entries.map((raw) => {
    const { note: _note, ...rest } = raw as { note?: string };
    return rest as Omit<z.output<S>, "note">;
  });
}
