// The texts of an extraction, each read for what it is before anything measures it: the maker's
// briefs (descriptions of a look or a voice), the writing samples, and for a sample with a note both.
// Shared by the local analyzers (pipeline.ts) and the model's grounding (grounded-model.ts). Pure.
import { analyzeBrief, analyzeVoiceDescription, readAs, type TextReading } from "./analyzers/description";
import type { MakerBrief } from "./maker-words";

/** Each text read for what it is (lib/extraction/analyzers/description/read-as.ts): the maker's briefs,
 *  the writing samples (a mix gives both: its note is a brief about its sample), and how each was read. */
export function readTexts(texts: readonly string[]): { briefs: MakerBrief[]; samples: string[]; readings: TextReading[] } {
  const briefs: MakerBrief[] = [];
  const samples: string[] = [];
  const readings: TextReading[] = [];
  for (const text of texts) {
    const reading = readAs(text);
    readings.push(reading);
    if (reading.as === "sample") samples.push(text);
    else if (reading.as === "mix") {
      samples.push(reading.sample ?? text);
      const note = analyzeVoiceDescription(reading.note ?? "");
      if (note) briefs.push({ text: reading.note ?? "", analysis: note });
    } else {
      const analysis = analyzeBrief(text, reading.as);
      if (analysis) briefs.push({ text, analysis });
    }
  }
  return { briefs, samples, readings };
}

