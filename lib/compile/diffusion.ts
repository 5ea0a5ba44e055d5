// format=diffusion: comma-separated positive terms, then a separate `Exclude:` section that maps onto
// a Stable Diffusion-style negative prompt field.
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import type { Selection } from "./select";
import { dedupe, oneLine } from "./text";
import { finishVisual, NO_VISUAL_IN_SELECTION_MESSAGE, negativeTerms, noVisualMessage, positiveTerms } from "./visual";

/** Diffusion text encoders weigh short tags best, so "layers with halftone shading" becomes two tags.
 *  Only "with" is split: "and" often joins one idea ("black and white", "calm and confident"). */
function tags(term: string): string[] {
  return term.split(/\s+with\s+/i).map(oneLine).filter(Boolean);
}

export function compileDiffusion(snapshot: StyleSnapshot, ctx: CompileContext, sel: Selection, raw: boolean): string {
  const message = noVisualMessage(snapshot, sel);
  if (message) return finishVisual(message, snapshot, ctx, raw, null);
  const positive = dedupe(positiveTerms(sel).flatMap(tags)).join(", ");
  // Every visual item can be a pure prohibition ("no lens flare"); then there is nothing to describe.
  if (positive === "") return finishVisual(NO_VISUAL_IN_SELECTION_MESSAGE, snapshot, ctx, raw, null);
  const negative = negativeTerms(sel).map(oneLine);
  const prompt = negative.length > 0 ? `${positive}\n\nExclude: ${negative.join(", ")}` : positive;
  return finishVisual(prompt, snapshot, ctx, raw, "diffusion");
}
