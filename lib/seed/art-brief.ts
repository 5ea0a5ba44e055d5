// Reads what a style's blocks say about a picture (composition, medium, texture, lighting, subjects,
// typography, palette roles) into an ArtBrief: which layout paints it, how surfaces are rendered,
// what finishes go on top and what is in the scene. Painters only ever read the brief, so two styles
// of one category differ exactly where their words differ. Plain keyword reading, deterministic.
import type { ArtInput } from "./art-kit";

export type Layout =
  | "landscape" // a horizon with land, sky and things standing on it
  | "room" // a one-point-perspective interior, stage or set
  | "tabletop" // objects on a ledge, plinth or sweep against a backdrop
  | "void" // forms floating in empty space
  | "fields" // stacked soft colour fields
  | "corner" // one motif in a corner, the rest empty paper
  | "specimen" // one centred specimen with details and a caption
  | "tiles" // several small scenes on one sheet: comic panels or sketchbook studies
  | "emblem" // one bold motif, printed
  | "poster" // flat geometry and type on a grid or a diagonal
  | "lettering" // the words are the picture
  | "screen"; // an interface

/** How a surface is rendered: the medium's mark. */
export type Technique =
  | "flat" // solid fills
  | "soft" // smooth gradients (renders, photographs, haze)
  | "halftone" // dot screens in spot inks
  | "line" // even outlines over flat colour
  | "engraving" // hatching and stipple under a fine line
  | "brush" // visible brushstrokes
  | "knife" // slabs of impasto with lit ridges
  | "wash" // translucent layered ink or watercolour
  | "gouge" // carved relief: solid ink with white cut marks
  | "facets"; // low-poly planes, one tone per face

export type Motif =
  | "tree" | "pine" | "bamboo" | "flower" | "house" | "tower" | "figure" | "mountain" | "water" | "boat" | "car"
  | "bird" | "fox" | "moon" | "sun" | "lamp" | "sign" | "window" | "chair" | "vase" | "fruit" | "bottle" | "bread"
  | "plinth" | "character" | "blob" | "torus" | "island" | "windmill" | "curtain" | "door" | "plant" | "hand" | "eye";

export interface ArtBrief {
  slug: string;
  name: string;
  category: string;
  layout: Layout;
  technique: Technique;
  /** Even dark contours around shapes. */
  outline: boolean;
  symmetric: boolean;
  centred: boolean;
  diagonal: boolean;
  negativeSpace: boolean;
  /** Where the horizon sits, as a share of the height; null when there is none. */
  horizon: number | null;
  /** Camera tilt in degrees (handheld, off-level snapshots). */
  tilt: number;
  /** Frame proportions of a film still (2.39, 1.85...), null for the full sheet. */
  aspect: number | null;
  roundedFrame: boolean;
  key: "low" | "mid" | "high";
  night: boolean;
  /** Where the main light comes from. */
  light: "left" | "right" | "top" | "front";
  hardShadows: boolean;
  haze: boolean;
  glow: boolean;
  /** Grain strength 0..1. */
  grain: number;
  misregister: boolean;
  scanlines: boolean;
  vignette: boolean;
  rain: boolean;
  reflections: boolean;
  blinds: boolean;
  lightLeak: boolean;
  dateStamp: boolean;
  flash: boolean;
  border: boolean;
  figures: "none" | "tiny" | "small" | "large";
  motifs: Motif[];
  /** The subjects block split into its items ("bamboo", "plum blossom"...): real words for labels. */
  subjects: string[];
  /** What each section says, lowercased, for painters that need a finer reading. */
  says: (section: string, pattern: RegExp) => boolean;
}

