// The data the generators draw from, made through the app's own paths: accounts on both plans, access
// tokens of every kind (valid, under-scoped, expired, revoked, for the other resource), own styles in
// every state, the seeded gallery's refs and their ETags, and a real extraction to poll.
import { db } from "@/lib/db/client";
import { ACCESS_FIXTURE_SLUGS } from "@/lib/seed/access-fixtures";
import { drainExtractionRuns } from "@/lib/jobs";
import type { TestApp } from "../../support/app";
import { account } from "../../support/extraction";
import { mcpToken } from "../../support/mcp";
import { createOwnStyle, expireToken, revokeToken, type TestToken } from "../../support/tokens";
import { freshIp } from "./inputs";

export interface World {
  /** REST tokens by kind. */
  rest: Record<"owner" | "pro" | "readOnly" | "extractOnly" | "expired" | "revoked" | "mcpResource", TestToken>;
  /** MCP tokens by kind (a REST token is the wrong resource there). */
  mcp: Record<"owner" | "readOnly" | "restResource", TestToken>;
  /** Every style ref worth trying: gallery slugs, access fixtures, own ids, share and builder URLs. */
  refs: string[];
  etags: string[];
  /** Extraction handles (valid, tampered, bare uuid) and history entry ids. */
  extractionIds: string[];
  historyIds: string[];
  ownStyleIds: string[];
}

async function handleOf(userId: string): Promise<string> {
  const user = await (await db()).user.findUniqueOrThrow({ where: { id: userId }, select: { handle: true } });
  return user.handle ?? "maker";
}

export async function makeWorld(app: TestApp): Promise<World> {
  const owner = await account();
  const pro = await account({ plan: "pro" });
  const readOnly = await account({ scopes: ["styles:read"] });
  const extractOnly = await account({ scopes: ["extract"] });
  const expired = await account();
  await expireToken(expired);
  const revoked = await account();
  await revokeToken(revoked);
  const ownerUser = { id: owner.userId, handle: await handleOf(owner.userId) };
  const all = ["extract", "styles:read", "styles:write"] as const;

  const own = await Promise.all([
    createOwnStyle(ownerUser, { name: "Adversarial private", generated: true }),
    createOwnStyle(ownerUser, { name: "Adversarial never generated" }),
    createOwnStyle(ownerUser, { name: "Adversarial link", slug: `adv-link-${Date.now().toString(36)}`, visibility: "link_shared", generated: true, published: true }),
  ]);

  const search = await app.request("/api/v1/styles?limit=25", { ip: freshIp() });
  const slugs = ((await search.json()) as { styles: { slug: string }[] }).styles.map((s) => s.slug);
  const refs = [
    ...slugs.slice(0, 8),
    ...Object.values(ACCESS_FIXTURE_SLUGS),
    ...own.map((s) => s.id),
    `${app.origin}/share/${slugs[0]}`,
    `${app.origin}/builder/${own[0]!.id}`,
  ];

  const etags: string[] = [];
  for (const ref of refs.slice(0, 4)) {
    const res = await app.request(`/api/v1/styles/${encodeURIComponent(ref)}`, { ip: freshIp() });
    const tag = res.headers.get("etag");
    if (tag) etags.push(tag);
    await res.arrayBuffer();
  }

  const started = await app.request("/api/v1/extractions", {
    method: "POST",
    headers: { ...owner.headers, "content-type": "application/json" },
    body: JSON.stringify({ text: "Short, warm sentences. No jargon. We talk to customers like neighbours." }),
    ip: freshIp(),
  });
  if (started.status !== 202) throw new Error(`could not start the world's extraction: ${started.status} ${await started.text()}`);
  const { extractionId } = (await started.json()) as { extractionId: string };
  await drainExtractionRuns();
  const uuid = extractionId.split(".")[0]!;

  return {
    rest: { owner, pro, readOnly, extractOnly, expired, revoked, mcpResource: await mcpToken(ownerUser, [...all]) },
    mcp: { owner: await mcpToken(ownerUser, [...all]), readOnly: await mcpToken(ownerUser, ["styles:read"]), restResource: owner },
    refs,
    etags,
    extractionIds: [extractionId, `${uuid}.${"0".repeat(43)}`, uuid, `${extractionId}x`],
    historyIds: [uuid],
    ownStyleIds: own.map((s) => s.id),
  };
}

export function tokensOf(world: World, surface: "rest" | "mcp"): string[] {
  return Object.values(world[surface]).map((t) => t.accessToken);
}
