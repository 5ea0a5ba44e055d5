// The model's reading of an extraction, grounded in the maker's words and the local analyzers'
// measurements (./grounding.ts, ./maker-words.ts): every text is read for what it is, every image and
// writing sample is measured, the maker's words and the confident measurements go into the model's
// prompt as facts it must not contradict, and the model's blocks that contradict a source or the
// maker's words (a guardrail against what they asked for, a block asserting what they ruled out) are
// left out of the result.
import type { LanguageModel } from "ai";
import type { Analysis } from "./analysis";
import { analyzeImage } from "./analyzers/image";
import { analyzeWithModel, type ModelSources } from "./analyzers/llm";
import { analyzeText } from "./analyzers/text";
import { type Grounding, groundedBlocks, imageGrounding, textGrounding } from "./grounding";
import { makerCheck, makerGrounding, type MakerBrief } from "./maker-words";
import { readingNotice, type TextReading } from "./analyzers/description";
import { readTexts } from "./text-reading";

export interface GroundedSources {
  /** The stored images, for measuring (the model gets its own downscaled copies in `modelImages`). */
  images: Buffer[];
  modelImages: ModelSources["images"];
  texts: string[];
  references: string[];
  documents: string[];
  name?: string | null;
}

/** The maker's words and the local readings of every image and writing sample, labelled as the
 *  model's prompt numbers them; `briefs` are the texts read as descriptions (never measured as prose). */
export async function groundingsOf(
  sources: Pick<GroundedSources, "images" | "texts" | "documents">,
): Promise<{ groundings: Grounding[]; briefs: MakerBrief[]; readings: TextReading[] }> {
  const out: Grounding[] = [];
  const { briefs, samples, readings } = readTexts(sources.texts);
  const maker = makerGrounding(briefs);
  if (maker) out.push(maker);
  for (const [i, image] of sources.images.entries()) {
    out.push(imageGrounding(await analyzeImage(image), `Image ${i + 1}`));
  }
  const writing = [
    ...samples.map((text, i) => ({ text, label: `Writing sample ${i + 1}` })),
    ...sources.documents.map((text, i) => ({ text, label: `Document ${i + 1}` })),
  ];
  for (const { text, label } of writing) {
    const grounding = textGrounding(analyzeText(text, { sample: true }), label);
    if (grounding) out.push(grounding);
  }
  return { groundings: out, briefs, readings };
}

export async function analyzeGrounded(
  model: LanguageModel,
  sources: GroundedSources,
  opts: { abortSignal?: AbortSignal; maxRetries?: number } = {},
): Promise<Analysis> {
  const { groundings, briefs, readings } = await groundingsOf(sources);
  const analysis = await analyzeWithModel(
    model,
    { ...sources, images: sources.modelImages, facts: groundings.flatMap((g) => g.facts) },
    opts,
  );
  // Guardrails answer to every source; any other block answers to what the maker ruled out.
  const { kept } = groundedBlocks(analysis.blocks, groundings);
  const against = makerCheck(briefs);
  // How each text was read is said beside the result, as on the local path.
  const notice = [readingNotice(readings), analysis.notice].filter(Boolean).join(" ") || null;
  return { ...analysis, blocks: kept.filter((b) => b.type === "avoid" || against(b) === null), notice };
}
