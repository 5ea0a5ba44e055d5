// A description read as the maker wrote it: clauses (the stretches between commas, semicolons, colons,
// sentence ends and line breaks, and "but"), each with whether it rules something out ("no shading",
// "never preachy", "avoid jargon", "don't use exclamation marks") and the words it keeps once the
// negation is gone. Both description analyzers (look.ts, voice.ts) and the reader that tells a
// description from a sample (read-as.ts) work on these. Pure: no I/O.

export interface Clause {
  /** The clause as written, trimmed, without its punctuation at either end. */
  text: string;
  /** Lower-case words of the clause (letters, digits, apostrophes and hyphens kept inside words). */
  words: string[];
  /** True when the clause rules its content out. */
  negated: boolean;
  /** The words after the negation ("never preachy" -> ["preachy"]); all words when not negated. */
  content: string[];
  /** The words before a negation inside the clause ("flat colour with no shading" -> ["flat", "colour"]);
   *  empty when the clause opens with its negation, all words when it has none. */
  wished: string[];
  /** An item of the list a ruled-out clause began ("no teeth, gums, drills or anything clinical"). */
  continues?: boolean;
}

/** Words that open a clause which rules something out. "less" and "fewer" ask for less of it. */
const NEGATION_LEADS = [
  ["do", "not", "use"],
  ["dont", "use"],
  ["don't", "use"],
  ["never", "use"],
  ["i", "never", "want", "to"],
  ["we", "never", "want", "to"],
  ["never", "want", "to"],
  ["i", "never"],
  ["we", "never"],
  ["i", "do", "not", "want"],
  ["i", "dont", "want"],
  ["i", "don't", "want"],
  ["we", "do", "not", "want"],
  ["we", "dont", "want"],
  ["we", "don't", "want"],
  ["do", "not", "want"],
  ["not", "want"],
  ["dont", "want"],
  ["don't", "want"],
  ["do", "not"],
  ["dont"],
  ["don't"],
  ["never", "any"],
  ["no", "more"],
  ["stay", "away", "from"],
  ["steer", "clear", "of"],
  ["avoid", "any"],
  ["without", "any"],
  ["nothing"],
  ["never"],
  ["no"],
  ["not"],
  ["without"],
  ["avoid"],
  ["avoiding"],
  ["zero"],
  ["minus"],
  ["skip"],
  ["we", "hate"],
  ["i", "hate"],
  ["hate"],
  ["ban"],
] as const;

/** What an editor's note asks to take out ("drop the pun", "less braggy", "cut adjectives"): a negation
 *  in a note about writing, never in a look ("cut paper collage" is a medium). */
const EDITING_LEADS = [
  ["get", "rid", "of"], ["drop"], ["cut"], ["lose"], ["remove"], ["less"], ["fewer"], ["stop"], ["tone", "down"],
  ["way", "too"], ["far", "too"], ["much", "too"], ["a", "bit", "too"], ["too"], ["overly"],
] as const;
const PERMITTED = /\b(?:is|are)\s+(?:fine|ok|okay|allowed|welcome|good)\b|\bok\b/i;
/** Nothing but quoted items: "'notwithstanding' or 'the User'". */
const QUOTED_ITEMS = /^['‘"“][^'’"”]+['’"”](?:\s*(?:,|or|and|nor)?\s*['‘"“][^'’"”]+['’"”])*$/;
const A_NOT_B = /^(.+?) not (?!too\b|so\b|very\b|quite\b|only\b|just\b|to\b)(.+)$/;
const NOT_WANTED = /^(.+?)\s+(?:(?:is|are)\s+(?:not|n't|NOT)\s+what\s+(?:i|we)\s+(?:want|need|mean|like)|(?:is|are)\s+(?:exactly\s+|precisely\s+)?what\s+(?:i|we)\s+(?:don't|dont|do not)\s+(?:want|need|like)|(?:is|are)\s+an?\s+(?:no|no-go|no go|hard no|nope)\b|(?:is|are)\s+(?:off[- ]limits|out|banned)\s*$)/i;
/** "emojis no", "hashtags never": a wish ruled out after it is named, as chat briefs write it. */
const TRAILING_NEGATIONS = new Set(["no", "none", "never", "nope", "nah"]);

/** Words that can stand before a negation inside a clause without changing it: "and no emoji",
 *  "but never glossy", "please avoid clichés", "absolutely no shading". */
const LEAD_FILLERS = new Set(["and", "but", "also", "please", "just", "absolutely", "definitely", "really", "so", "yet", "with", "or", "nor"]);

// An emoji ends a clause as a full stop would ("a few emoji ok ⭐ never scary").
// "... having a picnic and I want it painted in gouache": a new subject after "and" starts a new wish.
const CLAUSE_BREAK = /[,;:.!?\n()\u2014\u2013]+|\p{Extended_Pictographic}+|\s-\s|\s(?:but|though|although|while|whereas)\s|\s(?:and|so)\s(?=(?:i|we|it|they|you)\s)/iu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Words of a note that point at the sample it is about ("like this", "the above", "that's the tone"). */
export const POINTER = /\b(?:this|that|these|those|above|below|here'?s|that'?s|thats)\b|\^/i;

