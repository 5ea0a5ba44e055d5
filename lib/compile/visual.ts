// Shared by the image formats (flux, midjourney, diffusion). Rule 3: these carry visual instructions
// only, so they read the visual sections and guardrails and never `voice` or `overview` (an overview
// often describes copy as much as the look, and on its own is not an image prompt).
//
// Options: `raw` drops the metadata header and attribution and returns exactly the prompt. `compact`
// changes nothing here: an image prompt has no preamble or enforcement boilerplate to strip.
import type { ColorValue } from "@/lib/styles/blocks";
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import { colorWords } from "./colors";
import type { Format } from "./formats";
import { wrapWithMetadata } from "./meta";
import { avoidsOf, colorsOf, descriptorsOf, hasVisual, type Selection, selectBlocks } from "./select";
import { dedupe, stripEnd, uncapitalize } from "./text";

/** The whole output of flux, midjourney and diffusion for a style with no enabled visual blocks. */
export const NO_VISUAL_MESSAGE = "(This style is a writing voice and carries no visual instructions.)";
/** For a visual style whose `sections` filter kept no visual section. */
export const NO_VISUAL_IN_SELECTION_MESSAGE = "(The selected sections carry no visual instructions.)";

/** The one-line message to return instead of a prompt, or null when there is a prompt to build. */
export function noVisualMessage(snapshot: StyleSnapshot, sel: Selection): string | null {
  if (hasVisual(sel)) return null;
  return hasVisual(selectBlocks(snapshot)) ? NO_VISUAL_IN_SELECTION_MESSAGE : NO_VISUAL_MESSAGE;
}

/** Words that make a clause negative. In a positive prompt they backfire ("no gradients" draws
 *  gradients), and flux must carry none at all. */
export const NEGATIVE_WORDS =
  /\b(?:no|not|non|none|nor|neither|never|nothing|without|avoid\w*|exclud\w*|cannot|lacking)\b|\b\w+n['’]t\b/i;

/** Keeps only the clauses of a user phrase that say what to show: "no modelled light: form comes
 *  from halftone density" -> "form comes from halftone density". Empty when nothing positive is left. */
export function positiveOnly(text: string): string {
  // A colon splits only as punctuation ("light: form"), never inside a ratio or time ("16:9").
  const clauses = stripEnd(text).split(/\s*[,;()]\s*|:\s+|\s+[—–-]\s+/);
  if (!clauses.some((c) => NEGATIVE_WORDS.test(c))) return stripEnd(text);
  return clauses.filter((c) => c !== "" && !NEGATIVE_WORDS.test(c)).join(", ");
}

const MOOD_NOUN = /\b(?:mood|feel|feeling|atmosphere|vibes?|tone|energy|ambi[ae]nce)$/i;

/** "playful, DIY" -> "playful, DIY mood"; "a quiet dusk atmosphere" stays as it is. */
export function moodPhrase(moods: readonly string[]): string {
  const text = moods.map(stripEnd).filter(Boolean).join(", ");
  if (text === "") return "";
  return MOOD_NOUN.test(text) ? text : `${text} mood`;
}

/** Whether a role adds anything to the color's name ("cream paper" + "paper" does not). */
export function roleWords(color: ColorValue): string {
  const role = color.role ? stripEnd(color.role) : "";
  const name = colorWords(color).toLowerCase();
  if (role === "" || name.includes(role.toLowerCase())) return "";
  return role;
}

/** "fluorescent pink primary ink", "uncoated cream paper background". */
export function colorTerm(color: ColorValue): string {
  const role = roleWords(color);
  return role ? `${colorWords(color)} ${role}` : colorWords(color);
}

function term(text: string): string {
  return uncapitalize(stripEnd(text));
}

/** Comma-separated positive terms for tag-style prompts, in the order image tools weigh most:
 *  medium and rendering first, then layout and type, then color, mood and subject matter. Negative
 *  clauses are dropped: prohibitions belong in `--no` / `Exclude:`, which only guardrails feed. */
export function positiveTerms(sel: Selection): string[] {
  const d = (id: Parameters<typeof descriptorsOf>[1]) => descriptorsOf(sel, id).map(positiveOnly).filter(Boolean).map(term);
  const mood = moodPhrase(descriptorsOf(sel, "mood").map(positiveOnly).filter(Boolean));
  return dedupe([
    ...d("medium"),
    ...d("lighting"),
    ...d("texture"),
    ...d("composition"),
    ...d("typography"),
    ...colorsOf(sel).map((c) => term(colorTerm(c))),
    ...(mood ? [uncapitalize(mood)] : []),
    ...d("subjects"),
  ]);
}

/** Guardrail terms for `--no` and `Exclude:`. */
export function negativeTerms(sel: Selection): string[] {
  return dedupe(avoidsOf(sel).map((a) => term(a.term)));
}

/** Every image format returns the bare prompt when raw, otherwise header + prompt + attribution. */
export function finishVisual(prompt: string, snapshot: StyleSnapshot, ctx: CompileContext, raw: boolean, format: Format | null): string {
  // `format` null: the text is a message, not a prompt, so it names no model it was written for.
  return raw ? prompt : wrapWithMetadata(prompt, snapshot, ctx, format ?? undefined);
}
