// What a text is, decided before anything measures it: a description of a look ("moody cyberpunk city
// at night, teal and magenta"), a description of a voice ("write like a friendly park ranger: short,
// warm sentences"), both at once, a writing sample, or a mix (a sample with a note about it: "here's
// our newsletter intro, keep it this warm but shorter: ..."). A description is a brief: its own prose
// is never measured as the voice it asks for, and a sample is never read for colours it happens to
// mention. The decision reads how much of the text is the vocabulary of a brief, and whether it is
// written as a brief (a list of wishes, an instruction) or as writing (sentences that tell, address or
// narrate, emoji, hashtags). Pure: no I/O.
import { visualWords } from "./scan";
import { POINTER, clausesOf, wordsOf } from "./clauses";
import { MEDIUM_HEADS, MEDIUM_MATERIALS, SECTION_CUES } from "./cues";
import { taggedSentences, type TaggedTerm } from "./tags";

export type TextReadAs = "look" | "voice" | "look-and-voice" | "sample" | "mix";

export interface TextReading {
  as: TextReadAs;
  /** For a mix: the writing sample, without the note. */
  sample?: string;
  /** For a mix: the maker's note about the sample. */
  note?: string;
}

/** How each reading is said to the maker ("Read your text as a description of a look."). */
export const READ_AS_WORDS: Readonly<Record<TextReadAs, string>> = {
  look: "a description of a look",
  voice: "a description of a writing voice",
  "look-and-voice": "a description of a look and a voice",
  sample: "a writing sample",
  mix: "a writing sample with a note about it",
};

/** Words a brief for a writing voice is made of. */
const VOICE_CUES = new Set(
  `voice tone write writes writing written sentence sentences word words wording vocabulary copy copywriting prose
  paragraph paragraphs reader readers audience emoji emojis hashtag hashtags jargon slang puns pun humour humor jokes
  preachy salesy wordy concise punchy chatty formal informal casual conversational professional person pronouns
  contractions exclamation exclamations adverbs adjectives cliches clichés buzzwords register diction cadence
  rhythm voiced sound sounds talk talks speak speaks narrator narration newsletter newsletters intro intros post
  posts caption captions bio blog headline headlines tagline taglines email emails article articles story stories
  message messages shorter longer warmer friendlier simpler plainer livelier punchier readable readability terse
  format summary bullet bulleted spelling spellings clickbait clickbaity seo timestamps timestamped
  factual fluff hype marketing bullets headings editorialise editorialize editorialising editorializing persona
  tense past present third second first-person third-person second-person lowercase uppercase caps exclamation
  repetition rhythm swear swearing profanity banter nicknames jargon art-speak labels captions commentary
  commentator copy microcopy onboarding notifications deadpan sarcastic sarcasm witty wry cheeky plural`.split(/\s+/),
);

/** Words a brief for a look is made of, besides the colours, media and references the catalog knows and
 *  the words of the cue lexicons (cues.ts: media, light, framing, texture), which isLookCue counts. */
const LOOK_CUES = new Set(
  `look aesthetic palette palettes colour colours color colors colourway hues hue tones tone image images picture
  pictures backgrounds vibe vibes visuals visual design graphic graphics scene scenes`.split(/\s+/),
);

/** A word the look's cue lexicons know: a medium, or a head word of texture, light or framing (a mood
 *  word is as much a voice's: "friendly", "gentle"). */
function isLookCue(word: string): boolean {
  return MEDIUM_HEADS.test(word) || MEDIUM_MATERIALS.test(word) || SECTION_CUES.some(([section, cue]) => section !== "mood" && cue.test(word));
}

