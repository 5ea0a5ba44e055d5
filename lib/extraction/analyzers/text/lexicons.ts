// The closed word lists the text analyzer counts: pronouns and markers measured by text/metrics.ts,
// and the words each kind of writing is built from, read by text/register.ts and text/tone.ts (common
// words only, each telling on its own, counted per 100 words and never proof alone). Pure data.

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
  discourse critics scholars implications conclude concludes essay paper thesis article chapter
  method methods approach estimate estimates estimated estimation likelihood model models criterion criteria
  statistical statistics scientific research researchers theory theories textbook appendix validation rigorous
  thus hence moreover furthermore namely respectively`);

/** Promotion. */
export const MARKETING = words(`free new introducing available perfect best try shop buy save
  discount sale limited exclusive discover premium effortless effortlessly beautifully sleek stunning
  ultimate favourite favorite amazing awesome deal deals offer launch collection upgrade guaranteed instantly
  whisper-quiet must-have announce announces announced announcing popular striking lightning instant powerful
  easy easily fun cool exciting thrilling seamless seamlessly blazing addictive incredible innovative intuitive
  unique gorgeous epic enjoy`);

/** The concrete world of a story: rooms, weather, bodies, kin, the time of day. Words a narrative is made
 *  of and a description of a program or an argument rarely uses (no "window", "key" or "table": a manual
 *  has those). */
export const SCENE = words(`door doors room rooms house hall stairs staircase floor walls road street forest trees
  river stream hill valley sea shore fire darkness night morning evening fog wind sky moon face eyes hand hands
  hair voice heart feet footsteps mother father brother sister captain lady sir servant horse clock bed kitchen
  parlor parlour garden gate village hamlet church coffin`);

/** The furniture of crime fiction. */
export const GRITTY = words(`blood dead death gun guns knife rain night cigarette cigarettes whiskey bourbon corpse
  murder murdered cop cops police bullet bullets shadow shadows smoke killer grave river dame pier alley`);

/** Early Modern English forms: a poem or a story in an older voice. */
export const ARCHAIC = words("thou thee thy thine hath doth wouldst shouldst couldst hast dost 'tis ye nay oft ere whence thence hither");

/** Affection in a personal letter or post. */
export const FOND = words("love miss missed darling hugs xx xoxo sweetheart");

/** Praise words of promotion and cheerful posts. */
export const UPBEAT = words("perfect love best favourite favorite amazing beautiful beautifully stunning delightful effortless new big great");

// The personal pronouns of each grammatical person, a closed class: compromise tags most pronouns, but
// some possessives ("my", "its", "mine") come out as plain nouns.
export const FIRST = new Set<string>(["i", "me", "my", "mine", "myself", "we", "us", "our", "ours", "ourselves"]);
export const SECOND = new Set<string>(["you", "your", "yours", "yourself", "yourselves", "u", "ur", "ya", "y'all", "thee", "thou"]);
export const THIRD = new Set<string>([
  "he", "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself",
  "they", "them", "their", "theirs", "themselves",
]);
// Interjections come from compromise's lexicon (#Expression: lol, omg, haha, ugh); these are texting
// forms it does not know as such.
export const TEXTING = new Set<string>([
  "u", "ur", "r", "ya", "tmrw", "fwiw", "btw", "idk", "imo", "imho", "pls", "plz", "thx", "ngl", "af",
  "rn", "kinda", "sorta", "dunno", "ain't",
]);
/** Chat interjections and spoken forms (compromise tags most as #Expression). */
export const INTERJECTIONS = words("lol lmao omg tbh gonna wanna gotta y'all haha");
// Greetings and courtesy words are #Expression in the lexicon too, but "Hi Sam" or "please" is not slang.
export const COURTESY = new Set<string>(["hi", "hello", "please", "dear", "thanks", "yes", "no", "ok", "okay", "oh"]);
// The well-known markers of legal and official register.
export const LEGALESE = new Set<string>([
  "shall", "hereby", "herein", "hereof", "hereto", "hereunder", "hereinafter", "thereof", "therein",
  "thereon", "thereto", "thereunder", "whereby", "pursuant", "notwithstanding",
  "aforementioned", "aforesaid", "forthwith",
]);
// The workplace's own words: business mail, memos, press releases.
export const BUSINESS = new Set<string>([
  "company", "companies", "customer", "customers", "client", "clients", "employee", "employees", "manager", "managers",
  "funding", "investors", "investment", "revenue", "partner", "partners", "policy", "approval", "finance", "budget",
  "colleagues", "team", "stakeholders", "officer", "executive", "board", "department", "staff", "contract", "invoice",
  "proposal", "quarter", "strategy", "solutions", "services", "market", "portal",
]);
// Hyland's hedges and boosters, the common core of each list.
export const HEDGES = new Set<string>(["perhaps", "maybe", "might", "possibly", "probably", "likely", "seems", "suggest", "suggests", "somewhat", "arguably", "apparently", "approximately"]);
export const BOOSTERS = new Set<string>(["really", "honestly", "definitely", "absolutely", "truly", "genuinely", "totally", "certainly", "clearly", "obviously", "always", "never", "literally"]);
export const SINGULAR = new Set<string>(["i", "me", "my", "mine", "myself"]);

export function countWords(tokens: readonly string[], set: ReadonlySet<string>): number {
  let n = 0;
  for (const t of tokens) if (set.has(t)) n++;
  return n;
}
