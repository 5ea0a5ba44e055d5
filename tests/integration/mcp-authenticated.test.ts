// The signed-in MCP tools through the official SDK client over real HTTP, with tokens bound to the
// /api/mcp resource: each tool's happy path, paging cursors and offsets, and the refusals REST gives
// (not_found, insufficient_credits with its pricing URL, plan_limit_reached, the extraction lane).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { db } from "@/lib/db/client";
import { drainExtractionRuns } from "@/lib/jobs";
import { createUser as createAccount } from "@/lib/users/create";
import type { Scope } from "@/lib/auth/scopes";
import { startTestApp, type TestApp } from "../support/app";
import { balance, picture, PROSE } from "../support/extraction";
import { mcpClient, mcpToken, textOf, toolErrorOf } from "../support/mcp";
import { createOwnStyle, type TestToken } from "../support/tokens";

let app: TestApp;
const clients: Client[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await app?.close();
});

let n = 0;

interface Signed {
  client: Client;
  token: TestToken;
  user: { id: string; handle: string };
}

async function signedIn(opts: { plan?: "free" | "pro"; scopes?: Scope[] } = {}): Promise<Signed> {
  const created = await createAccount({ email: `mcp-${process.pid}-${Date.now()}-${n++}@example.test` });
  const user = { id: created.id, handle: created.handle ?? "someone" };
  if (opts.plan === "pro") await (await db()).user.update({ where: { id: user.id }, data: { plan: "pro" } });
  const token = await mcpToken(user, opts.scopes ?? ["extract", "styles:read", "styles:write"]);
  const { client } = await mcpClient(app, { token: token.accessToken });
  clients.push(client);
  return { client, token, user };
}

type Out = Record<string, any>;
const call = async (c: Client, name: string, args: Record<string, unknown> = {}) => {
  const r = await c.callTool({ name, arguments: args });
  if (r.isError) throw new Error(`${name} failed: ${textOf(r as never)}`);
  return { out: r.structuredContent as Out, text: textOf(r as never) };
};
const fail = async (c: Client, name: string, args: Record<string, unknown> = {}) => toolErrorOf((await c.callTool({ name, arguments: args })) as never);

