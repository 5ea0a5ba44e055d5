// The named-reference analyzer: a curated catalog of artists, movements, photographers, film looks and
// writing voices, and the lookup that turns what a person typed ("in the style of Van Gogh", "Hokusaï",
// "wes andersen") into one entry or a helpful "did you mean". Pure: no I/O, no framework.
import { distance } from "fastest-levenshtein";
import { AnalysisError, type Analysis } from "@/lib/extraction/analysis";
import { REFERENCE_CATALOG, type ReferenceEntry } from "./catalog";

export { REFERENCE_CATALOG, REFERENCE_KINDS, type ReferenceEntry, type ReferenceKind } from "./catalog";

/** Lowercase words separated by single spaces: diacritics folded (NFKD), possessives and apostrophes
 *  dropped ("O'Keeffe's" -> "okeeffe"), "&" read as "and", every other punctuation mark a space.
 *  Shared with the description analyzer so catalog phrases and free text tokenise identically. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/&/g, " and ")
    .replace(/'s\b/g, "")
    .replace(/'/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

// A leading "the" never distinguishes two references ("the Bauhaus", "the Great Wave"), so keys drop it
// and text scanning still finds them inside longer phrases.
function normalizeKey(text: string): string {
  return normalizeText(text).replace(/^the /, "");
}

/** Every phrase an entry answers to, normalised: name, id, suggested title and aliases. */
export function referenceKeys(entry: ReferenceEntry): string[] {
  const raw = [entry.name, entry.id.replace(/-/g, " "), entry.title ?? "", ...entry.aliases];
  return [...new Set(raw.map(normalizeKey).filter(Boolean))];
}

function buildIndex(compact: boolean): Map<string, ReferenceEntry> {
  const index = new Map<string, ReferenceEntry>();
  for (const entry of REFERENCE_CATALOG) {
    for (const key of referenceKeys(entry)) {
      const k = compact ? key.replace(/ /g, "") : key;
      // First entry wins; the catalog test guarantees no key is claimed by two entries.
      if (!index.has(k)) index.set(k, entry);
    }
  }
  return index;
}

/** Normalised phrase -> entry, for exact lookups and for scanning free text. */
export const REFERENCE_PHRASES: ReadonlyMap<string, ReferenceEntry> = buildIndex(false);
// "vangogh", "ukiyoe", "wongkarwai": people glue words together as often as they split them.
const COMPACT_PHRASES: ReadonlyMap<string, ReferenceEntry> = buildIndex(true);

// Words around a name that ask for its style rather than name something else. Longest first, so
// "in the style of" is removed whole before "the" could be.
const LEADING_FILLERS = ["in the style of", "in the manner of", "in the spirit of", "the style of", "style of", "inspired by", "a la", "like", "the"];
const TRAILING_FILLERS = ["inspired", "style", "styles", "look", "looks", "aesthetic", "vibe", "vibes", "esque", "ish", "like", "feel", "type"];

function stripLeading(text: string): string {
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of LEADING_FILLERS) {
      if (text.startsWith(`${f} `)) {
        text = text.slice(f.length + 1);
        changed = true;
      }
    }
  }
  return text;
}

function stripTrailing(text: string): string {
  for (let changed = true; changed; ) {
    changed = false;
    for (const f of TRAILING_FILLERS) {
      if (text.endsWith(` ${f}`)) {
        text = text.slice(0, -(f.length + 1));
        changed = true;
      }
    }
  }
  return text;
}

/** The typed name as written first ("elements of style" is a key), then without filler words. */
function queryForms(name: string): string[] {
  const basic = normalizeText(name);
  const lead = stripLeading(basic);
  const forms = [basic, lead, stripTrailing(basic), stripTrailing(lead)];
  return [...new Set(forms.map((f) => f.replace(/^the /, "")).filter(Boolean))];
}

export function findReference(name: string): ReferenceEntry | null {
  for (const form of queryForms(name)) {
    const hit = REFERENCE_PHRASES.get(form) ?? COMPACT_PHRASES.get(form.replace(/ /g, ""));
    if (hit) return hit;
  }
  return null;
}

/** Below this a "did you mean" is more noise than help (a transposition in a 7-letter name scores 0.71). */
const SUGGESTION_THRESHOLD = 0.6;
/** A fuzzy token match counts from here: "andersen" ~ "anderson", but not "art" ~ "arp". */
const TOKEN_MATCH = 0.75;

function ratio(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 0 : 1 - distance(a, b) / longest;
}

// Whole-string edit similarity catches typos ("Hokusia"); key coverage catches extra or fuzzy words
// around a known name ("monet water garden", "katsushika hokusia"), scored a little lower than a typo
// so that a close whole-name match still ranks first.
function similarity(query: string, key: string): number {
  const edit = ratio(query.replace(/ /g, ""), key.replace(/ /g, ""));
  const queryTokens = query.split(" ");
  const keyTokens = key.split(" ");
  let covered = 0;
  for (const kt of keyTokens) {
    const best = Math.max(...queryTokens.map((qt) => (qt === kt ? 1 : kt.length >= 4 ? ratio(qt, kt) : 0)));
    if (best >= TOKEN_MATCH) covered += best;
  }
  return Math.max(edit, 0.9 * (covered / keyTokens.length));
}

/** Entry names near the typed one, best first. */
export function suggestReferences(name: string, max = 3): string[] {
  const forms = queryForms(name);
  if (forms.length === 0 || max <= 0) return [];
  const scored: { entry: ReferenceEntry; score: number }[] = [];
  for (const entry of REFERENCE_CATALOG) {
    let score = 0;
    for (const key of referenceKeys(entry)) for (const form of forms) score = Math.max(score, similarity(form, key));
    if (score >= SUGGESTION_THRESHOLD) scored.push({ entry, score });
  }
  scored.sort((a, b) => b.score - a.score || a.entry.name.localeCompare(b.entry.name));
  return scored.slice(0, max).map((s) => s.entry.name);
}

function humanList(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`;
}

function unknownReferenceMessage(name: string): string {
  const typed = name.trim().replace(/\s+/g, " ");
  const shown = typed.length > 60 ? `${typed.slice(0, 57)}...` : typed;
  const near = suggestReferences(name, 3);
  if (near.length > 0) {
    return `We don't have a reference called "${shown}" yet. Did you mean ${humanList(near)}? You can also describe the style in text, or upload an image.`;
  }
  return `We don't have a reference called "${shown}" yet, and nothing in the catalog comes close. Try describing the style in text, or upload an image.`;
}

/** The analysis of a named reference: the entry's own blocks (copied, so callers may edit them). */
export function analyzeReference(name: string): Analysis {
  if (normalizeText(name) === "") {
    throw new AnalysisError("Name a reference to extract from, such as Hokusai, Bauhaus or Hemingway.");
  }
  const entry = findReference(name);
  if (!entry) throw new AnalysisError(unknownReferenceMessage(name));
  return {
    title: entry.title ?? entry.name,
    description: entry.description,
    blocks: entry.blocks.map((b) => structuredClone(b)),
  };
}
