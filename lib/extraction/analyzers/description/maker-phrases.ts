// What the maker wrote beyond the visual vocabulary, in their own words: the medium they named ("a
// japanese woodblock print"), their moods ("friendly", "slightly wonky"), subjects and settings ("city at
// night"), eras, lenses, what they ruled out, and the clauses whose head word says which section they
// belong to (cues.ts). Pure: no I/O.
import type { SectionId } from "@/lib/styles/sections";
import { clausesOf, ruledOutLists } from "./clauses";
import { MEDIUM_HEADS, MEDIUM_MATERIALS, MOOD_INTENSIFIERS, MOOD_WORDS, SECTION_CUES } from "./cues";
import { MAX_TEXT_CHARS, scan, tokenize } from "./scan";
import { taggedTerms } from "./tags";

/** Words that carry a brief rather than a subject ("a look with lots of texture"). */
const FILLER_WORDS = new Set(
  `a an the of in on at with and or for to by from into very some lots lot bit little kind sort style styled look looks
  aesthetic vibe vibes feel feeling mood colours colors colour color palette tones tone hues please like similar
  something maybe really quite just mostly ish esque zzclause`.split(/\s+/),
);
const MAX_SUBJECTS = 5;
/** "85mm lens", "a 35 mm": a focal length is how the frame is seen. */
const LENS = /\b(\d{2,3})\s?mm(?:\s+lens)?\b/gi;
/** "the 1970s", "70s", "80's": a decade named is an era the look evokes. */
const DECADE = /\b(?:(?:19|20)(\d)0|'?(\d)0)['’]?s\b/gi;

/** What the maker wrote beyond the vocabulary: the subjects and settings in their own words ("city at
 *  night", "a rocket landing in a pine forest"), the eras they named, and what they ruled out, as they
 *  wrote it ("clutter", "glossy"). A clause the vocabulary covers says nothing more. */
