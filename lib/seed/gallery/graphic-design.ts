// Graphic design: poster and print movements. Swiss Launch Poster lives in examples.ts.
import type { SeedStyle } from "../types";
import { avoid, d, overview, palette } from "./dsl";

export const graphicDesignStyles: SeedStyle[] = [
  {
    slug: "bauhaus-primary-geometry-a1f6",
    name: "Bauhaus Primary Geometry",
    author: "gridworks",
    category: "graphic-design",
    tags: ["bauhaus", "geometric", "primary colours", "modernism", "1920s"],
    description:
      "1920s Bauhaus geometry: circle, square and triangle in red, yellow and blue on off-white, held together by heavy black bars and lowercase sans.",
    publishedDaysAgo: 52,
    blocks: [
      overview("1920s Bauhaus poster geometry: primary shapes in red, yellow and blue, heavy black bars and lowercase sans."),
      ...palette(
        ["#D52B1E", "bauhaus red", "circle and key shapes"],
        ["#F6C700", "chrome yellow", "triangles"],
        ["#1F4E9C", "ultramarine", "squares"],
        ["#F0EBE0", "off-white", "paper"],
        ["#111111", "black", "bars and type"],
      ),
      ...d("medium", "lithographic poster in flat solid colours"),
      ...d("composition", "primary shapes locked to one diagonal axis, heavy black bars as structure", "text set vertically or at right angles"),
      ...d("typography", "geometric sans serif in lowercase, heavy weight, no italics"),
      ...d("mood", "rational, optimistic, experimental"),
      ...d("subjects", "exhibition posters, book covers, lecture announcements"),
      ...avoid(
        ["ornament and flourishes", "pure geometric shapes"],
        ["gradients", "flat primary colour"],
        ["pastel tones", "saturated primaries with black and off-white"],
      ),
    ],
  },
  {
    slug: "constructivist-diagonal-poster-o3g9",
    name: "Constructivist Diagonal Poster",
    author: "inkclub",
    category: "graphic-design",
    tags: ["constructivism", "poster", "photomontage", "red and black", "1920s"],
    description:
      "1920s Constructivist posters: steep diagonals, red and black on cream, halftone photomontage cut-outs and blocky condensed capitals.",
    publishedDaysAgo: 66,
    blocks: [
      overview("Constructivist poster: everything on a steep diagonal, red and black on cream, with halftone photomontage."),
      ...palette(
        ["#C8102E", "signal red", "wedges and headline"],
        ["#121212", "press black", "bars and type"],
        ["#EDE4CF", "aged cream", "paper"],
        ["#7D7D7D", "halftone grey", "photomontage"],
      ),
      ...d("medium", "lithographed poster with photomontage printed in halftone grey"),
      ...d("composition", "everything on a steep 30 to 45 degree diagonal", "a wedge or megaphone shape driving into the frame, radiating lines"),
      ...d("texture", "coarse halftone in the photographs, slight paper ageing"),
      ...d("typography", "condensed blocky sans serif in capitals, set along the diagonal"),
      ...d("mood", "urgent, energetic, declarative"),
      ...d("subjects", "workers, factories, aircraft, loudspeakers, crowds"),
      ...avoid(
        ["horizontal, static layouts", "steep diagonal compositions"],
        ["many colours", "red, black and cream only"],
        ["soft rounded shapes", "sharp wedges and bars"],
      ),
    ],
  },
  {
    slug: "psychedelic-ballroom-bill-i5t2",
    name: "Psychedelic Ballroom Bill",
    author: "letterloft",
    category: "graphic-design",
    tags: ["psychedelic", "1960s", "concert poster", "lettering", "art nouveau"],
    description:
      "1960s West Coast ballroom concert posters: lettering melted to fill every shape, vibrating complementary colours and Art Nouveau whiplash curves.",
    publishedDaysAgo: 99,
    blocks: [
      overview("1960s psychedelic concert poster: warped hand lettering filling every shape, in vibrating complementary colours."),
      ...palette(
        ["#FF6F00", "acid orange", "lettering"],
        ["#2E9E44", "electric green", "vibrating complement"],
        ["#7B2CBF", "ultraviolet", "background"],
        ["#FF2E93", "hot magenta", "accents"],
        ["#FFF3B0", "pale lemon", "highlights"],
      ),
      ...d("medium", "offset-printed concert poster with hand-drawn lettering"),
      ...d("composition", "lettering warped to fill a shape edge to edge", "a central portrait or emblem framed by whiplash curves"),
      ...d("texture", "flat solid inks with an occasional split-fountain gradient"),
      ...d("typography", "hand-drawn swelling letterforms, barely legible, filling all negative space"),
      ...d("mood", "trippy, vibrant, festive"),
      ...d("subjects", "bands, dancers, flowers, eyes, peacocks"),
      ...avoid(
        ["a tidy, readable grid", "lettering distorted to fill the shape"],
        ["muted colours", "clashing complementary pairs"],
        ["photography", "hand-drawn line art"],
      ),
    ],
  },
];
