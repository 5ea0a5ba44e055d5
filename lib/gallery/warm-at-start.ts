// A long-lived server loads the gallery's search index while it boots (instrumentation.ts), so its
// first visitor's search does not wait for 100k styles to load (2-3 s). Not on Vercel, where an instance
// starts for whichever request comes, most of which never search: there the first search loads it.
import { onVercel } from "@/lib/config";

/** Starts loading the index once the database is open; the load, or null where none is started. Never
 *  rejects for a failed load (warmGalleryIndex logs it, and the first search tries again). */
export function warmGalleryIndexAtStart(databaseReady: Promise<unknown>): Promise<void> | null {
  if (onVercel()) return null;
  // The index's modules load while the database opens, not after it.
  return Promise.all([import("./search-index"), databaseReady]).then(([{ warmGalleryIndex }]) => warmGalleryIndex());
}
