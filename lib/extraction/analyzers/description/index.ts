// Descriptions: the maker's own words about the style they want. read-as.ts decides what a text is
// (a look, a voice, both, a sample, or a sample with a note); look.ts and voice.ts build a style from a
// brief; this file puts a text through whichever applies and says how it was read. Pure: no I/O.
import type { Analysis } from "@/lib/extraction/analysis";
import { analyzeDescription } from "./look";
import { READ_AS_WORDS, readAs, type TextReadAs, type TextReading } from "./read-as";
import { analyzeVoiceDescription } from "./voice";

export { analyzeDescription, significantWords } from "./look";
export { makerPhrases } from "./maker-phrases";
export { visualWords } from "./scan";
export { analyzeVoiceDescription, readVoiceBrief } from "./voice";
export { READ_AS_WORDS, readAs, type TextReadAs, type TextReading } from "./read-as";

/** The style a brief asks for (look, voice or both), or null when it names nothing either is made of.
 *  A look comes first, so its title leads; a voice adds its blocks after. */
export function analyzeBrief(text: string, as: Exclude<TextReadAs, "sample" | "mix">): Analysis | null {
  const look = as === "voice" ? null : analyzeDescription(text);
  const voice = as === "look" ? null : analyzeVoiceDescription(text);
  if (look && voice) {
    const blocks = [...look.blocks, ...voice.blocks.filter((b) => b.section !== "overview" && !look.blocks.some((l) => l.section === "guardrails" && b.section === "guardrails" && JSON.stringify(l.value) === JSON.stringify(b.value)))];
    return { title: look.title, description: look.description, blocks };
  }
  return look ?? voice;
}

/** The sentence that tells the maker how each of their texts was read. */
export function readingNotice(readings: readonly TextReading[]): string | null {
  if (readings.length === 0) return null;
  if (readings.length === 1) return `We read your text as ${READ_AS_WORDS[readings[0]!.as]}.`;
  return `We read your texts as: ${readings.map((r, i) => `text ${i + 1}, ${READ_AS_WORDS[r.as]}`).join("; ")}.`;
}
