// Colour words for the description analyzer. The names and their hex values come from color-name-list
// (about 32,000 names kept by its community, ISC licence; its package declares Node 22 but is data only
// and loads on Node 20); colors.json holds the rules that keep everyday words ("rain", "storm",
// "snow") from turning into colours. Keys are normalised by the analyzer like any other text. Checked
// against the catalogs' one schema (lib/styles/catalog-data.ts).
import { colornames } from "color-name-list";
import { z } from "zod";
import { parseDataFile } from "@/lib/styles/catalog-data";
import colors from "./colors.json";

export const COLORS_FILE = "lib/extraction/analyzers/references/colors.json";

const word = z.string().min(1);
const colorWords = parseDataFile(
  COLORS_FILE,
  colors,
  z.strictObject({
    about: z.string().min(1),
    ambiguousColorWords: z.array(word),
    colorSuffixes: z.array(word),
    colorModifiers: z.record(word, z.strictObject({ l: z.number().min(-1).max(1).optional(), c: z.number().min(0).optional() })),
    hueWords: z.array(word),
  }),
);

/** Every colour name of the list, as written there ("Burnt Orange"), with its hex in upper case. */
export const COLOR_NAME_LIST: readonly { name: string; hex: string }[] = colornames.map((c) => ({ name: c.name, hex: c.hex.toUpperCase() }));

/** CSS names that are everyday words too ("snow-capped", "salmon on rye", "a rose garden"): they count
 *  as colours only where the text says they are (a suffix, a modifier, another colour beside them). */
export const AMBIGUOUS_COLOR_WORDS: ReadonlySet<string> = new Set(colorWords.ambiguousColorWords);

/** Words after a colour that mark it as one and are dropped from its name. */
export const COLOR_SUFFIXES: ReadonlySet<string> = new Set(colorWords.colorSuffixes);

/** Words before a colour that shift it in OKLCH: `l` adds to lightness (0..1), `c` scales chroma. */
export const COLOR_MODIFIERS: Readonly<Record<string, { l?: number; c?: number }>> = colorWords.colorModifiers;

/** Hue words: a name of two or more words with one of them is a colour on its own ("forest green"). */
export const HUE_WORDS: ReadonlySet<string> = new Set(colorWords.hueWords);