export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'").replace(/^-+|-+$/g, ""));
}

function startsWith(words: readonly string[], lead: readonly string[], at: number): boolean {
  return lead.every((w, i) => words[at + i] === w);
}

/** Where a negation starts in this clause (at its start after fillers, or after a filler inside it:
 *  "flat colour with no shading"), where the wished-for words end, and how many words it takes. */
function negationAt(words: readonly string[], editing: boolean): { end: number; at: number; length: number } | null {
  const leads: readonly (readonly string[])[] = editing ? [...NEGATION_LEADS, ...EDITING_LEADS] : NEGATION_LEADS;
  for (let start = 0; start < words.length; start++) {
    if (start > 0 && !LEAD_FILLERS.has(words[start - 1] ?? "")) continue;
    let at = start;
    while (at < words.length && LEAD_FILLERS.has(words[at] ?? "")) at++;
    for (const lead of leads) {
      if (startsWith(words, lead, at)) {
        let end = start;
        while (end > 0 && LEAD_FILLERS.has(words[end - 1] ?? "")) end--;
        return { end, at, length: lead.length };
      }
    }
  }
  return null;
}

/** The clauses of a description, in order; empty ones are dropped. Bounded by `maxChars`. `editing`:
 *  a note about writing, where "drop", "cut" and "less" rule things out too. */
/** Prompt-tool flags in a brief ("--ar 3:2 --style raw --no people, watermark --v 6.1"): the settings
 *  say nothing of the look and go; "--no" rules out each thing listed after it. */
const FLAG = /--(?:ar|aspect)\s+\d+\s*:\s*\d+|--(?:v|version|niji|q|quality|s|stylize|chaos|c|seed|weird|w|iw|stop|sref|cref|p)\s+[\w.]+|--style\s+\w+|--(?:tile|raw|hd|turbo|relax|fast)\b/gi;
const NO_FLAG = /--no\s+([^-\n]+?)(?=\s--|\n|$)/gi;

export function withoutPromptFlags(text: string): string {
  if (!text.includes("--")) return text;
  return text.replace(NO_FLAG, (_m, list: string) => ` . ${list.split(/\s*,\s*/).map((t) => `no ${t.trim()}`).join(". ")} . `).replace(FLAG, " . ");
}

export function clausesOf(text: string, maxChars = 6000, editing = false): Clause[] {
  const out: Clause[] = [];
  text = withoutPromptFlags(text);
  // Split keeping the breaks, to know which clauses sit inside brackets: "no productivity talk
  // (optimise, hack, crush)" rules out each item in the brackets with the clause before them.
  const pieces = text.slice(0, maxChars).split(new RegExp(`(${CLAUSE_BREAK.source})`, CLAUSE_BREAK.flags));
  let bracketOf: Clause | null = null;
  for (let i = 0; i < pieces.length; i += 2) {
    const before = pieces[i - 1] ?? "";
    if (before.includes(")")) bracketOf = null;
    // "(bead eyes are fine!!)" allows what the clause before it rules out; it is no list of it.
    if (before.includes("(")) bracketOf = out[out.length - 1]?.negated && !PERMITTED.test(pieces[i] ?? "") ? out[out.length - 1]! : null;
    const part = pieces[i] ?? "";
    const trimmed = part.trim().replace(/^[*\-•]+|[*]+$/g, "").trim();
    const words = wordsOf(trimmed);
    if (words.length === 0) continue;
    // An item of the list is a few words; "(the little ones get scared)" gives a reason instead.
    if (bracketOf && words.length <= 3) {
      out.push({ text: trimmed, words, negated: true, content: words, wished: [] });
      continue;
    }
    // "people: none": the answer rules out what the label named.
    const last = out[out.length - 1];
    if (words.length === 1 && TRAILING_NEGATIONS.has(words[0]!) && last && !last.negated && last.words.length <= 3 && /:\s*$/.test(pieces[i - 1] ?? "")) {
      out[out.length - 1] = { ...last, negated: true, content: last.words, wished: [] };
      continue;
    }
    const negation = negationAt(words, editing);
    // "don't use 'hereinafter', 'notwithstanding' or 'the User'": quoted items after a ruled-out one
    // are ruled out with it.
    const previous = out[out.length - 1];
    if (!negation && previous?.negated && QUOTED_ITEMS.test(trimmed) && words.length <= 6) {
      out.push({ text: trimmed, words, negated: true, content: words, wished: [] });
      continue;
    }
    // "illustrations minimal or none" asks for few; "emojis no" for none.
    if (!negation && words.length >= 2 && words.length <= 3 && TRAILING_NEGATIONS.has(words[words.length - 1]!) && !["or", "and"].includes(words[words.length - 2]!)) {
      out.push({ text: trimmed, words, negated: true, content: words.slice(0, -1), wished: [] });
      continue;
    }
    // "spooky-cute not horror", "invitational not instructional": the first wished, the second ruled out.
    const notThat = negation ? null : A_NOT_B.exec(words.join(" "));
    if (notThat?.[1] && notThat[2] && !/\b(?:is|are|was|were|do|does|did|could|would|should|will|can|why|if|may|must|it)$/.test(notThat[1])) {
      const wished = notThat[1].split(" ");
      const content = notThat[2].split(" ");
      // "we not I" names a person, which the voice reads whole.
      if (wished.length <= 4 && content.length <= 4 && !/^(?:i|we|you|they|he|she)$/.test(notThat[2])) {
        out.push({ text: trimmed, words, negated: true, content, wished });
        continue;
      }
    }
    // "soft neumorphism is NOT what i want".
    const notWanted = NOT_WANTED.exec(trimmed);
    if (!negation && notWanted?.[1]) {
      const content = wordsOf(notWanted[1]);
      if (content.length > 0) {
        out.push({ text: trimmed, words, negated: true, content, wished: [] });
        continue;
      }
    }
    const content = negation ? words.slice(negation.at + negation.length) : words;
    const negated = negation !== null && content.length > 0;
    out.push({ text: trimmed, words, negated, content: negated ? content : words, wished: negated ? words.slice(0, negation.end) : words });
  }
  return negateListTails(out);
}

