// Typography: lettering traditions and type treatments, where the letters are the image.
import type { SeedStyle } from "../types";
import { avoid, d, overview, palette } from "./dsl";

export const typographyStyles: SeedStyle[] = [
  {
    slug: "fraktur-masthead-w8e2",
    name: "Fraktur Masthead",
    author: "letterloft",
    category: "typography",
    tags: ["blackletter", "fraktur", "masthead", "letterpress", "newspaper"],
    description:
      "Blackletter newspaper mastheads: dense Fraktur and textura capitals, thin-thick rules and a centred, ceremonial front page.",
    publishedDaysAgo: 131,
    blocks: [
      overview("Letterpress newspaper masthead in Fraktur blackletter with engraved rules and a centred layout."),
      ...palette(
        ["#111111", "printing black", "type"],
        ["#F3EEDF", "newsprint", "paper"],
        ["#8B1E1E", "oxblood", "single accent rule"],
      ),
      ...d("medium", "letterpress-printed masthead and front page"),
      ...d("composition", "masthead centred across the full width between thin-thick-thin rules", "ears either side with the date and price"),
      ...d(
        "typography",
        "Fraktur and textura blackletter display type, tightly spaced, with ornate capitals",
        "a small transitional serif for datelines and ears",
      ),
      ...d("texture", "ink spread and a slight impression into soft paper"),
      ...d("mood", "traditional, authoritative, gothic"),
      ...d("subjects", "newspaper mastheads, beer labels, certificates, album covers"),
      ...avoid(
        ["sans-serif display type", "blackletter display capitals"],
        ["blackletter set in all capitals", "blackletter in upper and lower case"],
        ["several accent colours", "black with a single oxblood accent"],
      ),
    ],
  },
  {
    slug: "wood-type-playbill-k5n1",
    name: "Wood Type Playbill",
    author: "letterloft",
    category: "typography",
    tags: ["wood type", "letterpress", "playbill", "victorian", "slab serif"],
    description:
      "Nineteenth-century letterpress playbills: a dozen mixed wood-type faces, condensed and extended slab serifs stacked line by line in two inks on cheap paper.",
    publishedDaysAgo: 150,
    blocks: [
      overview("Victorian wood-type playbill: stacked lines of mixed slab-serif faces in black and red on manila."),
      ...palette(
        ["#1A1A1A", "black ink", "most lines"],
        ["#B22222", "circus red", "second ink"],
        ["#E9DDBF", "manila stock", "paper"],
        ["#2F4F7F", "faded slate blue", "alternate second ink"],
      ),
      ...d("medium", "letterpress from wood and metal type on thin newsprint"),
      ...d("composition", "centred stacked lines, each in a different face and size, set edge to edge", "rules and small ornaments separating sections"),
      ...d("typography", "condensed and extended slab serifs, Tuscan and French Clarendon faces, all capitals"),
      ...d("texture", "worn type with bruised edges, uneven inking and a deep impression"),
      ...d("mood", "loud, showman-like, antique"),
      ...d("subjects", "circus bills, theatre posters, auction notices, travelling shows"),
      ...avoid(
        ["a single typeface", "many contrasting wood-type faces"],
        ["lowercase body text", "all-capital display lines"],
        ["clean digital edges", "worn, inked letterpress edges"],
      ),
    ],
  },
  {
    slug: "editorial-didone-spread-q2l7",
    name: "Editorial Didone Spread",
    author: "quietcopy",
    category: "typography",
    tags: ["editorial", "didone", "magazine", "fashion", "serif"],
    description:
      "Fashion-magazine typography: high-contrast Didone headlines, italic decks, hairline rules and luxurious white space.",
    publishedDaysAgo: 44,
    blocks: [
      overview("Fashion-magazine spread typography: hairline Didone headlines, italic decks and wide white margins."),
      ...palette(
        ["#0D0D0D", "rich black", "type"],
        ["#FFFFFF", "bright white", "page"],
        ["#C8A97E", "champagne", "rules and folios"],
        ["#9E2A2B", "lipstick red", "pull quotes"],
      ),
      ...d("medium", "magazine spread for print and digital editions"),
      ...d("composition", "asymmetric spread with a huge headline crossing the gutter", "narrow text columns inside wide margins"),
      ...d(
        "typography",
        "high-contrast Didone display serif with hairline serifs",
        "italic decks and pull quotes, small-capital bylines, a large drop cap",
      ),
      ...d("mood", "luxurious, poised, editorial"),
      ...d("subjects", "fashion features, interviews, perfume advertisements, contents pages"),
      ...avoid(
        ["rounded geometric sans headlines", "a high-contrast Didone serif"],
        ["cramped margins", "generous white space"],
        ["drop shadows on type", "flat black type on white"],
      ),
    ],
  },
  {
    slug: "signwriter-brush-lettering-f9d3",
    name: "Signwriter Brush Lettering",
    author: "fieldandfolio",
    category: "typography",
    tags: ["sign painting", "lettering", "gold leaf", "shopfront", "hand-painted"],
    description:
      "Traditional hand-painted shop signs: one-stroke casual brush script, blocked shades, gold-leaf highlights and a painted panel border.",
    publishedDaysAgo: 57,
    blocks: [
      overview("Hand-painted signwriting: one-stroke brush script with shades and gold leaf on a dark coach-green panel."),
      ...palette(
        ["#0F3B2E", "coach green", "panel"],
        ["#D4AF37", "gold leaf", "main letters"],
        ["#F4EAD5", "cream enamel", "secondary letters"],
        ["#8B2D1F", "oxide red", "shades"],
        ["#1C1C1C", "black", "keylines"],
      ),
      ...d("medium", "enamel sign paint and gold leaf on a wooden fascia or the inside of a shop window"),
      ...d("composition", "main word centred on a curved baseline, smaller lines in block capitals, scrolled ends"),
      ...d(
        "typography",
        "one-stroke casual brush script for the headline, Egyptian block capitals for secondary lines",
        "drop shades and outlines offset down and to the right",
      ),
      ...d("texture", "visible brush ridges, a slight lean and wobble, gold leaf with burnished variation"),
      ...d("mood", "warm, crafted, neighbourly"),
      ...d("subjects", "shopfronts, barbershop windows, delivery vans, pub signs"),
      ...avoid(
        ["perfect vector lettering", "hand-painted letters with brush ridges"],
        ["thin script fonts", "weighty one-stroke brush script"],
        ["flat single-colour letters", "letters with shade and highlight"],
      ),
    ],
  },
  {
    slug: "stretch-variable-type-c1v5",
    name: "Stretch Variable Type",
    author: "gridworks",
    category: "typography",
    tags: ["variable font", "kinetic", "poster", "experimental", "grotesque"],
    description:
      "Posters built from one variable typeface pushed to its extremes: letters stretched from hairline-condensed to ultra-wide within a single word.",
    publishedDaysAgo: 17,
    blocks: [
      overview("Type-only posters from one variable grotesque, each letter at a different width and weight."),
      ...palette(
        ["#101010", "black", "type"],
        ["#F2F0EA", "bone", "background"],
        ["#FF4F1F", "signal orange", "one highlighted word"],
      ),
      ...d("medium", "digital poster and motion-ready title card"),
      ...d("composition", "one word filling the frame edge to edge, lines justified by changing width rather than size"),
      ...d(
        "typography",
        "a single variable grotesque with width and weight interpolated letter by letter",
        "zero line gap, letters touching",
      ),
      ...d("mood", "kinetic, bold, experimental"),
      ...d("subjects", "festival posters, title cards, album covers, event identities"),
      ...avoid(
        ["several typefaces", "one variable family at many widths"],
        ["ornament and imagery", "type as the only image"],
        ["wide letter-spacing", "tight, touching letters"],
      ),
    ],
  },
];
