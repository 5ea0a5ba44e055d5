// The extraction pipeline: load sources -> analyze -> assemble blocks -> compile. Plain code with no
// knowledge of who runs it: the in-process runner calls `runExtraction`, the Inngest function calls
// `analyzeStage` and `completeStage` as separate steps, and both end a failure in `failExtraction`.
import sharp from "sharp";
import { blobStore } from "@/lib/blob";
import { db } from "@/lib/db/client";
import { siteUrl } from "@/lib/config";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { AnalysisError, LOCAL_MODEL_ID, type Analysis } from "./analysis";
import { readingNotice } from "./analyzers/description";
import { documentToText } from "./analyzers/document";
import { analyzeImage } from "./analyzers/image";
import { mergeImageAnalyses } from "./analyzers/image/merge";
import { analyzeReference, findReference } from "./analyzers/references";
import { analyzeText } from "./analyzers/text";
import { assembleStyle } from "./assemble";
import { compileExtraction } from "./compiled";
import { completeExtraction, failExtraction, type ExtractionResult } from "./finish";
import { analyzeGrounded } from "./grounded-model";
import { groundedBlocks, imageGrounding, textGrounding, type Grounding } from "./grounding";
import { fuseWithImages, makerGrounding } from "./maker-words";
import { readTexts } from "./text-reading";
import { extractionModel, type ExtractionModel } from "./model";
import type { StoredSources } from "./sources";

/** What the model (or the local analyzers) read: the stored ≤1600 px images, texts, names, documents. */
export interface LoadedSources {
  images: Buffer[];
  texts: string[];
  references: string[];
  documents: string[];
}

/** The long side of images sent to an LLM (contract: "downscaled to about 1024 px for the model"). */
const MODEL_IMAGE_PX = 1024;

export async function loadSources(extractionId: string): Promise<LoadedSources> {
  const row = await (await db()).extraction.findUniqueOrThrow({ where: { id: extractionId }, select: { sources: true } });
  const { items } = row.sources as unknown as StoredSources;
  const store = blobStore();
  const read = async (key: string) => {
    const blob = await store.get(key);
    if (!blob) throw new Error(`extraction ${extractionId}: source ${key} is missing from the blob store`);
    return blob.data;
  };
  const loaded: LoadedSources = { images: [], texts: [], references: [], documents: [] };
  for (const item of items) {
    if (item.kind === "image") loaded.images.push(await read(item.key));
    else if (item.kind === "document") loaded.documents.push(await documentToText(await read(item.key), item.documentKind));
    else if (item.kind === "text") loaded.texts.push(item.text);
    else loaded.references.push(item.name);
  }
  return loaded;
}

/** Said when images are read alone and the pixels do not decide their medium. */
export const MEDIUM_UNKNOWN_NOTICE =
  "The medium could not be told from the pixels alone (a photograph, a painting and a render look alike), so the style names none; say what it is in the text to name it.";

/** The local analyzers over loaded sources (the eval runs it too, on its labelled sets). */
export async function analyzeLocally(sources: LoadedSources): Promise<{ analyses: Analysis[]; mediumUnknown: boolean }> {
  const analyses: Analysis[] = [];
  const groundings: Grounding[] = [];
  const { briefs, samples, readings } = readTexts(sources.texts);
  // Each image on its own, then one merged look: what they share, and a sentence where they differ.
  const images = [];
  for (const image of sources.images) images.push(await analyzeImage(image));
  images.forEach((image, i) => groundings.push(imageGrounding(image, `image ${i + 1}`)));
  const merged = mergeImageAnalyses(images);
  // The maker's words lead: with images they are fused section by section, alone they are the style.
  if (merged) analyses.push(briefs.length > 0 ? fuseWithImages(merged, briefs) : merged);
  else analyses.push(...briefs.map((b) => b.analysis));
  const maker = makerGrounding(briefs);
  if (maker) groundings.push(maker);
  // A reference that is not in the catalog fails the run here, with suggestions, before other work.
  for (const name of sources.references) analyses.push(analyzeReference(name));
  for (const [i, text] of [...samples, ...sources.documents].entries()) {
    const voice = analyzeText(text, { sample: true });
    analyses.push(voice);
    const grounding = textGrounding(voice, `writing sample ${i + 1}`);
    if (grounding) groundings.push(grounding);
  }
  // Every source's guardrails answer to every other source, as a model's would: a reference's "avoid
  // photographic texture" cannot stand beside the photograph the person sent with it, nor an image's
  // "avoid brushwork" beside the maker's "textured brushwork".
  // The maker's words name the medium, or the pixels decide it, or the result says neither did.
  const mediumUnknown = images.length > 0 && images.every((i) => !i.reading.mediumDecided) && !briefs.some((b) => b.analysis.blocks.some((x) => x.section === "medium"));
  const notice = [readingNotice(readings), mediumUnknown ? MEDIUM_UNKNOWN_NOTICE : null].filter(Boolean).join(" ") || null;
  // The maker's own blocks are not grounded: their words outrank the measurements (a note that says "no
  // hashtags" beside a sample full of them is the point of the note).
  const makers = new Set(briefs.flatMap((b) => b.analysis.blocks));
  const grounded = analyses.map((a) => {
    const kept = new Set(groundedBlocks(a.blocks.filter((b) => !makers.has(b)), groundings).kept);
    return { ...a, blocks: a.blocks.filter((b) => makers.has(b) || kept.has(b)) };
  });
  if (notice && grounded[0]) grounded[0] = { ...grounded[0], notice: [notice, grounded[0].notice].filter(Boolean).join(" ") };
  return { analyses: grounded, mediumUnknown };
}