describe("library tools", () => {
  it("save_style saves idempotently and list_saved_styles pages by offset", async () => {
    const { client } = await signedIn({ scopes: ["styles:read", "styles:write"] });
    const slugs = ((await call(client, "search_styles", { limit: 3 })).out.styles as { slug: string }[]).map((s) => s.slug);
    const first = await call(client, "save_style", { ref: slugs[0] });
    expect(first.out).toMatchObject({ saved: true, alreadySaved: false, slug: slugs[0], libraryUrl: `${app.origin}/library` });
    expect((await call(client, "save_style", { ref: slugs[0] })).out.alreadySaved).toBe(true);
    for (const slug of slugs.slice(1)) await call(client, "save_style", { ref: slug });

    const page1 = await call(client, "list_saved_styles", { limit: 2 });
    expect(page1.out).toMatchObject({ count: 3, hasMore: true, nextOffset: 2 });
    expect(page1.text).toContain("More results: pass offset 2.");
    const page2 = await call(client, "list_saved_styles", { limit: 2, offset: page1.out.nextOffset });
    expect(page2.out).toMatchObject({ hasMore: false, nextOffset: null });
    const all = [...page1.out.styles, ...page2.out.styles].map((s: { slug: string }) => s.slug).sort();
    expect(all).toEqual([...slugs].sort());

    expect(await fail(client, "save_style", { ref: "no-such-style-xyz" })).toMatchObject({ error: "not_found" });
  });

  it("list_my_styles includes private styles and pages by cursor", async () => {
    const { client, user } = await signedIn({ scopes: ["styles:read"] });
    for (const name of ["Quiet Ink", "Loud Neon", "Soft Paper"]) await createOwnStyle(user, { name, generated: true });
    const page1 = await call(client, "list_my_styles", { limit: 2 });
    expect(page1.out.count).toBe(3);
    expect(page1.out.styles).toHaveLength(2);
    expect(page1.out.styles[0].visibility).toBe("private");
    expect(page1.out.nextCursor).toEqual(expect.any(String));
    expect(page1.text).toContain(`pass cursor "${page1.out.nextCursor}"`);
    const page2 = await call(client, "list_my_styles", { limit: 2, cursor: page1.out.nextCursor });
    expect(page2.out.styles).toHaveLength(1);
    expect(page2.out.nextCursor).toBeNull();
    // The owner's private style resolves through get_style with the token, as on REST.
    const ref = page2.out.styles[0].ref;
    expect((await call(client, "get_style", { ref })).out.content).toContain(page2.out.styles[0].name);
    expect(await fail(client, "list_my_styles", { cursor: "garbage" })).toMatchObject({ error: "invalid_request" });
  });

  it("list_style_versions and diff_style_versions answer as REST's versions, for the owner alone", async () => {
    const { client, user } = await signedIn({ scopes: ["styles:read"] });
    const { id, latestGenerationId } = await createOwnStyle(user, { name: "Tide Table", generated: true });
    const listed = await call(client, "list_style_versions", { id });
    expect(listed.out).toEqual({ count: 1, generations: [expect.objectContaining({ id: latestGenerationId, latest: true, published: false, blockCount: 1 })] });
    expect(listed.text).toContain(latestGenerationId!);
    // The builder's current edits: one field more than the generation.
    await (await db()).style.update({ where: { id }, data: { description: "High water at dawn" } });
    const diff = await call(client, "diff_style_versions", { id, from: latestGenerationId });
    expect(diff.out).toMatchObject({ from: { id: latestGenerationId }, to: { id: "draft", createdAt: null }, changeCount: 1 });
    expect(diff.out.details).toEqual([{ field: "description", before: null, after: "High water at dawn" }]);
    expect(diff.text).toMatch(/^1 change\(s\) from .* to draft:\n- description edited$/);

    const { client: stranger } = await signedIn({ scopes: ["styles:read"] });
    expect(await fail(stranger, "list_style_versions", { id })).toMatchObject({ error: "not_found" });
    expect(await fail(stranger, "diff_style_versions", { id, from: latestGenerationId })).toMatchObject({ error: "not_found" });
    expect(await fail(client, "diff_style_versions", { id, from: "not-a-uuid" })).toMatchObject({ error: "invalid_request" });
  });

  it("export_style exports the owner's private style by id, named after the style", async () => {
    const { client, user } = await signedIn({ scopes: ["styles:read"] });
    const { id } = await createOwnStyle(user, { name: "Quiet Ink", generated: true });
    const design = await call(client, "export_style", { ref: id, target: "design-md" });
    expect(design.out).toMatchObject({ fileName: "quiet-ink.DESIGN.md", contentType: "text/markdown", canonicalUrl: `${app.origin}/builder/${id}` });
    expect(design.out.content).toMatch(/^---\nversion: "alpha"\nname: "Quiet Ink"/);
    // Nothing to make tokens from: REST's refusal, word for word.
    expect(await fail(client, "export_style", { ref: id, target: "tokens" })).toMatchObject({
      error: "invalid_request",
      message: expect.stringMatching(/no palette colors and names no fonts/),
    });
    // Someone else's id reveals nothing.
    const other = await signedIn({ scopes: ["styles:read"] });
    expect(await fail(other.client, "export_style", { ref: id, target: "design-md" })).toMatchObject({ error: "not_found" });
  });
});

