// Writing voices. Each sample is written in its own voice and doubles as the style's written Sample
// (writtenSamples), so the text a visitor reads on the share page is the one the prompt quotes.
import type { SeedStyle } from "../types";
import { avoid, overview, voice } from "./dsl";

const FIELD_NOTES = `06:40, north shore of the reservoir, 4 °C, mist lifting. Eleven goldeneye on the open water, all drakes but two. A heron stands where it stood on Tuesday, which makes me think it is the same heron, though I can't prove it.

At the reed edge something small and brown moves in short hops. Not a wren: the tail is wrong. I wait. It turns out to be a dunnock, which is less exciting and more honest.

By 07:15 the mist has gone and the water is flat and silver. I count the goldeneye again: twelve. One arrived while I was looking at the dunnock.`;

const RELEASE_NOTES = `Version 4.2.0

Added: --dry-run for sync. It prints every file it would change and exits without writing. (#1182)
Changed: the default timeout is now 30 seconds, up from 10. If you set timeout yourself, nothing changes for you.
Fixed: uploads larger than 2 GB no longer stall at 99% on Windows. (#1177)
Removed: the legacy-auth flag, deprecated since 3.8. If you still use it, switch to tokens before upgrading; auth migrate does it in one step.

Upgrading takes one command: npm install tool@4.2.0`;

const ERROR_MESSAGES = `We couldn't save your changes. Your connection dropped while we were uploading. Everything you typed is still here.
[Try again]

That file is too big to upload. Files can be up to 25 MB, and this one is 31 MB. Compress it, or upload it in two parts.
[Choose another file]

No projects yet. Projects keep your files and comments in one place.
[Create a project]`;

const MUSEUM_LABEL = `Teaspoon, c. 1974
Stainless steel. Lent by the Hargreaves family.

This teaspoon was used daily for thirty-one years in a kitchen in Leeds. Wear on the left edge of the bowl indicates a right-handed user who stirred anticlockwise, a habit the family attributes to "stubbornness". In 1989 it was lost behind a radiator for eleven days, the object's only documented absence. The bend in the handle was introduced while opening a tin of paint and was never corrected. The tin is displayed alongside.`;

const HARD_BOILED = `She came in at ten past eleven, out of the rain and into my problems. Her coat cost more than my car and fit better. She sat down like the chair owed her money.

"My husband is missing," she said.

I'd heard that line before. Usually the husband wasn't missing. Usually he'd just stopped answering. I lit a cigarette I didn't want and let the silence do the asking. Across the street the hotel sign buzzed, the T burned out, spelling HO EL to nobody.

I took the case anyway. The rent doesn't care about my instincts.`;

const PLANT_SHOP = `Meet Monty, our monstera who refuses to stop growing 🌿 He's on his third moss pole this year.

Care tip: if new leaves come in without their splits, he wants more light, not more water. Move him a metre closer to a bright window (no harsh afternoon sun) and give it a month.

Monty's babies are on the front table this week, rooted and ready. Come say hi 👋

#monstera #houseplantcare #plantshop`;

