// format=midjourney: one line of comma-separated visual terms, then ` --no a, b, c` for guardrails.
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import type { Selection } from "./select";
import { finishVisual, NO_VISUAL_IN_SELECTION_MESSAGE, negativeTerms, noVisualMessage, positiveTerms } from "./visual";

/** A user's text must not smuggle Midjourney parameters (`--ar`, `--no`, ...) into the prompt, and a
 *  line break would end the prompt early. */
function mjSafe(text: string): string {
  return text.replace(/\s+/g, " ").replace(/-{2,}/g, "-").replace(/\s*::\s*/g, " ").trim();
}

export function compileMidjourney(snapshot: StyleSnapshot, ctx: CompileContext, sel: Selection, raw: boolean): string {
  const message = noVisualMessage(snapshot, sel);
  if (message) return finishVisual(message, snapshot, ctx, raw);
  const positive = positiveTerms(sel).map(mjSafe).filter(Boolean).join(", ");
  if (positive === "") return finishVisual(NO_VISUAL_IN_SELECTION_MESSAGE, snapshot, ctx, raw);
  const negative = negativeTerms(sel).map(mjSafe).filter(Boolean);
  const prompt = negative.length > 0 ? `${positive} --no ${negative.join(", ")}` : positive;
  return finishVisual(prompt, snapshot, ctx, raw);
}
