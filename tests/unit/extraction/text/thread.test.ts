// Texts read on the worker thread give exactly what the main thread's analyzer gives, in order, under
// concurrency; on Vercel (one request per instance) they are read in-process.
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { analyzeText } from "@/lib/extraction/analyzers/text";
import { readText, retireIdleWorker, stopTextThread, textThreadState } from "@/lib/extraction/text-thread";

const TEXTS = [
  "Version 2.4 fixes the export that dropped the last colour of a palette. Search now matches British and American spellings, and small typos find what you meant.",
  "omg the new drop is HERE 🔥🔥 grab yours before it's gone!!! #limited #streetwear",
  "The rain came down like it had a grudge. I lit a cigarette and watched the street forget my name.",
  "Permission is hereby granted, free of charge, to any person obtaining a copy of this software, to deal in the Software without restriction.",
  "short",
];

afterEach(() => {
  delete process.env.VERCEL;
});
afterAll(async () => {
  await stopTextThread();
});

describe("readText", () => {
  it("answers on a worker thread exactly what analyzeText answers here, for each option", async () => {
    for (const text of TEXTS) {
      expect(await readText(text)).toEqual(analyzeText(text));
      expect(await readText(text, { sample: true, readingOnly: true })).toEqual(analyzeText(text, { sample: true, readingOnly: true }));
    }
    expect(textThreadState()).toEqual({ running: true, unavailable: false });
  }, 60_000);

  it("keeps each answer with its text when many are read at once", async () => {
    const many = Array.from({ length: 24 }, (_, i) => `${TEXTS[i % TEXTS.length]} Note ${i}: we said it ${i} times.`);
    const answers = await Promise.all(many.map((t) => readText(t, { sample: true })));
    answers.forEach((a, i) => expect(a).toEqual(analyzeText(many[i]!, { sample: true })));
  }, 60_000);

  it("starts a new worker after the last one ended", async () => {
    await stopTextThread();
    expect(textThreadState().running).toBe(false);
    expect(await readText(TEXTS[0]!)).toEqual(analyzeText(TEXTS[0]!));
    expect(textThreadState().running).toBe(true);
  }, 60_000);

  it("a text that arrives as the idle worker is being ended is read on a new worker, and workers go on", async () => {
    expect(await readText(TEXTS[0]!)).toEqual(analyzeText(TEXTS[0]!));
    expect(textThreadState().running).toBe(true);
    // The idle timer's own step, then a request before the old worker has exited (issue 31: the request
    // went to the exiting worker, which never answered, and texts were read on the main thread from
    // then on, until a restart).
    retireIdleWorker();
    expect(await readText(TEXTS[1]!)).toEqual(analyzeText(TEXTS[1]!));
    expect(textThreadState()).toEqual({ running: true, unavailable: false });
    expect(await readText(TEXTS[2]!)).toEqual(analyzeText(TEXTS[2]!));
    expect(textThreadState()).toEqual({ running: true, unavailable: false });
  }, 60_000);

  it("reads in-process on Vercel, starting no worker", async () => {
    await stopTextThread();
    process.env.VERCEL = "1";
    expect(await readText(TEXTS[2]!)).toEqual(analyzeText(TEXTS[2]!));
    expect(textThreadState().running).toBe(false);
  });
});
