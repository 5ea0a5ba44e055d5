// The production runner: the Inngest function runs the same stages as the in-process runner (checked
// with @inngest/test's engine, no Inngest server), and its failure handler refunds exactly once.
import { randomUUID } from "node:crypto";
import { InngestTestEngine } from "@inngest/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { EXTRACTION_STARTED } from "@/lib/jobs";
import { extractStyle, onExtractionFailure } from "@/inngest/functions";
import { startTestApp, type TestApp } from "../support/app";
import { account, balance, ledgerKinds, PROSE } from "../support/extraction";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A charged, recorded, running extraction, as POST /extractions leaves it for the runner. */
async function started(userId: string, source: { kind: "text"; text: string } | { kind: "reference"; name: string }): Promise<string> {
  const id = randomUUID();
  const prisma = await db();
  await prisma.$transaction([
    prisma.extraction.create({ data: { id, userId, status: "running", cost: 30, sources: { items: [source] } } }),
    prisma.creditLedger.create({ data: { userId, extractionId: id, kind: "charge", amount: -30 } }),
  ]);
  return id;
}

const event = (extractionId: string) => ({ name: EXTRACTION_STARTED, data: { extractionId } });

describe("the Inngest extraction function", () => {
  it("runs the analyze and complete steps and completes the extraction", async () => {
    const t = await account();
    const id = await started(t.userId, { kind: "text", text: PROSE });
    const engine = new InngestTestEngine({ function: extractStyle, events: [event(id)] });
    const { result, error, state } = await engine.execute();
    expect(error).toBeUndefined();
    expect(result).toMatchObject({ extractionId: id });
    expect(Object.keys(state).length).toBeGreaterThanOrEqual(2);
    const row = await (await db()).extraction.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("complete");
    expect(row.model).toBe("styleshelf-local-1");
    expect(await balance(t.userId)).toBe(90);
  });

  it("stops retrying a run the person must fix, and its failure handler refunds exactly once", async () => {
    const t = await account();
    const id = await started(t.userId, { kind: "reference", name: "Hokusia" });
    const engine = new InngestTestEngine({ function: extractStyle, events: [event(id)] });
    const { error } = await engine.execute();
    expect(error).toMatchObject({ name: "NonRetriableError" });
    expect((error as { message: string }).message).toMatch(/Hokusai/);
    // What Inngest sends the failure handler once the run is over; it may arrive more than once.
    const failure = { event: { data: { event: event(id) } }, error: error as { name: string; message: string } };
    await onExtractionFailure(failure);
    await onExtractionFailure(failure);
    const row = await (await db()).extraction.findUniqueOrThrow({ where: { id } });
    expect(row.status).toBe("failed");
    expect(row.errorMessage).toMatch(/Hokusai/);
    expect(await ledgerKinds(t.userId)).toEqual(["grant", "charge", "refund"]);
    expect(await balance(t.userId)).toBe(120);
  });

  it("reports an unexpected failure with the generic message", async () => {
    const t = await account();
    const id = await started(t.userId, { kind: "text", text: PROSE });
    await onExtractionFailure({ event: { data: { event: event(id) } }, error: { name: "Error", message: "socket hang up at 10.0.0.3" } });
    const row = await (await db()).extraction.findUniqueOrThrow({ where: { id } });
    expect(row.errorMessage).not.toMatch(/socket|10\.0/);
    expect(row.errorMessage).toMatch(/refunded/);
  });
});
