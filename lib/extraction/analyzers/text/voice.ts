// Reads the voice levels (formality, emoji, hashtags, sentence length, person, tone) from the metrics of
// text/metrics.ts. Pure: no I/O.
//
// Formality is a ladder, not one threshold on the F-score. On the labelled set
// (tests/unit/extraction/support/labelled-texts.ts) the F-score separates spoken-like from written
// prose fairly well (casual and conversational texts score 34-65, written ones 55-73), but it does not
// order the written registers: a news report (72) outscores a business letter (55), because reporting is
// noun-heavy and letters are full of "we" and "you". So each rung asks the question an editor would:
//   1. casual:         texting marks: slang and interjections, sentences in lower case, doubled "!!",
//                      piles of emoji;
//   2. conversational: contractions, exclamations, or a speech-like F-score;
//   3. neutral:        plain vocabulary (few long Latinate words and nominalizations);
//   4. formal:         legal wording (shall, hereby), or impersonal, dense prose: long words,
//                      nominalizations, long sentences and passives, with few "I"/"you";
//   5. professional:   the rest: careful written prose that still speaks as I/we to a reader.
// Each threshold is the midpoint between neighbouring labelled groups of the calibration texts, rounded
// to a half; the holdout texts were scored only after they were fixed. The F-score cut-off and the
// exclamation share are not calibrated: the set has no text that tests them.
//
// The register (text/register.ts) then corrects the ladder where its own conventions mislead it: a
// licence or an abstract is formal whatever its vocabulary; reference pages, changelogs and
// descriptive prose are neutral however Latinate (a man page is not a business letter); in a story or
// a poem contractions are a character's voice, not chattiness with the reader; a letter or an advert
// in plain words is still a professional one.
import type { FORMALITY, FREQUENCY, PERSON, SENTENCE_LENGTH } from "@/lib/styles/blocks";
import type { TextMetrics } from "./metrics";
import type { Register } from "./register";

export type Formality = (typeof FORMALITY)[number];
export type Frequency = (typeof FREQUENCY)[number];
export type Person = (typeof PERSON)[number];
export type SentenceLength = (typeof SENTENCE_LENGTH)[number];

/** Texting marks. Each of these reaches the casual threshold alone: 2.5 slang words per 100 words, a
 *  quarter of sentences started in lower case, a doubled "!!" every 160 words, or about eight emoji
 *  or hashtags per 100 words (a post that is a third hashtags is not a letter). */
export function informalityScore(m: TextMetrics): number {
  return (
    m.slangPer100Words +
    10 * m.lowercaseRate +
    0.3 * Math.min(m.emojiPer100Words, 10) +
    0.3 * Math.min(m.hashtagsPer100Words, 10) +
    4 * m.emphaticPer100Words
  );
}

/** How bookish the vocabulary is: long words (as a percentage) plus nominalizations per 100 words. */
export function vocabularyScore(m: TextMetrics): number {
  return 100 * m.longWordRate + m.nominalPer100Words;
}

/** Impersonal density: the vocabulary, long sentences and passives, less the personal pronouns
 *  that make a letter a letter. */
export function impersonalScore(m: TextMetrics): number {
  return vocabularyScore(m) + 0.5 * Math.min(m.proseSentenceLength, 40) + 10 * m.passivePerSentence - (m.firstPerson + m.secondPerson);
}

export const FORMALITY_THRESHOLDS = {
  casual: 2.5, // informality at or above: calibration casual 4.5-28, all others 0-0.8
  contractions: 1, // per 100 words: calibration conversational 1.8-5.7, written 0
  exclamations: 0.2, // share of sentences
  speechLikeF: 50, // F-score below: Heylighen & Dewaele's spoken genres sit around 40-50
  plainVocabulary: 14.5, // vocabulary below: calibration neutral 2-12.6, professional/formal 16.7-38
  legalese: 0.5, // per 100 words
  impersonal: 38.5, // at or above: calibration professional 20-33, formal 44-47
  business: 2.5, // workplace words per 100 (company, customers, manager ...): a press release, a memo
} as const;

/** The ladder alone, before the register's corrections. */
export function formalityLadder(m: TextMetrics): Formality {
  const t = FORMALITY_THRESHOLDS;
  if (informalityScore(m) >= t.casual) return "casual";
  if (m.contractionRate >= t.contractions || m.exclamationRate >= t.exclamations || m.formalityScore < t.speechLikeF) {
    return "conversational";
  }
  if (vocabularyScore(m) < t.plainVocabulary) return "neutral";
  if (m.legalesePer100Words >= t.legalese || impersonalScore(m) >= t.impersonal) return "formal";
  return "professional";
}

