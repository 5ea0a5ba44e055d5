// What the bench sends: search queries drawn from the synthetic gallery's own vocabulary (so they
// match like real ones: whole words, prefixes, several terms, some with filters) and a 5 KB STYLE.md
// document for the linter. Deterministic, so every run and every size sees the same inputs.
import { mulberry32 } from "@/lib/seed/art-kit";
import { SYNTHETIC_VOCABULARY } from "@/lib/seed/synthetic";
import { CATEGORIES } from "@/lib/styles/categories";
import { SECTION_IDS, SECTION_TITLES } from "@/lib/styles/sections";

export interface SearchQuery {
  query: string;
  category?: string;
  sort: "popular" | "recent";
}

const words = (phrases: readonly string[]) => [...new Set(phrases.flatMap((p) => p.split(/[^a-z0-9]+/i)).filter((w) => w.length > 2))];

/** `n` distinct queries (distinct as the search index keys its cache: sort, category and query). */
export function searchQueries(n: number, seed = 7): SearchQuery[] {
  const rand = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const { ADJECTIVES, NOUNS, MEDIA, MOODS, SUBJECTS, TAGS } = SYNTHETIC_VOCABULARY;
  const vocabulary = [...ADJECTIVES, ...NOUNS, ...TAGS, ...words(MEDIA), ...words(MOODS), ...words(SUBJECTS)];
  const prefix = () => {
    const word = pick(vocabulary);
    return word.slice(0, Math.max(2, Math.ceil(word.length * 0.6)));
  };
  const shapes: (() => string)[] = [
    () => `${pick(ADJECTIVES)} ${pick(NOUNS)}`,
    () => `${pick(TAGS)} ${pick(vocabulary)}`,
    () => `${pick(vocabulary)} ${pick(vocabulary)} ${pick(TAGS)}`,
    () => prefix(),
    () => `${pick(NOUNS)} ${prefix()}`,
  ];
  const seen = new Set<string>();
  const out: SearchQuery[] = [];
  for (let guard = 0; out.length < n && guard < n * 50; guard++) {
    const q: SearchQuery = { query: pick(shapes)(), sort: rand() < 0.5 ? "recent" : "popular" };
    if (rand() < 0.2) q.category = pick(CATEGORIES).id;
    const key = `${q.sort}|${q.category ?? ""}|${q.query}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out;
}

export function searchPath(q: SearchQuery): string {
  const params = new URLSearchParams({ query: q.query, sort: q.sort });
  if (q.category) params.set("category", q.category);
  return `/api/v1/styles?${params}`;
}

/** A valid STYLE.md of about `bytes` bytes: every section declared and written, prose to length. */
export function styleMdDocument(bytes = 5 * 1024): string {
  const rand = mulberry32(11);
  const { MEDIA, MOODS, SUBJECTS } = SYNTHETIC_VOCABULARY;
  const sentence = () => `${MEDIA[Math.floor(rand() * MEDIA.length)]}, ${MOODS[Math.floor(rand() * MOODS.length)]}, for ${SUBJECTS[Math.floor(rand() * SUBJECTS.length)]}.`;
  const head = [
    "---",
    "name: Bench Harbour",
    "description: A long document for the linter benchmark.",
    "generator: styleshelf/1.0",
    `sections: [${SECTION_IDS.join(", ")}]`,
    'palette: ["#1F3A5F", "#F2C14E", "#E8E1D3", "#D1495B"]',
    "tags: [bench, print, film]",
    "---",
    "",
    "# Bench Harbour",
    "",
  ].join("\n");
  const sections = SECTION_IDS.map((id) => ({ id, lines: [`## ${SECTION_TITLES[id]}`] }));
  let size = Buffer.byteLength(head) + sections.reduce((n, s) => n + s.lines[0]!.length + 2, 0);
  for (let i = 0; size < bytes; i++) {
    const line = `- ${sentence()}`;
    sections[i % sections.length]!.lines.push(line);
    size += line.length + 1;
  }
  return head + sections.map((s) => s.lines.join("\n")).join("\n\n") + "\n";
}