async function forModel(image: Buffer): Promise<{ bytes: Buffer; mediaType: string }> {
  const bytes = await sharp(image).resize(MODEL_IMAGE_PX, MODEL_IMAGE_PX, { fit: "inside", withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
  return { bytes, mediaType: "image/jpeg" };
}

/** Load and analyze: everything up to the assembled, compile-checked result. */
/** `llm` is the configured model (AI_MODEL) unless a caller hands one in (tests: the AI SDK's mock). */
export async function analyzeStage(extractionId: string, llm: ExtractionModel | null = extractionModel()): Promise<ExtractionResult> {
  const sources = await loadSources(extractionId);
  let analyses: Analysis[];
  let model = LOCAL_MODEL_ID;
  let mediumUnknown = false;
  if (llm) {
    // The model reads downscaled copies; the local analyzers measure the stored images and ground it.
    const modelImages = await Promise.all(sources.images.map(forModel));
    const grounded = await analyzeGrounded(llm.model, { ...sources, modelImages });
    // Names the catalog lacks are the model's to answer, and the result says so (lib/extraction/references).
    const unknown = sources.references.filter((name) => findReference(name) === null);
    const marked = unknown.length > 0 ? `${unknown.map((n) => `“${n}”`).join(", ")} ${unknown.length === 1 ? "is" : "are"} not in Styleshelf's catalog, so the model described ${unknown.length === 1 ? "it" : "them"} from what it knows; check those parts.` : null;
    const notice = [grounded.notice, marked].filter(Boolean).join(" ") || null;
    analyses = [{ ...grounded, notice }];
    model = llm.id;
  } else {
    ({ analyses, mediumUnknown } = await analyzeLocally(sources));
  }
  const style = assembleStyle(analyses);
  if (style.blocks.length === 0) {
    throw new AnalysisError(
      "We could not find a style in these sources. Describe the look with colors, media, lighting or a named reference, paste a longer writing sample, or add an image.",
    );
  }
  const result: ExtractionResult = { model, title: style.title ?? "Extracted style", description: style.description, blocks: style.blocks, notice: style.notice, mediumUnknown };
  // The compile stage: a result whose STYLE.md would not lint clean is our bug, not a style.
  const lint = lintStyleMd(compileExtraction({ name: result.title, description: result.description, blocks: result.blocks, images: [] }, siteUrl()).styleMd);
  if (!lint.valid || lint.warnings.length > 0) {
    throw new Error(`extraction ${extractionId}: compiled STYLE.md does not lint clean: ${[...lint.errors, ...lint.warnings].join("; ")}`);
  }
  return result;
}

export async function completeStage(extractionId: string, result: ExtractionResult): Promise<void> {
  await completeExtraction(extractionId, result);
}

/** The message a failure shows: an AnalysisError is the person's to act on; anything else is ours. */
function failureMessage(err: unknown): string | null {
  return err instanceof AnalysisError ? err.message : null;
}

/** The whole run in one call (the in-process runner). Never throws: a failure fails and refunds. */
export async function runExtraction(extractionId: string): Promise<void> {
  try {
    await completeStage(extractionId, await analyzeStage(extractionId));
  } catch (err) {
    if (!(err instanceof AnalysisError)) console.error("[styleshelf] extraction run failed", extractionId, err);
    await failExtraction(extractionId, failureMessage(err)).catch((e: unknown) => console.error("[styleshelf] failing extraction", extractionId, e));
  }
}