export const writingStyles: SeedStyle[] = [
  {
    slug: "field-notes-naturalist-m2o7",
    name: "Field Notes Naturalist",
    author: "fieldandfolio",
    category: "writing",
    tags: ["nature writing", "journal", "observation", "precise"],
    description:
      "A field naturalist's notebook: precise, present-tense observations with times, weather and counts, and one small wonder per entry.",
    publishedDaysAgo: 14,
    writtenSamples: [FIELD_NOTES],
    blocks: [
      overview("A naturalist's field notebook: exact times, counts and weather, with one quiet moment of wonder per entry."),
      ...voice({
        tone: "observant, patient and quietly delighted",
        formality: "neutral",
        emoji: "none",
        hashtags: "none",
        sentenceLength: "varied",
        person: "first",
        phrases: [
          "Start every entry with time, place and weather in one line.",
          "Name species and counts exactly; when unsure, say what you saw, not what it might be.",
        ],
        sample: FIELD_NOTES,
      }),
      ...avoid(
        ["vague adjectives such as 'beautiful' or 'amazing'", "measurable detail: counts, colours, distances"],
        ["giving animals human feelings", "behaviour described as it was seen"],
      ),
    ],
  },
  {
    slug: "release-notes-plainly-t4u8",
    name: "Release Notes, Plainly",
    author: "quietcopy",
    category: "writing",
    tags: ["changelog", "developer docs", "technical writing", "release notes"],
    description:
      "Changelog and release-note voice for developer tools: what changed, who it affects and what to do, with no hype.",
    publishedDaysAgo: 90,
    writtenSamples: [RELEASE_NOTES],
    blocks: [
      overview("Release notes for developers: one line per change, who it affects and what to do, with no hype."),
      ...voice({
        tone: "plain, precise and respectful of the reader's time",
        formality: "professional",
        emoji: "none",
        hashtags: "none",
        sentenceLength: "short",
        person: "second",
        phrases: [
          "Lead each line with Added, Changed, Fixed or Removed.",
          "Say who is affected and what they need to do, or say that nothing is needed.",
          "End a line with its issue number in brackets.",
        ],
        sample: RELEASE_NOTES,
      }),
      ...avoid(
        ["marketing superlatives", "the concrete change and its effect"],
        ["'various bug fixes'", "one line per fix with its issue number"],
      ),
    ],
  },
  {
    slug: "kind-error-messages-e7w3",
    name: "Kind Error Messages",
    author: "interfacecraft",
    category: "writing",
    tags: ["microcopy", "ux writing", "error messages", "empty states"],
    description:
      "A remix of Release Notes, Plainly for interface microcopy: errors and empty states that say what happened and the one thing to do next.",
    publishedDaysAgo: 31,
    remixOf: "release-notes-plainly-t4u8",
    writtenSamples: [ERROR_MESSAGES],
    blocks: [
      overview("Interface microcopy for errors and empty states: what happened, then the one thing to do next."),
      ...voice({
        tone: "calm, kind and specific; never blames the reader",
        formality: "conversational",
        emoji: "none",
        hashtags: "none",
        sentenceLength: "short",
        person: "second",
        phrases: [
          "Say what happened, then what to do next, in that order.",
          "Buttons name the action they take: 'Try again', never 'OK'.",
        ],
        sample: ERROR_MESSAGES,
      }),
      ...avoid(
        ["bare error codes", "a plain description, with the code in small print"],
        ["'Oops!' and jokes in errors", "calm, direct wording"],
        ["blaming words such as 'invalid' or 'illegal'", "what is expected, stated plainly"],
      ),
    ],
  },
  {
    slug: "deadpan-museum-label-h8c2",
    name: "Deadpan Museum Label",
    author: "fieldandfolio",
    category: "writing",
    tags: ["museum", "wall text", "dry humour", "caption"],
    description:
      "Gallery wall text with a straight face: formal, third-person captions whose precise facts occasionally turn quietly absurd.",
    publishedDaysAgo: 73,
    writtenSamples: [MUSEUM_LABEL],
    blocks: [
      overview("Museum wall labels written with a straight face: formal, exact, and now and then quietly absurd."),
      ...voice({
        tone: "dry, formal and exact, with understated wit",
        formality: "formal",
        emoji: "none",
        hashtags: "none",
        sentenceLength: "medium",
        person: "third",
        phrases: [
          "Open with the object line: name, date, material, lender.",
          "Let one accurate detail carry the joke; never signal it.",
        ],
        sample: MUSEUM_LABEL,
      }),
      ...avoid(
        ["exclamation marks", "full stops and understatement"],
        ["explaining the joke", "the fact, stated and left alone"],
        ["a chatty first-person museum voice"],
      ),
    ],
  },
  {
    slug: "hard-boiled-narration-z5q1",
    name: "Hard-Boiled Narration",
    author: "reelmemory",
    category: "writing",
    tags: ["fiction", "noir", "detective", "1940s", "first person"],
    description:
      "First-person detective narration in the 1940s pulp manner: clipped sentences, cynical similes and rain that never stops.",
    publishedDaysAgo: 104,
    writtenSamples: [HARD_BOILED],
    blocks: [
      overview("1940s pulp detective narration: clipped first-person sentences, one sharp simile at a time, always raining."),
      ...voice({
        tone: "world-weary, wry and terse",
        formality: "casual",
        emoji: "none",
        hashtags: "none",
        sentenceLength: "short",
        person: "first",
        phrases: [
          "One fresh, physical simile per paragraph, no more.",
          "Never name the narrator's feelings; show what he does with his hands.",
        ],
        sample: HARD_BOILED,
      }),
      ...avoid(
        ["modern slang", "1940s idiom"],
        ["long introspective paragraphs", "short, physical sentences"],
        ["graphic violence"],
      ),
    ],
  },
  {
    slug: "plant-shop-social-a9r6",
    name: "Plant Shop Social",
    author: "gouachegarden",
    category: "writing",
    tags: ["social media", "instagram", "small business", "captions", "plants"],
    description:
      "Social captions for a neighbourhood plant shop: cheerful care tips, plant puns in moderation and a few hashtags people actually search.",
    publishedDaysAgo: 9,
    writtenSamples: [PLANT_SHOP],
    blocks: [
      overview("Instagram captions for a neighbourhood plant shop: one useful care tip per post, a light pun, a few real hashtags."),
      ...voice({
        tone: "sunny, helpful and a little punny",
        formality: "casual",
        emoji: "moderate",
        hashtags: "moderate",
        sentenceLength: "short",
        person: "second",
        phrases: [
          "Every post teaches one care tip a beginner can use today.",
          "At most three emoji and three hashtags; hashtags go on the last line.",
        ],
        sample: PLANT_SHOP,
      }),
      ...avoid(
        ["a pun in every sentence", "one pun per post at most"],
        ["walls of hashtags", "three specific hashtags on the last line"],
        ["vague care advice", "one concrete instruction with a number in it"],
      ),
    ],
  },
];
