// Designer-friendly colour names and nearest-name lookup in OKLab. Pure: no I/O.
// The table is hand-written on purpose: CSS names ("darkslategray", "navy" = #000080) describe
// screen primaries, not the paints, papers and inks people mean when they write a style. Values are
// typical swatches for each word; neutrals come in warm and cool variants at several lightnesses so
// a grey is never named after a hue it barely has.
import { hexToOklab, type Oklab } from "./space";

const COLOR_NAME_TABLE: ReadonlyArray<readonly [name: string, hex: string]> = [
  // blacks, greys, whites
  ["ink black", "#111114"],
  ["soft black", "#242424"],
  ["gunmetal", "#2c3539"],
  ["charcoal", "#3a3c3f"],
  ["graphite", "#4e5054"],
  ["iron grey", "#5c5d5e"],
  ["smoke grey", "#727272"],
  ["slate grey", "#6a7480"],
  ["cool grey", "#8b9198"],
  ["mid grey", "#808080"],
  ["warm grey", "#8f877d"],
  ["stone grey", "#a39e94"],
  ["concrete grey", "#9b9b99"],
  ["dove grey", "#b8b5b0"],
  ["silver", "#c5c8cb"],
  ["pale grey", "#dcdcdc"],
  ["cloud white", "#eceff1"],
  ["paper white", "#f7f7f4"],
  ["pure white", "#ffffff"],
  ["bone white", "#e8e2d2"],
  ["ivory", "#f7f2e2"],
  ["cream", "#f3e6c8"],
  ["oatmeal", "#d8ccb6"],
  ["greige", "#bdb3a5"],
  ["putty", "#c8bca4"],
  // browns and earth
  ["espresso", "#35261e"],
  ["dark chocolate", "#4a2c20"],
  ["walnut", "#5f4330"],
  ["coffee", "#6f4e37"],
  ["umber", "#635147"],
  ["sepia", "#704214"],
  ["cocoa", "#8a6047"],
  ["taupe", "#8b7d6b"],
  ["mushroom", "#a8968c"],
  ["camel", "#c19a6b"],
  ["tan", "#d2b48c"],
  ["sand", "#dcc9a3"],
  ["khaki", "#bfb088"],
  ["caramel", "#c68a4e"],
  ["toffee", "#a8683a"],
  ["cinnamon", "#9c5a33"],
  ["sienna", "#a0522d"],
  ["burnt sienna", "#c25a3a"],
  ["rust", "#b0431a"],
  ["terracotta", "#cc6b49"],
  ["clay", "#b9785c"],
  ["copper", "#b87333"],
  ["bronze", "#9c6b30"],
  ["ochre", "#cc8a22"],
  // reds
  ["oxblood", "#5a1a1a"],
  ["burgundy", "#7a1f33"],
  ["wine", "#722f37"],
  ["maroon", "#6d2222"],
  ["brick red", "#a63a2a"],
  ["crimson", "#b8182f"],
  ["cherry red", "#c8102e"],
  ["scarlet", "#e0301e"],
  ["signal red", "#d9221c"],
  ["tomato red", "#e5523a"],
  ["vermilion", "#e34234"],
  // pinks
  ["coral", "#f27b5f"],
  ["salmon", "#f28c7a"],
  ["peach", "#f8c3a0"],
  ["apricot", "#f4a971"],
  ["blush", "#f1c9c3"],
  ["powder pink", "#f3d6dc"],
  ["pastel pink", "#f7b8c8"],
  ["dusty rose", "#c48b90"],
  ["old rose", "#b0696f"],
  ["rose", "#e0728a"],
  ["raspberry", "#b3245c"],
  ["bubblegum pink", "#ff8cc6"],
  ["hot pink", "#ff4fa3"],
  ["fluorescent pink", "#ff48b0"],
  ["fuchsia", "#d1238e"],
  ["magenta", "#c2266f"],
  ["mauve", "#a7848f"],
  ["dusty mauve", "#8e6b78"],
  // oranges and yellows
  ["burnt orange", "#c2561a"],
  ["persimmon", "#e35f2b"],
  ["orange", "#f27a1a"],
  ["tangerine", "#f79530"],
  ["amber", "#f0a800"],
  ["honey", "#d99a2b"],
  ["mustard", "#d4a62a"],
  ["gold", "#cfae3c"],
  ["saffron", "#f4c430"],
  ["yellow", "#ffe000"],
  ["lemon", "#fff15a"],
  ["butter yellow", "#f7e39b"],
  ["pale yellow", "#fbf1bd"],
  ["chartreuse", "#c2d92b"],
  ["neon yellow", "#e9ff2a"],
  ["fluorescent orange", "#ff6a13"],
  // greens
  ["olive", "#6f6c2c"],
  ["army green", "#4b5320"],
  ["moss", "#7a8436"],
  ["avocado", "#6d8a2e"],
  ["lime", "#9dcc3a"],
  ["neon green", "#39ff14"],
  ["kelly green", "#3aa53a"],
  ["grass green", "#5a9a3c"],
  ["fern", "#4f7942"],
  ["sage", "#9caf88"],
  ["pale sage", "#c9d3b8"],
  ["pistachio", "#b5d29a"],
  ["celadon", "#acd1af"],
  ["mint", "#b4e3c8"],
  ["seafoam", "#8fd3bb"],
  ["eucalyptus", "#6f9c8c"],
  ["emerald", "#009b77"],
  ["sea green", "#2e8b57"],
  ["forest green", "#2b5a35"],
  ["hunter green", "#355e3b"],
  ["bottle green", "#0c4f3a"],
  ["racing green", "#0f3b2a"],
  ["pine", "#254d3d"],
  ["dark olive", "#3e3d1f"],
  // teals and cyans
  ["teal", "#0e7c7b"],
  ["deep teal", "#064e4f"],
  ["petrol", "#1d5d6b"],
  ["peacock", "#0a6f80"],
  ["turquoise", "#2fb8b0"],
  ["aqua", "#62d2d6"],
  ["cyan", "#00b4e0"],
  ["duck egg", "#c3dcd7"],
  ["glacier blue", "#bfe0e6"],
  // blues
  ["ice blue", "#dcedf4"],
  ["pale blue", "#c8ddef"],
  ["powder blue", "#aecde0"],
  ["baby blue", "#9fc4e8"],
  ["sky blue", "#7bbbe3"],
  ["dusty blue", "#7a93ac"],
  ["steel blue", "#4a7fb0"],
  ["cornflower", "#6a8fe0"],
  ["periwinkle", "#8e98e0"],
  ["cerulean", "#2a7ab0"],
  ["azure", "#1e88e5"],
  ["medium blue", "#0078bf"],
  ["electric blue", "#2c6bff"],
  ["cobalt", "#0047ab"],
  ["royal blue", "#2b4bc0"],
  ["ultramarine", "#2a2fa0"],
  ["denim", "#3b5b8c"],
  ["slate blue", "#54667f"],
  ["prussian blue", "#0b3354"],
  ["navy", "#1c2a4a"],
  ["ink blue", "#1f2a66"],
  ["midnight blue", "#161b33"],
  ["indigo", "#33306e"],
  // purples
  ["lavender", "#bcaee0"],
  ["lilac", "#c9a6d6"],
  ["wisteria", "#a393d2"],
  ["heather", "#9d8aa5"],
  ["amethyst", "#9062c4"],
  ["violet", "#7a4bd0"],
  ["purple", "#6a2c91"],
  ["grape", "#553a86"],
  ["orchid", "#c06bb8"],
  ["plum", "#7d3d6e"],
  ["aubergine", "#3e1f3c"],
  ["deep purple", "#2e1a4a"],
];

