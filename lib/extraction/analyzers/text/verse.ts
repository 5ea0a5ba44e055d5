// What verse does with its lines: whether the line ends rhyme. Read from spelling, not sound: two
// line ends rhyme when their last stressed-looking syllable is spelled alike once the common
// spellings of one sound are folded together ("peace" / "increase", "high" / "sky"). Spelling misses
// some rhymes ("said" / "head") and that is the safe side: the habit is claimed only when most lines
// rhyme with a neighbour. Pure: no I/O.

/** Spellings of one sound, folded before the endings are compared. */
const FOLDS: [RegExp, string][] = [
  [/ce$/, "se"],
  [/ck$/, "k"],
  [/ph/g, "f"],
  [/igh$/, "y"],
  [/ie$/, "y"],
  [/ee/g, "ea"],
  [/ay$/, "ey"],
  [/ow$/, "o"],
  [/(?<=[aeiou])z(?=e?$)/, "s"],
  [/(?<=[^aeiou])y(?=[^aeiou])/g, "i"],
];

/** The rhyming part of a word: from its last vowel group (a final silent "e" aside) to the end. */
export function rime(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z]/g, "");
  for (const [re, to] of FOLDS) w = w.replace(re, to);
  const silentE = /[^aeiou]e$/.test(w) && w.length >= 3;
  const core = silentE ? w.slice(0, -1) : w;
  const m = core.match(/[aeiouy]+[^aeiouy]*$/);
  return m ? m[0] + (silentE ? "e" : "") : w;
}

function rhymes(a: string, b: string): boolean {
  if (!a || !b || a === b) return false;
  const ra = rime(a);
  const rb = rime(b);
  return ra.length >= 1 && ra === rb;
}

/** Line-end pairs that rhyme within two lines of each other (couplets and alternate rhyme), as
 *  evidence; empty when fewer than half the lines take part. */
export function rhymedPairs(lines: string[]): [string, string][] {
  const ends = lines.map((l) => l.match(/(\p{L}[\p{L}'’-]*)[^\p{L}]*$/u)?.[1]?.toLowerCase() ?? "");
  const pairs: [string, string][] = [];
  const rhyming = new Set<number>();
  for (let i = 0; i < ends.length; i++) {
    for (const j of [i + 1, i + 2]) {
      if (j < ends.length && rhymes(ends[i]!, ends[j]!)) {
        pairs.push([ends[i]!, ends[j]!]);
        rhyming.add(i).add(j);
      }
    }
  }
  return ends.length >= 4 && rhyming.size >= 0.5 * ends.length ? pairs : [];
}
