// The objects and callers of the access matrix, built through the app's own services on the test
// database: an owner with one style in every visibility/moderation state (made by the builder's
// create, generate and publish, and decided by a real admin, so every cache and index the app keeps
// sees the change the way production does), another signed-in user, an extraction and a history entry
// each, and every kind of token the matrix needs (right scope, wrong scope, wrong resource, expired,
// revoked), for REST (/api/v1) and MCP (/api/mcp).
import { randomBytes, randomUUID } from "node:crypto";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { publishStyle } from "@/lib/builder/publish";
import { db } from "@/lib/db/client";
import { extractionHandle } from "@/lib/extraction/handle";
import { drainExtractionRuns } from "@/lib/jobs";
import { saveToLibrary } from "@/lib/library/save";
import { approveStyle, rejectStyle } from "@/lib/moderation";
import { createUser as createAccount } from "@/lib/users/create";
import { SCOPES, type Scope } from "@/lib/auth/scopes";
import type { TestApp } from "../../support/app";
import { api } from "../../support/api";
import { mcpToken } from "../../support/mcp";
import { expireToken, mintToken, revokeToken, type TestToken } from "../../support/tokens";
import { PROSE } from "../../support/extraction";
import type { StyleState } from "./contract";

export interface Person {
  id: string;
  handle: string;
  email: string;
}

export interface FixtureStyle {
  id: string;
  slug: string;
  name: string;
}

/** One person's tokens for one resource: every scope, and one without each scope. */
export interface TokenSet {
  full: TestToken;
  without: Record<Scope, TestToken>;
  expired: TestToken;
  revoked: TestToken;
}

export interface ExtractionFixture {
  /** The signed, account-bound handle POST /extractions returned. */
  handle: string;
  /** The run's uuid: the history entry id. */
  id: string;
  /** The draft style the run was saved as (history groups by it). */
  styleId: string;
}

export interface World {
  /** A made-up word in every fixture's name, description and tags, so a search can find them all. */
  marker: string;
  /** A string only the hidden styles carry (in their live name, description and blocks); it must never reach anyone else. */
  secret: string;
  owner: Person;
  other: Person;
  styles: Record<StyleState, FixtureStyle>;
  /** Public and approved when `other` saved it, private since. */
  savedThenHidden: FixtureStyle;
  rest: { owner: TokenSet; other: TestToken };
  mcp: { owner: TokenSet; other: TestToken };
  extractions: { owner: ExtractionFixture; other: ExtractionFixture };
  /** Gallery size (GET /styles count) before any fixture existed. */
  listedBefore: number;
}

const hex = (n: number) => randomBytes(n).toString("hex");

async function person(label: string): Promise<Person> {
  const email = `${label}-${hex(4)}@example.test`;
  const user = await createAccount({ email, name: `${label} ${hex(2)}` });
  return { id: user.id, handle: user.handle, email };
}

/** A token set of one person, minted by `mint` (bound to the REST API or to the MCP server). */
async function tokenSet(mint: (scopes: Scope[]) => Promise<TestToken>): Promise<TokenSet> {
  const without = {} as Record<Scope, TestToken>;
  for (const scope of SCOPES) without[scope] = await mint(SCOPES.filter((s) => s !== scope));
  const expired = await mint([...SCOPES]);
  await expireToken(expired);
  const revoked = await mint([...SCOPES]);
  await revokeToken(revoked);
  return { full: await mint([...SCOPES]), without, expired, revoked };
}

const user = (p: Person) => ({ id: p.id, handle: p.handle });

