// A description of a writing voice ("Write like a friendly park ranger: short, warm sentences,
// practical tips, a little gentle humour, never preachy") becomes a voice built only from what the
// maker said: the levels they named (formality, person, sentence length, emoji, hashtags), a tone from
// their adjectives, the persona they named, their other wishes as rules in their own words, and what
// they ruled out as guardrails. A level they did not name is left out rather than guessed, and the
// description's own prose is never measured as the voice (it is a brief, not a sample). Pure: no I/O.
import { taggedTerms } from "./tags";
import type { Analysis } from "@/lib/extraction/analysis";
import type { AvoidValue, Block } from "@/lib/styles/blocks";
import type { ReferenceEntry } from "../references";
import { POINTER, clausesOf, ruledOutLists, wordsOf, type Clause } from "./clauses";
import { namedReferences } from "./scan";

const MAX_PHRASES = 10;
const MAX_GUARDRAILS = 8;
const MAX_TONE_WORDS = 5;

type Level = { type: "formality" | "person" | "sentence-length" | "emoji" | "hashtags"; value: string };

// What each level's words look like in a brief. Tested on the words of one clause, after its negation
// is taken off; a negated emoji or hashtag clause means "none".
const LEVEL_PATTERNS: { type: Level["type"]; value: string; pattern: RegExp }[] = [
  { type: "formality", value: "formal", pattern: /\b(?:formal|formally|academic|official|ceremonious)\b/ },
  { type: "formality", value: "professional", pattern: /\b(?:professional|businesslike|corporate|polished)\b/ },
  { type: "formality", value: "conversational", pattern: /\b(?:conversational|chatty|like a friend|friend to friend)\b/ },
  { type: "formality", value: "casual", pattern: /\b(?:casual|informal|relaxed|laid[- ]back|slangy)\b/ },
  { type: "person", value: "first", pattern: /\b(?:(?:first|1st)[- ]person|(?:use|say|write as|speak as) (?:i|we)\b|we[- ]voice|in our own voice|we,? not i\b|i,? not we\b)/ },
  { type: "person", value: "second", pattern: /\b(?:(?:second|2nd)[- ]person|you[/ ]your|you and your|you-focused|['‘’"]you['‘’"] ?focused|(?:as|say|use) ['‘’"]?you['‘’"]?$|(?:address|talk to|speak to|speaks to|talks to|write to) (?:the )?(?:reader|readers|you)|(?:use|say) you\b|directly to (?:the )?readers?|(?:address|talk to|speak to|write to) (?:the |our |your )?\w+ as ['‘’"]?you)/ },
  { type: "person", value: "third", pattern: /\b(?:third|3rd)[- ]person\b/ },
];

/** Sentence length as a brief asks for it; read over all wished-for clauses (see readVoiceBrief).
 *  "Varied" first: "mix short and long sentences" names both lengths. */
const SENTENCE_LENGTH: { value: string; pattern: RegExp }[] = [
  { value: "varied", pattern: /\blong(?:er)?\b[^.]*\bshort(?:er)?\b[^.]*\b(?:sentences?|lines?)\b|\blong(?:er)?\b[^.]*\b(?:sentences?|lines?)\b[^.]*\bshort(?:er)?\b|\bshort(?:er)?\b[^.]*\blong(?:er)?\b[^.]*\b(?:sentences?|lines?)\b|\b(?:run-on|long)\b[^,.]*\bthen\b[^,.]*\b(?:one-word|short|bursts?|fragments?)\b|\b(?:varied|varying|mix(?:ed)?(?: of)?(?: up)? (?:short and long|long and short)|short and long|long and short)(?:[\s,]+[\w-]+){0,3}?\s+sentences?\b|\bsentences? of (?:varied|varying|different|mixed) lengths?\b|\bvar(?:y|ied|ying) (?:the )?(?:sentence )?lengths?\b/ },
  { value: "short", pattern: /(?:^|, )(?:super |very |really |quite |kept )?(?:short|brief)(?=,|$)|\b(?:short|shorter|brief|punchy|clipped|terse)(?:[\s,]+[\w-]+){0,3}?\s+(?:sentences?|lines?|paragraphs?)\b|\b(?:punchy|terse|clipped|one[- ]liners?)\b|\bkeep (?:it|them|things) (?:short|brief)\b/ },
  { value: "long", pattern: /\b(?:long|longer|flowing|winding|lengthy)(?:[\s,]+[\w-]+){0,3}?\s+sentences?\b/ },
  { value: "medium", pattern: /\bmedium[- ]length\b/ },
];

const EMOJI = /\bemojis?\b|\bemoticons?\b|\bsmileys?\b/;
const HASHTAGS = /\bhash ?tags?\b/;
const LOTS = /\b(?:lots of|plenty of|loads of|many|heavy|heavily|liberal|liberally|every)\b/;
const FEW = /\b(?:a few|an? \w+ or two|sparing|sparingly|occasional|occasionally|one|1|max|at most|rare|rarely|minimal|light)\b/;

/** Habits of the page a brief asks for, as the rule a voice states (what the analyzer would say of a
 *  sample that has them). */
const HABITS: ReadonlyArray<[RegExp, string]> = [
  [/\blower ?case\b/, "Writes in lower case, even at the start of sentences."],
  [/\bactive voice\b/, "Writes in the active voice: the doer first."],
  [/\bpassive voice\b/, "Prefers the passive voice."],
  [/\ball caps\b|\bcapital letters\b/, "Sets words in capitals for emphasis."],
  [/\bcontractions?\b/, "Writes with contractions."],
  [/\bexclamation(?: marks?| points?)?\b/, "Punctuates with exclamation marks."],
  [/\b(?:asides? in brackets|parenthe(?:ses|tical))\b/, "Adds asides in brackets."],
  [/\bone[- ]line paragraphs?\b|\bline breaks?\b/, "Gives each thought a line of its own."],
];

/** Nouns a brief uses for a quality of tone, as the adjective a tone line wants. */
const TONE_NOUNS: Readonly<Record<string, string>> = {
  humour: "humorous",
  humor: "humorous",
  wit: "witty",
  warmth: "warm",
  irony: "ironic",
  sarcasm: "sarcastic",
  snark: "snarky",
  empathy: "empathetic",
  enthusiasm: "enthusiastic",
  confidence: "confident",
  energy: "energetic",
  charm: "charming",
  candour: "candid",
  candor: "candid",
  kindness: "kind",
  honesty: "honest",
  authority: "authoritative",
  clarity: "clear",
  whimsy: "whimsical",
  optimism: "optimistic",
};

/** Feelings a brief names as nouns ("slow dread", "quiet awe"): the tone keeps the maker's phrase. */
const FEELING_NOUNS = new Set(
  "dread menace suspense tension awe wonder melancholy nostalgia urgency calm joy delight curiosity humility mystery unease gravitas swagger".split(" "),
);

/** Adjectives of size and amount that qualify another word rather than name a tone. */
const NOT_TONE = new Set([
  "short", "shorter", "long", "longer", "little", "few", "much", "many", "more", "less", "brief", "good", "great", "new", "same", "other",
  "simple", "own", "first", "second", "third", "whole", "single", "real", "actual", "full", "formal", "informal", "casual",
  "professional", "conversational", "chatty", "medium", "varied", "punchy", "terse", "clipped", "flowing", "lengthy",
  "occasional", "sparing", "minimal", "lots", "plenty", "every", "each", "relaxed", "ok", "okay", "fine", "allowed", "all", "bit",
  // Grammar a brief names is a rule, not a tone: "present tense", "first person plural", "'Fixed'".
  "present", "past", "future", "tense", "plural", "singular", "max", "mostly",
]);

/** Words that carry the brief rather than the voice: they never become a tone or a rule on their own. */
const BRIEF_WORDS = /^(?:write|writes|writing|written|sound|sounds|talk|talks|speak|speaks|voice|tone|style|like|please|copy|text|use|keep|make|it|in|a|an|the)$/;

/** "no emoji" rules emoji out; "no hashtag walls" or "no emoji spam" only rules out too many. */
const TOO_MANY = /\b(?:emojis?|hash ?tags?)\s+(?:walls?|spam|overload|soup|storms?|blocks?|clouds?)\b/;

function amount(text: string, negated: boolean): string {
  if (negated) return TOO_MANY.test(text) ? "rare" : "none";
  return LOTS.test(text) ? "frequent" : FEW.test(text) ? "rare" : "moderate";
}

function levelsOf(clause: Clause): Level[] {
  const text = clause.content.join(" ");
  const out: Level[] = [];
  if (EMOJI.test(text)) out.push({ type: "emoji", value: amount(text, clause.negated) });
  // "always end with #PlantTok #UrbanJungle": hashtags the brief writes out are hashtags it wants.
  const written = clause.text.match(/(?:^|\s)#(?![0-9a-f]{3}\b|[0-9a-f]{6}\b)[\p{L}\d_]{2,}/giu)?.length ?? 0;
  if (HASHTAGS.test(text)) out.push({ type: "hashtags", value: amount(text, clause.negated) });
  else if (written > 0 && !clause.negated) out.push({ type: "hashtags", value: written === 1 ? "rare" : "moderate" });
  if (clause.negated) return out;
  for (const { type, value, pattern } of LEVEL_PATTERNS) {
    if (out.some((l) => l.type === type)) continue;
    if (pattern.test(text)) out.push({ type, value });
  }
  return out;
}

/** A bare count in a note ("max 3"). */
const COUNT = /^\s*(?:max|min|at most|at least|up to|no more than)\b/i;

/** A thing to rule out names something: "than 2" is the tail of a count, not a thing. */
function isThing(term: string): boolean {
  return /\p{L}{3,}/u.test(term) && !/^(?:than|then|more|less)\b/.test(term);
}

/** "like a friendly park ranger", "as if you were a tired detective", "as a museum guide". */
// A bare "as" names a persona only where it opens the clause or follows a verb of voice ("write as a
// museum guide"): "stated as a verb" is no persona.
const PERSONA = /(?:\b(?:like|as if (?:you were|written by)|as though (?:you were|written by)|in the voice of)|(?:^|\b(?:write|writes|writing|written|sound|sounds|talk|talks|speak|speaks|narrate|narrated)\s+)as)\s+(an?|the|your|my|our)\s+([^,;:.!?\n]{3,60})/i;

function personaOf(clauses: readonly Clause[]): string | null {
  // Never from what the maker rules out: "never sound like a corporate press release" is no persona.
  const m = clauses.filter((c) => !c.negated).map((c) => PERSONA.exec(c.text)).find((x) => x !== null);
  if (!m?.[2]) return null;
  const head = m[2].split(/\s(?:who|that|with|writing|talking|explaining|giving|but|and)\s/i)[0]?.trim();
  return head ? `${m[1]!.toLowerCase()} ${head}` : null;
}

/** "gentle" -> "gently", "dry" -> "drily", "warm" -> "warmly". */
function adverb(adjective: string): string {
  if (adjective.endsWith("le")) return `${adjective.slice(0, -1)}y`;
  if (adjective.endsWith("y")) return `${adjective.slice(0, -1)}ily`;
  return `${adjective}ly`;
}

/** Adjectives of one clause, as compromise tags them, that name a quality of tone. */
function toneWordsOf(clause: Clause): { tones: string[]; used: Set<string> } {
  const out: string[] = [];
  const used = new Set<string>();
  let lastAdjective = -2;
  // What a brief quotes is an example of the voice ("'AND HE'S DONE IT!!' energy"), not its tone.
  const quoted = new Set([...clause.text.matchAll(/['‘"“]([^'’"”]{1,80})['’"”]/gu)].flatMap((m) => wordsOf(m[1]!)));
  const terms = taggedTerms(clause.content.join(" "));
  for (const [i, term] of terms.entries()) {
    const word = (term.normal ?? term.text).toLowerCase().replace(/[^\p{L}-]/gu, "");
    if (!word || NOT_TONE.has(word) || BRIEF_WORDS.test(word) || quoted.has(word)) continue;
    const tags = term.tags ?? new Set<string>();
    if (FEELING_NOUNS.has(word)) {
      const before = terms[i - 1];
      const mod = before && (before.tags ?? new Set()).has("Adjective") ? (before.normal ?? before.text).toLowerCase() : null;
      if (mod && out[out.length - 1] === mod) out.pop();
      out.push(mod ? `${mod} ${word}` : word);
      used.add(word);
      continue;
    }
    if (Object.hasOwn(TONE_NOUNS, word)) {
      // "gentle humour" reads as "gently humorous": the adjective before the noun stays with it.
      const before = terms[i - 1];
      const mod = before && (before.tags ?? new Set()).has("Adjective") ? (before.normal ?? before.text).toLowerCase() : null;
      out.push(mod && !NOT_TONE.has(mod) ? `${adverb(mod)} ${TONE_NOUNS[word]}` : TONE_NOUNS[word]!);
      used.add(word);
      if (mod) used.add(mod);
      continue;
    }
    if (tags.has("Adjective") && !(terms[i + 1] && Object.hasOwn(TONE_NOUNS, (terms[i + 1]!.normal ?? "").toLowerCase()))) {
      // "old fashioned": adjectives side by side are one quality.
      if (lastAdjective === i - 1 && out.length > 0) out[out.length - 1] = `${out[out.length - 1]} ${word}`;
      else out.push(word);
      lastAdjective = i;
      used.add(word);
    }
  }
  return { tones: out, used };
}

function sentenceCase(text: string): string {
  const t = text.replace(/\s+/g, " ").trim();
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? "" : "."}`;
}

export interface VoiceBrief {
  levels: Level[];
  tone: string[];
  persona: string | null;
  /** The maker's other wishes, in their words. */
  rules: string[];
  /** What the maker ruled out. */
  avoid: string[];
  references: ReferenceEntry[];
}

/** What a voice brief says, clause by clause. */
export function readVoiceBrief(text: string): VoiceBrief {
  const clauses = clausesOf(text, 6000, true);
  // "No emoji" is said by the emoji level as well; "no hashtag walls" only here (a few are allowed).
  const avoid = ruledOutLists(clauses, isThing);
  const brief: VoiceBrief = { levels: [], tone: [], persona: personaOf(clauses), references: namedReferences(text).filter((r) => r.kind === "writing"), rules: [], avoid };
  const personaWords = new Set(wordsOf(brief.persona ?? ""));
  const referenceWords = new Set(brief.references.flatMap((r) => [r.name, ...r.aliases].flatMap(wordsOf)));
  // "short, warm sentences": a length may sit a comma away from its noun, so it is read over the
  // wished-for clauses together.
  const wished = clauses.filter((c) => !c.negated).map((c) => c.content.join(" ")).join(", ");
  const length = SENTENCE_LENGTH.find((l) => l.pattern.test(wished));
  if (length) brief.levels.push({ type: "sentence-length", value: length.value });
  // "present tense", "past tense for the artist's life": each tense the maker named is a rule.
  for (const m of new Set([...wished.matchAll(/\b(present|past|future)[- ]tense\b/g)].map((x) => x[1]!))) brief.rules.push(`Writes in the ${m} tense.`);
  for (const clause of clauses) {
    const levels = levelsOf(clause);
    // "no hashtags" is a level and a guardrail both: the prompt says it outright.
    for (const level of levels) if (!brief.levels.some((l) => l.type === level.type)) brief.levels.push(level);
    if (clause.negated) {
      // "invitational not instructional": what is wished before the "not" is the tone.
      if (clause.wished.length > 0 && clause.wished.length <= 3) brief.tone.push(...toneWordsOf({ ...clause, negated: false, content: clause.wished }).tones);
      continue;
    }
    // The clause that named the persona is said by it; a note's pointers to its sample ("like that",
    // "this one") and counts ("max 3") are no rules of a voice.
    if (brief.persona && PERSONA.test(clause.text)) continue;
    const pointer = POINTER.test(clause.text) || COUNT.test(clause.text);
    const habit = HABITS.find(([re]) => re.test(clause.content.join(" ")));
    if (habit) {
      brief.rules.push(habit[1]);
      continue;
    }
    const content = clause.content.filter((w) => !BRIEF_WORDS.test(w));
    if (content.length === 0 || content.every((w) => personaWords.has(w))) continue;
    // A tone is a list item ("warm", "a bit old fashioned", "gentle humour"), not a word inside a longer
    // wish ("signs off with 'all my love'").
    const { tones, used } = content.length <= 4 ? toneWordsOf(clause) : { tones: [], used: new Set<string>() };
    // A list item of one word is a quality of the voice whatever the tagger calls it ("human", "hype").
    if (tones.length === 0 && content.length === 1 && /^\p{L}{3,}$/u.test(content[0]!) && !NOT_TONE.has(content[0]!) && levels.length === 0 && !pointer) {
      tones.push(content[0]!);
      used.add(content[0]!);
    }
    brief.tone.push(...tones);
    // A clause that is only levels, tone words and names is said by those; anything more is a rule.
    const rest = content.filter((w) => !used.has(w) && !NOT_TONE.has(w) && !referenceWords.has(w) && !/^(?:sentences?|and|with|a|of|but)$/.test(w));
    // A clause that is only a quoted example ("('you')") illustrates another rule; it is none itself.
    const onlyQuoted = /^['‘"“][^'’"”]*['’"”]$/.test(clause.text.trim());
    // A rule says something: one word ("Hack.", "B2B.") is an item of a list the brief broke up.
    if (!pointer && !onlyQuoted && content.length >= 2 && levels.length === 0 && rest.length > 0 && !rest.every((w) => personaWords.has(w))) brief.rules.push(clause.text);
  }
  brief.tone = [...new Set(brief.tone)].slice(0, MAX_TONE_WORDS);
  return brief;
}

function joinTone(words: string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

const titleCase = (text: string) => text.replace(/(^|\s|-)(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());

/** The voice a description asks for, or null when it names nothing a voice is made of. */
export function analyzeVoiceDescription(text: string): Analysis | null {
  const brief = readVoiceBrief(text);
  const [reference] = brief.references;
  if (brief.levels.length === 0 && brief.tone.length === 0 && !brief.persona && brief.rules.length === 0 && brief.avoid.length === 0 && !reference) {
    return null;
  }
  const blocks: Block[] = [];
  const level = (type: Level["type"]) => brief.levels.find((l) => l.type === type)?.value;
  const fromReference = (type: string) => reference?.blocks.find((b) => b.section === "voice" && b.type === type)?.value as string | undefined;
  // The maker's own words win over a named voice's; the named voice fills what they left unsaid.
  const tone = brief.tone.length > 0 ? joinTone(brief.tone) : fromReference("tone");
  if (tone) blocks.push({ section: "voice", type: "tone", value: tone });
  for (const type of ["formality", "emoji", "hashtags", "sentence-length", "person"] as const) {
    const value = level(type) ?? fromReference(type);
    if (value) blocks.push({ section: "voice", type, value });
  }
  // Habits of the page ("Writes in lower case", a tense) say most in fewest words: they lead the rules.
  const habit = (rule: string) => HABITS.some(([, said]) => said === rule) || /^Writes in the \w+ tense\.$/.test(rule);
  const phrases = [
    ...(brief.persona ? [`Sounds like ${brief.persona}.`] : []),
    ...brief.rules.filter(habit),
    ...brief.rules.filter((r) => !habit(r)).map(sentenceCase),
    ...(reference?.blocks.filter((b) => b.section === "voice" && b.type === "phrase").map((b) => b.value as string) ?? []),
  ];
  for (const value of [...new Set(phrases)].slice(0, MAX_PHRASES)) blocks.push({ section: "voice", type: "phrase", value });

  const avoid: AvoidValue[] = [
    ...brief.avoid.map((term) => ({ term })),
    ...(reference?.blocks.filter((b) => b.type === "avoid").map((b) => b.value as AvoidValue) ?? []),
  ];
  const seen = new Set<string>();
  for (const value of avoid) {
    const key = value.term.toLowerCase();
    if (seen.has(key) || seen.size >= MAX_GUARDRAILS) continue;
    seen.add(key);
    blocks.push({ section: "guardrails", type: "avoid", value });
  }

  const head = brief.persona
    ? brief.persona.replace(/^(?:an?|the|your|my|our)\s+/i, "")
    : [...brief.tone.slice(0, 2).map((t) => t.split(" ").pop() ?? t), reference?.name].filter(Boolean).join(" ");
  const title = head ? `${titleCase(head).slice(0, 60)} Voice` : "Described Voice";
  const parts = [
    // "slow dread" is what the voice carries: "a voice of slow dread", not "a slow dread voice".
    tone && FEELING_NOUNS.has(tone.split(" ").pop() ?? "") ? `A voice of ${tone}` : tone ? `${/^[aeiou]/i.test(tone) ? "An" : "A"} ${tone} voice` : "A voice",
    brief.persona ? `that sounds like ${brief.persona}` : reference ? `after ${reference.name}` : "",
  ].filter(Boolean);
  const description = `${parts.join(" ")}.`;
  blocks.unshift({ section: "overview", type: "descriptor", value: description });
  return { title, description, blocks };
}
