// Illustration: print processes and drawing traditions, named by technique and era.
import type { SeedStyle } from "../types";
import { avoid, d, overview, palette } from "./dsl";

export const illustrationStyles: SeedStyle[] = [
  {
    slug: "mid-century-picture-book-f2d8",
    name: "Mid-Century Picture Book",
    author: "gouachegarden",
    category: "illustration",
    tags: ["children's book", "gouache", "1950s", "flat colour", "dry brush"],
    description:
      "1950s picture-book illustration in flat gouache and dry brush: a four-colour palette, stylised trees and cheerful, slightly wonky geometry.",
    publishedDaysAgo: 27,
    blocks: [
      overview("1950s picture-book illustration: flat gouache shapes, dry-brush texture and a strict four-colour palette."),
      ...palette(
        ["#E2572B", "persimmon", "warm key colour"],
        ["#2E6F6B", "teal green", "foliage and shadows"],
        ["#F1C84B", "mustard", "highlights"],
        ["#F4ECDD", "off-white stock", "paper"],
        ["#2A2522", "ink brown", "line work"],
      ),
      ...d("medium", "gouache and dry brush on cartridge paper, separated into four flat spot colours", "crayon and sponge textures for foliage"),
      ...d(
        "composition",
        "flat perspective with stacked planes; houses and trees arranged like stage flats",
        "small characters in wide scenes, read left to right",
      ),
      ...d("texture", "dry-brush edges, visible paper grain, overprinted colour where shapes overlap"),
      ...d("typography", "hand-lettered title in rounded, slightly uneven capitals"),
      ...d("mood", "cheerful, gentle, curious"),
      ...d("subjects", "cats, bicycles, rooftops, market stalls, children in raincoats"),
      ...avoid(
        ["glossy digital shading", "flat colour with dry-brush texture"],
        ["realistic anatomy", "simple geometric figures with stick limbs"],
        ["more than four colours", "a strict four-colour palette"],
      ),
    ],
  },
  {
    slug: "ligne-claire-adventure-t9s4",
    name: "Ligne Claire Adventure",
    author: "inkclub",
    category: "illustration",
    tags: ["comics", "clear line", "franco-belgian", "flat colour", "adventure"],
    description:
      "Franco-Belgian clear-line comics: even black outlines, flat unshaded colour and meticulously drawn real-world backgrounds.",
    publishedDaysAgo: 39,
    // Lighting is off as a whole: clear line has no modelled light, and the note would only add noise.
    disabledSections: ["lighting"],
    blocks: [
      overview("Franco-Belgian clear-line comic art: one even contour weight, flat colour and precise, realistic settings."),
      ...palette(
        ["#1B1B1B", "ink black", "outlines"],
        ["#2F6DB5", "cobalt", "skies and clothing"],
        ["#E4B43C", "ochre", "sand and stone"],
        ["#D94F30", "vermilion", "accents"],
        ["#F2E6CE", "newsprint cream", "paper"],
      ),
      ...d("medium", "pen and ink with uniform line weight, flat colour like a 1950s album reprint"),
      ...d("composition", "wide establishing panels at eye level with clear silhouettes", "characters simplified, backgrounds drawn with architectural precision"),
      ...d("lighting", "no cast shadows; form is carried by line alone"),
      ...d("texture", "clean flat fills with no gradients and no hatching"),
      ...d("mood", "adventurous, lucid, optimistic"),
      ...d("subjects", "steamships, vintage cars, desert towns, airports, explorers in trench coats"),
      ...avoid(
        ["cross-hatching", "a single, even contour line"],
        ["manga speed lines", "calm, readable staging"],
        ["gradient shading", "flat colour fills"],
      ),
    ],
  },
  {
    slug: "copperplate-botanical-plate-n7e5",
    name: "Copperplate Botanical Plate",
    author: "fieldandfolio",
    category: "illustration",
    tags: ["botanical", "engraving", "scientific", "watercolour", "antique"],
    description:
      "Hand-coloured botanical engraving in the manner of eighteenth-century herbals: stipple and hatching, transparent washes and a dissected specimen laid out on the page.",
    publishedDaysAgo: 63,
    blocks: [
      overview("Eighteenth-century botanical plate: an engraved specimen with dissected details, hand-tinted in thin watercolour."),
      ...palette(
        ["#F1E8D2", "laid-paper cream", "paper"],
        ["#3C4A2E", "sap green", "leaves and stems"],
        ["#A23B3B", "madder red", "petals"],
        ["#6E5A3E", "sepia ink", "engraved line"],
        ["#C9A227", "gamboge", "stamens and seed heads"],
      ),
      ...d("medium", "copperplate engraving hand-tinted with transparent watercolour"),
      ...d(
        "composition",
        "one specimen centred, with root, flower and seed details arranged around it",
        "numbered details and a short caption beneath the plate",
      ),
      ...d("texture", "fine hatching and stipple shading, a plate mark around the image, light foxing on the paper"),
      ...d("typography", "small italic caption in a transitional serif giving the Latin name"),
      ...d("mood", "scholarly, precise, delicate"),
      ...d("subjects", "wildflowers, medicinal herbs, fungi, fruit cut in section"),
      ...avoid(
        ["bold saturated digital colour", "thin transparent washes over line"],
        ["photographic rendering", "engraved line and stipple"],
        ["busy background scenery"],
      ),
    ],
  },
  {
    slug: "linocut-folk-tale-g4h1",
    name: "Linocut Folk Tale",
    author: "gouachegarden",
    category: "illustration",
    tags: ["linocut", "printmaking", "folk", "two colour", "book cover"],
    description:
      "A remix of Risograph Zine into carved linocut: two inks, bold gouge marks and folk-tale figures for book covers and beer labels.",
    publishedDaysAgo: 1,
    remixOf: "risograph-zine-k2f9",
    blocks: [
      overview("Two-block linocut relief print: bold carved shapes, gouge-mark texture and folk-tale figures."),
      ...palette(
        ["#1C1A17", "carbon black", "key block"],
        ["#C1352B", "brick red", "second block"],
        ["#EFE6D2", "rice paper", "paper"],
        ["#D9A441", "straw gold", "small accents"],
      ),
      ...d("medium", "two-block linocut relief print on thin rice paper"),
      ...d("composition", "symmetrical central motif inside a carved decorative border", "figures and animals packed to fill the block"),
      ...d("texture", "white gouge marks carved in parallel strokes, uneven ink coverage, a faint block edge"),
      ...d("mood", "earthy, storytelling, handmade"),
      ...d("subjects", "foxes, birds, wheat, moons, village houses, folk heroes"),
      ...avoid(
        ["thin, fine lines", "bold carved shapes"],
        ["smooth gradients", "gouge-mark hatching for tone"],
        ["digital vector perfection", "uneven hand-inked impressions"],
      ),
    ],
  },
];
