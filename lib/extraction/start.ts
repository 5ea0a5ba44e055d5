// Starting an extraction: the charge and the Extraction row are written in one transaction behind a
// per-account lock (so 100 racing starts with credits for 3 charge exactly 3), then the sources are
// stored and the run is handed to the job runner. If storing fails, the run fails and is refunded
// through the same path as any failed run.
import { randomUUID } from "node:crypto";
import { apiBaseUrl, pricingUrl } from "@/lib/config";
import { balanceOf, chargeExtraction, lockAccount } from "@/lib/credits/ledger";
import { db } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { blobStore } from "@/lib/blob";
import { enqueueExtraction } from "@/lib/jobs";
import { UNLIMITED, type PlanLimits } from "@/lib/plans";
import { extractionAccount, type ExtractionAccount } from "./account";
import type { ExtractionStarted } from "@/lib/api/extraction";
import { failExtraction } from "./finish";
import { extractionHandle } from "./handle";
import { acceptSources, type AcceptedSource, type AcceptedSources, type ExtractionInput } from "./intake";
import { sourceKinds, textPreview, type StoredSource } from "./sources";
import { deleteStagedUploads } from "@/lib/uploads/staged-upload";

export interface StartedExtraction {
  body: ExtractionStarted;
  /** A number, or -1 for unlimited. */
  creditsRemaining: number;
}

/** Racing starts of one account queue on its row lock; give them time to take turns. */
const START_TX = { maxWait: 30_000, timeout: 30_000 };

const EXT: Record<string, string> = { pdf: "pdf", text: "txt" };

function keyFor(extractionId: string, source: AcceptedSource, index: number): string | null {
  if (source.kind === "image") return `extractions/${extractionId}/source-${index}.webp`;
  if (source.kind === "document") return `extractions/${extractionId}/source-${index}.${EXT[source.documentKind] ?? "bin"}`;
  return null;
}

function insufficientCredits(cost: number, balance: number): ServiceError {
  return new ServiceError(
    "insufficient_credits",
    `An extraction costs ${cost} credits and you have ${balance}. Upgrade to Pro for unlimited extractions.`,
    { pricingUrl: pricingUrl() },
  );
}

/** The absolute polling URL of a run (carries the draft's `name` when one was given). */
export function extractionStatusUrl(handle: string, name: string | null = null): string {
  const url = new URL(`${apiBaseUrl()}/extractions/${encodeURIComponent(handle)}`);
  if (name) url.searchParams.set("name", name);
  return url.toString();
}

export function creditsHeader(remaining: number): string {
  return remaining === UNLIMITED ? "unlimited" : String(remaining);
}

export async function startExtraction(account: ExtractionAccount, accepted: AcceptedSources): Promise<StartedExtraction> {
  const prisma = await db();
  const id = randomUUID();
  const cost = account.unlimited ? 0 : account.plan.extractionCost;
  const pending: StoredSource[] = accepted.items.map((s, i) => {
    const key = keyFor(id, s, i) ?? "";
    if (s.kind === "image") return { kind: "image", key, url: "", mediaType: s.mediaType, width: s.width, height: s.height, filename: s.filename, from: s.from };
    if (s.kind === "document") return { kind: "document", key, documentKind: s.documentKind, filename: s.filename, from: s.from };
    return s;
  });

  const remaining = await prisma.$transaction(async (tx) => {
    await lockAccount(tx, account.id);
    const balance = account.unlimited ? UNLIMITED : await balanceOf(tx, account.id);
    if (!account.unlimited && balance < cost) throw insufficientCredits(cost, balance);
    await tx.extraction.create({
      data: { id, userId: account.id, status: "running", sources: { items: pending } as object, inputTextPreview: textPreview(pending), cost },
    });
    await chargeExtraction(tx, { userId: account.id, extractionId: id, cost });
    return account.unlimited ? UNLIMITED : balance - cost;
  }, START_TX);

  let stored: StoredSource[];
  try {
    const store = blobStore();
    stored = await Promise.all(
      pending.map(async (s, i) => {
        const source = accepted.items[i]!;
        if (s.kind === "image" && source.kind === "image") return { ...s, url: (await store.put(s.key, source.stored, "image/webp")).url };
        if (s.kind === "document" && source.kind === "document") {
          await store.put(s.key, source.bytes, source.documentKind === "pdf" ? "application/pdf" : "text/plain; charset=utf-8");
        }
        return s;
      }),
    );
    await prisma.extraction.update({ where: { id }, data: { sources: { items: stored } as object } });
  } catch (err) {
    console.error("[styleshelf] storing extraction sources failed", id, err);
    await failExtraction(id, null);
    throw new ServiceError("internal_error", "We could not store your sources, so the extraction did not start. Your credits were refunded; please try again.");
  }
  await Promise.all([enqueueExtraction(id), deleteStagedUploads(stagedKeysIn(accepted))]);

  const handle = extractionHandle(id, account.id);
  const images = stored.flatMap((s) => (s.kind === "image" && s.from === "upload" ? [{ width: s.width, height: s.height, mediaType: s.mediaType, filename: s.filename }] : []));
  return {
    creditsRemaining: remaining,
    body: {
      extractionId: handle,
      statusUrl: extractionStatusUrl(handle, accepted.name),
      status: "running",
      creditsRemaining: remaining,
      sources: sourceKinds(stored),
      ...(images.length > 0 ? { images } : {}),
      message: "Extraction started. Poll statusUrl every 2 seconds; most runs finish within a minute.",
    },
  };
}

/** A staged upload's bytes now live under the extraction's own key, so the staged copy goes and its id
 *  is spent (lib/uploads/staged-upload.ts deleteStagedUploads). Until then it is kept: a refused or
 *  failed start can be sent again with the same upload id. */
function stagedKeysIn(accepted: AcceptedSources): string[] {
  return accepted.items.flatMap((s) => ((s.kind === "image" || s.kind === "document") && s.stagedKey ? [s.stagedKey] : []));
}

/** Everything a start does, for every surface (REST, the website, MCP): the account and its plan,
 *  the request read under the plan's limits (`readInput`: multipart and JSON bodies differ by
 *  surface), every source validated, then the charge and the run. */
export async function startExtractionFor(
  userId: string,
  readInput: (plan: PlanLimits) => Promise<ExtractionInput>,
): Promise<StartedExtraction> {
  const account = await extractionAccount(userId);
  const accepted = await acceptSources(await readInput(account.plan), account.plan);
  return startExtraction(account, accepted);
}
