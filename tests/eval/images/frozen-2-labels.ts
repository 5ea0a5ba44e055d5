// The second frozen test split ("frozen-2") of the image analyzer's eval: real images from Debian
// packages that neither labels.ts nor frozen-labels.ts uses, labelled blind (by looking at each copy,
// without the analyzer's code or output). It is sealed: tests/eval/images.ts prints its summary only,
// never its rows, so it cannot be tuned against image by image. build-frozen.ts makes the committed
// copies under frozen-2/ (`npx tsx tests/eval/images/build-frozen.ts <root> frozen-2`);
// frozen-2/LICENSES.md lists author and license.
//
// Same vocabulary as labels.ts (MEDIA, FACTS); `file` is relative to this folder.
import type { ImageLabel, Source } from "./labels";

const src = (pkg: string, path: string, license: string, author: string, prepare?: Source["prepare"]): Source => ({
  package: pkg,
  path,
  license,
  author,
  ...(prepare ? { prepare } : {}),
});

const palapeli = (name: string, license: string, author: string): Source =>
  src("palapeli-data", `/usr/share/palapeli/collection/${name}`, license, author);
const tuxtype = (name: string): Source =>
  src("tuxtype-data", `/usr/share/tuxtype/images/${name}`, "GPL-2 (tuxtype-data debian/copyright; its README_IMAGES calls the background photographs public domain or freely distributable)", "Tux4Kids (Tux Typing)");
const kodi = (path: string, license: string, author: string): Source => src("kodi-data", `/usr/share/kodi/addons/${path}`, license, author);
const scribus = (name: string): Source =>
  src("scribus-template", `/usr/share/scribus/templates/br2/${name}`, "public domain (templates by Riku Leino)", "Riku Leino (Scribus br2 template)");
const gimpHelp = (path: string): Source =>
  src("gimp-help-en", `/usr/share/gimp/2.0/help/en/images/${path}`, "GFDL-1.2+ (gimp-help-common debian/copyright)", "The GIMP Documentation Team");
const freeorion = (path: string): Source =>
  src("freeorion-data", `/usr/share/games/freeorion/default/data/art/${path}`, "CC-BY-SA-3.0 (freeorion-data debian/copyright, Files: *.png)", "The FreeOrion project");
const freeciv = (path: string, author: string, prepare?: Source["prepare"]): Source =>
  src("freeciv-data", `/usr/share/games/freeciv/${path}`, "GPL-2+", author, prepare);
const mirrormagic = (path: string, prepare?: Source["prepare"]): Source =>
  src("mirrormagic-data", `/usr/share/games/mirrormagic/graphics/${path}`, "GPL-2", "Holger Schemel (Artsoft Entertainment)", prepare);
const krita = (name: string, prepare?: Source["prepare"]): Source =>
  src("krita-data", `/usr/share/krita/patterns/${name}`, "GPL-and-LGPL (krita-data debian/copyright, Files: *)", "Krita contributors", prepare);
const desktopBase = (theme: string, license: string, author: string): Source =>
  src("desktop-base", `/usr/share/desktop-base/${theme}/wallpaper/contents/images/1920x1080.svg`, license, author);

/** Statements that are wrong about any photograph. */
const NOT_DRAWN = ["vector", "flat fills", "pixel art", "3d render"];
/** Statements that are wrong about any painting. */
const NOT_PHOTO = ["photograph", "vector", "flat fills", "pixel art", "3d render"];

