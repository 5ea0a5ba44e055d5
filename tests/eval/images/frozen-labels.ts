// The frozen test split of the image analyzer's eval: real images from Debian packages that the
// labelled set in labels.ts does not use, labelled blind (by looking at each image, without the
// analyzer's code or output), and not to be tuned against. build-frozen.ts makes the committed copies
// under frozen/ from the extracted packages; frozen/LICENSES.md lists author and license.
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

const plasma = (name: string, image: string, license: string, author: string): Source =>
  src("plasma-workspace-wallpapers", `/usr/share/wallpapers/${name}/contents/images/${image}`, license, author);
const ukui = (name: string): Source =>
  src("ukui-wallpapers", `/usr/share/backgrounds/${name}`, "CC-BY-SA-3.0", "Ubuntu Kylin community contributors");
const gnome = (name: string): Source =>
  src("gnome-backgrounds", `/usr/share/backgrounds/gnome/${name}`, "GPL-2+ (package license; CC-BY-SA-3.0 for Jakub Steiner's images)", "GNOME design team (Jakub Steiner et al.)");
const crawl = (name: string, author: string): Source =>
  src("crawl-tiles-data", `/usr/share/crawl/dat/tiles/${name}`, "GPL-2+ (Dungeon Crawl Stone Soup; see crawl-common copyright)", author);
const hedgewars = (theme: string, author: string): Source =>
  src("hedgewars-data", `/usr/share/games/hedgewars/Data/Themes/${theme}/Sky.png`, "GPL-2", author);

/** Statements that are wrong about any photograph. */
const NOT_DRAWN = ["vector", "flat fills", "pixel art", "3d render"];
/** Statements that are wrong about any painting. */
const NOT_PHOTO = ["photograph", "vector", "flat fills", "pixel art", "3d render"];

