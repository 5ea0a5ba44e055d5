// Painting: media and historical movements, described by how the paint behaves on the surface.
import type { SeedStyle } from "../types";
import { avoid, d, off, overview, palette } from "./dsl";

export const paintingStyles: SeedStyle[] = [
  {
    slug: "color-field-stain-v1k8",
    name: "Color Field Stain",
    author: "gouachegarden",
    category: "painting",
    tags: ["abstract", "color field", "1950s", "acrylic", "large scale"],
    description:
      "Large soaked-in fields of colour on raw canvas, after 1950s stain painting: feathered, bleeding edges and two or three hues that hum against each other.",
    publishedDaysAgo: 71,
    blocks: [
      overview("Stain painting in the 1950s colour-field manner: soft-edged fields of thinned colour soaked into raw canvas."),
      ...palette(
        ["#B3261E", "cadmium crimson", "dominant field"],
        ["#E07A1F", "burnt orange", "second field"],
        ["#3B1F4A", "aubergine", "deep band"],
        ["#E9DFC9", "raw canvas", "ground"],
      ),
      ...d("medium", "thinned acrylic poured and stained into unprimed cotton duck"),
      ...d("composition", "two or three stacked soft-edged rectangles floating in a field", "large scale, with the canvas edges left raw"),
      ...d("texture", "feathered edges where paint wicks into the weave; no visible brushmarks"),
      ...d("mood", "contemplative, immersive, solemn"),
      ...avoid(
        ["recognisable objects or figures", "pure fields of colour"],
        ["hard masking-tape edges", "soft, bleeding edges"],
        ["glossy varnish", "a matte, soaked-in surface"],
      ),
    ],
  },
  {
    slug: "plein-air-gouache-c6r2",
    name: "Plein Air Gouache",
    author: "gouachegarden",
    category: "painting",
    tags: ["gouache", "plein air", "landscape", "sketch", "impressionist"],
    description:
      "Quick outdoor gouache studies on toned paper: big simple shapes, opaque colour and sunlight judged in a single sitting.",
    publishedDaysAgo: 19,
    blocks: [
      overview("Small plein-air gouache studies: three or four big value shapes, coloured shadows and visible, confident strokes."),
      ...palette(
        ["#D96C3F", "sunlit terracotta", "lit walls"],
        ["#6E8FA8", "shadow blue", "cast shadows"],
        ["#9DB17C", "sage", "foliage"],
        ["#F5E6C4", "warm light cream", "sunlit planes"],
        ["#7A6A8F", "violet shade", "deep shadows"],
      ),
      ...d("medium", "opaque gouache on small toned paper, about 20 x 15 cm, painted on location in under an hour"),
      ...d("composition", "three or four big value masses, simplified shapes and one clear focal light"),
      ...d("lighting", "strong directional sun with cool, coloured shadows", "shadows painted as blue-violet shapes rather than darkened local colour"),
      ...d("texture", "visible flat brushstrokes, dry edges, paper tone showing through gaps"),
      ...d("mood", "fresh, immediate, sun-warmed"),
      ...d("subjects", "village streets, harbours, olive groves, parked bicycles"),
      ...avoid(
        ["fine detail everywhere", "big shapes with detail only at the focal point"],
        ["black shadows", "cool coloured shadows"],
        ["photorealistic finish", "loose, visible brushwork"],
      ),
    ],
  },
  {
    slug: "tonalist-dusk-e8u3",
    name: "Tonalist Dusk",
    author: "northlight",
    category: "painting",
    tags: ["tonalism", "landscape", "oil", "19th century", "atmospheric"],
    description:
      "Late-nineteenth-century tonalist landscapes: a veil of grey-green haze, one warm glow low in the sky and edges that dissolve into evening.",
    publishedDaysAgo: 110,
    blocks: [
      overview("Tonalist evening landscape in oil: close, muted values, a low warm glow and edges lost in haze."),
      ...palette(
        ["#5F6B55", "grey-green haze", "dominant tone"],
        ["#3A3F3A", "dusk umber", "trees and land"],
        ["#C9A46B", "low amber glow", "horizon light"],
        ["#8C8E86", "mist grey", "sky and water"],
        ["#252A2E", "deep slate", "darkest accents"],
      ),
      ...d("medium", "oil on canvas in thin glazes over a warm toned ground"),
      ...d("composition", "low horizon and wide sky, with a line of trees or a still pond as the only forms"),
      ...d("lighting", "last light of dusk: one warm glow near the horizon, everything else in half-tone"),
      ...d("texture", "soft scumbled edges over a smooth glazed surface"),
      ...d("mood", "hushed, wistful, meditative"),
      ...d("subjects", "marshes, evening meadows, moonrise over water, solitary trees"),
      ...avoid(
        ["high contrast and saturated colour", "close, muted values in one tonal key"],
        ["crisp edges", "edges dissolving into haze"],
        ["figures and narrative action", "an empty, quiet landscape"],
      ),
    ],
  },
  {
    slug: "sumi-ink-wash-l3x0",
    name: "Sumi Ink Wash",
    author: "fieldandfolio",
    category: "painting",
    tags: ["ink wash", "sumi-e", "minimal", "brush", "east asian"],
    description:
      "East Asian ink wash painting: graded black ink on absorbent paper, decisive single strokes and more empty paper than painted.",
    publishedDaysAgo: 95,
    blocks: [
      overview("Ink wash painting: one black ink in many dilutions, single unretouched strokes and wide empty paper."),
      ...palette(
        ["#111111", "pine-soot ink", "strokes"],
        ["#6B6B6B", "diluted ink grey", "washes"],
        ["#F4EFE4", "rice paper", "ground"],
        ["#B23A2E", "seal vermilion", "seal stamp"],
      ),
      ...d("medium", "sumi ink and water on absorbent rice paper with a soft goat-hair brush"),
      ...d("composition", "asymmetric, one motif in a corner and two thirds of the paper left empty", "a small red seal stamp near one edge"),
      ...d("texture", "wet-on-wet bleeding, dry-brush 'flying white' streaks, ink pooling where strokes end"),
      ...d("mood", "calm, spare, disciplined"),
      ...d("subjects", "bamboo, plum blossom, orchids, mountains in mist, a single bird"),
      ...avoid(
        ["colour fills", "shades of one black ink"],
        ["reworked or outlined strokes", "single, unretouched brushstrokes"],
        ["filled backgrounds", "open, untouched paper"],
      ),
    ],
  },
  {
    slug: "palette-knife-impasto-y5b7",
    name: "Palette Knife Impasto",
    author: "gouachegarden",
    category: "painting",
    tags: ["oil", "impasto", "palette knife", "florals", "expressive"],
    description:
      "Thick oil paint laid on with a palette knife: sculpted ridges catching the light, unmixed streaks of colour, flowers and seascapes built like relief.",
    publishedDaysAgo: 140,
    blocks: [
      overview("Palette-knife oil painting with heavy impasto: sculpted ridges, partly unmixed colour and raking light."),
      ...palette(
        ["#2F5D8A", "cobalt", "sky and sea"],
        ["#F2B134", "cadmium yellow", "petals and sun"],
        ["#E4572E", "vermilion", "accents"],
        ["#F7F3E8", "titanium white", "highlights and foam"],
        ["#2E4A3A", "dark viridian", "stems and depths"],
      ),
      ...d("medium", "oil paint applied with palette knives, impasto several millimetres thick"),
      ...d("composition", "a close, cropped subject filling the canvas, strokes following the form"),
      ...d("lighting", "raking light across the paint so every ridge casts a small shadow"),
      ...d("texture", "knife-edge ridges, two unmixed colours in one stroke, bare canvas at the edges"),
      // Kept for reference but off: the mood word pulled image models towards cartoonish colour.
      ...off(d("mood", "vigorous, joyful, tactile")),
      ...d("subjects", "sunflowers, poppies, breaking waves, harbour boats"),
      ...avoid(
        ["smooth blended brushwork", "chunky knife strokes with hard ridges"],
        ["muddy overmixed colour", "clean, partly unmixed colour"],
        ["flat digital texture", "real paint relief catching the light"],
      ),
    ],
  },
];