/** Openings of an instruction, at the start of any clause: "write like", "make it look", "keep it short". */
const INSTRUCTION = /^\s*(?:please\s+|pls\s+)?(?:write|rewrite|edit|make|sound|talk|speak|use|give|create|design|paint|draw|shoot|render|imagine|style|keep|explain|describe|attribute|address|mimic|imitate|emulate|match|follow|stick to|stay|be|go for|aim for|i want|i'd like|i would like|we want|looking for)\b/i;
/** Openings of a brief that asks for a likeness, at the start of the text only ("like i get it" in a
 *  post is speech, not a brief). */
const LIKE_OPENER = /^\s*(?:(?:like|as if|as though|kind of|sort of)\s+(?:an?|the)\s|in the style of|in the manner of|à la|a la)\b/i;
/** Talk about the wanted result rather than writing for readers: "should feel", "I want it painted",
 *  "need a logo style", "pls", "not too polished tho", "think excitable commentator". A sentence with one
 *  is a wish, however it is phrased. */
const WISH = /\b(?:(?:is|are) (?:fine|ok|okay|allowed|lovely|welcome|good|great)|should|must|needs? to|has to|have to|want(?:s|ed)? (?:it|them|the|this|that|a|an|to|something|more|less)|(?:i|we) (?:want|need|like|love|prefer)|(?:don'?t|do not|dont) want|need an?|looking for|going for|pls|plz|please|vibes?|aesthetic|style|on purpose|think (?:an?|of)\b|make (?:it|them|sure)|keep (?:it|them|the)|more [\p{L}-]+ than|less [\p{L}-]+ more|the tone we want|like this|like these)\b/iu;

/** Marks of writing for readers rather than a brief for a tool. */
const POST_TAGS = /(?:^|\s)(?:@[\p{L}\d_]{2,}|#(?![0-9a-f]{3}\b|[0-9a-f]{6}\b|[0-9a-f]{8}\b)[\p{L}\d_]{2,})/iu;
const EMOJI = /\p{Extended_Pictographic}/u;

/** A brief is read whole up to here; a longer text is writing unless it is mostly brief vocabulary. */
const BRIEF_MAX_WORDS = 90;
const LONG_BRIEF_MAX_WORDS = 220;

interface Signals {
  words: number;
  look: number;
  voice: number;
  /** Share of the words that are brief vocabulary. */
  density: number;
  instruction: boolean;
  /** Sentences that tell something: a subject with a finite verb outside an instruction. */
  telling: number;
  sentences: number;
  /** Hashtags or @mentions (a hex colour is no hashtag). */
  tags: boolean;
  emoji: boolean;
  /** Talk about the wanted result: wishes ("should feel", "I'd love"), things ruled out, and the
   *  labels of a brief ("Colours:", "Subjects:", "the mood is"). Writing for readers has next to none. */
  briefTalk: number;
}

/** The labels a brief is laid out by: "Colours: honey gold…", "Palette is…", "The mood is…". */
/** Labels a list of values follows ("colours: oatmeal, sage"); "voice:" or "style:" may instead end a
 *  note before its sample ("match this voice: ..."). */
const VALUE_LABELS = "colou?rs?|palette|subjects?|mood|format|tone|fonts?|type|lighting|medium";
const BRIEF_LABELS = new RegExp(`(?:^|[.\\n]\\s*)(?:the\\s+)?(?:${VALUE_LABELS}|voice|composition|typography|style|visual direction)\\s*(?::|is\\b|are\\b|would be\\b|should be\\b)`, "gi");
const ENDS_IN_VALUE_LABEL = new RegExp(`\\b(?:${VALUE_LABELS})\\s*$`, "i");

const SUBJECT_PRONOUNS = new Set(["i", "we", "you", "he", "she", "they", "it", "i'm", "we're", "you're", "it's", "there"]);

/** Whether a sentence tells something, the way writing does: a subject pronoun with its verb ("we
 *  walked", "it's"), or a finite be, have or modal verb ("the boats were painted", "light can fall").
 *  A list of wishes has nouns and participles ("textured brushwork", "signs reflected in puddles") but
 *  none of these; an instruction ("write like ...") is a brief however it is phrased. */
function tells(sentence: string, terms: TaggedTerm[]): boolean {
  // "explain what the proposal does": an imperative asks, though a clause inside it tells; "colours
  // should be warm" wishes.
  if (INSTRUCTION.test(sentence) || WISH.test(sentence) || terms[0]?.tags.has("Imperative")) return false;
  return terms.some((t, i) => {
    const tags = t.tags;
    if (tags.has("Copula") || tags.has("Modal") || tags.has("Auxiliary")) return true;
    // A subject pronoun opens a telling sentence ("we walked"); further in, it is a brief's aside
    // ("run-on sentences when it gets hectic").
    if (i > 2) return false;
    const word = t.text.toLowerCase().replace(/[^\p{L}']/gu, "");
    const next = terms[i + 1];
    return SUBJECT_PRONOUNS.has(word) && (tags.has("Verb") || (next !== undefined && next.tags.has("Verb")));
  });
}

/** A brief's examples are quoted ("'AND HE'S DONE IT!!' energy", "'you might notice' rather than
 *  'notice'"): what is quoted is not the brief telling anything. */
const QUOTED = /(?:^|[\s(])(['‘"“])[^'’"”\n]{1,80}?[!?.]*['’"”](?=[\s,.;:!?)]|$)/gu;

export function signalsOf(text: string): Signals {
  const words = wordsOf(text);
  // Past this length a text is writing whatever its words (briefKind), so the costly reading (the
  // vocabulary scan, the tagger) is spared: a pasted 6,000-character sample is read in a few ms.
  if (words.length > LONG_BRIEF_MAX_WORDS) {
    return { words: words.length, look: 0, voice: 0, density: 0, telling: 0, sentences: 1, instruction: false, tags: POST_TAGS.test(text), emoji: EMOJI.test(text), briefTalk: 0 };
  }
  const { visual, writing } = visualWords(text);
  let look = visual;
  let voice = writing;
  for (const w of words) {
    if (VOICE_CUES.has(w)) voice++;
    else if (LOOK_CUES.has(w) || isLookCue(w)) look++;
  }
  // What a brief rules out ("no gradients", "never swear") and what it wishes count as its words too;
  // writing for readers seldom has more than one of either.
  const clauses = clausesOf(text);
  const ruledOut = clauses.filter((c) => c.negated).length;
  const wishes = clauses.filter((c) => WISH.test(c.text)).length;
  const sentences = taggedSentences(text.replace(QUOTED, " "));
  let telling = 0;
  for (const s of sentences) if (tells(s.text, s.terms)) telling++;
  return {
    words: words.length,
    look,
    voice,
    density: words.length ? (look + voice + ruledOut + wishes) / words.length : 0,
    telling,
    sentences: Math.max(1, sentences.length),
    instruction: LIKE_OPENER.test(text) || clauses.some((c) => INSTRUCTION.test(c.text)),
    tags: POST_TAGS.test(text),
    emoji: EMOJI.test(text),
    briefTalk: ruledOut + wishes + (text.match(BRIEF_LABELS)?.length ?? 0),
  };
}

/** A brief, by how it is written; null when it is writing. */
function briefKind(s: Signals): "look" | "voice" | "look-and-voice" | null {
  // Hashtags and @mentions mark a post unless the text is written as an instruction; emoji mark one only
  // where little of the text is a brief's vocabulary (a brief may show one: "a few emojis 🥐").
  if (s.words === 0 || (s.tags && !s.instruction) || (s.emoji && !s.instruction && s.density < 0.15)) return null;
  if (s.words > LONG_BRIEF_MAX_WORDS) return null;
  const talksBrief = s.briefTalk >= 4 && s.briefTalk * 2 >= s.sentences && s.density >= 0.1;
  if (s.words > BRIEF_MAX_WORDS && s.density < 0.3 && !talksBrief) return null;
  const told = s.telling / s.sentences;
  // A brief is a list of wishes or an instruction; writing tells. Dense brief vocabulary outweighs a
  // telling verb ("the light is low and golden"), a thin one needs the text to be written as a brief.
  // Nothing told at all, across several clauses of brief words, is a list of wishes however thin.
  const brief =
    s.density >= 0.3 ||
    (s.density >= 0.12 && (s.instruction || told < 0.5)) ||
    (s.instruction && s.look + s.voice >= 2 && told < 0.5 && s.density >= 0.06) ||
    (s.telling === 0 && s.sentences >= 2 && s.look + s.voice >= 3 && s.density >= 0.06) ||
    // A maker may tell their story ("So we make beeswax candles...") and still write a brief: what
    // they wish, rule out and label outweighs the telling.
    talksBrief;
  if (!brief) return null;
  // Both only where each is a real part of the brief: "lowercase headings" in a poster brief is its type.
  if (s.look >= 2 && s.voice >= 2 && s.voice * 4 >= s.look && s.look * 4 >= s.voice) return "look-and-voice";
  return s.voice > s.look ? "voice" : "look";
}

/** "Here's our intro, keep it this warm but shorter:\n\n<sample>" and the like: a short note and a
 *  longer stretch of writing, split at a blank line, or at a colon or dash before a new line. */
/** "[NOTE FOR WHOEVER WRITES THESE: this is the tone we want ...]": a note in brackets inside the sample. */
const BRACKETED = /\[([^\]\n]{40,600})\]|\(([^)\n]{40,600})\)/g;

function splitMix(text: string): { note: string; sample: string } | null {
  for (const m of text.matchAll(BRACKETED)) {
    const inner = (m[1] ?? m[2] ?? "").trim();
    const s = signalsOf(inner);
    if (!(POINTER.test(inner) && s.voice + s.look >= 2 && (briefKind(s) !== null || WISH.test(inner)))) continue;
    const sample = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/[ \t]{2,}/g, " ").trim();
    if (wordsOf(sample).length >= 25 && briefKind(signalsOf(sample)) === null) return { note: inner, sample };
  }
  let parts = text.split(/\n\s*\n|:\s*\n|\s[—–-]{1,2}\s*\n/).map((p) => p.trim()).filter(Boolean);
  // "keep it this warm but shorter: Hi friends, ..." on one line: the note ends at its first colon.
  const colon = /^([^:\n]{8,300}):\s+(?!\/\/)/.exec(text);
  // "... colours: oatmeal, duck egg blue": a brief's own label is no end of a note.
  if (parts.length < 2 && colon?.[1] && !ENDS_IN_VALUE_LABEL.test(colon[1])) parts = [colon[1], text.slice(colon[0].length)];
  if (parts.length < 2) return null;
  // The note comes before the sample or after it, never in its middle (a man page's option list is
  // not a note about the man page). It is a short part that is a brief, or that points at the writing
  // and names something of a voice ("that's the changelog tone we want", "sound like this, but cut the
  // adjectives"); one that opens by pointing at the sample ("^ boxed read-aloud text from our last
  // module. this is the house voice...") may run longer.
  const isNote = (part: string) => {
    if (wordsOf(part).length > (/^\s*(?:\^|(?:this|these|that|those|the above|above)\b)/i.test(part) ? 140 : 60)) return false;
    const s = signalsOf(part);
    return briefKind(s) !== null || (POINTER.test(part) && s.voice >= 2);
  };
  const first = parts[0]!;
  const last = parts[parts.length - 1]!;
  const note = isNote(first) ? first : isNote(last) ? last : null;
  if (note === null) return null;
  const sample = parts.filter((p) => p !== note).join("\n\n");
  // A sample may read a little like a brief (a changelog's "Use `login`"); the note must read far more so.
  const sampleSignals = signalsOf(sample);
  const thin = sampleSignals.density < 0.12 && sampleSignals.density * 2 <= signalsOf(note).density;
  if (wordsOf(sample).length < 25 || (briefKind(sampleSignals) !== null && !thin)) return null;
  return { note, sample };
}

export function readAs(text: string): TextReading {
  // A note and writing first: the note's vocabulary would otherwise make the whole paste a brief.
  const mix = splitMix(text);
  if (mix) return { as: "mix", ...mix };
  return { as: briefKind(signalsOf(text)) ?? "sample" };
}
