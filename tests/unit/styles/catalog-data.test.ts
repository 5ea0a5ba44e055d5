// Catalog data is data, not code (issue 22, seam 8): the reference catalog, the description
// vocabularies and the seed gallery live in JSON files read through one schema (lib/styles/catalog-data.ts,
// whose blocks are the API's blockSchema). This fails when entries are written as code again or a data
// file is left unread, checks every file as it is on disk, and shows that a mistake in a file is
// reported with the file, the entry and the field.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REFERENCE_FILES, REFERENCE_KINDS, referenceEntries } from "@/lib/extraction/analyzers/references/catalog";
import { AMBIGUOUS_COLOR_WORDS, COLORS_FILE } from "@/lib/extraction/analyzers/references/colors";
import { TERMS_FILE, VISUAL_TERMS } from "@/lib/extraction/analyzers/references/terms";
import { ACCESS_FIXTURES_FILE } from "@/lib/seed/access-fixtures";
import { GALLERY_FILES } from "@/lib/seed/gallery";
import { seedStyles } from "@/lib/seed/types";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const REFERENCES = "lib/extraction/analyzers/references";
const GALLERY_DIR = "lib/seed/gallery";

/** The folders that hold catalog data, and the only TypeScript each may hold: its loaders. */
const CATALOG_FOLDERS: Record<string, string[]> = {
  [REFERENCES]: ["catalog.ts", "colors.ts", "index.ts", "terms.ts"],
  [GALLERY_DIR]: ["index.ts"],
};
/** Loaders elsewhere, which must not hold data either. */
const OTHER_LOADERS = ["lib/seed/access-fixtures.ts", "lib/seed/types.ts", "lib/styles/catalog-data.ts"];

/** What catalog data written as code looks like: a quoted colour, an entry or block field given a
 *  literal, a call of the constructors the data used to be written with. */