export const FROZEN_LABELS: ImageLabel[] = [
  // ── Photographs ──────────────────────────────────────────────────────────────────────────────
  {
    file: "frozen/plasma-evening-glow.webp",
    source: plasma("EveningGlow", "2560x1600.jpg", "LGPL-3", "Ian Hex"),
    medium: ["photograph"],
    structure: ["horizon"],
    present: ["perspective"],
    wrong: NOT_DRAWN,
    subjects: ["rowing boats", "lake", "sunset"],
    mood: ["dramatic"],
  },
  {
    file: "frozen/plasma-fallen-leaf.webp",
    source: plasma("FallenLeaf", "2560x1600.jpg", "LGPL-3", "Martin Klapetek"),
    medium: ["photograph"],
    structure: ["depth-of-field"],
    wrong: NOT_DRAWN,
    subjects: ["maple leaf", "autumn leaves"],
    mood: ["warm"],
  },
  {
    file: "frozen/lxqt-butterfly.webp",
    source: src("lxqt-themes", "/usr/share/lxqt/wallpapers/Butterfly-Kenneth-Wimer.jpg", "CC-BY-SA-3.0", "Kenneth Wimer (LXQt Project Team)"),
    medium: ["photograph"],
    structure: ["depth-of-field"],
    present: ["negative-space"],
    wrong: NOT_DRAWN,
    subjects: ["butterfly", "flowers"],
    mood: ["soft", "calm"],
  },
  {
    file: "frozen/lxqt-after-the-rain.webp",
    source: src("lxqt-themes", "/usr/share/lxqt/wallpapers/after-the-rain.jpg", "CC-BY-SA-3.0", "stefonarch (LXQt Project Team)"),
    medium: ["photograph"],
    structure: ["horizon"],
    wrong: NOT_DRAWN,
    subjects: ["clouds", "sunset", "hills"],
    mood: ["dramatic"],
  },
  {
    // Small original (448x376, JPEG artefacts): kept at its own size.
    file: "frozen/tuxpaint-sf-skyline-dusk.webp",
    source: src("tuxpaint-data", "/usr/share/tuxpaint/starters/skyline-sf-dusk-back.jpeg", "public domain (NOAA photo)", "Rich Bourgerie, NOAA"),
    medium: ["photograph"],
    structure: ["horizon"],
    wrong: NOT_DRAWN,
    subjects: ["palm tree", "city skyline", "dusk"],
    mood: ["warm", "calm"],
  },
  {
    file: "frozen/tuxpaint-lighthouse.webp",
    source: src("tuxpaint-data", "/usr/share/tuxpaint/templates/lighthouse.jpg", "GPL-2+", "Bill Kendrick"),
    medium: ["photograph"],
    structure: ["centred-subject"],
    present: ["perspective", "negative-space", "symmetry"],
    wrong: NOT_DRAWN,
    subjects: ["lighthouse", "sky"],
  },
  {
    file: "frozen/lomiri-paintbrushes.webp",
    source: src("lomiri-wallpapers-16.04", "/usr/share/backgrounds/Picture_1A_by_freespace.jpg", "CC-BY-4.0", 'Trevor "Freespace"'),
    medium: ["photograph"],
    structure: ["depth-of-field"],
    wrong: NOT_DRAWN,
    subjects: ["paintbrushes"],
    mood: ["vibrant"],
  },
  {
    file: "frozen/lomiri-picos-de-europa.webp",
    source: src("lomiri-wallpapers-16.04", "/usr/share/backgrounds/picosdeeuropa_by_Aitzol_Berasategi.jpg", "CC-BY-4.0", "Aitzol Berasategi"),
    medium: ["photograph"],
    structure: [],
    present: ["perspective"],
    wrong: NOT_DRAWN,
    subjects: ["mountains", "meadow", "path"],
  },
  {
    // Macro photograph with the program's title set over it.
    file: "frozen/gimp-splash.webp",
    source: src("gimp-data", "/usr/share/gimp/2.0/images/gimp-splash.png", "GPL-3+ (gimp-data debian/copyright, Files: *)", "GIMP splash contributors (the GIMP authors)"),
    medium: ["photograph"],
    structure: ["depth-of-field"],
    wrong: NOT_DRAWN,
    subjects: ["mushrooms", "moss"],
  },
  {
    // 1940s colour photograph (Library of Congress) of factory workers.
    file: "frozen/endless-sky-factory-workers.webp",
    source: src("endless-sky-data", "/usr/share/games/endless-sky/images/scene/loc9.jpg", "public domain (Library of Congress)", "Library of Congress (via Endless Sky)"),
    medium: ["photograph"],
    structure: [],
    wrong: NOT_DRAWN,
    subjects: ["people", "workers", "factory"],
  },
  {
    file: "frozen/endless-sky-city-night.webp",
    source: src("endless-sky-data", "/usr/share/games/endless-sky/images/land/city4.jpg", "public domain", "various (Endless Sky land images)"),
    medium: ["photograph"],
    structure: [],
    present: ["perspective"],
    wrong: NOT_DRAWN,
    subjects: ["city", "skyscrapers", "river"],
    mood: ["moody", "cool"],
  },

  // ── Paintings and digital paintings ──────────────────────────────────────────────────────────
  {
    file: "frozen/plasma-autumn.webp",
    source: plasma("Autumn", "2560x1600.jpg", "LGPL-3", "RJ Quiralta"),
    medium: ["painting", "textured"],
    structure: [],
    present: ["negative-space", "scattered-marks"],
    wrong: NOT_PHOTO,
    subjects: ["girl", "tree"],
    mood: ["whimsical", "warm"],
  },
  {
    file: "frozen/plasma-safe-landing.webp",
    source: plasma("SafeLanding", "5120x2880.jpg", "CC-BY-SA-4.0", "Louis Durrant"),
    medium: ["painting", "textured"],
    structure: [],
    present: ["grain", "perspective"],
    wrong: NOT_PHOTO,
    subjects: ["rocket", "mountains", "meadow"],
    mood: ["whimsical", "cheerful"],
  },
  {
    // Title screen: the game's logo on top of the painting.
    file: "frozen/crawl-entering-the-dungeon.webp",
    source: crawl("title_white_noise_entering_the_dungeon.png", "white_noise (Dungeon Crawl Stone Soup contributor)"),
    medium: ["painting"],
    structure: [],
    present: ["perspective", "shading"],
    wrong: NOT_PHOTO,
    subjects: ["warrior", "dungeon", "doorway"],
    mood: ["dramatic"],
  },
  {
    file: "frozen/crawl-menkaure.webp",
    source: crawl("title_kaonedong_menkaure_prince_of_dust.png", "kaonedong (Dungeon Crawl Stone Soup contributor)"),
    medium: ["painting", "textured"],
    structure: [],
    present: ["shading"],
    wrong: NOT_PHOTO,
    subjects: ["skeleton king", "goblet"],
    mood: ["dark"],
  },
  {
    file: "frozen/crawl-minotaur.webp",
    source: crawl("title_Cws_Minotauros.png", "Cws (Dungeon Crawl Stone Soup contributor)"),
    medium: ["painting"],
    structure: [],
    present: ["negative-space", "shading"],
    wrong: NOT_PHOTO,
    subjects: ["minotaur", "knight"],
    mood: ["dark"],
  },

  // ── 3D renders ───────────────────────────────────────────────────────────────────────────────
  {
    file: "frozen/gnome-licorice.webp",
    source: gnome("licorice-l.webp"),
    medium: ["3d-render"],
    structure: ["isometric"],
    present: ["pattern", "grid", "shading", "scattered-marks"],
    wrong: ["photograph", "grain", "pixel art", "hand-drawn"],
  },
  {
    file: "frozen/gnome-truchet.webp",
    source: gnome("truchet-l.webp"),
    medium: ["3d-render"],
    structure: ["pattern"],
    present: ["gradient", "shading"],
    wrong: ["photograph", "grain", "pixel art", "hand-drawn"],
  },
  {
    file: "frozen/gnome-grid-dark.webp",
    source: gnome("grid-d.webp"),
    medium: ["3d-render"],
    structure: ["dots"],
    present: ["grid", "pattern", "depth-of-field"],
    wrong: ["photograph", "pixel art", "hand-drawn", "flat fills"],
  },
  {
    file: "frozen/ukui-ribbon.webp",
    source: ukui("2004default.jpg"),
    medium: ["3d-render"],
    structure: ["shading"],
    present: ["gradient", "negative-space"],
    wrong: ["photograph", "pixel art", "flat fills", "grain"],
    subjects: ["ribbon"],
    mood: ["vibrant"],
  },
  {
    file: "frozen/endless-sky-tempest.webp",
    source: src("endless-sky-data", "/usr/share/games/endless-sky/images/scene/tempest.jpg", "public domain (images/scene/*)", "Endless Sky artists"),
    medium: ["3d-render"],
    structure: ["shading"],
    present: ["centred-subject", "negative-space"],
    wrong: ["photograph", "pixel art", "flat fills", "vector"],
    subjects: ["spaceship"],
  },
  {
    // A level preview screenshot from the game (real-time 3D, 256 px original).
    file: "frozen/neverball-waves.webp",
    source: src("neverball-data", "/usr/share/games/neverball/shot-tones/waves.jpg", "GPL-2+", "Neverball developers (Robert Kooima et al.)"),
    medium: ["3d-render"],
    structure: [],
    present: ["gradient", "perspective", "shading"],
    wrong: ["photograph", "pixel art", "hand-drawn", "painting"],
    subjects: ["ramp", "track"],
  },

  // ── Flat vector and illustration ─────────────────────────────────────────────────────────────
  {
    file: "frozen/ukui-desert.png",
    source: ukui("desert.png"),
    medium: ["flat"],
    structure: [],
    present: ["negative-space", "diagonal"],
    colors: ["#70c0b6", "#005c69", "#fbbc4e"],
    wrong: ["photograph", "gradient", "grain", "textured", "3d render"],
  },
  {
    file: "frozen/ukui-rollpaper.png",
    source: ukui("rollpaper.png"),
    medium: ["flat", "gradient"],
    structure: [],
    present: ["gradient", "shading", "diagonal"],
    wrong: ["photograph", "grain", "pixel art"],
    subjects: ["paper rolls"],
  },
  {
    // Wavy-edged bands in nine flat colours.
    file: "frozen/lomiri-painting-colors.png",
    source: src("lomiri-wallpapers-20.04", "/usr/share/backgrounds/Painting-Colors_by__herobrine7gamer.jpg", "CC-BY-SA-3.0", "HEROBRINE7GAMER"),
    medium: ["flat"],
    structure: ["stripes", "diagonal"],
    colors: ["#bc4064", "#efadae", "#802548", "#78cffa", "#c7788b", "#8e9da4", "#468dbb", "#25313d", "#4a4a4a"],
    wrong: ["photograph", "3d render", "grain", "vertical stripes", "horizontal stripes"],
  },
  {
    file: "frozen/gnome-oceans.png",
    source: gnome("oceans.svg"),
    medium: ["flat"],
    structure: ["stripes", "vertical"],
    wrong: ["photograph", "3d render", "diagonal", "grain", "horizontal stripes"],
  },
  {
    file: "frozen/hedgewars-bamboo-sky.png",
    source: hedgewars("Bamboo", "Joshua Frese (Hedgewars Project)"),
    medium: ["flat"],
    structure: [],
    present: ["negative-space", "horizon"],
    colors: ["#4e5d79", "#758dba", "#ffcb57", "#8695ae"],
    wrong: ["photograph", "gradient", "grain", "3d render"],
    subjects: ["mountains", "sun"],
    mood: ["calm"],
  },
  {
    file: "frozen/hedgewars-art-sky.png",
    source: hedgewars("Art", "Zippy (Hedgewars Project)"),
    medium: ["flat"],
    structure: [],
    present: ["scattered-marks", "dots"],
    wrong: ["photograph", "grain", "3d render"],
    subjects: ["swirl", "stars", "night sky"],
    mood: ["dreamy"],
  },

  // ── Pixel art ────────────────────────────────────────────────────────────────────────────────
  {
    // Shown at its own size (400 px): one art pixel is one image pixel, so the grid is fine.
    file: "frozen/crawl-dragon.png",
    source: crawl("title_denzi_dragon.png", "Denzi (Dungeon Crawl Stone Soup contributor)"),
    medium: ["pixel-art"],
    structure: [],
    present: ["negative-space", "centred-subject", "pixel-grid"],
    wrong: ["photograph", "3d render", "vector"],
    subjects: ["dragon"],
  },
  {
    file: "frozen/tecnoballz-shop.png",
    source: src("tecnoballz-data", "/usr/share/games/tecnoballz/lores/shop.png", "GPL-3+", "TLK Games", { enlarge: 2 }),
    medium: ["pixel-art"],
    structure: ["pixel-grid", "grid"],
    // All 29 colours of its indexed palette that are painted.
    colors: [
      "#000000", "#424260", "#626281", "#52526f", "#222242", "#8282a2", "#323252", "#a2a2c1", "#a23302", "#c2c2e0",
      "#712202", "#727291", "#e1e1e1", "#efa33e", "#d27203", "#9292b2", "#71828c", "#225252", "#526a7a", "#1e1e36",
      "#b2b2d1", "#028103", "#f0c360", "#e2e203", "#02c202", "#02a602", "#02dc02", "#02623f", "#ffffff",
    ],
    wrong: ["photograph", "3d render", "vector", "smooth gradient"],
    subjects: ["game shop menu"],
  },
  {
    // A walk-cycle sprite sheet: 16 frames of a 32 px penguin.
    file: "frozen/pingus-walker.png",
    source: src("pingus-data", "/usr/share/games/pingus/data/images/pingus/player0/walker.png", "GPL-2+", "Pingus developers (Ingo Ruhnke et al.)", { enlarge: 3 }),
    medium: ["pixel-art"],
    structure: ["pixel-grid", "transparent"],
    present: ["pattern", "grid"],
    wrong: ["photograph", "vector", "3d render"],
    subjects: ["penguin"],
  },

  // ── Patterns and textures ────────────────────────────────────────────────────────────────────
  {
    file: "frozen/hedgewars-bath-tiles.png",
    source: hedgewars("Bath", "Hedgewars Project"),
    medium: ["flat"],
    structure: ["grid"],
    present: ["pattern"],
    colors: ["#ffffed", "#f8f8d4", "#fffff7", "#e8e8e0"],
    wrong: ["photograph", "grain", "diagonal", "3d render"],
    subjects: ["bathroom tiles"],
  },
  {
    file: "frozen/mypaint-cork.webp",
    source: src("mypaint-data-extras", "/usr/share/mypaint/backgrounds/ramon/HR_Cork.png", "CC0-1.0", "Ramón Miranda", { tile: 2 }),
    medium: ["textured"],
    structure: ["grain"],
    present: ["pattern", "scattered-marks"],
    wrong: ["vector", "flat fills", "stripes", "3d render"],
    subjects: ["cork"],
  },
  {
    file: "frozen/mypaint-canvas.webp",
    source: src("mypaint-data-extras", "/usr/share/mypaint/backgrounds/ramon/HR_Canvas 01.png", "CC0-1.0", "Ramón Miranda", { tile: 2 }),
    medium: ["textured"],
    structure: ["grain"],
    present: ["pattern"],
    wrong: ["vector", "flat fills", "3d render"],
    subjects: ["canvas"],
  },

  // ── Gradients and abstract ───────────────────────────────────────────────────────────────────
  {
    file: "frozen/ukui-fluent.webp",
    source: ukui("fluent-color.png"),
    medium: ["gradient"],
    structure: ["gradient"],
    wrong: ["photograph", "pixel art", "stripes", "outlines", "flat fills"],
    mood: ["soft", "dreamy"],
  },
  {
    file: "frozen/lomiri-warty.webp",
    source: src("lomiri-wallpapers", "/usr/share/backgrounds/warty-final-ubuntu.png", "CC-BY-SA-3.0", "Nathaniel McCallum, Daniel Holbach, Ubuntu community contributors"),
    medium: ["gradient"],
    structure: ["gradient"],
    present: ["diagonal", "negative-space"],
    wrong: ["photograph", "pixel art", "grain", "outlines"],
  },
  {
    file: "frozen/lomiri-fossa.webp",
    source: src("lomiri-wallpapers-20.04", "/usr/share/backgrounds/Fossa_by_Jasper_Roks.jpg", "CC-BY-SA-3.0", "Jasper Roks"),
    medium: ["gradient"],
    structure: ["gradient"],
    wrong: ["photograph", "pixel art", "outlines", "flat fills"],
  },
  {
    // Low-poly: flat-filled triangles whose colours sweep across the frame.
    file: "frozen/lxqt-triangles.png",
    source: src("lxqt-themes", "/usr/share/lxqt/wallpapers/triangles.png", "CC-BY-SA-3.0", "LXQt Project Team"),
    medium: ["flat", "gradient"],
    structure: [],
    present: ["pattern", "gradient"],
    wrong: ["photograph", "pixel art", "grain", "stripes"],
  },

  // ── Line art ─────────────────────────────────────────────────────────────────────────────────
  {
    // Black lines traced from a photograph, with stippled speckle; everything else transparent.
    file: "frozen/tuxpaint-carcassonne.png",
    source: src("tuxpaint-data", "/usr/share/tuxpaint/starters/carcassone.png", "GPL", "Pere Pujal i Carabantes"),
    medium: ["line-art"],
    structure: ["outlines", "transparent"],
    present: ["scattered-marks"],
    colors: ["#000000"],
    wrong: ["photograph", "gradient", "3d render"],
    subjects: ["castle", "city walls"],
  },
  {
    file: "frozen/tuxpaint-woodpecker.png",
    source: src("tuxpaint-data", "/usr/share/tuxpaint/starters/woodpecker.svg", "public domain (Open Clip Art)", "Open Clip Art contributors"),
    medium: ["line-art"],
    structure: ["outlines", "transparent"],
    colors: ["#000000"],
    wrong: ["photograph", "gradient", "3d render"],
    subjects: ["woodpecker", "tree"],
  },
];
