// Runs once as each server instance starts (Next.js instrumentation). The checks live in a Node-only
// module, imported under the runtime guard so the Edge bundle never sees them.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { refuseUnsafeConfiguration } = await import("@/lib/startup-checks");
    refuseUnsafeConfiguration();
  }
}
