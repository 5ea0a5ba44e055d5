// The labelled image set of `npm run eval -- --only images`: what a designer looking at each image
// would say it is made of. Real images are downscaled copies from Debian packages, committed under
// real/ (tests/eval/images/build-set.ts makes them; LICENSES.md lists author and license); synthetic
// ones are drawn by synthetic.ts at run time, so their structure and colours are known exactly.
//
// Labels use one small vocabulary (MEDIA and FACTS below); tests/eval/images.ts says how each word is
// recognised in the analyzer's text and which guardrails would contradict it.

/** What the image is made with, as a practitioner would name it. */
export const MEDIA = ["photograph", "painting", "flat", "gradient", "line-art", "pixel-art", "halftone", "3d-render", "textured"] as const;
export type Medium = (typeof MEDIA)[number];

/** Structure and composition facts an analysis should name when the image has them. */
export const FACTS = [
  "stripes",
  "diagonal",
  "vertical",
  "dots",
  "grid",
  "hexagons",
  "isometric",
  "outlines",
  "pattern",
  "scattered-marks",
  "symmetry",
  "centred-subject",
  "perspective",
  "horizon",
  "negative-space",
  "transparent",
  "shading",
  "depth-of-field",
  "pixel-grid",
  "halftone",
  "gradient",
  "grain",
] as const;
export type Fact = (typeof FACTS)[number];

export interface Source {
  /** The Debian package the original comes from, and its path there. */
  package: string;
  path: string;
  license: string;
  author: string;
  /** How the committed copy was made beyond downscaling (tiling a pattern tile, nearest-neighbour
   *  enlargement of a sprite). */
  prepare?: { tile?: number; enlarge?: number };
}

export interface ImageLabel {
  /** real/<file> in this folder, or synthetic:<name> (synthetic.ts). */
  file: string;
  source?: Source;
  /** Readings that are right, the truest first. */
  medium: Medium[];
  /** Facts a good analysis names; every one must be found for the image to count as right. */
  structure: Fact[];
  /** Facts the image also has: naming them is right, missing them is no fault, and a guardrail
   *  against them is a guardrail against the source. */
  present?: Fact[];
  /** Flat, 1-bit and pixel images: every colour painted (hex). A palette colour farther than ΔE2000
   *  10 from all of them is invented. Transparent areas are no colour. */
  colors?: string[];
  /** Statements (regular expressions, case-insensitive) that would be wrong about this image. */
  wrong?: string[];
  /** What the image depicts, in 1-3 plain words ("lighthouse", "forest"); absent for pure abstraction. */
  subjects?: string[];
  /** The mood a viewer would name, only where it is obvious ("calm", "dramatic"). */
  mood?: string[];
}

const mate = (path: string, author: string, medium: Medium[], structure: Fact[], extra: Partial<ImageLabel> = {}): ImageLabel => ({
  file: path.split("/").pop()!.replace(/\.(png|jpg)$/, ".webp"),
  source: { package: "mate-backgrounds", path: `/usr/share/backgrounds/mate/${path}`, license: "GPL-2+", author },
  medium,
  structure,
  ...extra,
});

/** A wallpaper from xfdesktop4-data; none shows a scene, so none is a photograph or in perspective. */
const xfce = (name: string, medium: Medium[], structure: Fact[], extra: Partial<ImageLabel> = {}): ImageLabel => ({
  file: name.replace(/\.(png|jpg|svg)$/, name.endsWith(".jpg") ? ".webp" : ".png"),
  source: { package: "xfdesktop4-data", path: `/usr/share/backgrounds/xfce/${name}`, license: "GPL-2+", author: "Xfce artists (xfdesktop)" },
  medium,
  structure,
  ...extra,
  wrong: ["photograph", "perspective", "vanishing point", ...(extra.wrong ?? [])],
});