/** "no realistic teeth, gums, drills or anything clinical", "we do not want diagrams, exploded views,
 *  or any photographic rendering": the items after a ruled-out clause, up to one joined by "or", are
 *  ruled out with it. */
function negateListTails(clauses: Clause[]): Clause[] {
  for (let i = 0; i < clauses.length; i++) {
    if (!clauses[i]!.negated) continue;
    let end = i + 1;
    while (end < clauses.length && end - i <= 4 && !clauses[end]!.negated && clauses[end]!.words.length <= 5 && !/\b(?:or|nor)\b/.test(clauses[end]!.words.join(" "))) end++;
    const last = clauses[end];
    if (!last || last.negated || last.words.length > 6 || !/\b(?:or|nor)\b/.test(last.words.join(" "))) continue;
    for (let k = i + 1; k <= end; k++) {
      const words = clauses[k]!.words;
      const content = words[0] === "or" || words[0] === "nor" ? words.slice(1) : words;
      clauses[k] = { ...clauses[k]!, negated: true, content, wished: [], continues: true };
    }
    i = end;
  }
  return clauses;
}

/** What a negated clause rules out, one thing each: "no anti aliasing no blur", "no emoji or
 *  hashtags", "avoid gradients and anything glossy" -> each on its own, without "any", "the", "too". */
export function ruledOutTerms(clause: Clause): string[] {
  // "saint-free", "clutter-free": what is free of it is ruled out, in any clause.
  const free = clause.words.filter((w) => /^[\p{L}]{3,}-free$/u.test(w)).map((w) => w.slice(0, -5));
  if (!clause.negated) return free;
  return clause.content
    .join(" ")
    .split(/\s(?:or|nor|and|no|never|not|without)\s/)
    .map(plainTerm)
    .filter((t) => t.length > 1 && !/^(?:is|are|was|what|that|which|who|it|they|them|this|those|these|here|there)\b/.test(t) && !ONE_VERB.test(t))
    .concat(free);
}

/** What a run of clauses rules out, a list kept as one line ("deaths, breakups, money disasters"), so
 *  that a long list does not crowd out the maker's other rules. */
export function ruledOutLists(clauses: readonly Clause[], keep: (term: string) => boolean = () => true): string[] {
  const out: string[] = [];
  let previous: Clause | undefined;
  for (const clause of clauses) {
    const terms = ruledOutTerms(clause).filter(keep);
    if (clause.continues && previous?.negated && out.length > 0 && terms.length > 0) out[out.length - 1] = [out[out.length - 1], ...terms].join(", ");
    else out.push(...terms);
    previous = clause;
  }
  return out;
}

/** A thing ruled out, said plainly: "show the faces of people" -> "faces of people", "make them too
 *  saturated" -> "saturated", "big shiny plastic eyes pls" -> "big shiny plastic eyes". */
function plainTerm(term: string): string {
  return term
    .replace(/(?:^|\s)['‘"“]+|['’"”]+(?=\s|$)/g, " ")
    .trim()
    .replace(/\s+(?:unless|except|apart from|other than)\b.*$/, "")
    .replace(
      /^(?:(?:any|anything|anyone|something|too|overly|more|the|a|an|being|sounding|sound|using|use|show|showing|add|adding|put|include|including|have|having|make|making|get|do|doing)\s+|(?:that|which)\s+(?:looks?|sounds?|feels?|reads?)\s+(?:like\s+)?|(?:it'?s|it is)\s+(?:trying\s+to\s+)?|(?:it|them|things|everything)\s+(?:look\s+|too\s+|so\s+)?|like\s+)+/,
      "",
    )
    .replace(/(?:\s+(?:pls|plz|please|lol|tho|though|thx|thanks|haha|ok|okay|either|at all|whatsoever|ever|in these shots|in the shots))+$/, "")
    .trim();
}

/** A lone verb left of a rule ("add") rules nothing out. */
const ONE_VERB = /^(?:add|show|use|make|do|get|put|have|go|be)$/;
