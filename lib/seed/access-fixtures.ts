// Styles that exist so access rules have something to refuse: not part of the public gallery and not
// counted in it. Their slugs are stable because tests (API, share pages, MCP) address them by slug:
//   private-sketchbook-x1a1   private: only its owner may read it (others: 403 forbidden)
//   link-only-moodboard-x2b2  link_shared: readable by slug, never listed or searchable, .md is 404
//   pending-review-poster-x3c3 public but moderation pending: not listed, 403 for everyone else
import type { SeedStyle } from "./types";
import { avoid, d, overview, palette } from "./gallery/dsl";

export const ACCESS_FIXTURE_SLUGS = {
  private: "private-sketchbook-x1a1",
  linkShared: "link-only-moodboard-x2b2",
  pending: "pending-review-poster-x3c3",
} as const;

export const ACCESS_FIXTURES: SeedStyle[] = [
  {
    slug: ACCESS_FIXTURE_SLUGS.private,
    name: "Private Sketchbook",
    author: "gouachegarden",
    category: "illustration",
    tags: ["sketchbook", "graphite", "watercolour", "warm-up"],
    description: "Loose graphite and watercolour warm-ups from a daily sketchbook, kept private while the look settles.",
    visibility: "private",
    publishedDaysAgo: 2,
    blocks: [
      overview("Daily sketchbook pages: loose graphite gesture lines with quick, transparent watercolour washes."),
      ...palette(
        ["#F6F1E7", "sketchbook cream", "paper"],
        ["#5A5A5A", "graphite", "line"],
        ["#7FA7C9", "cerulean wash", "sky and shadow"],
        ["#D98C6A", "burnt sienna wash", "warm accents"],
      ),
      ...d("medium", "2B graphite and pan watercolour in an A5 sketchbook"),
      ...d("composition", "several small studies on one page, some cut off by the gutter"),
      ...d("texture", "cold-pressed paper grain, blooms where washes meet"),
      ...d("subjects", "café tables, commuters, potted plants, shoes"),
      ...avoid(["finished, polished rendering", "loose, unfinished gesture lines"], ["heavy opaque colour", "transparent washes"]),
    ],
  },
  {
    slug: ACCESS_FIXTURE_SLUGS.linkShared,
    name: "Link-Only Moodboard",
    author: "northlight",
    category: "photography",
    tags: ["moodboard", "coastal", "muted", "client"],
    description: "A muted coastal moodboard shared with a client by link only: fog, driftwood and washed denim.",
    visibility: "link_shared",
    publishedDaysAgo: 7,
    blocks: [
      overview("Muted coastal photography for a client moodboard: fog, driftwood, washed denim and soft grey light."),
      ...palette(
        ["#C7CCCB", "sea fog", "sky"],
        ["#8C8372", "driftwood", "props"],
        ["#5D7489", "washed denim", "clothing"],
        ["#E8E2D6", "shell white", "highlights"],
      ),
      ...d("medium", "digital photography with a soft matte film emulation"),
      ...d("lighting", "foggy morning light with no direct sun"),
      ...d("mood", "calm, windswept, understated"),
      ...d("subjects", "dunes, beach huts, knitwear, weathered rope"),
      ...avoid(["saturated tropical blues", "muted grey-blue sea tones"], ["hard midday sun", "soft fog-diffused light"]),
    ],
  },
  {
    slug: ACCESS_FIXTURE_SLUGS.pending,
    name: "Pending Review Poster",
    author: "gridworks",
    category: "graphic-design",
    tags: ["poster", "numerals", "two colour", "event"],
    description: "A bold two-colour event poster waiting for moderation: stacked condensed type over one giant numeral.",
    visibility: "public",
    moderation: "pending",
    publishedDaysAgo: 4,
    blocks: [
      overview("Two-colour event poster: one giant numeral behind stacked condensed type."),
      ...palette(
        ["#1D3DF2", "electric blue", "numeral"],
        ["#F4F1EA", "poster white", "paper"],
        ["#111111", "black", "type"],
      ),
      ...d("medium", "screen-printed poster in two flat inks"),
      ...d("composition", "one numeral filling two thirds of the sheet, type stacked over it flush left"),
      ...d("typography", "condensed grotesque capitals, tight leading"),
      ...avoid(["more than two inks", "blue and black on white only"], ["centred type", "flush-left stacked lines"]),
    ],
  },
];
