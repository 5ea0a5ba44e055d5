// The words that say where a maker's own phrase belongs when the visual vocabulary (references/terms.json)
// does not know it: the head words that place a whole clause ("visible craquelure" is texture, "straight-on
// eye-level shots" composition), the words a medium is named with ("a japanese woodblock print", "loose
// charcoal sketches"), and the words of a mood ("friendly", "slightly wonky"). The description analyzer
// keeps the maker's words in those sections rather than a paraphrase. Pure data: no I/O.
import type { SectionId } from "@/lib/styles/sections";

/** Head words that place a clause the vocabulary does not know, most telling section first. */
export const SECTION_CUES: ReadonlyArray<readonly [SectionId, RegExp]> = [
  ["medium", /^(?:prints?|printed|printing|printmaking|drawings?|drawn|paintings?|painted|engravings?|engraved|etchings?|etched|sketch\w*|photos?|photograph\w*|renders?|rendered|rendering|collages?|illustrations?|illustrated|sculpt\w*|clay|plasticine|claymation|mosaic|embroider\w*|stitch\w*|ceramics?|lithograph\w*|gouache|pastels?|posters?|woodblock|woodcuts?|linocuts?|screenprint\w*|silkscreen\w*|cyanotypes?|polaroids?|animation|animated|cartoons?|comics?|mockups?|logos?|icons?|stickers?|tattoos?)$/],
  ["texture", /^(?:edges?|outlines?|outlined|linework|textures?|textured|grain|grainy|grit|gritty|surfaces?|paper|brush\w*|strokes?|noise|noisy|craquel\w*|cracks?|cracked|patina|varnish\w*|finish|matte|glossy|sheen|rough|smooth|weathered|worn|fingerprints?|thumbprints?|hatching|crosshatch\w*|smudg\w*|drips?|drippy|dripping|splatter\w*|impasto|fibres?|fibers?)$/],
  ["lighting", /^(?:midday|noon|afternoon|morning|dusk|dawn|sunset|sunrise|light|lights|lighting|lit|shadows?|glow|glowing|sunlight|sunlit|backlit|backlighting|illuminat\w*|highlights?|haze|hazy|lamps?|lamplight|candlelight|practicals?|rim|chiaroscuro|silhouett\w*)$/],
  ["composition", /^(?:angles?|framing|framed|frames?|shots?|views?|perspective|closeups?|close-ups?|layout|spacing|centered|centred|symmetr\w*|mirrored|crop\w*|overhead|foreground|background|composition|whitespace|margins?|wide|panorama\w*|aerial|isometric|flatlay|flat-lay|top-down)$/],
  ["mood", /^(?:vibes?|feel|energy|atmosphere|moody|atmosphere|atmospheric|optimis\w*|cheer\w*|happy|sad|bleak|lonely|lonesome|eerie|calm|serene|tense|nostalgic|melanchol\w*|joyful|hopeful|wistful|ominous|sinister|cozy|cosy|upbeat|sunny)$/],
];

/** Nouns that name what a picture is made as ("poster", "painting", "sketches"). */
export const MEDIUM_HEADS =
  /^(?:prints?|printmaking|drawings?|paintings?|engravings?|etchings?|sketch(?:es)?|photos?|photographs?|photography|renders?|rendering|collages?|illustrations?|sculptures?|mosaics?|embroidery|ceramics?|lithographs?|posters?|woodcuts?|linocuts?|screenprints?|cyanotypes?|polaroids?|animation|cartoons?|comics?|mockups?|logos?|icons?|stickers?|tattoos?|art|artwork|zines?|blueprints?|storyboards?|tapestr(?:y|ies)|quilts?|papercuts?|stud(?:y|ies)|mezzotints?|aquatints?|drypoints?|photography)$/;

/** Words that name a medium's material or process, alone or before a head ("charcoal", "woodblock",
 *  "claymation"). A colour word among them ("charcoal", "ink") is the material when a head follows. */
export const MEDIUM_MATERIALS =
  /^(?:oil|oils|acrylic|acrylics|charcoal|pencil|graphite|ink|inks|chalk|crayon|crayons|pastel|marker|markers|gouache|watercolou?rs?|tempera|fresco|woodblock|woodcut|linocut|lino|letterpress|risograph|riso|screen|silkscreen|halftone|cyanotype|daguerreotype|tintype|polaroid|film|35mm|analog|analogue|digital|vector|pixel|voxel|3d|cgi|clay|claymation|plasticine|stop-motion|cel|cel-shaded|airbrush|airbrushed|spray|stencil|collage|embroidered|stained|papercut|origami|isometric|blueprint|photographic|photo|flat|mezzotint|aquatint|drypoint|encaustic|scratchboard|scraperboard|conte|conté|sanguine|pointillism|pointillist|pointilism|stipple|stippled|felt|felted|needle-felted|needle-felt|knitted|crochet|macro|drone|aerial|neon|anime)$/;

/** Words of a mood or feeling in a look brief, for the feelings the vocabulary has no term for. Words
 *  that as often name a light, a colour or a surface ("warm", "soft", "clean", "bright") are left out:
 *  "warm practical lighting" asks for a light, not a mood. */
export const MOOD_WORDS = new Set(
  `friendly approachable welcoming cosy cozy homely dreamy dreamlike ethereal mystical mystic spiritual intuitive
  meditative contemplative quiet peaceful tranquil serene calm calming soothing gentle tender intimate romantic dark
  gloomy brooding moody sombre somber melancholy melancholic wistful nostalgic bittersweet lonely lonesome eerie
  creepy spooky haunting haunted uncanny unsettling ominous sinister menacing foreboding tense anxious claustrophobic
  dramatic theatrical epic grand majestic heroic triumphant monumental playful whimsical quirky wonky goofy silly
  cheeky mischievous fun funny humorous witty joyful joyous happy cheerful upbeat optimistic hopeful uplifting
  energetic dynamic lively vibrant rebellious gritty raw edgy grungy sleazy seedy decadent luxurious luxe opulent
  elegant refined sophisticated classy chic glamorous sensual sultry sexy confident understated restrained sober
  austere clinical sterile timeless childlike innocent charming sweet fragile breezy wild feral surreal psychedelic
  trippy hypnotic otherworldly magical enchanted folkloric ancient mythic sacred reverent solemn sad tragic bleak
  desolate barren isolated serious earnest honest humble rustic earthy imperfect relaxed lazy sleepy hazy languid
  frantic chaotic urgent aggressive angry violent nervous paranoid dystopian utopian hopeless warmhearted
  heartwarming wholesome premium sleek precise engineered scientific objective factual doom grim macabre occult
  dignified stately noble proud`.split(/\s+/).filter(Boolean),
);

/** Words that soften or sharpen a mood word and stay with it ("slightly wonky", "very calm"). */
export const MOOD_INTENSIFIERS = new Set(
  "slightly slighty a bit bit little somewhat quite very really super kinda kind of sort of extremely deeply gently faintly oddly strangely".split(/\s+/),
);
