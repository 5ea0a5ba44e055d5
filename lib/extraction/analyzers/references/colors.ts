// Colour words for the description analyzer, read from colors.json. CSS names come from culori's
// parser; the file holds the words designers and painters use that CSS lacks or means differently (CSS
// "teal" is a flat #008080, a designer's teal is deeper and greener), plus the rules that keep everyday
// words from turning into colours. Keys are normalised by the analyzer like any other text. Checked
// against the catalogs' one schema (lib/styles/catalog-data.ts): a hex is a color block's hex.
import { z } from "zod";
import { colorValue } from "@/lib/styles/blocks";
import { parseDataFile } from "@/lib/styles/catalog-data";
import colors from "./colors.json";

export const COLORS_FILE = "lib/extraction/analyzers/references/colors.json";

const word = z.string().min(1);
const colorWords = parseDataFile(
  COLORS_FILE,
  colors,
  z.strictObject({
    about: z.string().min(1),
    designerColors: z.record(word, colorValue.shape.hex),
    ambiguousColorWords: z.array(word),
    colorSuffixes: z.array(word),
    colorModifiers: z.record(word, z.strictObject({ l: z.number().min(-1).max(1).optional(), c: z.number().min(0).optional() })),
  }),
);

/** Designer and pigment names -> hex. These win over a CSS name spelled the same. */
export const DESIGNER_COLORS: Readonly<Record<string, string>> = colorWords.designerColors;

/** Names that are everyday words too ("snow-capped", "salmon on rye", "a rose garden"): they count as
 *  colours only when a suffix says so ("salmon tones", "sand-coloured"). */
export const AMBIGUOUS_COLOR_WORDS: ReadonlySet<string> = new Set(colorWords.ambiguousColorWords);

/** Words after a colour that mark it as one and are dropped from its name. */
export const COLOR_SUFFIXES: ReadonlySet<string> = new Set(colorWords.colorSuffixes);

/** Words before a colour that shift it in OKLCH: `l` adds to lightness (0..1), `c` scales chroma. */
export const COLOR_MODIFIERS: Readonly<Record<string, { l?: number; c?: number }>> = colorWords.colorModifiers;
