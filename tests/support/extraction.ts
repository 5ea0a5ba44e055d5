// Helpers for extraction tests: real accounts (created by the app's own createUser, so they get the
// Free plan's starting credits), real images made with sharp, and requests in both transports.
import sharp from "sharp";
import { db } from "@/lib/db/client";
import { drainExtractionRuns } from "@/lib/jobs";
import { createUser as createAccount } from "@/lib/users/create";
import type { Scope } from "@/lib/auth/scopes";
import type { TestApp } from "./app";
import { api, type ApiResult } from "./api";
import { mintToken, type TestToken } from "./tokens";

let n = 0;

export async function account(opts: { plan?: "free" | "pro"; scopes?: Scope[] } = {}): Promise<TestToken> {
  const user = await createAccount({ email: `maker-${process.pid}-${Date.now()}-${n++}@example.test` });
  if (opts.plan === "pro") await (await db()).user.update({ where: { id: user.id }, data: { plan: "pro" } });
  return mintToken(user, opts.scopes ?? ["extract", "styles:read", "styles:write"]);
}

export async function balance(userId: string): Promise<number> {
  const sum = await (await db()).creditLedger.aggregate({ where: { userId }, _sum: { amount: true } });
  return sum._sum.amount ?? 0;
}

export async function ledgerKinds(userId: string): Promise<string[]> {
  const rows = await (await db()).creditLedger.findMany({ where: { userId }, orderBy: { createdAt: "asc" }, select: { kind: true } });
  return rows.map((r) => r.kind);
}

/** A picture with a few flat fields (so a palette is obvious) in the given format. */
export async function picture(format: "png" | "jpeg" | "webp" | "gif", opts: { width?: number; height?: number } = {}): Promise<Buffer> {
  const width = opts.width ?? 320;
  const height = opts.height ?? 240;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f1e9d8"/><rect x="10%" y="15%" width="45%" height="55%" fill="#1d4e89"/><circle cx="75%" cy="60%" r="${Math.round(height / 5)}" fill="#e4572e"/></svg>`;
  const img = sharp(Buffer.from(svg));
  if (format === "jpeg") return img.jpeg({ quality: 90 }).toBuffer();
  if (format === "webp") return img.webp().toBuffer();
  if (format === "gif") return img.gif().toBuffer();
  return img.png().toBuffer();
}

export function startJson(app: TestApp, t: TestToken, body: unknown, ip?: string): Promise<ApiResult> {
  return api(app, "POST", "/extractions", { headers: { ...t.headers, "Content-Type": "application/json" }, body: JSON.stringify(body), ip });
}

export interface Part {
  field: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

export function startMultipart(app: TestApp, t: TestToken, parts: Part[]): Promise<ApiResult> {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.data === "string" && !p.filename) form.append(p.field, p.data);
    else form.append(p.field, new Blob([typeof p.data === "string" ? p.data : new Uint8Array(p.data)], { type: p.type ?? "application/octet-stream" }), p.filename ?? "upload.bin");
  }
  return api(app, "POST", "/extractions", { headers: t.headers, body: form });
}

/** Waits for the in-process runner, then polls once. */
export async function pollDone(app: TestApp, t: TestToken, extractionId: string, query: Record<string, string> = {}): Promise<ApiResult> {
  await drainExtractionRuns();
  return api(app, "GET", `/extractions/${encodeURIComponent(extractionId)}`, { headers: t.headers, query });
}

export const PROSE = `I started this company because I was tired of tools that made simple things feel hard. So we built the opposite. Every screen does one job, and it does it well.

We ship small changes every week, and we tell you about every one of them. If something breaks, you'll hear it from us first, not from your customers. That's the deal.

Thanks for being here early. Reply to this letter and tell me what we should fix next; I read every answer myself.`;