export const FROZEN_2_LABELS: ImageLabel[] = [
  // ── Photographs ──────────────────────────────────────────────────────────────────────────────
  {
    file: "frozen-2/palapeli-castle.webp",
    source: palapeli("castle-maintenon.jpg", "GFDL (castle-maintenon.desktop; palapeli-data debian/copyright GPL-2+)", "Eric Pouhier"),
    medium: ["photograph"],
    structure: [],
    wrong: NOT_DRAWN,
    subjects: ["castle", "garden", "clouds"],
  },
  {
    file: "frozen-2/palapeli-bridge-night.webp",
    source: palapeli("cincinnati-bridge.jpg", "public domain (cincinnati-bridge.desktop)", "Derek Jensen"),
    medium: ["photograph"],
    structure: [],
    present: ["diagonal", "perspective"],
    wrong: NOT_DRAWN,
    subjects: ["suspension bridge", "river", "night"],
  },
  {
    // Macro: the bee and flower sharp, the rest of the frame soft.
    file: "frozen-2/palapeli-honey-bee.webp",
    source: palapeli("european-honey-bee.jpg", "public domain (european-honey-bee.desktop)", "John Severns"),
    medium: ["photograph"],
    structure: ["depth-of-field"],
    wrong: NOT_DRAWN,
    subjects: ["honey bee", "aster"],
    mood: ["vibrant"],
  },
  {
    // Long exposure: misty water between dark boulders, headlands against an overcast dusk sky.
    file: "frozen-2/tuxtype-seascape.webp",
    source: tuxtype("kcas5.jpg"),
    medium: ["photograph"],
    structure: [],
    present: ["horizon"],
    wrong: NOT_DRAWN,
    subjects: ["boulders", "sea", "dusk"],
    mood: ["calm", "moody"],
  },
  {
    file: "frozen-2/tuxtype-hot-spring.webp",
    source: tuxtype("kcas8.jpg"),
    medium: ["photograph"],
    structure: [],
    present: ["diagonal"],
    wrong: NOT_DRAWN,
    subjects: ["hot spring", "steam"],
  },
  {
    // Crowd in silhouette under stage lights, with glowing light trails laid over the photograph.
    file: "frozen-2/kodi-concert.webp",
    source: kodi("skin.estuary/extras/home-images/music.jpg", "CC0-1.0", "unknown (kodi-data debian/copyright: CC0 grant in home-images/LICENSE)"),
    medium: ["photograph"],
    structure: [],
    wrong: ["flat fills", "pixel art", "3d render"],
    subjects: ["concert", "crowd", "stage lights"],
    mood: ["energetic"],
  },
  {
    // Dark auditorium: the aisle and seat rows lead to the lit screen in the middle.
    file: "frozen-2/kodi-cinema.webp",
    source: kodi("skin.estuary/extras/home-images/movie.jpg", "CC0-1.0", "unknown (kodi-data debian/copyright: CC0 grant in home-images/LICENSE)"),
    medium: ["photograph"],
    structure: ["perspective"],
    present: ["centred-subject", "symmetry", "depth-of-field"],
    wrong: NOT_DRAWN,
    subjects: ["cinema", "screen", "seats"],
  },
  {
    // Black and white: the grey moon in the middle of a black sky.
    file: "frozen-2/scribus-moon.webp",
    source: scribus("moon.jpg"),
    medium: ["photograph"],
    structure: ["centred-subject", "negative-space"],
    wrong: [...NOT_DRAWN, "vibrant"],
    subjects: ["moon"],
  },
  {
    file: "frozen-2/scribus-skyline-sunset.webp",
    source: scribus("sunset.jpg"),
    medium: ["photograph"],
    structure: ["horizon"],
    present: ["symmetry"],
    wrong: NOT_DRAWN,
    subjects: ["city skyline", "sunset", "reflection"],
    mood: ["dramatic"],
  },
  {
    // Small original (320x240): kept at its own size.
    file: "frozen-2/gimp-help-guards.webp",
    source: gimpHelp("tutorials/quickie-flip-example-source.jpg"),
    medium: ["photograph"],
    structure: [],
    wrong: NOT_DRAWN,
    subjects: ["soldiers", "red uniforms"],
  },

  // ── Paintings and illustration ───────────────────────────────────────────────────────────────
  {
    // Painted head-and-shoulders portrait, cut out on transparency (320 px original).
    file: "frozen-2/flare-elf-portrait.webp",
    source: src("flare-game", "/usr/share/games/flare/mods/fantasycore/images/portraits/female02.png", "CC-BY-SA-3.0+", "Clint Bellanger and Flare contributors"),
    medium: ["painting"],
    structure: ["transparent"],
    present: ["centred-subject", "shading", "negative-space"],
    wrong: NOT_PHOTO,
    subjects: ["elf", "portrait"],
  },
  {
    // A near-photoreal painted dog portrait on transparency; reading it as a photograph is forgiven.
    file: "frozen-2/flare-dog-portrait.webp",
    source: src("flare-game", "/usr/share/games/flare/mods/fantasycore/images/portraits/dog01.png", "CC-BY-SA-3.0+", "Clint Bellanger and Flare contributors"),
    medium: ["painting", "photograph"],
    structure: ["transparent"],
    present: ["centred-subject", "shading", "negative-space"],
    wrong: ["vector", "flat fills", "pixel art", "3d render"],
    subjects: ["dog"],
  },
  {
    // Cartoon: inked outlines, soft shading, a cloud-shaped vignette cut out on transparency.
    file: "frozen-2/freeorion-banforo.webp",
    source: freeorion("species/banforo.png"),
    medium: ["painting", "flat", "line-art"],
    structure: ["outlines", "transparent"],
    present: ["shading", "scattered-marks"],
    wrong: ["photograph", "pixel art", "3d render"],
    subjects: ["creatures", "rocks", "stars"],
    mood: ["whimsical"],
  },
  {
    file: "frozen-2/ceferino-gaucho.webp",
    source: src("ceferino-data", "/usr/share/games/ceferino/ima/final2.jpg", "GPL-2+", "Hugo Ruscitti, Walter Velazquez, Gabriel Valentin (Losers Juegos)"),
    medium: ["painting", "flat", "line-art"],
    structure: ["outlines"],
    present: ["shading", "gradient", "scattered-marks"],
    wrong: ["photograph", "pixel art", "3d render"],
    subjects: ["gaucho", "man"],
  },
  {
    // Sketches of ships and a typed note on torn, crumpled graph paper.
    file: "frozen-2/fillets-sketch-poster.webp",
    source: src("fillets-ng-data", "/usr/share/games/fillets-ng/images/gods/poster.png", "GPL-2", "ALTAR interactive (Fish Fillets NG)"),
    medium: ["line-art", "textured", "photograph"],
    structure: ["grid"],
    present: ["outlines", "scattered-marks", "shading"],
    wrong: ["vector", "flat fills", "pixel art"],
    subjects: ["sketches", "graph paper", "ships"],
  },
  {
    // An engraved double-hemisphere world map on mottled parchment.
    file: "frozen-2/freeciv-world-map.webp",
    source: freeciv("themes/gui-sdl2/human/world.png", "The Freeciv project"),
    medium: ["line-art", "textured"],
    structure: ["outlines"],
    present: ["symmetry", "negative-space", "grain"],
    wrong: ["photograph", "pixel art", "3d render", "vibrant"],
    subjects: ["world map", "hemispheres"],
  },

  // ── Flat vector and illustration ─────────────────────────────────────────────────────────────
  {
    // Red-to-orange sky, a large sun, a black village silhouette on a hill, the title in serif caps.
    file: "frozen-2/pioneers-splash.png",
    source: src("pioneers-data", "/usr/share/pixmaps/pioneers/splash.png", "GPL-2+", "Pioneers authors (Dave Cole, Roland Clobus et al.)"),
    medium: ["gradient", "flat"],
    structure: ["gradient"],
    present: ["centred-subject"],
    wrong: ["photograph", "pixel art", "3d render", "grain"],
    subjects: ["sun", "village", "sunset"],
    mood: ["warm"],
  },
  {
    // Vector world map: outlined countries in soft gradient fills over faint vertical bands.
    file: "frozen-2/ksirk-world-map.webp",
    source: src("ksirk", "/usr/share/ksirk/skins/default/Images/snapshot.jpg", "GPL-2+", "KsirK contributors (Gaël de Chalendar et al.)"),
    medium: ["flat", "gradient"],
    structure: ["outlines"],
    present: ["gradient", "negative-space", "stripes", "vertical"],
    wrong: ["photograph", "pixel art", "3d render"],
    subjects: ["world map", "compass"],
  },
  {
    // Vector winter scene in pale blues: birches, a frozen lake, three cartoon penguins; thin blue border.
    file: "frozen-2/khangman-winter.webp",
    source: src("khangman", "/usr/share/khangman/themes/khangman_winter.svg", "GPL-2+", "KHangMan contributors (KDE Edu)"),
    medium: ["flat", "gradient"],
    structure: [],
    present: ["gradient", "negative-space", "outlines"],
    wrong: ["photograph", "pixel art", "grain"],
    subjects: ["penguins", "snow", "birch trees"],
  },
  {
    file: "frozen-2/krita-stars.png",
    source: krita("Stars_Sized.png", { tile: 2 }),
    medium: ["flat"],
    structure: ["pattern"],
    present: ["scattered-marks"],
    colors: ["#ffffff", "#0d0d0d"],
    wrong: ["photograph", "gradient", "3d render", "grain", "stripes"],
    subjects: ["stars"],
  },
  {
    // Translucent overlapping curved shapes over a navy-to-slate vertical gradient.
    file: "frozen-2/desktop-base-futureprototype.webp",
    source: desktopBase("futureprototype-theme", "GPL-2+", "Alex Makas"),
    medium: ["gradient", "flat"],
    structure: ["gradient"],
    present: ["negative-space"],
    wrong: ["photograph", "pixel art", "3d render", "grain", "outlines", "stripes"],
  },

  // ── Pixel art ────────────────────────────────────────────────────────────────────────────────
  {
    // 320x200 title screen (28 colours, dithered sparks) in a stone-wall frame.
    file: "frozen-2/mirrormagic-title.png",
    source: mirrormagic("gfx_mirrormagic/MirrorTitle.png", { enlarge: 2 }),
    medium: ["pixel-art"],
    structure: ["pixel-grid"],
    present: ["outlines", "scattered-marks"],
    colors: [
      "#000000", "#444444", "#555555", "#ddbb66", "#dddddd", "#ffdd77", "#885533", "#113366", "#996633", "#336688",
      "#334444", "#ddaa88", "#552200", "#446655", "#447799", "#6699aa", "#663311", "#bb8855", "#772211", "#777777",
      "#77aabb", "#aa7744", "#bbdddd", "#99cccc", "#cc9977", "#558877", "#774422", "#77aa99",
    ],
    wrong: ["photograph", "3d render", "vector", "smooth gradient"],
    subjects: ["wizard", "magic spark", "stone wall"],
  },
  {
    // A game's element sheet at its own size (one art pixel is one image pixel): 32 px tiles in rows.
    file: "frozen-2/mirrormagic-elements.png",
    source: mirrormagic("gfx_classic/RocksElements.png"),
    medium: ["pixel-art"],
    structure: ["pixel-grid", "grid"],
    present: ["pattern"],
    // All 53 colours it paints.
    colors: [
      "#000000", "#999999", "#5d5d5d", "#7f7f7f", "#6e6e6e", "#4c4c4c", "#bbbbbb", "#cc0000", "#ff9c00", "#dd9900",
      "#994400", "#0066ff", "#cc6600", "#f9cc00", "#006600", "#007f00", "#f37700", "#ff0000", "#004c00", "#009900",
      "#aaccff", "#00cc00", "#ffff00", "#ffffff", "#77aaff", "#990000", "#3388ff", "#dddddd", "#191919", "#333333",
      "#0000aa", "#0000ff", "#793b00", "#00ff00", "#0000cc", "#663300", "#cc00cc", "#ff00ff", "#660000", "#660066",
      "#4c2200", "#7f0000", "#222222", "#7f4e00", "#990099", "#4c0000", "#00337f", "#4c004c", "#7c6600", "#7f007f",
      "#6e4c00", "#7f7f00", "#000066",
    ],
    wrong: ["photograph", "3d render", "vector"],
    subjects: ["game sprites", "gems"],
  },
  {
    // City sprites of a tileset, laid out in rows on transparency.
    file: "frozen-2/freeciv-trident-cities.png",
    source: freeciv("trident/cities.png", "The Freeciv project (Trident tileset)", { enlarge: 2 }),
    medium: ["pixel-art"],
    structure: ["pixel-grid", "transparent"],
    present: ["grid", "negative-space"],
    wrong: ["photograph", "3d render", "vector"],
    subjects: ["buildings", "cities"],
  },

  // ── 3D renders ───────────────────────────────────────────────────────────────────────────────
  {
    file: "frozen-2/naev-desert-base.webp",
    source: src("naev-data", "/usr/share/naev/dat/gfx/planet/exterior/desertic.png", "GPL-2+ (Vega Strike art, naev-data debian/copyright)", "Vega Strike"),
    medium: ["3d-render"],
    structure: [],
    present: ["perspective", "shading", "horizon"],
    wrong: ["photograph", "pixel art", "flat fills", "vector"],
    subjects: ["desert", "base", "satellite dishes"],
  },
  {
    // A planet's limb and a distant galaxy, letterboxed by black bars above and below.
    file: "frozen-2/freeorion-splash.webp",
    source: freeorion("splash.png"),
    medium: ["3d-render", "painting"],
    structure: [],
    present: ["scattered-marks", "negative-space"],
    wrong: ["photograph", "pixel art", "flat fills", "vector"],
    subjects: ["planet", "galaxy", "space"],
  },
  {
    file: "frozen-2/solarwolf-ship.webp",
    source: src("solarwolf", "/usr/share/games/solarwolf/data/ship-big.png", "LGPL-2.1", "Pete Shinners (SolarWolf)"),
    medium: ["3d-render"],
    structure: ["transparent", "shading"],
    present: ["centred-subject", "negative-space"],
    wrong: ["photograph", "pixel art", "flat fills", "hand-drawn"],
    subjects: ["spaceship"],
  },
  {
    // A game's course preview: a penguin sliding down a snowy run, with the time and speed overlay.
    file: "frozen-2/etr-wild-ride.webp",
    source: src("extremetuxracer-data", "/usr/share/games/etr/courses/extras/wild_ride/preview.png", "GPL-2+", "Extreme Tux Racer course authors"),
    medium: ["3d-render"],
    structure: [],
    present: ["perspective", "shading"],
    wrong: ["photograph", "pixel art", "hand-drawn", "flat fills"],
    subjects: ["penguin", "snowy mountains", "ski run"],
  },

  // ── Patterns and textures ────────────────────────────────────────────────────────────────────
  {
    // An embossed, grainy swirl texture tile (256 px, its own size).
    file: "frozen-2/lbreakout2-swirl.webp",
    source: src("lbreakout2-data", "/usr/share/games/lbreakout2/gfx/back1.png", "GPL (lbreakout2-data debian/copyright)", "Michael Speck (LBreakout2)"),
    medium: ["textured"],
    structure: ["grain"],
    present: ["shading", "pattern"],
    wrong: ["vector", "flat fills", "pixel art", "stripes"],
  },
  {
    file: "frozen-2/krita-reptile.webp",
    source: krita("22_texture-reptile.png"),
    medium: ["textured", "photograph"],
    structure: [],
    present: ["pattern", "shading", "grain"],
    wrong: ["vector", "flat fills", "pixel art", "vibrant", "stripes"],
    subjects: ["reptile scales"],
  },
  {
    // Near-black diagonal bands, barely lighter than the ground, fading towards the left.
    file: "frozen-2/kodi-diagonal-stripes.webp",
    source: kodi("skin.estuary/extras/backgrounds/pattern7.jpg", "CC-BY-SA-4.0", "phil65 & Piers (Team Kodi)"),
    medium: ["flat", "gradient"],
    structure: ["stripes", "diagonal"],
    present: ["pattern"],
    wrong: ["photograph", "3d render", "vertical stripes", "horizontal stripes"],
  },
  {
    // Mint green crossed by soft diagonal light streaks in two directions.
    file: "frozen-2/freeciv-streaks.webp",
    source: freeciv("themes/gui-qt/Necrophos/pattern.png", "The Freeciv project (Necrophos theme)"),
    medium: ["gradient", "textured"],
    structure: ["diagonal"],
    present: ["stripes", "grid"],
    wrong: ["photograph", "pixel art", "flat fills", "vertical stripes", "horizontal stripes"],
  },

  // ── Halftone, a screenshot, a frame, an abstract wallpaper ──────────────────────────────────
  {
    // A photograph put through a colour newsprint screen (300 px original): rows of CMY dots.
    file: "frozen-2/gimp-help-taj-newsprint.webp",
    source: gimpHelp("filters/examples/distort-taj-newsprint.jpg"),
    medium: ["halftone"],
    structure: ["halftone"],
    present: ["dots", "grid"],
    wrong: ["vector", "pixel art", "3d render", "smooth gradient"],
    subjects: ["Taj Mahal"],
  },
  {
    // A media-centre home screen: a side menu, icon buttons and two rows of poster thumbnails.
    file: "frozen-2/kodi-estuary-screenshot.webp",
    source: kodi("skin.estuary/resources/screenshot-01.jpg", "CC-BY-SA-4.0", "phil65 & Piers (Team Kodi)"),
    medium: ["flat", "gradient"],
    structure: ["grid"],
    present: ["pattern"],
    wrong: ["photograph", "3d render", "pixel art", "grain"],
    subjects: ["media library", "movie posters"],
  },
  {
    // An ornamental gold frame on a grungy, near-black ground.
    file: "frozen-2/instead-fantasy-frame.webp",
    source: src("instead-data", "/usr/share/games/instead/themes/fantasy/bg.png", "Expat", "Peter Kosyh (INSTEAD)"),
    medium: ["textured"],
    structure: [],
    present: ["negative-space", "pattern", "grain"],
    wrong: ["vector", "pixel art", "3d render", "vibrant", "stripes"],
    subjects: ["ornamental frame"],
    mood: ["dark"],
  },
  {
    // A small swirl logo in a burst of ink splatter, centred on a slate radial gradient.
    file: "frozen-2/desktop-base-joy-inksplat.webp",
    source: desktopBase("joy-inksplat-theme", "GPL-2+", "Adrien Aubourg"),
    medium: ["gradient"],
    structure: ["centred-subject"],
    present: ["negative-space", "scattered-marks", "gradient"],
    wrong: ["photograph", "pixel art", "3d render", "stripes"],
    subjects: ["ink splatter", "swirl"],
  },
  {
    // A board-game screenshot (380 px original): textured hex tiles ringed by sea, on a wood ground.
    file: "frozen-2/pioneers-board.webp",
    source: src("pioneers-data", "/usr/share/help/C/pioneers/images/map.png", "GPL-2+", "Pioneers authors (Dave Cole, Roland Clobus et al.)"),
    medium: ["textured", "flat"],
    structure: ["hexagons"],
    present: ["pattern", "outlines"],
    wrong: ["photograph", "stripes"],
    subjects: ["game board", "hex map"],
  },
];