export interface NamedColor {
  name: string;
  hex: string;
  lab: Oklab;
}

export const COLOR_NAMES: readonly NamedColor[] = COLOR_NAME_TABLE.map(([name, hex]) => ({ name, hex, lab: hexToOklab(hex) }));

/** Below this chroma a colour is a grey, and only grey-like names may describe it. */
const GREY_CHROMA = 0.025;
const GREY_NAME_CHROMA = 0.04;
const GREY_NAMES = COLOR_NAMES.filter((entry) => Math.hypot(entry.lab.a, entry.lab.b) < GREY_NAME_CHROMA);

/** The table entry nearest to `color` in OKLab. Lightness counts a little less than hue and chroma,
 *  because a name ("teal") should follow a colour through a shade change before it jumps to a
 *  neighbouring hue ("petrol"); a grey is only ever named after a grey, never after the faint hue
 *  of the nearest coloured entry ("slate blue" for #636363). */
export function nearestColorName(color: Oklab): NamedColor {
  const candidates = Math.hypot(color.a, color.b) < GREY_CHROMA ? GREY_NAMES : COLOR_NAMES;
  let best = candidates[0] as NamedColor;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of candidates) {
    const dl = (entry.lab.l - color.l) * 0.8;
    const da = entry.lab.a - color.a;
    const db = entry.lab.b - color.b;
    const distance = dl * dl + da * da + db * db;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = entry;
    }
  }
  return best;
}
