// Checking work against a style: a candidate image or text, read by the same local analyzers that
// extraction uses, scored against what the style asks for, with what is off and what to change.
// Deterministic: the same style and candidate always give the same answer. Pure: the caller reads
// the image (lib/gallery/check.ts); nothing here does I/O.
import { analyzeText, MIN_SAMPLE_WORDS, type TextAnalysis } from "@/lib/extraction/analyzers/text";
import { ServiceError } from "@/lib/errors";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { publicCheck, scoreOf, verdictOf } from "./score";
import { hasLook, hasVoice } from "@/lib/styles/content";
import { guardrailsOf, visualExpectations } from "./style-reading";
import { CHECK_MODEL, type ScoredCheck, type StyleCheck } from "./types";
import { checkImage, type ImageCandidate } from "./visual";
import { checkVoice, voiceExpectations } from "./voice";

export { CHECK_MODEL, VERDICTS, type Check, type PaletteMatch, type StyleCheck, type Verdict } from "./types";
export { VERDICT_AT } from "./score";
export type { ImageCandidate } from "./visual";

/** Longest text a check reads (contract). */
export const CHECK_TEXT_MAX_CHARS = 6000;

function answer(kind: StyleCheck["kind"], checks: ScoredCheck[], palette?: StyleCheck["palette"]): StyleCheck {
  const score = scoreOf(checks);
  return { score, verdict: verdictOf(score), kind, checks: checks.map(publicCheck), ...(palette ? { palette } : {}), model: CHECK_MODEL };
}

/** Refuses an image before it is read when the style has nothing visual to hold it against. */
export function assertVisual(snapshot: StyleSnapshot): void {
  if (!hasLook(snapshot)) {
    throw new ServiceError("invalid_request", `"${snapshot.name}" is a writing voice with no visual sections, so there is nothing to check an image against. Send a text instead.`);
  }
}

export function checkImageAgainst(snapshot: StyleSnapshot, candidate: ImageCandidate): StyleCheck {
  assertVisual(snapshot);
  const image = checkImage(visualExpectations(snapshot), guardrailsOf(snapshot), candidate);
  if (image.checks.length === 0) {
    throw new ServiceError("invalid_request", `"${snapshot.name}" names nothing an image can be measured against: no palette, and no medium, light, color or composition in words the check reads.`);
  }
  return answer("visual", image.checks, image.palette);
}

/** How a check reads its candidate text: as writing (never a style description), the reading only. */
export const CHECK_READING = { sample: true, readingOnly: true } as const;

/** Refuses a text before it is read when the style has no voice, or the text is over the limit. */
export function assertVoice(snapshot: StyleSnapshot, text: string): void {
  if (!hasVoice(snapshot)) {
    throw new ServiceError("invalid_request", `"${snapshot.name}" has no writing voice, so there is nothing to check a text against. Send an image instead.`);
  }
  if (text.length > CHECK_TEXT_MAX_CHARS) {
    throw new ServiceError("invalid_request", `The text is ${text.length.toLocaleString("en")} characters; a check reads at most ${CHECK_TEXT_MAX_CHARS.toLocaleString("en")}. Send a passage of it.`);
  }
}

/** `analysis`: the text already read with CHECK_READING (a server reads it off its event loop,
 *  lib/extraction/text-thread.ts); read here when not given. */
export function checkTextAgainst(snapshot: StyleSnapshot, text: string, analysis?: TextAnalysis): StyleCheck {
  assertVoice(snapshot, text);
  const { reading } = analysis ?? analyzeText(text, CHECK_READING);
  if (!reading) throw new ServiceError("invalid_request", `The text cannot be checked: it is too short to read a voice from. Send ${MIN_SAMPLE_WORDS} words or more.`);
  const checks = checkVoice(voiceExpectations(snapshot), guardrailsOf(snapshot), reading, text);
  if (checks.length === 0) {
    throw new ServiceError("invalid_request", `"${snapshot.name}" has a voice that names nothing a text can be measured against: no formality, person, sentence length, emoji or hashtag level, no sample and no guardrail a reading can judge.`);
  }
  return answer("voice", checks);
}
