// Film: stills from a kind of cinema, described by format, lens, grade and staging.
import type { SeedStyle } from "../types";
import { avoid, d, overview, palette } from "./dsl";

export const filmStyles: SeedStyle[] = [
  {
    slug: "neo-noir-rain-j3a8",
    name: "Neo-Noir Rain",
    author: "reelmemory",
    category: "film",
    tags: ["neo-noir", "1980s", "night", "anamorphic", "rain"],
    description:
      "1980s neo-noir frames: rain-slick streets, venetian-blind shadows, and magenta and cyan backlight through haze.",
    publishedDaysAgo: 36,
    blocks: [
      overview("1980s neo-noir film still: hard slatted shadows, wet streets and coloured backlight in haze."),
      ...palette(
        ["#0A0A12", "inky black", "shadows"],
        ["#FF2E88", "magenta neon", "backlight"],
        ["#19C3D9", "cyan backlight", "rim light"],
        ["#3A2F5B", "smoky violet", "haze"],
        ["#E8C07D", "tungsten skin", "key on faces"],
      ),
      ...d("medium", "anamorphic 35mm film still at 2.39:1"),
      ...d("composition", "low angles, silhouettes in doorways, shadows filling half the frame"),
      ...d("lighting", "hard key light through venetian blinds", "coloured backlight through atmospheric haze and rain"),
      ...d("texture", "film grain, horizontal anamorphic flares, wet reflective surfaces"),
      ...d("mood", "sultry, paranoid, melancholic"),
      ...d("subjects", "detectives, phone booths, all-night diners, rooftops in the rain"),
      ...avoid(
        ["bright, even lighting", "low-key lighting with deep shadows"],
        ["clean, dry streets", "wet, reflective pavements"],
        ["modern smartphones"],
      ),
    ],
  },
  {
    slug: "super-8-home-movie-n6b3",
    name: "Super 8 Home Movie",
    author: "reelmemory",
    category: "film",
    tags: ["super 8", "home movie", "1970s", "grain", "nostalgia"],
    description:
      "1970s Super 8 home movies: warm reversal-film colour, soft focus, gate weave and orange light leaks at the end of the roll.",
    publishedDaysAgo: 62,
    blocks: [
      overview("A frame from a 1970s Super 8 home movie: warm faded colour, soft focus, grain and light leaks."),
      ...palette(
        ["#E0A458", "warm amber", "highlights"],
        ["#C1666B", "faded rose", "skin and clothing"],
        ["#6A8D73", "garden green", "lawns and trees"],
        ["#3D5A80", "lake blue", "water and sky"],
        ["#2B1E16", "brown-black", "shadows"],
      ),
      ...d("medium", "Super 8 reversal film frame at 4:3, projected and rescanned"),
      ...d("composition", "handheld and slightly off-level, quick zooms, people waving at the camera"),
      ...d("lighting", "available daylight with blown-out skies"),
      ...d("texture", "heavy grain, soft focus, gate weave, dust at the frame edge, orange light leaks"),
      ...d("mood", "tender, nostalgic, fleeting"),
      ...d("subjects", "birthday parties, beaches, first steps, the family car"),
      ...avoid(
        ["crisp digital sharpness", "soft, grainy film frames"],
        ["widescreen framing", "a 4:3 frame with rounded corners"],
        ["cool neutral colour", "warm, faded reversal colour"],
      ),
    ],
  },
  {
    slug: "dollhouse-symmetry-v9d2",
    name: "Dollhouse Symmetry",
    author: "darkroomdiaries",
    category: "film",
    tags: ["symmetry", "pastel", "storybook", "production design", "wide angle"],
    description:
      "Storybook film frames: dead-centre symmetry, flat frontal staging, pastel production design and sets that look like miniatures.",
    publishedDaysAgo: 25,
    blocks: [
      overview("Symmetrical storybook film still: a centred subject, flat frontal staging and pastel, dollhouse-like sets."),
      ...palette(
        ["#F4B6C2", "candy pink", "walls"],
        ["#F6D186", "pastry yellow", "set dressing"],
        ["#7FB7BE", "powder teal", "uniforms and doors"],
        ["#B5485D", "raspberry", "accent"],
        ["#5B3A29", "chocolate brown", "wood and shadows"],
      ),
      ...d("medium", "35mm film still through a wide-angle lens at 1.85:1"),
      ...d(
        "composition",
        "one-point perspective with the subject dead centre, facing the camera",
        "flat staging: people lined up parallel to the frame",
      ),
      ...d("lighting", "soft, even, nearly shadowless light with warm practical lamps"),
      ...d("texture", "clean film grain, crisp miniature-like detail in the set dressing"),
      ...d("mood", "whimsical, deadpan, quietly melancholic"),
      ...d("subjects", "hotel lobbies, train carriages, bakeries, uniformed staff, vintage luggage"),
      ...avoid(
        ["off-centre, dynamic framing", "strict symmetry with a centred subject"],
        ["gritty handheld camera", "a locked-off camera or precise pans"],
        ["dark, desaturated palettes", "pastel, harmonised production design"],
      ),
    ],
  },
  {
    slug: "nordic-slow-cinema-g7k5",
    name: "Nordic Slow Cinema",
    author: "northlight",
    category: "film",
    tags: ["slow cinema", "landscape", "desaturated", "nordic", "wide shot"],
    description:
      "Long, still wide shots of small figures in vast northern landscapes: desaturated overcast colour and a horizon that does the talking.",
    publishedDaysAgo: 160,
    // Texture is off as a whole: grain notes made image models add dust and scratches.
    disabledSections: ["texture"],
    blocks: [
      overview("Slow-cinema wide shot: a tiny figure in a vast northern landscape under flat overcast light."),
      ...palette(
        ["#9DA5A8", "overcast grey", "sky"],
        ["#5E6B5A", "moss", "land"],
        ["#C9C6BC", "frost white", "snow and mist"],
        ["#3B4A57", "fjord blue", "water"],
        ["#2A2A2A", "charcoal", "figures and rocks"],
      ),
      ...d("medium", "digital cinema still from a locked-off tripod at 2.00:1"),
      ...d("composition", "a wide shot with a tiny figure in the lower third, horizon very high or very low", "a static frame held for a long time"),
      ...d("lighting", "flat overcast or blue-hour light, no artificial sources"),
      ...d("texture", "fine, clean digital image with gentle added grain"),
      ...d("mood", "austere, lonely, contemplative"),
      ...d("subjects", "fjords, ferry crossings, farmhouses, snowy roads, a person walking away"),
      ...avoid(
        ["saturated colour grades", "desaturated, natural overcast colour"],
        ["close-ups and fast cuts", "long-held wide shots"],
        ["dramatic sunsets", "flat northern light"],
      ),
    ],
  },
  {
    slug: "three-strip-technicolor-musical-r4e6",
    name: "Three-Strip Technicolor Musical",
    author: "reelmemory",
    category: "film",
    tags: ["technicolor", "musical", "1950s", "soundstage", "saturated"],
    description:
      "Golden-age Technicolor musicals: saturated primaries, painted soundstage skies, glossy costumes and bright, nearly shadowless studio light.",
    publishedDaysAgo: 185,
    blocks: [
      overview("Golden-age Technicolor musical still: saturated dye-transfer primaries on a painted soundstage."),
      ...palette(
        ["#C8102E", "technicolor red", "costumes"],
        ["#0038A8", "royal blue", "painted sky"],
        ["#FFD100", "canary yellow", "accents"],
        ["#2E8B57", "studio green", "set pieces"],
        ["#F9E0C7", "powdered skin", "faces"],
      ),
      ...d("medium", "three-strip Technicolor 35mm film still in the 1.37:1 Academy ratio"),
      ...d("composition", "wide proscenium staging, dancers in formation, full figures head to toe"),
      ...d("lighting", "bright high-key studio lighting from many units, rim light on hair"),
      ...d("texture", "rich dye-transfer colour, fine grain, visibly painted backdrops"),
      ...d("mood", "exuberant, romantic, theatrical"),
      ...d("subjects", "dance numbers, soundstage streets in the rain, ballrooms, rooftops painted on canvas"),
      ...avoid(
        ["muted natural colour", "saturated dye-transfer primaries"],
        ["handheld documentary camera", "crane shots and locked-off wide frames"],
        ["gritty realism", "stylised soundstage sets"],
      ),
    ],
  },
];
