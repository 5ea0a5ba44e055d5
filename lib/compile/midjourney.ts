// format=midjourney: one line of comma-separated visual terms, then the frame as ` --ar W:H` and
// ` --no a, b, c` for guardrails.
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import type { Selection } from "./select";
import { finishVisual, NO_VISUAL_IN_SELECTION_MESSAGE, negativeTerms, noVisualMessage, positiveTerms } from "./visual";

/** A user's text must not smuggle Midjourney parameters (`--ar`, `--no`, ...) into the prompt, and a
 *  line break would end the prompt early. */
function mjSafe(text: string): string {
  return text.replace(/\s+/g, " ").replace(/-{2,}/g, "-").replace(/\s*::\s*/g, " ").trim();
}

/** A term that only names the frame's proportions ("landscape 16:9 frame", "9:16 aspect ratio",
 *  "square 1:1"): Midjourney takes that as its --ar parameter, not as words. A term that says more
 *  ("cinematic 16:9 widescreen with letterboxing") stays words. */
const ASPECT_TERM = /^(?:(?:landscape|portrait|square|wide|tall|vertical|horizontal)\s+)?(\d{1,3})\s*:\s*(\d{1,3})(?:\s+(?:frame|format|crop|aspect(?:\s+ratio)?|ratio))?$/i;

/** The first aspect-only term as `W:H`, and the terms without any aspect-only term. */
export function splitAspect(terms: readonly string[]): { aspect: string | null; rest: string[] } {
  let aspect: string | null = null;
  const rest: string[] = [];
  for (const term of terms) {
    const match = ASPECT_TERM.exec(term.trim());
    const [w, h] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
    if (match && w > 0 && h > 0) aspect ??= `${w}:${h}`;
    else rest.push(term);
  }
  return { aspect, rest };
}

export function compileMidjourney(snapshot: StyleSnapshot, ctx: CompileContext, sel: Selection, raw: boolean): string {
  const message = noVisualMessage(snapshot, sel);
  if (message) return finishVisual(message, snapshot, ctx, raw, null);
  const { aspect, rest } = splitAspect(positiveTerms(sel).map(mjSafe).filter(Boolean));
  const positive = rest.join(", ");
  if (positive === "") return finishVisual(NO_VISUAL_IN_SELECTION_MESSAGE, snapshot, ctx, raw, null);
  const negative = negativeTerms(sel).map(mjSafe).filter(Boolean);
  const parameters = [aspect ? `--ar ${aspect}` : "", negative.length > 0 ? `--no ${negative.join(", ")}` : ""].filter(Boolean);
  const prompt = [positive, ...parameters].join(" ");
  return finishVisual(prompt, snapshot, ctx, raw, "midjourney");
}