const MOTIF_WORDS: [Motif, RegExp][] = [
  ["pine", /\bpines?\b|forest|fir\b/],
  ["bamboo", /bamboo/],
  ["tree", /\btrees?\b|olive|orchard|grove|foliage|garden|meadow/],
  ["flower", /flower|sunflower|popp|tulip|orchid|blossom|florals?|petal|wildflower|herb|rosa\b/],
  ["plant", /houseplant|potted plant|plants?\b/],
  ["house", /\bhouses?\b|village|farmhouse|tract|cottage|rooftop|shed|motel|bakery|café|cafe/],
  ["tower", /housing block|librar|tower|building|factor|stairwell|plaza|alley|diner|counter/],
  ["mountain", /mountain|fjord|hills?\b|dunes?|mist/],
  ["water", /lake|sea\b|harbour|pond|water|fjord|beach|reservoir|marsh|wave|pool/],
  ["boat", /boat|ship|ferry|steamship/],
  ["car", /\bcars?\b|taxi|van\b|bicycle|vehicle/],
  ["bird", /\bbirds?\b|heron|peacock/],
  ["fox", /\bfox|\bcats?\b|animal/],
  ["moon", /moon/],
  ["sun", /\bsun\b|sunset|sunrise|golden hour|glow near the horizon|low amber/],
  ["lamp", /lamp|sodium|street light/],
  ["sign", /\bsigns?\b|neon|phone booth/],
  ["window", /window|mullion/],
  ["door", /door/],
  ["chair", /chair|furniture|luggage/],
  ["vase", /vase|ceramic|jug|pewter|glass/],
  ["fruit", /fruit|lemon|grape|oyster|apple/],
  ["bread", /bread|croissant/],
  ["bottle", /bottle|skincare|product|gadget|headphone|sneaker/],
  ["plinth", /plinth|pedestal/],
  ["character", /character|mascot|toy|astronaut|round-headed|plasticine/],
  ["blob", /\bblobs?\b|organic/],
  ["torus", /torus/],
  ["island", /island/],
  ["windmill", /windmill/],
  ["curtain", /proscenium|soundstage|stage/],
  ["hand", /\bhands?\b/],
  ["eye", /\beyes?\b/],
];

export function readBrief(input: ArtInput): ArtBrief {
  const text = input.sections ?? {};
  const all = Object.values(text).flat().join(" \n ").toLowerCase() + " " + input.name.toLowerCase();
  // "no hatching", "no gradients": a negated word must not switch its technique on.
  const sec = (s: string) => (text[s] ?? []).join(" \n ").toLowerCase().replace(/\bno [a-z-]+/g, "");
  const says = (section: string, pattern: RegExp) => pattern.test(section === "*" ? all : sec(section));
  const look = sec("composition") + " " + sec("medium") + " " + sec("overview");
  const scene = sec("subjects") + " " + sec("composition") + " " + sec("overview");

  const motifs = MOTIF_WORDS.filter(([, re]) => re.test(scene)).map(([m]) => m);
  const figuresSaid = /figure|people|person|dancer|detective|friend|walker|children|staff|worker|crowd|family|explorer|waving/.test(scene);
  const figures: ArtBrief["figures"] = !figuresSaid || /people absent|no figures|figures and narrative/.test(all.replace(/avoid.*$/, ""))
    ? "none"
    : /tiny|small|for scale|lone/.test(scene) ? (/tiny|for scale/.test(scene) ? "tiny" : "small") : "large";

  const ratio = /(\d\.\d\d):1/.exec(sec("medium"));
  const aspect = ratio ? Number(ratio[1]) : /\b4:3\b/.test(sec("medium")) ? 4 / 3 : null;

  const grainWords = sec("texture") + " " + sec("medium");
  const grain = /heavy grain|coarse|pushed|speckle|visible ink grain/.test(grainWords)
    ? 0.8
    : /\bgrain\b|grainy|paper grain|tooth|foxing|dust/.test(grainWords)
      ? /fine|clean|gentle|faint/.test(grainWords) ? 0.3 : 0.5
      : 0;

  const horizonWords = sec("composition") + " " + sec("overview");
  const horizon = /horizon very high or very low|low horizon|wide sky/.test(horizonWords)
    ? 0.72
    : /horizon very high|high horizon/.test(horizonWords)
      ? 0.3
      : /level horizon|horizon|landscape|wide shot|establishing|stacked planes|street|sweep/.test(look + " " + scene)
        ? 0.6
        : null;

  const lighting = sec("lighting") + " " + sec("overview");
  const night = /night|neon|sodium|dark|low-key|deep shadows/.test(lighting + " " + sec("mood") + " " + sec("subjects"));
  const lowKey = /near-black|falling off to black|low-key|hard slatted|night/.test(lighting + " " + sec("composition") + " " + sec("overview"));
  const highKey = /high-key|bright|flat midday|overcast|soft, even|nearly shadowless|pastel/.test(lighting + " " + look);

  return {
    slug: input.slug,
    name: input.name,
    category: input.category,
    layout: layoutOf(input.category, sec),
    technique: techniqueOf(sec, all, input.category),
    outline: /outline|contour|keyline|pen and ink|line art|line work|engrav|graphite|gesture line/.test(sec("medium") + sec("texture") + sec("overview") + sec("composition")) &&
      !/no outlines/.test(all),
    symmetric: /symmetr|dead centre|one-point/.test(look) && !/asymmetr/.test(sec("composition")),
    centred: /centred|centered|dead centre|single character|one specimen|filling the canvas|central/.test(look),
    diagonal: /diagonal/.test(sec("composition")),
    negativeSpace: /empty|white space|negative space|left empty|wide empty|margins/.test(sec("composition") + sec("overview") + sec("description")),
    horizon,
    tilt: /tilted|off-level/.test(sec("composition")) ? 6 : /handheld/.test(sec("composition")) ? 2.5 : 0,
    aspect,
    roundedFrame: /rounded corners|super 8|crt/.test(all),
    key: lowKey ? "low" : highKey ? "high" : "mid",
    night,
    light: /camera left|from the left|top left|from the left/.test(lighting) ? "left" : /camera right/.test(lighting) ? "right" : /on-camera flash|frontal/.test(lighting) ? "front" : "top",
    hardShadows: /hard light|hard key|crisp|long shadows|raking|hard falloff|strong directional/.test(lighting),
    haze: /haze|mist|fog|dissolve|veil/.test(lighting + " " + sec("texture") + " " + sec("overview")),
    glow: /glow|bloom|halation|neon|backlight/.test(lighting + " " + sec("texture")),
    grain,
    misregister: /misregist|overprint/.test(sec("texture") + sec("medium")),
    scanlines: /scanline/.test(sec("texture")),
    vignette: /vignette|darker screen corners|falling off to black|falls? into darkness/.test(all),
    rain: /\brain\b/.test(sec("subjects") + " " + sec("lighting") + " " + sec("overview")),
    reflections: /reflection|wet/.test(sec("composition") + " " + sec("texture") + " " + sec("overview")),
    blinds: /venetian|slatted/.test(lighting + " " + sec("overview")),
    lightLeak: /light leak/.test(sec("texture")),
    dateStamp: /date stamp/.test(sec("texture") + sec("overview")),
    flash: /flash/.test(sec("lighting")),
    border: /border|plate mark|panel border/.test(look + " " + sec("texture")),
    figures,
    motifs,
    subjects: (text.subjects ?? []).flatMap((t) => t.split(/,|\band\b/)).map((t) => t.trim()).filter(Boolean),
    says,
  };
}