describe("extraction tools", () => {
  it("starts an extraction, polls it to completion, saves it as a named draft, and finds it in the history", async () => {
    const { client, user } = await signedIn();
    const before = await balance(user.id);
    const started = await call(client, "start_extraction", { text: PROSE });
    expect(started.out).toMatchObject({ status: "running", creditsRemaining: before - 30, sources: ["text"] });
    expect(started.text).toContain("get_extraction");
    const id = started.out.extractionId as string;

    let status = (await call(client, "get_extraction", { extraction_id: id })).out;
    for (let i = 0; status.status === "running" && i < 100; i++) {
      await drainExtractionRuns();
      status = (await call(client, "get_extraction", { extraction_id: id })).out;
    }
    expect(status).toMatchObject({ status: "complete", saved: false });
    expect(status.spec).toEqual(expect.any(String));
    expect(status.styleMd).toMatch(/^---\n/);

    const saved = await call(client, "get_extraction", { extraction_id: id, save_as_draft: true, name: "Neighbourly voice" });
    expect(saved.out).toMatchObject({ status: "complete", saved: true, style: { name: "Neighbourly voice" } });
    expect(saved.text).toContain('Saved as the draft "Neighbourly voice"');
    const again = await call(client, "get_extraction", { extraction_id: id, save_as_draft: true });
    expect(again.out).toMatchObject({ idempotentReplay: true, style: { ref: saved.out.style.ref } });

    const history = await call(client, "list_extraction_history", { style: saved.out.style.ref, limit: 1 });
    expect(history.out).toMatchObject({ count: 1, nextCursor: null });
    const entry = await call(client, "get_extraction_history_entry", { id: history.out.entries[0].id, format: "stylemd" });
    expect(entry.out.styleMd).toMatch(/^---\n/);
    expect(entry.text).toContain(entry.out.styleMd);

    // Free plan: the cross-style archive and unknown entries answer as REST does.
    const archive = await fail(client, "list_extraction_history");
    expect(archive.error).toBe("plan_limit_reached");
    expect(archive.pricingUrl).toBe(`${app.origin}/pricing`);
    expect(await fail(client, "get_extraction_history_entry", { id: randomUUID() })).toMatchObject({ error: "not_found" });
    expect(await fail(client, "get_extraction_history_entry", { id: "nope" })).toEqual({ error: "invalid_request", message: "id: must be a UUID" });
    expect(await fail(client, "get_extraction", { extraction_id: "not-a-handle" })).toMatchObject({ error: "not_found" });
  });

  it("takes images as base64 data and by URL under REST's rules", async () => {
    const { client } = await signedIn();
    const png = await picture("png");
    const started = await call(client, "start_extraction", { images: [{ data: png.toString("base64"), filename: "board.png" }], text: "Calm and flat." });
    expect(started.out.sources).toEqual(expect.arrayContaining(["image", "text"]));
    expect(started.out.images).toEqual([{ width: 320, height: 240, mediaType: "image/png", filename: "board.png" }]);

    expect(await fail(client, "start_extraction", { images: [{ data: "%%%not base64" }] })).toMatchObject({ error: "invalid_request" });
    const notImage = await fail(client, "start_extraction", { images: [{ data: Buffer.from("hello").toString("base64") }] });
    expect(notImage).toMatchObject({ error: "invalid_request", message: expect.stringMatching(/not an image we can read/) });
    const tooMany = await fail(client, "start_extraction", { images: Array.from({ length: 4 }, () => ({ data: png.toString("base64") })) });
    expect(tooMany.message).toMatch(/at most 3 on the Free plan/);
    // URLs go through the SSRF-safe fetcher, exactly as REST's JSON body.
    const loopback = await fail(client, "start_extraction", { image_url: ["http://127.0.0.1/x.png"] });
    expect(loopback.error).toBe("invalid_request");
    // Refused starts spend the extraction lane too (as on REST), so the rest run on a fresh account.
    const other = (await signedIn()).client;
    expect(await fail(other, "start_extraction", {})).toEqual({
      error: "invalid_request",
      message: "at least one source is required: text, reference, image_url or document_url",
    });
    const big = Buffer.alloc(8 * 1024 * 1024 + 10, 7).toString("base64");
    expect(await fail(other, "start_extraction", { images: [{ data: big }] })).toEqual({
      error: "payload_too_large",
      message: "images[0] is larger than 8 MB, the most a source may be.",
    });
    expect(await fail(other, "start_extraction", { document_url: ["https://example.com/a.pdf"] })).toMatchObject({
      error: "invalid_request",
      message: expect.stringMatching(/Pro feature/),
    });
  });

  it("refuses a start without enough credits with insufficient_credits and the pricing URL, charging nothing", async () => {
    const { client, user } = await signedIn();
    await (await db()).creditLedger.create({ data: { userId: user.id, kind: "charge", amount: -100, note: "test: spend down" } });
    const err = await fail(client, "start_extraction", { text: PROSE });
    expect(err).toEqual({
      error: "insufficient_credits",
      message: "An extraction costs 30 credits and you have 20. Upgrade to Pro for unlimited extractions.",
      pricingUrl: `${app.origin}/pricing`,
    });
    expect(await balance(user.id)).toBe(20);
    expect(await (await db()).extraction.count({ where: { userId: user.id } })).toBe(0);
  });

  it("spends REST's extraction lane: the sixth start in a minute is rate_limited", async () => {
    const { client } = await signedIn({ plan: "pro" });
    for (let i = 0; i < 5; i++) await call(client, "start_extraction", { reference: "Bauhaus poster design" });
    const err = await fail(client, "start_extraction", { reference: "Bauhaus poster design" });
    expect(err.error).toBe("rate_limited");
    expect(err.message).toMatch(/at most 5 a minute per account/);
    await drainExtractionRuns();
  });

  it("needs the extract scope: a styles:read token gets the step-up challenge, not a result", async () => {
    const { client } = await signedIn({ scopes: ["styles:read"] });
    await expect(client.callTool({ name: "start_extraction", arguments: { text: PROSE } })).rejects.toMatchObject({ code: 403 });
  });
});
