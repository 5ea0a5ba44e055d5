// Share slugs: `<name-slug>-<4 random base36>` (the seed's form, e.g. risograph-zine-k2f9). The name
// part makes links readable; the suffix keeps two styles of the same name apart and makes slugs hard
// to guess. Pure except uniqueSlug, which asks the database whether a candidate is taken.
import { randomInt } from "node:crypto";
import { isShareSlug } from "@/lib/styles/ref";
import type { Tx } from "./own-style";

const BASE_MAX = 60;
const SUFFIX_LENGTH = 4;
const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const FALLBACK_BASE = "style";
const MAX_ATTEMPTS = 20;

/** The readable part: lowercase ASCII words joined by dashes, accents folded, at most BASE_MAX
 *  characters cut at a word boundary. A name with no letters or digits gives "style". */
export function slugBase(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let base = "";
  for (const word of words) {
    const next = base ? `${base}-${word}` : word;
    if (next.length > BASE_MAX) break;
    base = next;
  }
  // A single word longer than the limit is cut rather than dropped.
  if (!base && words[0]) base = words[0].slice(0, BASE_MAX);
  return base || FALLBACK_BASE;
}

export function randomSuffix(random: (max: number) => number = randomInt): string {
  let suffix = "";
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += ALPHABET[random(ALPHABET.length)];
  return suffix;
}

export function slugCandidate(name: string, suffix: string = randomSuffix()): string {
  const slug = `${slugBase(name)}-${suffix}`;
  if (!isShareSlug(slug)) throw new Error(`slug candidate ${slug} does not match the share slug form`);
  return slug;
}

/** A slug no style holds yet. The unique index on Style.slug stays the last word if two
 *  transactions draw the same candidate at the same moment. */
export async function uniqueSlug(tx: Tx, name: string): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const candidate = slugCandidate(name);
    if (!(await tx.style.findUnique({ where: { slug: candidate }, select: { id: true } }))) return candidate;
  }
  throw new Error(`no free share slug for "${name}" after ${MAX_ATTEMPTS} attempts`);
}
