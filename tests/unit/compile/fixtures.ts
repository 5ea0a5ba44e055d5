// Snapshots of the three seeded example styles, built the way the publish flow builds them: author as
// "@handle", canonical URL {site}/share/{slug}, a fixed set of reference images for visual styles.
import { type CompileOptions, compileStyle, type Format, FORMATS } from "@/lib/compile";
import { GALLERY } from "@/lib/seed/gallery";
import type { CompileContext, SnapshotReferenceImage, StyleSnapshot } from "@/lib/styles/snapshot";

export const SITE = "https://styleshelf.app";
export const RISO = "risograph-zine-k2f9";
export const FOUNDER = "founder-letter-p7qd";
export const SWISS = "swiss-launch-poster-m3x8";
export const FIXTURE_SLUGS = [RISO, FOUNDER, SWISS] as const;

// Deliberately not in inspiration/source/sample order: the json format must sort them.
function referenceImages(slug: string): SnapshotReferenceImage[] {
  const blob = (file: string) => `${SITE}/blobs/styles/${slug}/${file}`;
  return [
    { url: blob("sample-1.webp"), kind: "sample", thumbnailUrl: blob("sample-1.thumb.webp") },
    { url: blob("inspiration-1.webp"), kind: "inspiration", thumbnailUrl: blob("inspiration-1.thumb.webp") },
    { url: blob("source-1.webp"), kind: "source", thumbnailUrl: null },
  ];
}

export function fixtureSnapshot(slug: string): StyleSnapshot {
  const seed = GALLERY.find((s) => s.slug === slug);
  if (!seed) throw new Error(`no seeded style ${slug}`);
  return {
    name: seed.name,
    description: seed.description,
    author: `@${seed.author}`,
    category: seed.category,
    tags: [...seed.tags],
    slug: seed.slug,
    blocks: seed.blocks.map((b) => ({ ...b })),
    disabledSections: [...(seed.disabledSections ?? [])],
    referenceImages: seed.writtenSamples ? [] : referenceImages(seed.slug),
    remixOf: null,
  };
}

export function fixtureContext(slug: string): CompileContext {
  return { canonicalUrl: `${SITE}/share/${slug}` };
}


export const VISUAL_FORMATS = ["flux", "midjourney", "diffusion"] as const satisfies readonly Format[];
export const OPTION_VARIANTS: ReadonlyArray<Omit<CompileOptions, "format">> = [
  {},
  { compact: true },
  { raw: true },
  { compact: true, raw: true },
];

export function compileFixture(slug: string, opts: CompileOptions, snapshot = fixtureSnapshot(slug)): string {
  return compileStyle(snapshot, fixtureContext(slug), opts).body;
}

/** Every format under every option combination, labelled for assertion messages. */
export function everyOutput(
  slug: string,
  snapshot = fixtureSnapshot(slug),
  extra: Partial<CompileOptions> = {},
): { label: string; body: string }[] {
  return FORMATS.flatMap((format) =>
    OPTION_VARIANTS.map((variant) => ({
      label: `${format} ${JSON.stringify(variant)}`,
      body: compileFixture(slug, { format, ...variant, ...extra }, snapshot),
    })),
  );
}