/** The ladder, corrected by the register's conventions (see the header). */
export function formalityLevel(m: TextMetrics, register: Register | null = null): Formality {
  const ladder = formalityLadder(m);
  switch (register) {
    case "legal":
    case "academic":
      return "formal";
    case "technical":
    case "changelog":
      return "neutral";
    case "prose":
      if (ladder === "casual") return m.slangPer100Words >= 2.5 || m.emojiCount > 0 ? "casual" : "neutral";
      // Latinate words make a description bookish, not professional; the workplace's own words do.
      if (ladder === "professional") return m.businessPer100Words >= FORMALITY_THRESHOLDS.business ? "professional" : "neutral";
      // Formal only in official wording (notices, minutes): dense prose about a program is not.
      if (ladder === "formal") return m.legalesePer100Words >= FORMALITY_THRESHOLDS.legalese ? "formal" : "neutral";
      return ladder;
    case "fiction":
    case "verse":
      if (ladder === "professional" || ladder === "formal") return "neutral";
      // Chatty only when it talks to someone, in contractions: "thou" in a sonnet and a narrator's
      // "didn't" are not conversation with the reader.
      if (ladder === "casual" || ladder === "conversational") {
        return m.secondPerson >= 3 && m.contractionRate >= FORMALITY_THRESHOLDS.contractions ? "conversational" : "neutral";
      }
      return ladder;
    case "letter":
    case "marketing":
      return ladder === "neutral" ? "professional" : ladder;
    default:
      return ladder;
  }
}

/** Emoji and hashtags share one scale, per 100 words. Short texts count as at least 50 words: two
 *  emoji in a twelve-word line is a habit worth "moderate", not a rate of 17 per 100. */
export const FREQUENCY_THRESHOLDS = { moderate: 2.5, frequent: 7.5 } as const;

export function frequencyLevel(count: number, words: number): Frequency {
  if (count === 0) return "none";
  const rate = (count * 100) / Math.max(words, 50);
  if (rate >= FREQUENCY_THRESHOLDS.frequent) return "frequent";
  if (rate >= FREQUENCY_THRESHOLDS.moderate) return "moderate";
  return "rare";
}

/** Mean words per sentence: under 10 reads short, over 20 long (typical edited prose runs 15-20);
 *  a coefficient of variation of 0.65 or more, over four sentences or more, mixes both on purpose. */
export function sentenceLengthLevel(m: TextMetrics): SentenceLength {
  if (m.sentences >= 4 && m.sentenceLengthSpread >= 0.65) return "varied";
  if (m.meanSentenceLength < 10) return "short";
  if (m.meanSentenceLength > 20) return "long";
  return "medium";
}

/** Whose voice carries the text: "I"/"we" against "you", where every imperative sentence counts as
 *  one implied "you", but only in a text that says "you" at all: a man page's "Output the version
 *  number" or a changelog's "Fix crash" addresses no one. Under 1.5 such pronouns per 100 words
 *  neither person carries it: third. */
export const PERSON_MIN_PER_100 = 1.5;

export function personLevel(m: TextMetrics): Person {
  const imperatives = m.words ? (m.imperativeRate * m.sentences * 100) / m.words : 0;
  const second = m.secondPerson > 0 ? m.secondPerson + imperatives : 0;
  // One writer saying "I" as often as "you" carries the text: the implied "you" of courtesy commands
  // ("Please feel free to contact me") does not take that voice away. A "we" is weighed as before.
  if (m.firstPersonSingular >= 3 && m.firstPerson >= m.secondPerson) return "first";
  if (Math.max(m.firstPerson, second) < PERSON_MIN_PER_100) return "third";
  return m.firstPerson >= second ? "first" : "second";
}

export interface VoiceLevels {
  formality: Formality;
  emoji: Frequency;
  hashtags: Frequency;
  sentenceLength: SentenceLength;
  person: Person;
}

export function voiceLevels(m: TextMetrics, register: Register | null = null): VoiceLevels {
  return {
    formality: formalityLevel(m, register),
    emoji: frequencyLevel(m.emojiCount, m.words),
    hashtags: frequencyLevel(m.hashtagCount, m.words),
    sentenceLength: sentenceLengthLevel(m),
    person: personLevel(m),
  };
}
