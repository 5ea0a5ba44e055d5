// Staged copies nobody took: a start or an upload that never came, a page closed half-way, a refused
// API start whose file was kept for a retry. An upload id is issued before its bytes arrive and lives
// STAGED_UPLOAD_TTL_S, so a staged blob written longer ago than that belongs to an expired id and can
// never be taken: the sweep deletes those, through the blob store like every other delete.
//
// Who runs it: under Inngest, a scheduled function (inngest/functions.ts), so a deployment whose
// instances come and go still sweeps; with the in-process runner, the process itself, at most once
// per SWEEP_EVERY_MS, kicked off whenever an upload id is issued (the only way staged blobs appear).
import { blobStore, type BlobStore } from "@/lib/blob";
import { usesInngest } from "@/lib/jobs";
import { processWide } from "@/lib/process-wide";
import { STAGED_PREFIX, STAGED_UPLOAD_TTL_S } from "./staged-lifetime";

export const SWEEP_EVERY_MS = 15 * 60_000;

/** Deletes every staged blob older than an upload id lives; answers how many went. A blob that
 *  cannot be deleted is logged and left for the next sweep. */
export async function sweepExpiredStagedUploads(now = new Date(), store: BlobStore = blobStore()): Promise<number> {
  const cutoff = now.getTime() - STAGED_UPLOAD_TTL_S * 1000;
  const expired = (await store.list(STAGED_PREFIX)).filter((b) => b.uploadedAt.getTime() <= cutoff);
  let deleted = 0;
  for (const blob of expired) {
    try {
      await store.delete(blob.key);
      deleted++;
    } catch (err) {
      console.error("[styleshelf] sweeping an expired staged upload failed", blob.key, err);
    }
  }
  return deleted;
}

const state = processWide("staged-sweep", (): { lastAt: number } => ({ lastAt: 0 }));

/** Starts a sweep in the background when this process runs its own jobs and has not swept for
 *  SWEEP_EVERY_MS, and answers it (null when none started). Never throws, and its callers do not
 *  wait for it: the request that kicked it off is not held up. */
export function sweepStagedUploadsWhenDue(now = Date.now()): Promise<number> | null {
  if (usesInngest() || now - state.lastAt < SWEEP_EVERY_MS) return null;
  state.lastAt = now;
  return sweepExpiredStagedUploads(new Date(now)).catch((err: unknown) => {
    console.error("[styleshelf] sweeping staged uploads failed", err);
    return 0;
  });
}
