// One to three tone words. The register gives the base word (a poem is "lyrical", a licence
// "authoritative", a man page "precise"); the strongest of the other signals add up to two more, each
// only where its register allows it: "warm" and "candid" belong to a personal voice, never to a
// narrator or a licence; "direct" to a text that speaks to its reader. Without a register the base
// word comes from the formality, as a reader would hear it. Pure: no I/O.
import { byText } from "./habits";
import { ARCHAIC, countWords, FOND, GRITTY, UPBEAT } from "./lexicons";
import type { Measurement, TextMetrics } from "./metrics";
import type { Register } from "./register";
import type { VoiceLevels } from "./voice";


type Signal = [string, number];

function baseWord(register: Register | null, m: TextMetrics, levels: VoiceLevels, gritty: number): string {
  const personal = m.firstPerson + m.secondPerson >= 3;
  switch (register) {
    case "verse":
      return "lyrical";
    case "legal":
      return "authoritative";
    case "technical":
      return "precise";
    case "changelog":
      return "terse";
    case "academic":
      return "scholarly";
    case "fiction":
      if (gritty >= 1.5 && m.firstPerson >= 1.5) return "hard-boiled";
      return m.exclamationRate >= 0.2 ? "dramatic" : "narrative";
    case "marketing":
      return "persuasive";
    case "letter":
      if (levels.formality === "formal" || levels.formality === "professional") return "courteous";
      return personal ? "warm" : "friendly";
    case "prose":
      return levels.formality === "conversational" ? "lively" : "informative";
    default: {
      const byFormality: Record<VoiceLevels["formality"], string> = {
        casual: m.emojiPer100Words >= 2.5 || m.exclamationRate >= 0.2 || m.emphaticPer100Words > 0 ? "playful" : "laid-back",
        conversational: personal ? "warm" : "lively",
        neutral: "plain-spoken",
        professional: m.secondPerson > 0 ? "courteous" : "confident",
        formal: "measured",
      };
      return byFormality[levels.formality];
    }
  }
}

export function toneWords(measured: Measurement, levels: VoiceLevels, register: Register | null): string[] {
  const m = measured.metrics;
  const tokens = measured.words;
  const per100 = (n: number) => (m.words ? (n * 100) / m.words : 0);
  const archaic = per100(countWords(tokens, ARCHAIC));
  const gritty = per100(countWords(tokens, GRITTY));
  const fond = per100(countWords(tokens, FOND));
  const upbeat = per100(countWords(tokens, UPBEAT));
  const base = baseWord(register, m, levels, gritty);
  const storytelling = register === "fiction" || register === "verse";
  const addressing = m.secondPerson >= 1.5;
  const impersonal = m.firstPerson + m.secondPerson < 0.5;

  // [word, strength]: a signal's strength is how far past its own threshold it goes.
  const signals: Signal[] = [
    ["direct", storytelling || register === "legal" || !addressing ? 0 : Math.max(m.secondPerson / 3, m.imperativeRate / 0.15)],
    ["candid", register === null || register === "social" || register === "prose" ? (m.firstPersonSingular >= 3 && m.contractionRate >= 1 ? m.firstPersonSingular / 3 : 0) : 0],
    ["reflective", m.firstPerson >= 2 && m.pastTenseShare >= 0.5 && m.exclamationRate === 0 && register !== "fiction" ? m.pastTenseShare / 0.5 : 0],
    ["energetic", storytelling ? 0 : m.exclamationRate / 0.3],
    ["inquisitive", register === "verse" || register === "fiction" ? 0 : m.questionRate / 0.2],
    ["questioning", register === "verse" ? m.questionRate / 0.25 : 0],
    ["tentative", register === "academic" || register === null || register === "prose" ? m.hedgesPer100Words / 1.5 : 0],
    ["emphatic", storytelling || register === "legal" ? 0 : m.boostersPer100Words / 1.5],
    ["exacting", register === "legal" ? Math.max(m.legalesePer100Words / 0.5, m.proseSentenceLength / 25) : 0],
    ["impersonal", (register === "legal" || register === "academic" || register === "technical") && impersonal ? 1.2 : 0],
    ["measured", register === "academic" ? Math.max(m.hedgesPer100Words / 1, m.passivePerSentence / 0.3) : 0],
    ["argumentative", register === "academic" && m.firstPerson >= 1 ? 1.1 : 0],
    ["instructional", register === "technical" && m.secondPerson > 0 ? Math.max(m.secondPerson / 2, m.imperativeRate / 0.2) : 0],
    ["matter-of-fact", register === "technical" || register === "changelog" || register === "prose" ? (impersonal && m.exclamationRate === 0 ? 1 : 0) : 0],
    ["archaic", storytelling ? archaic / 1.5 : 0],
    ["wry", register === "fiction" && base === "hard-boiled" ? 1.1 : 0],
    ["unhurried", storytelling && m.proseSentenceLength >= 20 && m.exclamationRate === 0 ? m.proseSentenceLength / 20 : 0],
    ["restrained", register === "fiction" && m.exclamationRate === 0 && m.questionRate === 0 && base === "narrative" ? 1 : 0],
    ["affectionate", register === "letter" || register === "social" ? fond / 1.5 : 0],
    ["upbeat", register === "marketing" || register === "social" ? Math.max(upbeat / 2, m.exclamationRate / 0.2) : 0],
    ["punchy", register === "marketing" && m.meanSentenceLength < 11 ? 1.2 : 0],
    ["precise", levels.formality === "formal" || levels.formality === "professional" ? m.nominalPer100Words / 6 : 0],
    ["chatty", levels.formality === "casual" ? m.slangPer100Words / 2 : 0],
    ["narrative", (register === null || register === "prose" || register === "social" || register === "letter") && levels.person === "third" && m.pastTenseShare >= 0.6 && levels.formality !== "formal" ? m.pastTenseShare / 0.6 : 0],
  ];
  const extra = signals
    .filter(([word, strength]) => strength >= 1 && word !== base)
    .sort((a, b) => b[1] - a[1] || byText(a[0], b[0]))
    .slice(0, 2)
    .map(([word]) => word);
  return [base, ...extra];
}

export function joinWords(list: string[]): string {
  if (list.length <= 1) return list.join("");
  return `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}
