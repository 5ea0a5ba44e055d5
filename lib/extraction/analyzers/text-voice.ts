// Reads the voice levels (formality, emoji, hashtags, sentence length, person, tone) from the metrics of
// text-metrics.ts. Pure: no I/O.
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
import type { FORMALITY, FREQUENCY, PERSON, SENTENCE_LENGTH } from "@/lib/styles/blocks";
import type { TextMetrics } from "./text-metrics";

/** Code-point order: the same everywhere, unlike a locale's collation. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type Formality = (typeof FORMALITY)[number];
export type Frequency = (typeof FREQUENCY)[number];
export type Person = (typeof PERSON)[number];
export type SentenceLength = (typeof SENTENCE_LENGTH)[number];

/** Texting marks. Each of these reaches the casual threshold alone: 2.5 slang words per 100 words, a
 *  quarter of sentences started in lower case, a doubled "!!" every 160 words, or about eight emoji
 *  per 100 words. */
export function informalityScore(m: TextMetrics): number {
  return m.slangPer100Words + 10 * m.lowercaseRate + 0.3 * Math.min(m.emojiPer100Words, 10) + 4 * m.emphaticPer100Words;
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
} as const;

export function formalityLevel(m: TextMetrics): Formality {
  const t = FORMALITY_THRESHOLDS;
  if (informalityScore(m) >= t.casual) return "casual";
  if (m.contractionRate >= t.contractions || m.exclamationRate >= t.exclamations || m.formalityScore < t.speechLikeF) {
    return "conversational";
  }
  if (vocabularyScore(m) < t.plainVocabulary) return "neutral";
  if (m.legalesePer100Words >= t.legalese || impersonalScore(m) >= t.impersonal) return "formal";
  return "professional";
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
 *  one implied "you". Under 1.5 such pronouns per 100 words neither person carries it: third. */
export const PERSON_MIN_PER_100 = 1.5;

export function personLevel(m: TextMetrics): Person {
  const imperatives = m.words ? (m.imperativeRate * m.sentences * 100) / m.words : 0;
  const second = m.secondPerson + imperatives;
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

export function voiceLevels(m: TextMetrics): VoiceLevels {
  return {
    formality: formalityLevel(m),
    emoji: frequencyLevel(m.emojiCount, m.words),
    hashtags: frequencyLevel(m.hashtagCount, m.words),
    sentenceLength: sentenceLengthLevel(m),
    person: personLevel(m),
  };
}

/** One to three tone words. The register gives the base word; the strongest other signals (direct
 *  address, a personal "I", questions, exclamations, hedging, narration) add up to two more. */
export function toneWords(m: TextMetrics, levels: VoiceLevels): string[] {
  const personal = m.firstPerson + m.secondPerson >= 3;
  const base: Record<Formality, string> = {
    casual: m.emojiPer100Words >= 2.5 || m.exclamationRate >= 0.2 || m.emphaticPer100Words > 0 ? "playful" : "laid-back",
    conversational: personal ? "warm" : "lively",
    neutral: m.pastTenseShare >= 0.5 && levels.person === "third" ? "unhurried" : "plain-spoken",
    professional: m.secondPerson > 0 ? "courteous" : "confident",
    formal: "measured",
  };
  // [word, strength]: a signal's strength is how far past its own threshold it goes.
  const signals: [string, number][] = [
    ["direct", Math.max(m.secondPerson / 3, m.imperativeRate / 0.15, levels.sentenceLength === "short" ? 1 : 0)],
    ["candid", m.firstPersonSingular >= 3 && m.contractionRate >= 1 ? m.firstPersonSingular / 3 : 0],
    ["reflective", m.firstPerson >= 2 && m.pastTenseShare >= 0.5 && m.exclamationRate === 0 ? m.pastTenseShare / 0.5 : 0],
    ["energetic", m.exclamationRate / 0.3],
    ["inquisitive", m.questionRate / 0.2],
    ["tentative", m.hedgesPer100Words / 1.5],
    ["emphatic", m.boostersPer100Words / 1.5],
    ["authoritative", levels.formality === "formal" ? Math.max(m.legalesePer100Words / 0.5, m.passivePerSentence / 0.3) : 0],
    ["precise", levels.formality === "formal" || levels.formality === "professional" ? m.nominalPer100Words / 6 : 0],
    ["chatty", levels.formality === "casual" ? m.slangPer100Words / 2 : 0],
    ["narrative", levels.person === "third" && m.pastTenseShare >= 0.6 && levels.formality !== "formal" ? m.pastTenseShare / 0.6 : 0],
  ];
  const extra = signals
    .filter(([word, strength]) => strength >= 1 && word !== base[levels.formality])
    .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .slice(0, 2)
    .map(([word]) => word);
  return [base[levels.formality], ...extra];
}

export function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
