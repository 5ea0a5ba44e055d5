// The closed word lists the register and tone readers count (text-register.ts, text-tone.ts): the
// words each kind of writing is built from, common words only, each telling on its own. Counted per
// 100 words, never as proof alone. Pure data.

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/** Licences and contracts. */
export const LEGAL = words(`shall hereby herein hereof hereto hereunder hereinafter thereof therein thereto thereunder
  whereby pursuant notwithstanding aforementioned aforesaid licensee licensor licensees warranty warranties liable
  liability liabilities damages indemnity indemnify agreement provision provisions breach jurisdiction
  merchantability infringement infringe terminate termination sublicense redistribute redistribution
  redistributions permission copyright copyrights license licence licensed licences licenses granted grants
  rights royalty-free covenant statutory tortious negligence consequential incidental court appellant appellants
  respondent respondents plaintiff plaintiffs defendant defendants tribunal judgment statute statutes contract
  contractual clause clauses lawful unlawful enforceable obligations indemnification governing`);

/** Reference documentation: commands, files, options, protocols. */
export const TECHNICAL = words(`file files option options command commands default directory directories output input
  program programs server client request requests token tokens header headers install installed configure
  configuration variable variables string strings byte bytes format mode process argument arguments flag flags
  function functions parameter parameters path paths environment syntax binary compile compiled compiler library
  libraries module modules interface api socket protocol script scripts shell terminal buffer stdin stdout stderr
  regex regular expression expressions pattern patterns cache query queries database json http https url usage
  invoke invoked execute executed`);

/** Release notes. */
export const CHANGELOG = words(`fixed fix fixes added removed changed deprecated release released releases version
  versions upgraded upgrade bug bugs regression crash crashes now longer noteworthy changelog backport patch patches
  bump bumped`);

/** Research writing. */
export const ACADEMIC = words(`study studies findings hypothesis hypotheses participants analysis analyses evidence
  significant significantly empirical methodology theoretical framework literature examine examines examined
  investigate investigated investigates propose proposed demonstrate demonstrates indicate indicates results
  variance correlation correlated experiment experimental preregistered respondents cohort argue argues contend
  discourse critics scholars implications conclude concludes essay paper thesis article chapter`);

/** Promotion. */
export const MARKETING = words(`free new introducing available perfect best try shop buy save
  discount sale limited exclusive discover premium effortless effortlessly beautifully sleek stunning
  ultimate favourite favorite amazing awesome deal deals offer launch collection upgrade guaranteed instantly
  whisper-quiet must-have announce announces announced announcing`);

/** The furniture of crime fiction. */
export const GRITTY = words(`blood dead death gun guns knife rain night cigarette cigarettes whiskey bourbon corpse
  murder murdered cop cops police bullet bullets shadow shadows smoke killer grave river dame pier alley`);

/** Early Modern English forms: a poem or a story in an older voice. */
export const ARCHAIC = words("thou thee thy thine hath doth wouldst shouldst couldst hast dost 'tis ye nay oft ere whence thence hither");

/** Affection in a personal letter or post. */
export const FOND = words("love miss missed darling hugs xx xoxo sweetheart");

/** Praise words of promotion and cheerful posts. */
export const UPBEAT = words("perfect love best favourite favorite amazing beautiful beautifully stunning delightful effortless new big great");

export function countWords(tokens: readonly string[], set: ReadonlySet<string>): number {
  let n = 0;
  for (const t of tokens) if (set.has(t)) n++;
  return n;
}