function layoutOf(category: string, sec: (s: string) => string): Layout {
  const look = `${sec("composition")} ${sec("medium")} ${sec("overview")}`;
  if (category === "ui" || /interface|\bui\b|dashboard/.test(sec("medium"))) return "screen";
  if (category === "typography" || /lettering warped/.test(look)) return "lettering";
  if (/several small studies|panels?\b|comic/.test(look)) return "tiles";
  if (/stacked soft-edged rectangles|fields? of colour|colour fields/.test(look)) return "fields";
  if (/one motif in a corner|two thirds of the paper/.test(look)) return "corner";
  if (/specimen/.test(look)) return "specimen";
  if (/grid|diagonal|geometric|poster|numeral/.test(look) && category === "graphic-design") return "poster";
  if (/relief print|linocut|risograph|zine/.test(look)) return "emblem";
  if (/floating|empty gradient space|empty space/.test(look)) return "void";
  if (/interior|one-point|proscenium|doorway|back wall|tabletop set|miniature set|room/.test(look)) return "room";
  if (/plinth|ledge|tabletop|sweep|still life|cropped subject|filling the canvas/.test(look)) return "tabletop";
  return "landscape";
}

function techniqueOf(sec: (s: string) => string, all: string, category: string): Technique {
  const m = `${sec("medium")} ${sec("texture")} ${sec("overview")}`;
  if (/low-poly|facet/.test(m)) return "facets";
  if (/linocut|gouge|carved/.test(m)) return "gouge";
  if (/halftone|risograph/.test(m)) return "halftone";
  if (/engrav|hatching|stipple/.test(m)) return "engraving";
  if (/palette knife|impasto/.test(m)) return "knife";
  if (/ink wash|sumi|watercolour wash|graphite|washes/.test(m)) return "wash";
  if (/stain|soaked|feathered/.test(m)) return "wash";
  if (/clear line|clear-line|uniform line weight|even black outlines/.test(m + all)) return "line";
  if (/gouache|brushstroke|brush/.test(m) && category === "painting") return "brush";
  if (/gouache|dry brush|flat colour|flat solid|flat fills|flat vector|screen-printed|lithograph|offset/.test(m)) return "flat";
  return "soft";
}
