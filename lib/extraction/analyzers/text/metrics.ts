// Measures a prose sample: one compromise parse, one pass over its terms. Everything the voice
// classifiers need (text/voice.ts) comes out of this pass, so the text is never re-parsed per
// sentence. Pure: no I/O.
import nlp from "compromise";
import emojiRegex from "emoji-regex";
import { BOOSTERS, BUSINESS, COURTESY, FIRST, HEDGES, LEGALESE, SECOND, SINGULAR, TEXTING, THIRD } from "./lexicons";

export interface TextMetrics {
  /** Words: tokens with a letter or digit; hashtags, @mentions, URLs and emoji are not words. */
  words: number;
  /** Sentences with at least one word (a line of hashtags or a lone emoji is not one). */
  sentences: number;
  meanSentenceLength: number;
  /** Coefficient of variation of sentence length (stdev / mean); 0 for one sentence. */
  sentenceLengthSpread: number;
  /** Heylighen & Dewaele's F-score (0-100) from part-of-speech shares; higher is more formal. */
  formalityScore: number;
  /** Contractions (don't, we're, it'll) per 100 words, outside quoted speech. */
  contractionRate: number;
  /** Share of sentences ending with "!" (0-1). */
  exclamationRate: number;
  /** Share of sentences ending with "?" (0-1). */
  questionRate: number;
  emojiCount: number;
  emojiPer100Words: number;
  hashtagCount: number;
  hashtagsPer100Words: number;
  /** Narrator pronouns per 100 words; quoted speech is left out (it is someone else's voice). */
  firstPerson: number;
  secondPerson: number;
  thirdPerson: number;
  /** Share of sentences that open with a bare verb ("Bring a friend."): an implied "you". */
  imperativeRate: number;
  /** Interjections and texting forms (lol, omg, u, gonna, tbh) per 100 words. */
  slangPer100Words: number;
  /** Doubled punctuation ("!!", "??", "?!") per 100 words. */
  emphaticPer100Words: number;
  /** Share of sentences starting with a lower-case letter, counting a lower-case "I" as one more. */
  lowercaseRate: number;
  /** Share of words of seven letters or more with three or more syllables: Latinate vocabulary. */
  longWordRate: number;
  /** Nominalizations (-tion, -ment, -ity ...) per 100 words: abstract, impersonal prose. */
  nominalPer100Words: number;
  /** Legal and official words (shall, hereby, thereof, pursuant ...) per 100 words. */
  legalesePer100Words: number;
  /** Workplace words (company, customers, employees, manager, funding ...) per 100 words. */
  businessPer100Words: number;
  /** Passive verb groups per sentence ("will be held", "were collected"). */
  passivePerSentence: number;
  /** Mean length of the sentences that end in . ! or ? (salutations, headings, sign-offs left out). */
  proseSentenceLength: number;
  /** "I", "me", "my" alone per 100 words (a share of firstPerson): one person speaking, not a "we". */
  firstPersonSingular: number;
  /** Share of verbs in the past tense (0-1): narration and recollection. */
  pastTenseShare: number;
  /** Hedges (perhaps, might, probably, suggest) and boosters (really, honestly, definitely) per 100
   *  words: tentative against emphatic voices. */
  hedgesPer100Words: number;
  boostersPer100Words: number;
}

export interface Sentence {
  /** Offsets into the analysed text; `text` is text.slice(start, end). */
  start: number;
  end: number;
  text: string;
  words: number;
  terminal: "." | "!" | "?" | "";
  /** Opens with a past-tense verb and no subject ("Walked to work."). */
  dropsSubject: boolean;
  imperative: boolean;
  /** Holds a passive verb group ("were collected"). */
  passive: boolean;
  /** Fills a line of its own: a title, a name, a list item or a line of verse, when unpunctuated. */
  ownLine: boolean;
}

/** A word with the part of speech that decides whether a phrase may start or end on it. */
export interface Token {
  word: string;
  role: "content" | "name" | "determiner" | "preposition" | "conjunction" | "other";
  /** Written with a capital: a run of capitalised words is a name or a heading, not a phrase. */
  capital: boolean;
}

export interface Measurement {
  metrics: TextMetrics;
  sentences: Sentence[];
  /** Runs of words between punctuation marks, for phrase finding. */
  tokens: Token[][];
  /** Every word's normal form, in order (the tokens' words, flattened once for the word counts). */
  words: string[];
}

