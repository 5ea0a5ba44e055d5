// Share slugs: `<name-slug>-<4 random base36>` (the seed's form, e.g. risograph-zine-k2f9). The name
// part makes links readable; the suffix keeps two styles of the same name apart and makes slugs hard
// to guess. Pure except uniqueSlug, which asks the database whether a candidate is taken; the readable
// part is lib/styles/slug.ts (the exports' file names use it too).
import { randomInt } from "node:crypto";
import { isShareSlug } from "@/lib/styles/ref";
import { slugBase } from "@/lib/styles/slug";
import type { Tx } from "./own-style";

const SUFFIX_LENGTH = 4;
const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const MAX_ATTEMPTS = 20;

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
