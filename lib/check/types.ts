// What a style check answers (contract: StyleCheck, POST /styles/{ref}/check). Pure types.
import type { SectionId } from "@/lib/styles/sections";

export const CHECK_MODEL = "styleshelf-local-1";
export const VERDICTS = ["on-style", "close", "off-style"] as const;
export type Verdict = (typeof VERDICTS)[number];

export interface Check {
  section: SectionId;
  /** What is compared, in a few words: "palette coverage", "formality", "guardrail". */
  aspect: string;
  expected: string;
  found: string;
  pass: boolean;
  /** How much this check counts towards the score. */
  weight: number;
  /** What to change to pass, or null when it passes. */
  hint: string | null;
}

/** A check as the scorers build it: `credit` (0..1) is how much of its weight it earns; a pass may
 *  earn less than all of it (an adjacent level), a failure a little (a near miss). */
export interface ScoredCheck extends Check {
  credit: number;
}

export interface PaletteMatch {
  /** Share of the candidate's area within CIEDE2000 10 of one of the style's colors. */
  coverage: number;
  /** The candidate's main colors that are the style's: each with the style color nearest to it. */
  matched: { hex: string; nearest: string; deltaE: number; share: number }[];
  /** The candidate's main colors that are none of the style's. */
  stray: { hex: string; share: number }[];
}

export interface StyleCheck {
  score: number;
  verdict: Verdict;
  kind: "visual" | "voice";
  checks: Check[];
  palette?: PaletteMatch;
  model: typeof CHECK_MODEL;
}
