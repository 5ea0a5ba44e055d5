// format=default: prose instructions for a chat assistant.
//
// Layers, outermost first (each removable on its own):
//   metadata header + attribution  -> removed by `raw`
//   preamble + enforcement line    -> removed by `compact`
//   `## Section` blocks            -> always present (the compiled spec proper)
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import { wrapWithMetadata } from "./meta";
import { joinSections, proseSections } from "./prose";
import { hasVisual, hasVoice, type Selection } from "./select";

/** Printed instead of sections when the filter or switched-off items leave nothing to compile. */
export const EMPTY_SELECTION_NOTE = "(This style has no enabled items in the selected sections.)";

function framing(sel: Selection): { preamble: string; enforcement: string } {
  const visual = hasVisual(sel);
  const voice = hasVoice(sel);
  if (visual && voice) {
    return {
      preamble:
        "Apply this visual style to every image you make or describe in this conversation, and write all " +
        "copy in the voice below. Keep each element below unless I say otherwise.",
      enforcement: "If a request would break this style or its voice, say so and offer the closest version that keeps it.",
    };
  }
  if (voice) {
    return {
      preamble: "Write everything in this conversation in the voice below. Keep each rule unless I say otherwise.",
      enforcement: "If a request would break this voice, say so and offer the closest version that keeps it.",
    };
  }
  if (visual) {
    return {
      preamble:
        "Apply this visual style to every image you make or describe in this conversation. Keep each element " +
        "below unless I say otherwise.",
      enforcement: "If a request would break this style, say so and offer the closest version that keeps it.",
    };
  }
  // Only an overview and/or guardrails: no telling whether it is a look or a voice, so stay neutral.
  return {
    preamble: "Follow this style in everything you make in this conversation. Keep each element below unless I say otherwise.",
    enforcement: "If a request would break this style, say so and offer the closest version that keeps it.",
  };
}

export function compileDefault(
  snapshot: StyleSnapshot,
  ctx: CompileContext,
  sel: Selection,
  opts: { compact: boolean; raw: boolean },
): string {
  const sections = proseSections(sel, "default");
  let spec: string;
  if (sections.length === 0) {
    spec = EMPTY_SELECTION_NOTE;
  } else {
    const body = joinSections(sections);
    const { preamble, enforcement } = framing(sel);
    spec = opts.compact ? body : `${preamble}\n\n${body}\n\n${enforcement}`;
  }
  return opts.raw ? `${spec}\n` : wrapWithMetadata(spec, snapshot, ctx);
}
