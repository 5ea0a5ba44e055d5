// What a server does as it starts (instrumentation.ts, issue 22 seam 10): one module per job, started
// in this order, and nothing at all on the Edge runtime or while `next build` runs.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const started = vi.hoisted(() => ({ calls: [] as string[], secretProblem: false, databaseFails: false, warm: null as Promise<void> | null }));
const log = (name: string) => () => void started.calls.push(name);
const seed = vi.hoisted(() => async () => {});

vi.mock("@/lib/net/peer-address", () => ({ installPeerAddress: vi.fn(async () => log("peer-address")()) }));
vi.mock("@/lib/auth/secret-at-start", () => ({
  stopOnSecretProblem: vi.fn(() => {
    log("secret check")();
    // process.exit never returns: nothing after it may run.
    if (started.secretProblem) throw new Error("exited");
  }),
}));
vi.mock("@/lib/seed/template", () => ({ restoreEmbeddedTemplate: vi.fn(() => log("template restore")()) }));
vi.mock("@/lib/seed/at-start", () => ({ seedEmptyEmbeddedGallery: seed }));
vi.mock("@/lib/db/client", () => ({
  prepareDatabaseWith: vi.fn(() => log("database preparation")()),
  database: vi.fn(() => {
    log("database open")();
    return started.databaseFails ? Promise.reject(new Error("down")) : Promise.resolve({});
  }),
}));
vi.mock("@/lib/gallery/warm-at-start", () => ({ warmGalleryIndexAtStart: vi.fn(() => (log("index warm-up")(), started.warm)) }));
vi.mock("@/lib/heap-growth", () => ({ tightenHeapGrowthAfter: vi.fn(() => log("heap tuning")()) }));
vi.mock("@/lib/jobs/resume-at-start", () => ({ resumeInterruptedRunsSoon: vi.fn(() => log("resume runs")()) }));

const { register } = await import("@/instrumentation");
const { prepareDatabaseWith } = await import("@/lib/db/client");
const { warmGalleryIndexAtStart } = await import("@/lib/gallery/warm-at-start");
const { tightenHeapGrowthAfter } = await import("@/lib/heap-growth");

const saved = { NEXT_RUNTIME: process.env.NEXT_RUNTIME, NEXT_PHASE: process.env.NEXT_PHASE };

beforeEach(() => {
  Object.assign(started, { calls: [], secretProblem: false, databaseFails: false, warm: null });
  vi.clearAllMocks();
  process.env.NEXT_RUNTIME = "nodejs";
  delete process.env.NEXT_PHASE;
});

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("register (instrumentation.ts)", () => {
  it("starts each job in order: secret, database, index warm-up, heap tuning after it, resuming runs", async () => {
    const warm = Promise.resolve();
    started.warm = warm;
    await register();
    expect(started.calls).toEqual([
      "peer-address",
      "secret check",
      "template restore",
      "database preparation",
      "database open",
      "index warm-up",
      "heap tuning",
      "resume runs",
    ]);
    // The embedded default's seed is the database's preparation; the heap waits for the index's load.
    expect(prepareDatabaseWith).toHaveBeenCalledWith(seed);
    expect(tightenHeapGrowthAfter).toHaveBeenCalledWith(warm);
  });

  it("hands the warm-up a database promise that settles even when the database cannot open", async () => {
    started.databaseFails = true;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    await register();
    const ready = vi.mocked(warmGalleryIndexAtStart).mock.calls[0]![0];
    await expect(ready).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("opening the database at start failed"), expect.any(Error));
    // A warm-up that started nothing (as on Vercel) hands the heap tuning null: tuned at once.
    expect(tightenHeapGrowthAfter).toHaveBeenCalledWith(null);
    error.mockRestore();
  });

  it("stops at a secret problem before anything else starts", async () => {
    started.secretProblem = true;
    await expect(register()).rejects.toThrow("exited");
    expect(started.calls).toEqual(["peer-address", "secret check"]);
  });

  it("starts nothing on the Edge runtime or while `next build` runs", async () => {
    process.env.NEXT_RUNTIME = "edge";
    await register();
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.NEXT_PHASE = "phase-production-build";
    await register();
    expect(started.calls).toEqual([]);
  });
});
