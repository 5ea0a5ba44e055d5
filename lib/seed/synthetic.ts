// Deterministic synthetic styles for benchmarks: valid blocks, varied names, tags, categories and
// descriptions drawn from word lists with a seeded PRNG, so two runs with one seed are identical.
import { mulberry32 } from "./art-kit";
import { AUTHORS } from "./authors";
import { CATEGORIES } from "@/lib/styles/categories";
import { avoid, d, overview, palette, voice } from "./blocks";
import type { SeedStyle } from "./types";

const ADJECTIVES = ["quiet", "neon", "dusty", "velvet", "brutal", "airy", "sunlit", "moody", "crisp", "faded", "bold", "tender", "grainy", "glossy", "misty", "electric", "rustic", "lunar", "coastal", "urban"];
const NOUNS = ["harbour", "atlas", "orchard", "arcade", "meadow", "foundry", "lantern", "archive", "canyon", "pavilion", "signal", "garden", "studio", "comet", "ledger", "market", "tide", "chapel", "circuit", "prairie"];
const MEDIA = ["gouache on cold-press paper", "35mm colour negative film", "screen print on kraft stock", "matte clay render", "oil on linen", "vector flat shapes", "charcoal and chalk", "cyanotype print", "digital matte painting", "linocut relief print"];
const MOODS = ["calm and reflective", "playful and loud", "melancholic", "warm and nostalgic", "tense and cinematic", "clean and optimistic", "dreamlike", "austere"];
const SUBJECTS = ["city streets at dusk", "still lifes of kitchen objects", "portraits in profile", "coastal landscapes", "product close-ups", "botanical studies", "interiors with window light", "night markets"];
const TAGS = ["print", "film", "texture", "minimal", "retro", "poster", "editorial", "portrait", "landscape", "grain", "pastel", "monochrome", "vibrant", "geometric", "organic", "handmade"];
const COLOR_NAMES = ["ochre", "teal", "brick red", "sage", "ink blue", "bone", "coral", "charcoal", "mustard", "lilac"];

/** The word lists names, descriptions and tags are drawn from, so benchmarks can write queries that
 *  hit (and prefixes that partly hit) the synthetic gallery. */
export const SYNTHETIC_VOCABULARY = { ADJECTIVES, NOUNS, MEDIA, MOODS, SUBJECTS, TAGS } as const;

export function syntheticStyles(n: number, seed = 1): SeedStyle[] {
  const rand = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const hex = () => `#${Math.floor(rand() * 0xffffff).toString(16).padStart(6, "0").toUpperCase()}`;
  const suffix = () => Math.floor(rand() * 36 ** 4).toString(36).padStart(4, "0");
  const out: SeedStyle[] = [];
  const slugs = new Set<string>();
  for (let i = 0; i < n; i++) {
    const name = `${pick(ADJECTIVES)} ${pick(NOUNS)} ${i + 1}`.replace(/^\w/, (c) => c.toUpperCase());
    let slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${suffix()}`;
    while (slugs.has(slug)) slug = `${slug.slice(0, -4)}${suffix()}`;
    slugs.add(slug);
    const category = pick(CATEGORIES).id;
    const medium = pick(MEDIA);
    const mood = pick(MOODS);
    const description = `${name}: ${medium}, ${mood}, made for ${pick(SUBJECTS)}.`;
    // 3-5 distinct tags, like the hand-written gallery, so search benchmarks see realistic fields.
    const tags: string[] = [];
    const wanted = 3 + Math.floor(rand() * 3);
    while (tags.length < wanted) {
      const tag = pick(TAGS);
      if (!tags.includes(tag)) tags.push(tag);
    }
    const guardrails = avoid(["photorealism", "flat printed shapes"], ["heavy vignettes", "even edge exposure"]);
    const blocks =
      category === "writing"
        ? [
            overview(description),
            ...voice({
              tone: mood,
              formality: pick(["casual", "conversational", "neutral", "professional", "formal"] as const),
              emoji: pick(["none", "rare", "moderate"] as const),
              hashtags: pick(["none", "rare"] as const),
              sentenceLength: pick(["short", "medium", "varied"] as const),
              person: pick(["first", "second", "third"] as const),
              phrases: [`Mention ${pick(SUBJECTS)} once.`],
              sample: `A short note in the ${name} voice about ${pick(SUBJECTS)}.`,
            }),
            ...avoid(["jargon", "plain words"]),
          ]
        : [
            overview(description),
            ...palette([hex(), pick(COLOR_NAMES), "dominant"], [hex(), pick(COLOR_NAMES), "accent"], [hex(), pick(COLOR_NAMES), "background"]),
            ...d("medium", medium),
            ...d("mood", mood),
            ...d("subjects", pick(SUBJECTS)),
            ...guardrails,
          ];
    out.push({ slug, name, author: pick(AUTHORS).handle, category, tags, description, blocks, publishedDaysAgo: 1 + Math.floor(rand() * 700) });
  }
  return out;
}
