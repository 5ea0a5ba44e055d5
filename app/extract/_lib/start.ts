// The extract page's start, on the same service as POST /api/v1/extractions. Files the page staged in
// the blob store are deleted once the start has read them, whether it started (lib/extraction/start.ts
// deletes them once stored) or was refused: the page stages its files again for every try. (The REST
// API keeps a refused start's staged files until they expire, so a client can send the start again
// with the same ids; lib/uploads/staged-sweep.ts removes them after that.)
import { startExtractionFor, type StartedExtraction } from "@/lib/extraction/start";
import { stagedKeysOf } from "@/lib/uploads/staged-sources";
import { deleteStagedUploads } from "@/lib/uploads/staged-upload";
import { pageExtractionInput } from "./input";

export async function startFromPage(req: Request, userId: string): Promise<StartedExtraction> {
  let staged: string[] = [];
  try {
    return await startExtractionFor(userId, async (plan) => {
      const input = await pageExtractionInput(req, plan, userId);
      staged = stagedKeysOf(input.files);
      return input;
    });
  } catch (err) {
    await deleteStagedUploads(staged);
    throw err;
  }
}
