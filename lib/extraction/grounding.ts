// With a model configured (AI_MODEL), the local analyzers still read every image and writing sample:
// what they measured goes to the model as facts it is told not to contradict (the palette as hex
// values with their shares, the medium, the structure, the light; the voice's register and levels),
// and the model's guardrails pass the same check the local analyzers' own guardrails pass. A model
// can add taste and vocabulary; it cannot forbid what the source is made of. Pure: no I/O.
import type { AvoidValue, Block } from "@/lib/styles/blocks";
import type { ImageAnalysis } from "./analyzers/image";
import { contradicts } from "./analyzers/image/guard";
import { structurePhrases } from "./analyzers/image/structure-phrases";
import type { TextAnalysis } from "./analyzers/text";
import { contradiction } from "./analyzers/text/guard";

export interface Grounding {
  /** Measured facts, one line each, in words the model reads. */
  facts: string[];
  /** Why this guardrail forbids what the source has, or null when the source agrees with it. */
  contradiction(avoid: AvoidValue): string | null;
}

const percent = (share: number) => `${Math.max(1, Math.round(share * 100))}%`;

export function imageGrounding(a: ImageAnalysis, label: string): Grounding {
  const r = a.reading;
  const palette = a.palette.map((c) => `${c.hex} ${c.name} (${c.role}, ${percent(c.share)})`).join("; ");
  const structure = Object.values(structurePhrases(r)).flat();
  const facts = [
    `${label}: measured palette, by area: ${palette}.`,
    `${label}: ${r.mediumDecided ? `medium ${r.medium.replace("-", " ")}` : "medium not decided by the pixels (continuous tone: a photograph, a painting and a render look alike here; do not guess it)"}; ${r.key}-key light, ${r.contrast} contrast, ${r.chroma} color, ${r.temperature} temperature, ${r.grain === "clean" ? "no grain" : `${r.grain} grain`}.`,
    ...(structure.length > 0 ? [`${label}: ${structure.join("; ")}.`] : []),
  ];
  return {
    facts,
    contradiction: (avoid) => (contradicts(avoid.term, r, a.palette) ? `${label} has what "${avoid.term}" forbids` : null),
  };
}

/** A writing sample's reading, or null when the text was too short to read (or described a style). */
export function textGrounding(a: TextAnalysis, label: string): Grounding | null {
  const r = a.reading;
  if (a.kind !== "sample" || !r) return null;
  const { levels, metrics } = r;
  const facts = [
    `${label}: ${r.register ? `register ${r.register}` : "register unclear"}${r.verse ? ", set as verse" : ""}; formality ${levels.formality}; ${levels.person} person; ${levels.sentenceLength} sentences (mean ${metrics.meanSentenceLength.toFixed(0)} words); emoji ${levels.emoji}; hashtags ${levels.hashtags}.`,
  ];
  return { facts, contradiction: (avoid) => contradiction(avoid, r) };
}

/** The model's blocks without the guardrails a source contradicts, and those it dropped with why. */
export function groundedBlocks(blocks: readonly Block[], groundings: readonly Grounding[]): { kept: Block[]; dropped: { block: Block; reason: string }[] } {
  const kept: Block[] = [];
  const dropped: { block: Block; reason: string }[] = [];
  for (const block of blocks) {
    const reason = block.type === "avoid" ? groundings.map((g) => g.contradiction(block.value as AvoidValue)).find((why) => why !== null) : undefined;
    if (reason) dropped.push({ block, reason });
    else kept.push(block);
  }
  return { kept, dropped };
}
