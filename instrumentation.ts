// Runs once as each server instance starts (Next.js instrumentation), in this order: a configuration
// it cannot run safely stops it; the database is migrated (and the embedded default's empty gallery
// seeded) while the first page still compiles, rather than when its first visitor asks; the gallery's
// search index is loaded and the heap's growth tightened after it; and the extraction runs a crash left
// `running` are resumed. Each job is its own module, imported under the runtime guard so the Edge
// bundle never sees them.
export async function register(): Promise<void> {
  // Literal on purpose: Next.js replaces `process.env.NEXT_RUNTIME` at build time in each runtime's
  // bundle, which is what drops the Node-only code below from the Edge one (Next.js docs,
  // "Instrumentation: importing runtime-specific code"). Every other variable is read in lib/config.ts.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isBuildPhase } = await import("@/lib/config");
  if (isBuildPhase()) return;
  const { installPeerAddress } = await import("@/lib/net/peer-address");
  await installPeerAddress();

  const { stopOnSecretProblem } = await import("@/lib/auth/secret-at-start");
  stopOnSecretProblem();

  const [{ restoreEmbeddedTemplate }, { seedEmptyEmbeddedGallery }, { database, prepareDatabaseWith }] = await Promise.all([
    import("@/lib/seed/template"),
    import("@/lib/seed/at-start"),
    import("@/lib/db/client"),
  ]);
  restoreEmbeddedTemplate();
  prepareDatabaseWith(seedEmptyEmbeddedGallery);
  // Requests wait on this same promise; a failure is retried by the next one (lib/db/client.ts).
  const ready = database().catch((err: unknown) => console.error("[styleshelf] opening the database at start failed; the first request retries", err));

  const [{ warmGalleryIndexAtStart }, { tightenHeapGrowthAfter }, { resumeInterruptedRunsSoon }] = await Promise.all([
    import("@/lib/gallery/warm-at-start"),
    import("@/lib/heap-growth"),
    import("@/lib/jobs/resume-at-start"),
  ]);
  tightenHeapGrowthAfter(warmGalleryIndexAtStart(ready));
  resumeInterruptedRunsSoon();
}
