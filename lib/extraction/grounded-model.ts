// The model's reading of an extraction, grounded in the local analyzers' measurements (./grounding.ts):
// every image and writing sample is measured first, the facts go into the model's prompt, and the
// model's guardrails that a source contradicts are left out of the result.
import type { LanguageModel } from "ai";
import type { Analysis } from "./analysis";
import { analyzeImage } from "./analyzers/image";
import { analyzeWithModel, type ModelSources } from "./analyzers/llm";
import { analyzeText } from "./analyzers/text";
import { type Grounding, groundedBlocks, imageGrounding, textGrounding } from "./grounding";

export interface GroundedSources {
  /** The stored images, for measuring (the model gets its own downscaled copies in `modelImages`). */
  images: Buffer[];
  modelImages: ModelSources["images"];
  texts: string[];
  references: string[];
  documents: string[];
  name?: string | null;
}

/** The local readings of every image and writing sample, labelled as the model's prompt numbers them. */
export async function groundingsOf(sources: Pick<GroundedSources, "images" | "texts" | "documents">): Promise<Grounding[]> {
  const out: Grounding[] = [];
  for (const [i, image] of sources.images.entries()) {
    out.push(imageGrounding(await analyzeImage(image), `Image ${i + 1}`));
  }
  const writing = [
    ...sources.texts.map((text, i) => ({ text, label: `Text ${i + 1}` })),
    ...sources.documents.map((text, i) => ({ text, label: `Document ${i + 1}` })),
  ];
  for (const { text, label } of writing) {
    const grounding = textGrounding(analyzeText(text), label);
    if (grounding) out.push(grounding);
  }
  return out;
}

export async function analyzeGrounded(
  model: LanguageModel,
  sources: GroundedSources,
  opts: { abortSignal?: AbortSignal; maxRetries?: number } = {},
): Promise<Analysis> {
  const groundings = await groundingsOf(sources);
  const analysis = await analyzeWithModel(
    model,
    { ...sources, images: sources.modelImages, facts: groundings.flatMap((g) => g.facts) },
    opts,
  );
  const { kept } = groundedBlocks(analysis.blocks, groundings);
  return { ...analysis, blocks: kept };
}