const DATA_AS_CODE = [
  /["'`]#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})["'`]/i,
  /\b(?:value|hex|term|prefer|slug|name|title|description|aliases|tags|phrases|label|writtenSamples)\s*:\s*["'`[{]/,
  /\b(?:artist|movement|photographer|film|writer|overview|palette|avoid|voice|off|d|t)\(\s*[{["'`]/,
];

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const onDisk = (path: string): unknown => JSON.parse(read(path));
const files = (dir: string, ext: string) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith(ext)).sort();
/** A data file from disk with one change made, for the mistakes below. */
function edited(path: string, change: (entry: Record<string, unknown> & { blocks: Record<string, unknown>[] }) => void, index = 0): unknown {
  const data = onDisk(path) as { entries: (Record<string, unknown> & { blocks: Record<string, unknown>[] })[] };
  change(data.entries[index]!);
  return data;
}

describe("catalog data lives in data files", () => {
  it.each(Object.entries(CATALOG_FOLDERS))("%s holds only its loaders as code", (dir, loaders) => {
    expect(files(dir, ".ts").concat(files(dir, ".tsx"))).toEqual([...loaders].sort());
  });

  it.each([...Object.entries(CATALOG_FOLDERS).flatMap(([dir, loaders]) => loaders.map((f) => `${dir}/${f}`)), ...OTHER_LOADERS])(
    "%s writes no entry or block as code",
    (path) => {
      const found = read(path)
        .split("\n")
        .flatMap((line, i) => (DATA_AS_CODE.some((re) => re.test(line)) ? [`${path}:${i + 1}: ${line.trim()}`] : []));
      expect(found).toEqual([]);
    },
  );

  it("reads every data file of the catalog folders, and no other", () => {
    expect([...Object.values(REFERENCE_FILES).map((f) => f.file), COLORS_FILE, TERMS_FILE].sort()).toEqual(
      files(REFERENCES, ".json").map((f) => `${REFERENCES}/${f}`),
    );
    expect(GALLERY_FILES.map((f) => f.file).sort()).toEqual(files(GALLERY_DIR, ".json").map((f) => `${GALLERY_DIR}/${f}`));
  });
});

describe("every data file passes the schema", () => {
  it.each(REFERENCE_KINDS)("the %s references", (kind) => {
    const { file } = REFERENCE_FILES[kind];
    expect(referenceEntries(kind, file, onDisk(file)).length).toBeGreaterThan(0);
  });

  it.each([...GALLERY_FILES.map((f) => f.file), ACCESS_FIXTURES_FILE])("%s", (file) => {
    expect(seedStyles(file, onDisk(file)).length).toBeGreaterThan(0);
  });

  it("the description vocabularies, checked as they loaded, are the files on disk", () => {
    expect([...AMBIGUOUS_COLOR_WORDS]).toEqual((onDisk(COLORS_FILE) as { ambiguousColorWords: unknown }).ambiguousColorWords);
    expect(VISUAL_TERMS).toEqual((onDisk(TERMS_FILE) as { entries: unknown }).entries);
  });
});

describe("a mistake in a data file names the file, the entry and the field", () => {
  const film = `${GALLERY_DIR}/film.json`;
  const artists = REFERENCE_FILES.artist.file;
  const seed = (data: unknown) => () => seedStyles(film, data);
  const reference = (data: unknown) => () => referenceEntries("artist", artists, data);

  it("a section that does not exist", () => {
    const bad = edited(film, (e) => void (e.blocks[1]!.section = "pallete"));
    expect(seed(bad)).toThrow(/lib\/seed\/gallery\/film\.json: "neo-noir-rain-j3a8": blocks\[1\]\.section: Invalid option.*\(found "pallete"\)/);
  });

  it("a block kind that does not exist", () => {
    const bad = edited(film, (e) => void (e.blocks[1]!.type = "colour"));
    expect(seed(bad)).toThrow(/film\.json: "neo-noir-rain-j3a8": blocks\[1\]\.type: Invalid option.*\(found "colour"\)/);
  });

  it("a block in a section that cannot hold it", () => {
    const bad = edited(artists, (e) => void (e.blocks[5]!.section = "palette"));
    expect(reference(bad)).toThrow(/artists\.json: "hokusai": blocks\[5\]: a descriptor block cannot live in section palette/);
  });

  it("a bad hex", () => {
    const bad = edited(artists, (e) => void ((e.blocks[0]!.value as { hex: string }).hex = "#1F3A5"));
    expect(reference(bad)).toThrow(/artists\.json: "hokusai": blocks\[0\]: invalid color value: expected #RGB.*"#1F3A5"/);
  });

  it("a misspelt field, and a missing one", () => {
    const bad = edited(film, (e) => {
      e.autor = e.author;
      delete e.author;
    });
    expect(seed(bad)).toThrow(/film\.json: "neo-noir-rain-j3a8": author: Invalid input/);
    expect(seed(bad)).toThrow(/film\.json: "neo-noir-rain-j3a8": Unrecognized key: "autor"/);
  });

  it("a value outside the vocabulary", () => {
    const bad = edited(film, (e) => void (e.category = "movies"));
    expect(seed(bad)).toThrow(/film\.json: "neo-noir-rain-j3a8": category: Invalid option.*\(found "movies"\)/);
  });

  it("an overview written out in a reference, whose overview is its description", () => {
    const bad = edited(artists, (e) => void e.blocks.unshift({ section: "overview", type: "descriptor", value: String(e.description) }));
    expect(reference(bad)).toThrow(/artists\.json: "hokusai": blocks: an entry's overview is its description/);
  });

  it("every mistake at once, each entry by name (or place when it has none)", () => {
    const data = onDisk(film) as { entries: Record<string, unknown>[] };
    delete data.entries[1]!.slug;
    data.entries[2]!.tags = "film";
    expect(seed(data)).toThrow(/film\.json: entry 2: slug: .*\n.*film\.json: "[a-z0-9-]+": tags: Invalid input: expected array/);
  });
});