// Words a texter opens sentence after sentence with, in lower case.
const LOWER_OPENERS = new Set(["so", "and", "but", "just", "ok", "okay", "lol", "omg", "the", "it", "we", "my", "also", "like", "anyway", "not"]);
const OPENING_FILLERS = new Set(["please", "just", "so", "now", "then", "and", "also", "simply"]);
const NON_WORD_TAGS = ["Emoji", "Emoticon", "HashTag", "AtMention", "Url", "Email"];
const EMOJI_ONLY = new RegExp(`^(?:${emojiRegex().source})+$`);
// emoji-regex also matches text-presentation symbols (©, ®, ™, digits with a keycap base); only
// pictographs drawn as emoji count.
const EMOJI_PRESENTATION = /\p{Emoji_Presentation}|\uFE0F|\u200D/u;
const PUNCTUATION = /[^\s'’]/;
// A hashtag stands after a space or at a line start: "'#ifdef" in a man page is code, "C#" a name.
const HASHTAG = /(?<=^|[\s(\p{Extended_Pictographic}\uFE0F])#[\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*/gmu;
const EMPHATIC = /[!?]{2,}/g;
const HAS_WORD = /[\p{L}\p{N}]/u;
const APOSTROPHE = /['’]/;
const NON_ASCII = /[^\x00-\x7f]/;
const NOMINAL = /^\p{L}{4,}(?:tion|sion|ment|ance|ence|ity|ness|ism)s?$/u;
/** compromise's lexicon: the words it knows, with their tag. */
export const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one.lexicon;

type Term = { text: string; pre: string; post: string; normal: string; implicit?: string; tags?: Set<string> };
const NO_TAGS: ReadonlySet<string> = new Set();

// compromise's lexicon and pre-tagger, without its post-tagger and chunker. The post-tagger's hundreds
// of match rules refine tags this module does not need (it adds #Imperative and #Passive, which are
// read here from simple patterns instead) and take three quarters of the parse time: a 6,000-character
// text parses in about 15 ms instead of 60.
const TAGGING = ["lexicon", "preTagger", "contractionTwo"];
const BE = new Set(["be", "been", "being", "is", "are", "was", "were", "am"]);
const LIGHT_VERBS = new Set(["have", "has", "had", "do", "does", "did", "get", "got"]);

// compromise folds accented letters to ASCII one character at a time (split, look up, join) for every
// term, a tenth of a parse. Its table maps every ASCII character to itself, so an ASCII term, nearly
// every term of English, is returned as it is: the same normal forms, without the walk.
type KillUnicode = (str: string, world: unknown) => string;
const foldUnicode = (nlp.methods() as { one: { killUnicode: KillUnicode } }).one.killUnicode;
const ASCII_ONLY = /^[\x00-\x7f]*$/;
nlp.plugin({ methods: { one: { killUnicode: (str: string, world: unknown) => (str && ASCII_ONLY.test(str) ? str : foldUnicode(str, world)) } } });

function parse(text: string): Term[][] {
  const doc = nlp.tokenize(text);
  doc.compute(TAGGING);
  return doc.document as unknown as Term[][];
}

function syllables(word: string): number {
  const groups = word.toLowerCase().replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, "").match(/[aeiouy]+/g);
  return Math.max(1, groups?.length ?? 0);
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The sign a term carries in Heylighen & Dewaele's F-score: F = (noun + adjective + preposition +
 *  article − pronoun − verb − adverb − interjection + 100) / 2, each a percentage of all tokens. */
function posSign(tags: ReadonlySet<string>, key: string): 1 | -1 | 0 {
  if (FIRST.has(key) || SECOND.has(key) || THIRD.has(key) || tags.has("Pronoun")) return -1;
  if (tags.has("Expression")) return -1;
  if (tags.has("Determiner") || tags.has("Preposition") || tags.has("Adjective")) return 1;
  if (tags.has("Verb") || tags.has("Adverb") || tags.has("Negative")) return -1;
  if (tags.has("Noun") && !tags.has("Value")) return 1;
  return 0; // conjunctions, numbers, question words: counted, but neither way
}

function roleOf(tags: ReadonlySet<string>, key: string): Token["role"] {
  if (FIRST.has(key) || SECOND.has(key) || THIRD.has(key)) return "other";
  if (tags.has("Determiner") || key === "a" || key === "an" || key === "the") return "determiner"; // "a lot" is one lexicon entry
  if (tags.has("Preposition")) return "preposition";
  if (tags.has("Conjunction")) return "conjunction";
  if (tags.has("Pronoun") || tags.has("Auxiliary") || tags.has("Copula") || tags.has("Modal") || tags.has("Negative")) return "other";
  if (BE.has(key) || LIGHT_VERBS.has(key)) return "other";
  if (tags.has("ProperNoun")) return "name";
  if (tags.has("Noun") || tags.has("Verb") || tags.has("Adjective") || tags.has("Adverb") || tags.has("Value")) return "content";
  return "other";
}

/** A form of "be" followed, perhaps after an adverb, by a past participle: "will be held", "were
 *  immediately sectioned". A participle tagged as an adjective ("was tired") does not count. */
function isPassive(terms: Term[], i: number): boolean {
  const term = terms[i]!;
  if (!BE.has(term.implicit ?? term.normal)) return false;
  for (let j = i + 1; j < Math.min(terms.length, i + 4); j++) {
    const tags = terms[j]!.tags ?? NO_TAGS;
    if (tags.has("Adverb") || tags.has("Negative") || LEGALESE.has(terms[j]!.normal)) continue;
    return tags.has("Verb") && (tags.has("PastTense") || tags.has("Participle")) && !tags.has("Adjective");
  }
  return false;
}

/** What a sentence opens with, after courtesy fillers ("Please note", "Just reply"): a bare
 *  imperative, a past-tense verb with its subject dropped ("Walked to work."), or neither. */
// What follows a verb used as a command: its object's determiner or pronoun ("Copy the file", "Set
// it up").
const OBJECT_START = new Set(["a", "an", "the", "this", "that", "these", "those", "each", "every", "all", "any", "some", "your", "my", "our", "its", "their", "it", "them", "me", "us", "him", "her"]);

function opener(terms: Term[], from: number): "imperative" | "past" | null {
  for (let i = from; i < terms.length; i++) {
    const term = terms[i]!;
    const tags = term.tags ?? NO_TAGS;
    if (!term.text || OPENING_FILLERS.has(term.normal)) continue;
    if (term.normal === "thank") return null; // "Thank you for your order" is courtesy, not a command
    const next = terms[i + 1];
    const object = next !== undefined && OBJECT_START.has(next.normal);
    // A bare verb first is an imperative ("Bring a friend."); "Please" and "just" were skipped above.
    // A noun phrase that opens with a word that can be a verb is not: "Support for Postgres 17.",
    // "Use of force.", "Debug mode." (a singular noun after it with no article is a compound).
    if (tags.has("Imperative") || (tags.has("Infinitive") && !tags.has("Gerund") && !tags.has("Noun"))) {
      if (next && (next.normal === "of" || next.normal === "for")) return null;
      const words = terms.filter((t) => t.text && HAS_WORD.test(t.text)).length;
      if (next && !object && words <= 3 && next.tags?.has("Singular") && !next.tags.has("Pronoun")) return null;
      return "imperative";
    }
    // A word the lexicon files as a noun, followed by an article or an object pronoun, is a verb in
    // command form: "Output a usage message and exit."
    if (tags.has("Noun") && !tags.has("ProperNoun") && !tags.has("Plural") && !tags.has("Pronoun") && !tags.has("Date") && !tags.has("Value") && object && /^\p{Lu}/u.test(term.text)) return "imperative";
    if (tags.has("PastTense") && !tags.has("Participle") && !tags.has("Adjective")) return "past";
    if (term.implicit === "did" && terms[i + 1]?.tags?.has("Negative")) return "past"; // "Didn't sleep."
    return null;
  }
  return null;
}

/** compromise's sentences, split once more after an emoji that is followed by a capital ("Doors open
 *  at 8 🍯 Get here early"): social posts use emoji as full stops. */
function* units(doc: Term[][]): Generator<Term[]> {
  for (const terms of doc) {
    let from = 0;
    for (let i = 0; i < terms.length - 1; i++) {
      const t = terms[i]!.text;
      if (t && !HAS_WORD.test(t) && EMOJI_ONLY.test(t) && /^\p{Lu}/u.test(terms[i + 1]!.text) && terms[i + 1]!.text !== "I") {
        yield terms.slice(from, i + 1);
        from = i + 1;
      }
    }
    yield terms.slice(from);
  }
}

export function measureText(text: string): Measurement {
  const sentences: Sentence[] = [];
  const tokens: Token[][] = [];
  const wordList: string[] = [];
  const n = { words: 0, plus: 0, minus: 0, pos: 0, contractions: 0, slang: 0, lowerI: 0, long: 0 };
  const c = { first: 0, singular: 0, second: 0, third: 0, nominal: 0, legalese: 0, passive: 0, business: 0 };
  const v = { verbs: 0, past: 0, hedges: 0, boosters: 0 };
  let offset = 0;
  let inQuote = false;

  for (const terms of units(parse(text))) {
    let start = -1;
    let end = offset;
    let firstWord = -1;
    let words = 0;
    let passive = false;
    let run: Token[] = [];
    for (const [i, term] of terms.entries()) {
      // Quoted speech is someone else's voice; a line break ends an unclosed quote.
      if (term.pre) {
        const lineBreak = term.pre.lastIndexOf("\n");
        if (lineBreak >= 0) inQuote = false;
        if (/["“]/.test(term.pre.slice(lineBreak + 1))) inQuote = true;
      }
      const textStart = offset + term.pre.length;
      offset = textStart + term.text.length + term.post.length;
      if (term.text) {
        if (start < 0) start = textStart;
        end = textStart + term.text.length + term.post.trimEnd().length;
      }
      const tags = term.tags ?? NO_TAGS;
      const key = (term.implicit ?? term.normal).toLowerCase();
      const nonWord = NON_WORD_TAGS.some((t) => tags.has(t));
      const isWord = term.text !== "" && !nonWord && HAS_WORD.test(term.text);
      if (!nonWord && (isWord || term.implicit)) {
        const sign = posSign(tags, key);
        n.pos++;
        if (sign > 0) n.plus++;
        else if (sign < 0) n.minus++;
      }
      if (!isWord && term.text && run.length) {
        tokens.push(run);
        run = [];
      }
      if (isWord) {
        n.words++;
        words++;
        run.push({ word: term.normal, role: roleOf(tags, key), capital: /^\p{Lu}/u.test(term.text) });
        wordList.push(term.normal);
        if (PUNCTUATION.test(term.post)) {
          tokens.push(run);
          run = [];
        }
        if (tags.has("Verb") && !tags.has("Auxiliary")) {
          v.verbs++;
          if (tags.has("PastTense")) v.past++;
        }
        if (HEDGES.has(term.normal)) v.hedges++;
        if (BOOSTERS.has(term.normal)) v.boosters++;
        if (firstWord < 0) firstWord = i;
        if (term.implicit !== undefined && term.implicit !== term.normal) {
          // compromise expands contractions; without an apostrophe it was a texting form (gonna, tbh)
          if (!APOSTROPHE.test(term.text)) n.slang++;
          else if (!inQuote) n.contractions++;
        } else if ((LEXICON[term.normal] === "Expression" && !COURTESY.has(term.normal)) || TEXTING.has(term.normal)) {
          n.slang++;
        }
        if (term.text === "i") n.lowerI++;
        if (/^\p{L}{7,}$/u.test(term.text) && syllables(term.text) >= 3) n.long++;
        if (NOMINAL.test(term.text) && tags.has("Noun")) c.nominal++;
        if (LEGALESE.has(term.normal)) c.legalese++;
        if (BUSINESS.has(term.normal)) c.business++;
        if (isPassive(terms, i)) {
          c.passive++;
          passive = true;
        }
        // "u" and "ur" are "you" only as typed in a message, in lower case: "-U" is an option, "U" a letter.
        const textingYou = (key === "u" || key === "ur") && (term.text !== key || /-$/.test(term.pre));
        if (!inQuote && !textingYou) {
          if (SINGULAR.has(key)) c.singular++;
          if (FIRST.has(key)) c.first++;
          else if (SECOND.has(key)) c.second++;
          else if (THIRD.has(key)) c.third++;
        }
      }
      if (/["”]/.test(term.post)) inQuote = false;
    }
    if (run.length) tokens.push(run);
    if (firstWord < 0 || start < 0) continue;
    const tail = terms[terms.length - 1]?.post ?? "";
    const terminal = tail.includes("?") ? "?" : tail.includes("!") ? "!" : tail.includes(".") ? "." : "";
    const opens = opener(terms, firstWord);
    sentences.push({
      start,
      end,
      text: text.slice(start, end),
      words,
      terminal,
      dropsSubject: opens === "past",
      imperative: opens === "imperative",
      passive,
      ownLine: /(?:^|\n)[ \t]*$/.test(text.slice(Math.max(0, start - 40), start)) && /^[ \t]*(?:\n|$)/.test(text.slice(end, end + 40)),
    });
  }

  const count = sentences.length;
  const share = (k: number) => (count ? round(k / count) : 0);
  const per100 = (k: number) => (n.words ? round((k * 100) / n.words) : 0);
  const mean = count ? sentences.reduce((a, s) => a + s.words, 0) / count : 0;
  const variance = count ? sentences.reduce((a, s) => a + (s.words - mean) ** 2, 0) / count : 0;
  const prose = sentences.filter((s) => s.terminal !== "");
  // A line that continues the previous one (verse, wrapped text) may start in lower case; only a new
  // sentence after a full stop, or the very first one, tells. A word the lexicon does not know is a
  // name written in lower case ("curl supports ...", "grep searches ..."), not a dropped capital.
  // A content word that opens several sentences in lower case is a name too ("curl ... curl ...").
  const firsts = sentences.map((s, i) => {
    if (i > 0 && sentences[i - 1]!.terminal === "") return undefined;
    return /^[^\p{L}]*(\p{Ll}[\p{L}'’]*)/u.exec(s.text)?.[1];
  });
  const opens = new Map<string, number>();
  for (const f of firsts) if (f) opens.set(f, (opens.get(f) ?? 0) + 1);
  const lowerStarts = firsts.filter((first) => {
    if (first === undefined) return false;
    if (first === "i" || LOWER_OPENERS.has(first)) return true;
    return (opens.get(first) ?? 0) < 2 && (LEXICON[first] !== undefined || LEXICON[first.replace(/s$/, "")] !== undefined);
  }).length;
  // Every emoji has a character past ASCII (keycaps too: U+20E3), so plain ASCII text skips the scan.
  const emojiCount = NON_ASCII.test(text) ? [...text.matchAll(emojiRegex())].filter((e) => EMOJI_PRESENTATION.test(e[0])).length : 0;
  const hashtagCount = [...text.matchAll(HASHTAG)].length;
  const emphatic = [...text.matchAll(EMPHATIC)].length;

  const metrics: TextMetrics = {
    words: n.words,
    sentences: count,
    meanSentenceLength: round(mean, 1),
    sentenceLengthSpread: round(mean > 0 ? Math.sqrt(variance) / mean : 0),
    formalityScore: round(n.pos ? ((n.plus - n.minus) * 100) / n.pos / 2 + 50 : 50, 1),
    contractionRate: per100(n.contractions),
    exclamationRate: share(sentences.filter((s) => s.terminal === "!").length),
    questionRate: share(sentences.filter((s) => s.terminal === "?").length),
    emojiCount,
    emojiPer100Words: per100(emojiCount),
    hashtagCount,
    hashtagsPer100Words: per100(hashtagCount),
    firstPerson: per100(c.first),
    secondPerson: per100(c.second),
    thirdPerson: per100(c.third),
    imperativeRate: share(sentences.filter((s) => s.imperative).length),
    slangPer100Words: per100(n.slang),
    emphaticPer100Words: per100(emphatic),
    lowercaseRate: Math.min(1, share(lowerStarts + n.lowerI)),
    longWordRate: n.words ? round(n.long / n.words) : 0,
    nominalPer100Words: per100(c.nominal),
    legalesePer100Words: per100(c.legalese),
    businessPer100Words: per100(c.business),
    passivePerSentence: share(c.passive),
    proseSentenceLength: round(prose.length ? prose.reduce((a, s) => a + s.words, 0) / prose.length : mean, 1),
    firstPersonSingular: per100(c.singular),
    pastTenseShare: v.verbs ? round(v.past / v.verbs) : 0,
    hedgesPer100Words: per100(v.hedges),
    boostersPer100Words: per100(v.boosters),
  };
  return { metrics, sentences, tokens, words: wordList };
}
