// The jobs instrumentation.ts starts (issue 22 seam 10), each in its own module: the secret check stops
// the process, the gallery index loads once the database is open (not on Vercel), the heap's growth is
// tightened after that load and a collection run so it takes hold, and interrupted runs resume a second
// after start, on a timer that keeps no process alive.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const v8 = vi.hoisted(() => ({ setFlagsFromString: vi.fn() }));
vi.mock("node:v8", () => ({ ...v8, default: v8 }));
const vm = vi.hoisted(() => ({ runInNewContext: vi.fn(() => () => {}) }));
vi.mock("node:vm", () => ({ ...vm, default: vm }));
const index = vi.hoisted(() => ({ warmGalleryIndex: vi.fn(async () => {}) }));
vi.mock("@/lib/gallery/search-index", () => index);
const jobs = vi.hoisted(() => ({ resumeInterruptedRuns: vi.fn(async () => {}) }));
vi.mock("@/lib/jobs", () => jobs);

const { stopOnSecretProblem } = await import("@/lib/auth/secret-at-start");
const { warmGalleryIndexAtStart } = await import("@/lib/gallery/warm-at-start");
const { HEAP_GROWING_PERCENT, tightenHeapGrowthAfter } = await import("@/lib/heap-growth");
const { RESUME_AFTER_START_MS, resumeInterruptedRunsSoon } = await import("@/lib/jobs/resume-at-start");

const saved = { ...process.env };

beforeEach(() => vi.clearAllMocks());

afterEach(() => {
  process.env = { ...saved };
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("stopOnSecretProblem", () => {
  it("exits with the reason when the secret cannot run here, and lets a good one start", () => {
    const exit = vi.spyOn(process, "exit").mockImplementation(() => undefined as never);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.AUTH_SECRET = "short";
    stopOnSecretProblem();
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^\[styleshelf\] cannot start: AUTH_SECRET is too short/));

    exit.mockClear();
    process.env.AUTH_SECRET = "x".repeat(32);
    stopOnSecretProblem();
    expect(exit).not.toHaveBeenCalled();
  });
});

describe("warmGalleryIndexAtStart", () => {
  it("loads the index once the database is open", async () => {
    delete process.env.VERCEL;
    let open!: () => void;
    const ready = new Promise<void>((resolve) => (open = resolve));
    const load = warmGalleryIndexAtStart(ready);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(index.warmGalleryIndex).not.toHaveBeenCalled();
    open();
    await load;
    expect(index.warmGalleryIndex).toHaveBeenCalledOnce();
  });

  it("starts nothing on Vercel, where the first search loads it", () => {
    process.env.VERCEL = "1";
    expect(warmGalleryIndexAtStart(Promise.resolve())).toBeNull();
    expect(index.warmGalleryIndex).not.toHaveBeenCalled();
  });
});

describe("tightenHeapGrowthAfter", () => {
  const percentFlag = `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;

  it("tightens after the start-up's load, then collects once so it takes hold", async () => {
    delete process.env.NODE_OPTIONS;
    let loaded!: () => void;
    tightenHeapGrowthAfter(new Promise<void>((resolve) => (loaded = resolve)));
    expect(v8.setFlagsFromString).not.toHaveBeenCalled();
    loaded();
    await vi.waitFor(() => expect(v8.setFlagsFromString.mock.calls).toEqual([[percentFlag], ["--expose-gc"]]));
    expect(vm.runInNewContext).toHaveBeenCalledWith("gc");
  });

  it("tightens at once, without a collection, when nothing loads at start (Vercel)", () => {
    delete process.env.NODE_OPTIONS;
    tightenHeapGrowthAfter(null);
    expect(v8.setFlagsFromString.mock.calls).toEqual([[percentFlag]]);
  });

  it("leaves a --heap-growing-percent given to node alone, and then collects nothing", async () => {
    process.env.NODE_OPTIONS = "--heap-growing-percent=40";
    const load = Promise.resolve();
    tightenHeapGrowthAfter(load);
    await load;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(v8.setFlagsFromString).not.toHaveBeenCalled();
  });
});

describe("resumeInterruptedRunsSoon", () => {
  it("resumes interrupted runs a second after start, on a timer that keeps no process alive", async () => {
    vi.useFakeTimers();
    const timer = vi.spyOn(globalThis, "setTimeout");
    resumeInterruptedRunsSoon();
    expect(RESUME_AFTER_START_MS).toBe(1000);
    expect((timer.mock.results[0]!.value as NodeJS.Timeout).hasRef()).toBe(false);
    await vi.advanceTimersByTimeAsync(RESUME_AFTER_START_MS - 1);
    expect(jobs.resumeInterruptedRuns).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(jobs.resumeInterruptedRuns).toHaveBeenCalledOnce());
  });
});
