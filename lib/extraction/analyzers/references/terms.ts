// Visual vocabulary for the description analyzer: the words people use when they describe a look, each
// mapped to one descriptor in the section where it belongs. Values restate the term in the concrete
// words a prompt needs, without adding subjects or colours the person did not ask for. Colour
// character ("pastel", "muted", "earthy") lives under mood, because the palette section only holds
// actual colours. Phrases are written naturally and normalised by the analyzer like any other text.

export type TermSection = "medium" | "composition" | "lighting" | "texture" | "mood" | "subjects";

export interface VisualTerm {
  section: TermSection;
  /** Short name used in the suggested title and description ("Watercolour", "Moody", "Film Grain"). */
  label: string;
  /** The descriptor block this term becomes. */
  value: string;
  phrases: readonly string[];
}

const t = (section: TermSection, label: string, value: string, ...phrases: string[]): VisualTerm => ({ section, label, value, phrases });

export const VISUAL_TERMS: readonly VisualTerm[] = [
  // medium
  t("medium", "Watercolour", "transparent watercolour washes with soft, blooming edges", "watercolor", "watercolour", "watercolors", "watercolours", "aquarelle"),
  t("medium", "Gouache", "opaque gouache with flat, matte colour", "gouache"),
  t("medium", "Risograph", "risograph print in a few spot-colour inks", "risograph", "riso", "riso print", "risograph print"),
  t("medium", "Linocut", "linocut relief print with bold carved lines", "linocut", "lino print", "lino cut", "linoleum cut"),
  t("medium", "Woodcut", "woodcut relief print with carved grain and strong black shapes", "woodcut", "woodblock", "woodblock print"),
  t("medium", "Screen Print", "screen print with flat, layered inks", "screen print", "screenprint", "silkscreen", "screen printed"),
  t("medium", "Etching", "etched line work with fine hatching", "etching", "engraving", "intaglio"),
  t("medium", "35mm Film", "shot on 35mm film", "35mm", "35mm film", "film photography", "analog film", "analogue film", "shot on film"),
  t("medium", "Medium Format", "medium-format film with smooth focus falloff", "medium format", "120 film"),
  t("medium", "Oil Paint", "oil paint with visible, directional brushwork", "oil paint", "oil painting", "oils", "oil on canvas"),
  t("medium", "Acrylic", "acrylic paint in flat, bright layers", "acrylic", "acrylics", "acrylic paint"),
  t("medium", "Pixel Art", "pixel art on a small, hard-edged pixel grid", "pixel art", "8 bit", "16 bit", "pixelated"),
  t("medium", "Charcoal", "charcoal drawing with smudged, velvety darks", "charcoal drawing", "charcoal sketch", "charcoal on paper"),
  t("medium", "Pencil", "graphite pencil drawing with visible hatching", "pencil", "graphite", "pencil sketch", "pencil drawing"),
  t("medium", "Ink Wash", "ink wash with graded, bleeding brush strokes", "ink wash", "sumi e", "brush and ink", "india ink"),
  t("medium", "Pen and Ink", "pen-and-ink line drawing", "pen and ink", "line drawing", "ink drawing", "line art"),
  t("medium", "Collage", "collage of cut and torn paper", "collage", "cut paper", "paper collage"),
  t("medium", "Vector", "flat vector illustration with clean shapes", "vector", "vector art", "flat illustration", "flat vector"),
  t("medium", "3D Render", "3D render with modelled materials and light", "3d", "3d render", "3d rendering", "cgi"),
  t("medium", "Pastel", "soft pastel sticks on toothy paper", "soft pastel", "chalk pastel", "oil pastel", "pastel drawing"),
  t("medium", "Black-and-White", "black and white, no colour", "black and white", "b&w", "b/w", "greyscale", "grayscale"),
  // lighting
  t("lighting", "Golden-Hour Light", "low, warm golden-hour sunlight with long shadows", "golden hour", "magic hour", "sunset light"),
  t("lighting", "Blue-Hour Twilight", "cool blue-hour twilight", "blue hour", "twilight", "dusk"),
  t("lighting", "Neon Light", "neon light glowing against darkness", "neon", "neon lit", "neon lights", "neon glow", "neon signs"),
  t("lighting", "High-Key Light", "high-key lighting: bright, soft and nearly shadowless", "high key", "high key lighting", "bright and airy", "light and airy"),
  t("lighting", "Low-Key Light", "low-key lighting with deep shadows", "low key", "low key lighting"),
  t("lighting", "Chiaroscuro", "chiaroscuro: strong contrast between light and shadow", "chiaroscuro", "tenebrism"),
  t("lighting", "Backlighting", "backlit subject with glowing edges", "backlit", "backlight", "backlighting", "contre jour"),
  t("lighting", "Rim Light", "rim light tracing the subject's edges", "rim light", "rim lighting"),
  t("lighting", "Natural Light", "soft natural daylight", "natural light", "window light", "daylight", "soft light"),
  t("lighting", "Candlelight", "warm, flickering candlelight", "candlelight", "candlelit", "firelight"),
  t("lighting", "Overcast Light", "soft, overcast diffused light", "overcast", "cloudy", "diffused light"),
  t("lighting", "Direct Flash", "direct on-camera flash with hard shadows", "flash", "direct flash", "harsh flash", "on camera flash"),
  t("lighting", "Moonlight", "cool, silvery moonlight", "moonlight", "moonlit"),
  t("lighting", "Studio Light", "controlled studio lighting", "studio lighting", "studio light", "softbox"),
  t("lighting", "Dramatic Light", "dramatic, directional lighting", "dramatic lighting", "dramatic light"),
  t("lighting", "Dappled Light", "dappled light falling through leaves", "dappled", "dappled light"),
  t("lighting", "Silhouettes", "subjects silhouetted against a bright background", "silhouette", "silhouettes", "silhouetted"),
  // texture
  t("texture", "Film Grain", "visible film grain", "grain", "grainy", "film grain", "noise", "noisy"),
  t("texture", "Halftone", "halftone dot shading", "halftone", "halftone dots", "ben day dots"),
  t("texture", "Paper Texture", "visible paper texture", "paper texture", "textured paper", "paper grain"),
  t("texture", "Canvas Texture", "canvas weave showing through the paint", "canvas texture", "canvas weave"),
  t("texture", "Impasto", "thick impasto paint ridges", "impasto", "thick paint"),
  t("texture", "Gloss", "glossy, reflective surfaces", "glossy", "gloss", "shiny"),
  t("texture", "Matte Finish", "matte, non-reflective finish", "matte", "matt"),
  t("texture", "Distressed Texture", "distressed, worn surface with scratches and dust", "distressed", "weathered", "worn", "scratched", "scratches", "dusty"),
  t("texture", "Brushstrokes", "visible, painterly brushstrokes", "brushstrokes", "brush strokes", "painterly", "visible brushstrokes"),
  t("texture", "Smooth Surfaces", "smooth, seamless surfaces", "smooth", "seamless"),
  t("texture", "Glitches", "digital glitches and corrupted pixels", "glitch", "glitchy", "datamosh"),
  t("texture", "Soft Focus", "soft focus and gentle haze", "soft focus", "hazy", "haze"),
  // composition
  t("composition", "Symmetry", "symmetrical, centred framing", "symmetrical", "symmetry", "symmetric", "centered", "centred"),
  t("composition", "Rule of Thirds", "subject placed on the rule-of-thirds lines", "rule of thirds"),
  t("composition", "Negative Space", "minimal composition with generous negative space", "minimal", "minimalist", "minimalism", "negative space", "white space"),
  t("composition", "Isometric View", "isometric view without perspective", "isometric"),
  t("composition", "Top-Down View", "overhead, top-down view", "flat lay", "top down", "overhead", "birds eye view", "bird eye view"),
  t("composition", "Close-Ups", "tight close-up framing", "close up", "closeup", "close ups", "macro"),
  t("composition", "Wide Angle", "wide-angle framing with a broad field of view", "wide angle", "wide shot", "panoramic", "panorama"),
  t("composition", "Cinematic Framing", "cinematic widescreen framing", "cinematic", "widescreen", "anamorphic"),
  t("composition", "One-Point Perspective", "one-point perspective with a central vanishing point", "one point perspective", "vanishing point"),
  t("composition", "Grid Layout", "content arranged on a strict grid", "grid layout", "modular grid"),
  t("composition", "Bokeh", "shallow depth of field with soft bokeh", "bokeh", "shallow depth of field", "blurry background"),
  t("composition", "Dutch Angle", "tilted, canted camera angle", "dutch angle", "canted angle", "tilted horizon"),
  // mood, including colour character
  t("mood", "Moody", "moody, brooding atmosphere", "moody", "brooding"),
  t("mood", "Playful", "playful and light-hearted", "playful", "fun", "light hearted"),
  t("mood", "Serene", "serene, calm stillness", "serene", "calm", "tranquil", "peaceful"),
  t("mood", "Melancholic", "melancholic and wistful", "melancholic", "melancholy", "wistful", "sad"),
  t("mood", "Whimsical", "whimsical, storybook charm", "whimsical", "quirky", "storybook"),
  t("mood", "Nostalgic", "nostalgic, vintage feeling", "nostalgic", "nostalgia", "retro", "vintage"),
  t("mood", "Dreamy", "dreamy, ethereal atmosphere", "dreamy", "ethereal", "dreamlike"),
  t("mood", "Eerie", "eerie, unsettling atmosphere", "eerie", "creepy", "unsettling", "haunting", "spooky"),
  t("mood", "Energetic", "energetic, dynamic movement", "energetic", "dynamic", "lively"),
  t("mood", "Cosy", "cosy, warm intimacy", "cozy", "cosy", "hygge"),
  t("mood", "Romantic", "romantic and tender", "romantic", "tender"),
  t("mood", "Gritty", "gritty, raw and urban", "gritty", "grungy", "grunge", "raw"),
  t("mood", "Elegant", "elegant, refined luxury", "elegant", "luxurious", "luxury", "sophisticated"),
  t("mood", "Bold", "bold and high-impact", "bold", "striking"),
  t("mood", "Mysterious", "mysterious and enigmatic", "mysterious", "enigmatic"),
  t("mood", "Joyful", "joyful and upbeat", "joyful", "cheerful", "happy", "upbeat"),
  t("mood", "Surreal", "surreal, dreamlike strangeness", "surreal"),
  t("mood", "Sombre", "dark and sombre", "sombre", "somber", "gloomy", "dark mood"),
  t("mood", "Futuristic", "futuristic, speculative", "futuristic", "sci fi", "science fiction"),
  t("mood", "Epic", "epic, majestic scale", "epic", "majestic", "grand"),
  t("mood", "Pastel", "soft pastel colouring", "pastel", "pastel colors", "pastel colours", "pastel palette"),
  t("mood", "Muted", "muted, desaturated colour", "muted", "desaturated", "washed out", "muted tones", "muted colors", "muted colours"),
  t("mood", "Vibrant", "vibrant, saturated colour", "vibrant", "saturated", "vivid", "colorful", "colourful"),
  t("mood", "Monochrome", "monochrome: one hue in many values", "monochrome", "monochromatic"),
  t("mood", "Earthy", "earthy, natural colour", "earthy", "earth tones", "earthy tones"),
  t("mood", "Warm", "warm colour temperature", "warm tones", "warm palette", "warm colors", "warm colours"),
  t("mood", "Cool", "cool colour temperature", "cool tones", "cool palette", "cool colors", "cool colours"),
  // subjects
  t("subjects", "Portraits", "portraits", "portrait", "portraits", "portraiture"),
  t("subjects", "Landscapes", "landscapes", "landscape", "landscapes"),
  t("subjects", "Still Life", "still-life arrangements", "still life", "still lifes"),
  t("subjects", "Cityscapes", "cityscapes and streets", "cityscape", "cityscapes", "street photography"),
  t("subjects", "Botanicals", "botanical subjects: flowers and leaves", "botanical", "botanicals", "florals", "flowers"),
  t("subjects", "Food", "food and drink", "food", "food photography"),
];
