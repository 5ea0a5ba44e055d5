// Runs once as each server instance starts (Next.js instrumentation). The work lives in a Node-only
// module, imported under the runtime guard so the Edge bundle never sees it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { installPeerAddress } = await import("@/lib/net/peer-address");
  await installPeerAddress();
  const { atServerStart } = await import("@/lib/startup-checks");
  atServerStart();
}
