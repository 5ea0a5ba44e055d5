// Timing two sides of an in-process comparison (the analyzers' budgets) so that each pays only for
// itself: a full collection before every timed call (node --expose-gc, as `npm run bench` runs them),
// so one side's garbage is never collected inside the other side's measurement, and warm-up rounds
// first, so V8 has optimised the JavaScript side before it is measured (the native side needs none).
// A server analyses image after image: the steady state is what the budgets are about.

const collect = (globalThis as { gc?: () => void }).gc;

export const WARM_UP = 5;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  collect?.();
  const start = performance.now();
  await run();
  return performance.now() - start;
}

/** Medians of `a` and `b`, interleaved (a burst of load on a shared machine hits both alike). */
export async function compare(a: () => Promise<unknown>, b: () => Promise<unknown>, runs: number): Promise<[number, number]> {
  if (!collect) console.warn("bench: run with node --expose-gc for figures free of the other side's collections");
  for (let i = 0; i < WARM_UP; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < runs; i++) {
    as.push(await timed(a));
    bs.push(await timed(b));
  }
  return [median(as), median(bs)];
}

