// What every analyzer returns: blocks in the style vocabulary (lib/styles/blocks.ts) plus a title and
// description it would suggest. The pipeline merges the analyses of all sources of one extraction
// (lib/extraction/assemble.ts). Pure types and helpers: no I/O.
import type { Block } from "@/lib/styles/blocks";

/** The model id recorded on extractions analysed by the local, deterministic analyzers. */
export const LOCAL_MODEL_ID = "styleshelf-local-1";

export interface Analysis {
  /** A short title this source suggests (e.g. "Dusky Teal Gouache"), or null when it has no opinion. */
  title: string | null;
  /** One sentence describing the style, or null. */
  description: string | null;
  /** Blocks without ids; every one passes `blockSchema` (section/type/value agree). */
  blocks: Block[];
  /** A sentence the person should read beside the result (several images that disagree), not part
   *  of the style itself: the poll's `message` on completion. */
  notice?: string | null;
}

/** A failure the person can act on (an unknown reference, an unreadable document). Its message is shown
 *  to them as is; any other error in a run is reported with a generic message. */
export class AnalysisError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "AnalysisError";
  }
}