/** A generated style of `owner`'s, published (or not) as `state` needs. */
async function styleIn(owner: Person, admin: Person, state: Exclude<StyleState, "unknown">, w: { marker: string; secret: string }, label: string = state): Promise<FixtureStyle> {
  const name = `${w.marker} ${label} ${hex(2)}`;
  const hidden = state !== "public" && state !== "linkShared";
  const description = `${w.marker} fixture for the access matrix${hidden ? `; ${w.secret}` : ""}.`;
  const style = await createStyle(owner.id, { name });
  await saveStyleEdits(owner.id, style.id, {
    name,
    description,
    // A voice level too, so a style check has something to measure a text against.
    blocks: [
      { section: "overview", type: "descriptor", value: `${w.marker} ${hidden ? w.secret : "open"} layered paper`, enabled: true },
      { section: "voice", type: "formality", value: "neutral", enabled: true },
    ],
  });
  await generateStyle(owner.id, style.id);
  const tags = [w.marker, state.toLowerCase()];
  if (state === "linkShared") {
    const s = await publishStyle(owner.id, style.id, { visibility: "link_shared", category: "illustration", tags });
    return { id: s.id, slug: s.slug!, name };
  }
  const published = await publishStyle(owner.id, style.id, { visibility: "public", category: "illustration", tags });
  if (state === "rejected") await rejectStyle(admin.id, style.id, "Not a fit for the gallery.");
  if (state === "public" || state === "private") await approveStyle(admin.id, style.id);
  // Listed first, then taken off the web: the slug stays reserved and every cache must forget it.
  if (state === "private") await publishStyle(owner.id, style.id, { visibility: "private" });
  if (!hidden) return { id: style.id, slug: published.slug!, name };
  // Renamed since its slug was made: whoever holds the slug never saw this name.
  const renamed = `${w.marker} ${label} ${hex(2)} ${w.secret}`;
  await saveStyleEdits(owner.id, style.id, { name: renamed });
  return { id: style.id, slug: published.slug!, name: renamed };
}

/** A text extraction of `token`'s user, run to completion and saved as a draft style. */
async function extractionOf(app: TestApp, token: TestToken): Promise<ExtractionFixture> {
  const started = await api(app, "POST", "/extractions", {
    headers: { ...token.headers, "Content-Type": "application/json" },
    body: JSON.stringify({ text: PROSE }),
  });
  if (started.status !== 202) throw new Error(`fixture extraction: ${started.status} ${started.text}`);
  const handle = started.body.extractionId as string;
  await drainExtractionRuns();
  const saved = await api(app, "GET", `/extractions/${encodeURIComponent(handle)}`, { headers: token.headers, query: { save_as_draft: "true" } });
  if (saved.status !== 200 || !saved.body.style) throw new Error(`fixture draft: ${saved.status} ${saved.text}`);
  return { handle, id: handle.split(".")[0]!, styleId: saved.body.style.ref };
}

export async function buildWorld(app: TestApp): Promise<World> {
  const marker = `zq${hex(4)}`;
  const secret = `confidential-${hex(6)}`;
  const listedBefore = (await api(app, "GET", "/styles", { query: { limit: "1" }, ip: app.newIp() })).body.count as number;

  const owner = await person("owner");
  const other = await person("other");
  const admin = await person("admin");
  await (await db()).user.update({ where: { id: admin.id }, data: { role: "admin" } });

  const w = { marker, secret };
  const styles: Record<StyleState, FixtureStyle> = {
    public: await styleIn(owner, admin, "public", w),
    linkShared: await styleIn(owner, admin, "linkShared", w),
    private: await styleIn(owner, admin, "private", w),
    pending: await styleIn(owner, admin, "pending", w),
    rejected: await styleIn(owner, admin, "rejected", w),
    unknown: { id: randomUUID(), slug: `no-such-style-${hex(3)}`, name: "(none)" },
  };
  const savedThenHidden = await styleIn(owner, admin, "public", w, "savedThenHidden");
  await saveToLibrary(other.id, savedThenHidden.slug, "rest");
  await publishStyle(owner.id, savedThenHidden.id, { visibility: "private" });

  const rest = { owner: await tokenSet((s) => mintToken(user(owner), s)), other: await mintToken(user(other), [...SCOPES]) };
  const mcp = { owner: await tokenSet((s) => mcpToken(user(owner), s)), other: await mcpToken(user(other), [...SCOPES]) };
  const extractions = { owner: await extractionOf(app, rest.owner.full), other: await extractionOf(app, rest.other) };
  return { marker, secret, owner, other, styles, savedThenHidden, rest, mcp, extractions, listedBefore };
}

/** The owner's run signed for the other account: a valid signature, but not the other's run. */
export function resignedHandle(world: World): string {
  return extractionHandle(world.extractions.owner.id, world.other.id);
}
