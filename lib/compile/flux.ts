// format=flux: natural sentences. FLUX reads prompts as prose and has no negative prompt, and naming a
// thing ("no gradients") tends to summon it, so this format carries no negative words at all: each
// guardrail shows up only as its `prefer` alternative, and one without an alternative is left out.
import type { ColorValue } from "@/lib/styles/blocks";
import type { SectionId } from "@/lib/styles/sections";
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import { colorWords } from "./colors";
import { avoidsOf, colorsOf, descriptorsOf, type Selection } from "./select";
import { andJoin, dedupe, indefiniteArticle, sentence, uncapitalize } from "./text";
import {
  finishVisual,
  moodPhrase,
  NO_VISUAL_IN_SELECTION_MESSAGE,
  noVisualMessage,
  positiveOnly,
  roleWords,
} from "./visual";

function positives(items: readonly string[]): string[] {
  return dedupe(items.map(positiveOnly).filter(Boolean));
}

const BACKGROUND_ROLE = /\b(?:background|backdrop|ground|canvas|paper|base)\b/i;

function paletteSentence(colors: readonly ColorValue[]): string {
  const named = colors
    .map((c) => ({ name: positiveOnly(colorWords(c)), role: positiveOnly(roleWords(c)) }))
    .filter((x) => x.name !== "");
  const bgIndex = named.findIndex((x) => x.role !== "" && BACKGROUND_ROLE.test(x.role));
  const background = bgIndex >= 0 ? named[bgIndex] : undefined;
  const parts = named
    .filter((_, i) => i !== bgIndex)
    .map(({ name, role }) => {
      if (role === "") return name;
      return /^(?:the|a|an|its|all)\b/i.test(role) ? `${name} for ${role}` : `${name} for the ${role}`;
    });
  const ground = background
    ? `${indefiniteArticle(background.name)} ${background.name}${/\bbackground$/i.test(background.name) ? "" : " background"}`
    : "";
  if (parts.length === 0) return ground ? sentence(ground) : "";
  return `The palette is ${andJoin(parts)}${ground ? `, on ${ground}` : ""}.`;
}

function descriptorSentence(sel: Selection, id: SectionId): string {
  const items = positives(descriptorsOf(sel, id));
  return items.length > 0 ? sentence(items.join("; ")) : "";
}

/** "objects, hands, houseplants" reads as a list in prose only with a final "and". */
function proseList(text: string): string {
  const parts = text.split(/\s*,\s*/);
  if (parts.length < 3 || /\b(?:and|or)\b/i.test(text)) return text;
  return andJoin(parts);
}

function subjectsAndMood(sel: Selection): string {
  const subjects = positives(descriptorsOf(sel, "subjects")).map(proseList).join("; ");
  const mood = moodPhrase(positives(descriptorsOf(sel, "mood")).map(uncapitalize));
  if (subjects && mood) return sentence(`${subjects}, in ${indefiniteArticle(mood)} ${mood}`);
  if (subjects) return sentence(subjects);
  return mood ? sentence(`${indefiniteArticle(mood)} ${mood}`) : "";
}

export function compileFlux(snapshot: StyleSnapshot, ctx: CompileContext, sel: Selection, raw: boolean): string {
  const message = noVisualMessage(snapshot, sel);
  if (message) return finishVisual(message, snapshot, ctx, raw, null);
  const prefers = positives(avoidsOf(sel).flatMap((a) => (a.prefer ? [a.prefer] : []))).map(uncapitalize);
  const sentences = [
    descriptorSentence(sel, "medium"),
    prefers.length > 0 ? `Made with ${andJoin(prefers)}.` : "",
    paletteSentence(colorsOf(sel)),
    descriptorSentence(sel, "lighting"),
    descriptorSentence(sel, "texture"),
    descriptorSentence(sel, "composition"),
    descriptorSentence(sel, "typography"),
    subjectsAndMood(sel),
  ].filter((s) => s !== "");
  // Every visual item can be a pure prohibition ("no lens flare"); then there is nothing to describe.
  const prompt = sentences.length > 0 ? sentences.join(" ") : NO_VISUAL_IN_SELECTION_MESSAGE;
  return finishVisual(prompt, snapshot, ctx, raw, "flux");
}