export function makerPhrases(text: string): {
  subjects: string[];
  eras: string[];
  refused: string[];
  lenses: string[];
  placed: Partial<Record<SectionId, string[]>>;
  media: string[];
  moods: string[];
} {
  const subjects: string[] = [];
  // The clause each subject came from, to join a list back together ("ravens, dead trees, a full moon").
  const subjectClause: number[] = [];
  let clauseIndex = -1;
  const media: string[] = [];
  const moods: string[] = [];
  const placed: Partial<Record<SectionId, string[]>> = {};
  // "an 85mm", "an 18mm", "a 35mm": the article follows the number as it is said.
  const article = (n: string) => (/^(?:8|11|18)/.test(n) ? "an" : "a");
  const lenses = [...new Set([...text.matchAll(LENS)].map((m) => `seen through ${article(m[1]!)} ${m[1]}mm lens`))];
  const refused: string[] = [];
  const eras = [...new Set([...text.matchAll(DECADE)].map((m) => (m[1] ? `19${m[1]}0s`.replace(/^19([0-2])/, "20$1") : `19${m[2]}0s`)))];
  const clauses = clausesOf(text, MAX_TEXT_CHARS);
  refused.push(...ruledOutLists(clauses));
  for (const clause of clauses) {
    clauseIndex++;
    const wished = clause.wished.join(" ");
    const tokens = tokenize(wished);
    if (tokens.length === 0) continue;
    const covered = new Set<string>();
    // A reference named by its medium ("a japanese woodblock print" is Ukiyo-e) still leaves the
    // maker's medium to be said in their words; a term says it already.
    const saidByTerms = new Set<string>();
    const termWords = new Set<string>();
    for (const hit of scan(tokens)) {
      for (const w of hit.words) {
        covered.add(w);
        if (hit.kind !== "reference") saidByTerms.add(w);
        if (hit.kind === "term") termWords.add(w);
      }
    }
    const medium = mediumPhrase(clause.wished, termWords);
    if (medium && !media.includes(medium)) media.push(medium);
    // Said as the medium, those words place nothing more: "a 1950s travel poster of a beach town" has
    // the beach town left for its subject.
    // A word inside it that is no medium word ("charcoal figure sketches") is still a subject.
    if (medium) {
      const things = new Set(taggedTerms(medium).filter((t) => t.tags.has("Noun") && !t.tags.has("Demonym")).map((t) => t.normal));
      for (const w of tokenize(medium)) if (isMediumWord(w) || !things.has(w)) covered.add(w);
    }
    for (const mood of moodPhrases(clause.wished, saidByTerms)) if (!moods.includes(mood)) moods.push(mood);
    const leftover = tokens.filter((w) => !covered.has(w) && !FILLER_WORDS.has(w) && !/^\d+(?:s|mm)?$/.test(w) && !/^(?:lens|lenses|mm)$/.test(w));
    // Words the vocabulary does not know still say which section they belong to by their head words
    // ("visible craquelure" is texture, "straight-on eye-level shots" composition): the maker's clause
    // is kept there, in their words. Anything else with a noun is a subject or setting.
    const unknown = tokens.filter((w) => !covered.has(w));
    const section = leftover.length > 0 ? SECTION_CUES.find(([, cue]) => unknown.some((w) => cue.test(w)))?.[0] : undefined;
    if (section) {
      // The clause in the maker's words, less the medium it named ("... portrait studies on grey paper"
      // -> "on grey paper").
      const said = (medium ? clause.wished.join(" ").replace(medium, " ") : clause.wished.join(" ")).replace(/\s+/g, " ").trim();
      const list = (placed[section] ??= []);
      if (list.length < MAX_SUBJECTS && !list.includes(said)) list.push(said);
      // "elephants half dissolving into the background", "a single candle lit face": a thing named
      // before the cue is what the picture shows, so the clause is a subject as well.
      if (!namesThingBeforeCue(clause.wished, section, covered) || subjects.includes(said)) continue;
      subjects.push(said);
      subjectClause.push(clauseIndex);
      continue;
    }
    // Tagged in the clause, where a word has its part of speech ("figure" is a verb alone).
    const nouns = new Set(taggedTerms(clause.wished.join(" ")).filter((t) => t.tags.has("Noun")).map((t) => t.normal));
    if (leftover.length === 0 || !leftover.some((w) => nouns.has(w))) continue;
    // "a storybook digital painting of a rocket landing in a pine forest": when all before an "of" is
    // vocabulary, the subject is what follows it. Otherwise, mostly the maker's own words: the clause
    // whole ("neon signs reflected in rain-soaked streets"); mostly vocabulary: from the first word the
    // vocabulary does not know ("city at night").
    // "saint-free" is ruled out (clauses.ts), not shown.
    const words = withoutWishTalk(clause.wished).filter((w) => !/-free$/.test(w));
    // "exactly this kind of thing", "like the attached": a pointer at the image says nothing of it;
    // "so they make silhouette" tells how, not what.
    if (words.length === 0 || words.every((w) => FILLER_WORDS.has(w) || POINTER_WORDS.has(w)) || /^(?:they|it|we|i|you|he|she)$/.test(words[0]!)) continue;
    const known = (w: string) => tokenize(w).every((t) => covered.has(t) || FILLER_WORDS.has(t));
    const of = words.indexOf("of");
    let phrase: string;
    if (of > 0 && words.slice(0, of).every(known)) phrase = words.slice(of + 1).join(" ").replace(/^(?:an?|the)\s+/, "");
    else if (covered.size / tokens.length < 0.5) phrase = words.join(" ");
    else phrase = words.slice(Math.max(0, words.findIndex((w) => !known(w)))).join(" ");
    // A hex code or a size left over ("1e3a5f", "16px") is no subject.
    if (phrase && /\b(?![0-9a-f]{3,8}\b)\p{L}{3,}/u.test(phrase) && !subjects.includes(phrase)) {
      subjects.push(phrase);
      subjectClause.push(clauseIndex);
    }
  }
  return { subjects: joinLists(subjects, subjectClause).slice(0, MAX_SUBJECTS), eras, refused, lenses, placed, media: media.slice(0, 2), moods: moods.slice(0, MAX_SUBJECTS) };
}

const POINTER_WORDS = new Set("this that these those attached exactly kind thing things see photo image pic picture above below here same one ones".split(" "));

/** Talk about the brief before what it asks for: "ok so basically im making a picture book about",
 *  "i'd like everything to look like", "subjects are". */
const WISH_TALK =
  /^(?:(?:ok(?:ay)?|so|basically|hi|hey|um|well|right)\s+)*(?:(?:i'?m|im|we'?re|were|i am|we are) (?:making|doing|designing|building|working on|creating)\s+|(?:i'?d|we'?d) (?:like|love)\s+|(?:i|we) (?:want|need)\s+(?:to\s+)?(?:make\s+(?:the |my |our )?(?:pictures?|images?|photos?|it|them|everything|art)(?:\s+look)?(?:\s+like)?\s+)?|(?:need|want|looking for)\s+|can (?:all |you make )?(?:the |our |my )?(?:illustrations?|images?|pictures?|photos?|posters?|it|they|them|everything)\s+(?:be|look)\s+(?:like\s+)?|(?:the |our )?(?:subjects?|subject matter|content|scenes?|characters?|people|figures)\s+(?:are|is|should be|will be|would be|could be)\s+)/;