export const LABELS: ImageLabel[] = [
  // Photographs (mate-backgrounds, nature/).
  mate("nature/Aqua.jpg", "Charles Barbin", ["photograph"], ["depth-of-field"], { wrong: ["vector", "flat fills"] }),
  mate("nature/Dune.jpg", "Marco Cogoni, Hylke Bons", ["photograph"], ["horizon"]),
  mate("nature/FreshFlower.jpg", "Jens Ansorg", ["photograph"], ["depth-of-field"]),
  mate("nature/Garden.jpg", "Charles Barbin", ["photograph"], ["depth-of-field"]),
  mate("nature/LadyBird.jpg", "Charles Barbin", ["photograph"], []),
  mate("nature/Storm.jpg", "Charles Barbin", ["photograph"], ["horizon"]),
  mate("nature/Wood.jpg", "mate-backgrounds authors", ["photograph"], []),
  mate("nature/YellowFlower.jpg", "Charles Barbin", ["photograph"], ["depth-of-field"]),
  mate("nature/Blinds.jpg", "Lennart Poettering, Andrea Cimitan", ["photograph"], []),
  // Wallpapers: gradients, stripes, a logo in open space, a mirrored painting.
  mate("desktop/Stripes.png", "mate-backgrounds authors", ["gradient", "flat"], ["stripes", "vertical"], { wrong: ["photograph"] }),
  mate("desktop/Ubuntu-Mate-Cold-no-logo.png", "Ubuntu MATE artwork", ["gradient"], [], { present: ["negative-space", "grain"], wrong: ["photograph"] }),
  mate("desktop/GreenTraditional.jpg", "l0r4n0n", ["flat", "gradient"], ["negative-space"], { present: ["centred-subject"] }),
  mate("abstract/Elephants.jpg", "Wyng Stancikaite", ["painting", "textured"], [], { present: ["pattern", "symmetry"], wrong: ["flat fills", "vector"] }),
  {
    file: "Waves.png",
    source: { package: "mate-backgrounds", path: "/usr/share/backgrounds/mate/abstract/Waves.png", license: "GPL-2+", author: "Patryk Zawadzki" },
    medium: ["gradient"],
    structure: ["transparent"],
  },
  {
    file: "Sway_Wallpaper_Blue.webp",
    source: { package: "sway-backgrounds", path: "/usr/share/backgrounds/sway/Sway_Wallpaper_Blue_1366x768.png", license: "Expat", author: "Drew DeVault and sway contributors" },
    medium: ["gradient", "flat"],
    structure: ["negative-space"],
    present: ["centred-subject"],
  },
  {
    file: "debian-edu-spacefun.webp",
    source: { package: "debian-edu-artwork-spacefun", path: "/usr/share/desktop-base/debian-edu-spacefun-theme/wallpaper/contents/images/1280x720.svg", license: "GPL-2+", author: "Valessio Brito and Debian Edu artists" },
    medium: ["gradient", "flat"],
    structure: [],
    wrong: ["photograph"],
  },
  {
    file: "debian-edu-homeworld.webp",
    source: { package: "debian-edu-artwork-homeworld", path: "/usr/share/desktop-base/debian-edu-homeworld-theme/wallpaper/contents/images/1280x720.svg", license: "GPL-2+", author: "Juliette Taka Belin and Debian Edu artists" },
    medium: ["flat", "gradient"],
    structure: ["negative-space"],
    wrong: ["photograph"],
  },
  {
    file: "debian-edu-softwaves.webp",
    source: { package: "debian-edu-artwork-softwaves", path: "/usr/share/desktop-base/debian-edu-softwaves-theme/wallpaper/contents/images/1280x720.svg", license: "GPL-2+", author: "Juliette Taka Belin and Debian Edu artists" },
    medium: ["gradient"],
    structure: [],
    wrong: ["photograph"],
  },
  // Xfce wallpapers (xfdesktop4-data): a glow behind a small logo, bands, petals, contour lines.
  xfce("xfce-blue.jpg", ["gradient"], ["gradient"], { present: ["centred-subject", "negative-space"] }),
  xfce("xfce-teal.jpg", ["gradient"], ["gradient"], { present: ["centred-subject", "negative-space", "symmetry"] }),
  xfce("xfce-verticals.png", ["gradient"], ["gradient"], { present: ["stripes", "vertical", "centred-subject", "negative-space"] }),
  xfce("xfce-stripes.png", ["gradient", "flat"], [], { present: ["stripes", "gradient", "negative-space"] }),
  xfce("xfce-flower.svg", ["gradient", "flat"], [], { present: ["centred-subject", "symmetry", "gradient"] }),
  xfce("xfce-leaves.svg", ["flat"], [], { present: ["centred-subject", "scattered-marks", "negative-space", "outlines"] }),
  xfce("xfce-shapes.svg", ["line-art", "flat"], [], { present: ["outlines", "pattern", "centred-subject"], wrong: ["grainy", "speckle"] }),
  {
    file: "debian-edu-emerald.webp",
    source: { package: "debian-edu-artwork-emerald", path: "/usr/share/desktop-base/debian-edu-emerald-theme/wallpaper/contents/images/1920x1080.svg", license: "GPL-2+", author: "Debian Edu artists" },
    medium: ["gradient", "flat"],
    structure: [],
    present: ["negative-space", "centred-subject"],
    wrong: ["photograph", "perspective"],
  },
  {
    file: "debian-edu-buster.webp",
    source: { package: "debian-edu-artwork-buster", path: "/usr/share/desktop-base/debian-edu-buster-theme/wallpaper/contents/images/1920x1080.svg", license: "GPL-2+", author: "Debian Edu artists" },
    medium: ["gradient", "flat"],
    structure: [],
    present: ["negative-space"],
    wrong: ["photograph", "perspective"],
  },
  // Paintings (wesnoth-1.16-data story art).
  {
    file: "wesnoth-landscape-castle.webp",
    source: { package: "wesnoth-1.16-data", path: "/usr/share/games/wesnoth/1.16/data/core/images/story/landscape-castle.jpg", license: "GPL-2", author: "Battle for Wesnoth artists" },
    medium: ["painting", "photograph"],
    structure: [],
    wrong: ["flat fills", "vector"],
  },
  {
    file: "wesnoth-swamp.webp",
    source: { package: "wesnoth-1.16-data", path: "/usr/share/games/wesnoth/1.16/data/core/images/story/swamp-01.jpg", license: "GPL-2", author: "Battle for Wesnoth artists" },
    medium: ["painting", "textured"],
    structure: [],
    wrong: ["flat fills", "vector"],
  },
  // Pixel art (supertux-data), enlarged by whole pixels.
  {
    file: "supertux-retro-brick.png",
    source: { package: "supertux-data", path: "/usr/share/games/supertux2/images/tiles/blocks/retro_brick.png", license: "GPL-3+", author: "SuperTux Devel Team", prepare: { enlarge: 8 } },
    medium: ["pixel-art"],
    structure: ["pixel-grid"],
    wrong: ["photograph", "gradient"],
  },
  {
    file: "supertux-icetux.png",
    source: { package: "supertux-data", path: "/usr/share/games/supertux2/images/worldmap/common/icetuxwalk7.png", license: "GPL-3+", author: "SuperTux Devel Team", prepare: { enlarge: 12 } },
    medium: ["pixel-art"],
    structure: ["pixel-grid", "transparent"],
    present: ["centred-subject"],
    wrong: ["photograph", "gradient"],
  },
  // Clip art and patterns (openclipart-png: public domain; tuxpaint-stamps-default).
  {
    file: "openclipart-dots-square-grid.png",
    source: { package: "openclipart-png", path: "/usr/share/openclipart/png/special/patterns/pattern-dots-square-grid-05.png", license: "public domain (CC0)", author: "openclipart.org contributors", prepare: { tile: 4 } },
    medium: ["flat"],
    structure: ["dots", "transparent"],
    present: ["grid", "pattern"],
    colors: ["#000000"],
    wrong: ["photograph", "gradient"],
  },
  {
    file: "openclipart-diamond-cubes.png",
    source: { package: "openclipart-png", path: "/usr/share/openclipart/png/special/patterns/pattern-diamond-cubes-1.png", license: "public domain (CC0)", author: "openclipart.org contributors", prepare: { tile: 3 } },
    medium: ["flat"],
    structure: ["isometric"],
    present: ["pattern", "outlines"],
    colors: ["#ffffff", "#c0c0c0", "#808080", "#606060", "#111111"],
    wrong: ["photograph", "gradient"],
  },
  {
    file: "openclipart-warning-stripes.png",
    source: { package: "openclipart-png", path: "/usr/share/openclipart/png/special/patterns/pattern-warning-1.png", license: "public domain (CC0)", author: "openclipart.org contributors", prepare: { tile: 3 } },
    medium: ["flat"],
    structure: ["stripes", "diagonal"],
    present: ["pattern"],
    colors: ["#000000", "#ffffff"],
    wrong: ["photograph", "gradient"],
  },
  {
    file: "openclipart-clock.png",
    source: { package: "openclipart-png", path: "/usr/share/openclipart/png/signs_and_symbols/clocks/clock_michael_breuer_01.png", license: "public domain (CC0)", author: "Michael Breuer (openclipart.org)" },
    medium: ["line-art"],
    structure: ["outlines"],
    present: ["centred-subject", "transparent", "negative-space"],
    colors: ["#000000"],
    wrong: ["photograph", "gradient"],
  },

  {
    file: "tuxpaint-snowman.png",
    source: { package: "tuxpaint-stamps-default", path: "/usr/share/tuxpaint/stamps/people/cartoon/snowman.png", license: "GPL-2", author: "Tux Paint stamp artists" },
    medium: ["flat", "line-art"],
    structure: ["outlines", "transparent"],
    wrong: ["photograph"],
  },

  {
    file: "tuxpaint-lobster.webp",
    source: { package: "tuxpaint-stamps-default", path: "/usr/share/tuxpaint/stamps/animals/fish/lobster.png", license: "GPL-2", author: "Tux Paint stamp artists" },
    medium: ["photograph"],
    structure: ["transparent"],
    present: ["negative-space"],
  },
  {
    file: "tuxpaint-penny.webp",
    source: { package: "tuxpaint-stamps-default", path: "/usr/share/tuxpaint/stamps/symbols/money/canadian/coins/001penny.png", license: "GPL-2", author: "Tux Paint stamp artists" },
    medium: ["photograph"],
    structure: ["transparent"],
    present: ["centred-subject"],
  },
  {
    file: "tuxpaint-strawberry.webp",
    source: { package: "tuxpaint-stamps-default", path: "/usr/share/tuxpaint/stamps/food/fruit/Strawberry2.png", license: "GPL-2", author: "Tux Paint stamp artists" },
    medium: ["photograph"],
    structure: ["transparent"],
    present: ["centred-subject", "negative-space"],
  },
];