function withoutWishTalk(words: string[]): string[] {
  const text = words.join(" ");
  const m = WISH_TALK.exec(text);
  if (!m) return words;
  // "a picture book about a family of hedgehogs": what it is about is the subject.
  const rest = text.slice(m[0].length).replace(/^(?:an?|the|some)\s+[\w' -]*?\b(?:about|of|featuring|with)\s+/, "");
  return rest ? rest.split(" ") : [];
}

/** Short subjects from clauses side by side are one list the maker wrote ("ravens, dead trees, a
 *  crumbling cathedral, full moon"): one line, so a long list is not cut short by the section's cap. */
function joinLists(subjects: string[], clauses: number[]): string[] {
  const out: string[] = [];
  const short = (s: string) => s.split(" ").length <= 4;
  subjects.forEach((subject, i) => {
    const prev = out.length - 1;
    if (i > 0 && clauses[i] === clauses[i - 1]! + 1 && short(subject) && short(subjects[i - 1]!) && prev >= 0) out[prev] = `${out[prev]}, ${subject}`;
    else out.push(subject);
  });
  return out;
}

/** Whether a noun the vocabulary does not know comes before the word that placed the clause. */
function namesThingBeforeCue(words: string[], section: SectionId, covered: Set<string>): boolean {
  const cue = SECTION_CUES.find(([s]) => s === section)?.[1];
  const at = cue ? words.findIndex((w) => cue.test(bare(w))) : -1;
  if (at <= 0) return false;
  const before = words.slice(0, at).filter((w) => !covered.has(bare(w)) && !FILLER_WORDS.has(bare(w)) && !isMediumWord(w));
  if (before.length === 0) return false;
  return taggedTerms(before.join(" ")).some((t) => t.tags.has("Noun") && !t.tags.has("Adjective") && !t.tags.has("Pronoun"));
}

const bare = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, "");
const isMediumWord = (w: string) => MEDIUM_HEADS.test(bare(w)) || MEDIUM_MATERIALS.test(bare(w));
/** Words a medium phrase never starts with ("like a", "my", "in"). */
const LEAD_WORDS = /^(?:a|an|the|my|our|your|their|this|that|these|like|in|as|of|for|with|on|at|to|and|or|some|more|less|want|wanted|pure|just|kind|sort|style|more|please|zzclause)$/;

/** The medium in the maker's words, when a clause names one no term of the vocabulary says ("a
 *  japanese woodblock print" -> "japanese woodblock print", "loose charcoal figure sketches",
 *  "70s travel poster"): from the first medium word, on through the heads that follow within two words,
 *  and back over up to three describing words. Where a term says every medium word of it ("soft
 *  watercolour"), the term speaks for it; a colour word there ("charcoal") is the material. */
function mediumPhrase(words: string[], termWords: Set<string>): string | null {
  const first = words.findIndex(isMediumWord);
  if (first < 0) return null;
  let end = first;
  for (let i = first + 1; i < words.length && i <= end + 2; i++) if (isMediumWord(words[i]!)) end = i;
  let start = first;
  while (start > 0 && first - start < 3 && !LEAD_WORDS.test(bare(words[start - 1]!))) start--;
  const phrase = words.slice(start, end + 1).map(bare).filter(Boolean);
  // "art" or "shots" alone is no medium; a phrase the vocabulary covers whole is said by its term.
  if (phrase.length === 1 && /^(?:art|artwork|photo|photos|film|digital|flat)$/.test(phrase[0]!)) return null;
  if (!phrase.some((w) => isMediumWord(w) && !termWords.has(w) && !/^(?:art|artwork|flat|digital)$/.test(w))) return null;
  return phrase.join(" ");
}

/** Mood words of a clause in the maker's words, with a softener before them ("slightly wonky"): a mood
 *  word counts where it describes the whole (it ends the clause, or a medium, another mood word or a
 *  connective follows it), not a thing ("dark sky" is a subject, "dark romantic oil painting" a mood). */
function moodPhrases(words: string[], covered: Set<string>): string[] {
  const out: string[] = [];
  const clean = words.map(bare);
  clean.forEach((w, i) => {
    if (!MOOD_WORDS.has(w) || covered.has(w)) return;
    const next = clean[i + 1];
    const describesWhole = next === undefined || MOOD_WORDS.has(next) || isMediumWord(next) || /^(?:and|or|but|yet|n|on|mood|vibe|vibes|feel|feeling|look|style|energy|atmosphere|aesthetic|tone|purpose|overall)$/.test(next);
    if (!describesWhole) return;
    const before = clean[i - 1];
    out.push(before && MOOD_INTENSIFIERS.has(before) && before !== "a" ? `${before} ${w}` : w);
  });
  return out;
}

