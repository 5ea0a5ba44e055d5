// Real accounts and tokens for integration tests: a user (with a handle), an OAuth client and a grant
// written to the test database, and access tokens minted by the authorization server's own
// issueTokens. No mocks: the API verifies these exactly as it verifies production tokens.
import { randomBytes } from "node:crypto";
import { apiBaseUrl } from "@/lib/config";
import { db } from "@/lib/db/client";
import { hashSecret } from "@/lib/oauth/secrets";
import type { Scope } from "@/lib/auth/scopes";
import { issueTokens } from "@/lib/oauth/tokens";
import { snapshotOf } from "@/lib/styles/snapshot-of";

export interface TestUser {
  id: string;
  handle: string;
}

export interface TestToken {
  accessToken: string;
  grantId: string;
  userId: string;
  /** `Authorization` header for api(). */
  headers: Record<string, string>;
}

const suffix = () => randomBytes(4).toString("hex");

export async function createUser(handle = `tester-${suffix()}`): Promise<TestUser> {
  const prisma = await db();
  const user = await prisma.user.create({ data: { handle, name: handle, email: `${handle}@example.test` }, select: { id: true, handle: true } });
  return user;
}

/** The seeded user behind a gallery handle (e.g. "gouachegarden", the private fixture's owner). */
export async function seededUser(handle: string): Promise<TestUser> {
  const prisma = await db();
  return prisma.user.findUniqueOrThrow({ where: { handle }, select: { id: true, handle: true } });
}

/** A grant for `user` with `scopes`, and a fresh access token under it. */
export async function mintToken(user: TestUser, scopes: Scope[], opts: { resource?: string | null } = {}): Promise<TestToken> {
  const prisma = await db();
  const clientId = `test-client-${suffix()}`;
  return prisma.$transaction(async (tx) => {
    await tx.oAuthClient.create({ data: { id: clientId, name: "Integration tests", redirectUris: ["http://127.0.0.1/callback"] } });
    const grant = await tx.oAuthGrant.create({
      data: { userId: user.id, clientId, scopes, resource: opts.resource === undefined ? apiBaseUrl() : opts.resource },
    });
    const issued = await issueTokens(tx, grant);
    return { accessToken: issued.accessToken, grantId: grant.id, userId: user.id, headers: { Authorization: `Bearer ${issued.accessToken}` } };
  });
}

export async function expireToken(token: TestToken): Promise<void> {
  const prisma = await db();
  await prisma.oAuthToken.update({ where: { tokenHash: hashSecret(token.accessToken) }, data: { expiresAt: new Date(Date.now() - 1000) } });
}

export async function revokeToken(token: TestToken): Promise<void> {
  const prisma = await db();
  await prisma.oAuthToken.update({ where: { tokenHash: hashSecret(token.accessToken) }, data: { revokedAt: new Date() } });
}

export async function revokeGrant(token: TestToken): Promise<void> {
  const prisma = await db();
  await prisma.oAuthGrant.update({ where: { id: token.grantId }, data: { revokedAt: new Date() } });
}

export interface OwnStyleInput {
  name: string;
  description?: string | null;
  category?: string | null;
  tags?: string[];
  slug?: string | null;
  visibility?: "public" | "link_shared" | "private";
  /** Create a generation (latestGenerationId, lastGeneratedAt) from one overview block. */
  generated?: boolean;
  published?: boolean;
  heroImageUrl?: string;
}

/** A style owned by `user`, as the builder would leave it. */
export async function createOwnStyle(user: TestUser, input: OwnStyleInput): Promise<{ id: string; latestGenerationId: string | null }> {
  const prisma = await db();
  return prisma.$transaction(async (tx) => {
    const style = await tx.style.create({
      data: {
        ownerId: user.id,
        name: input.name,
        description: input.description ?? null,
        category: input.category ?? null,
        tags: input.tags ?? [],
        slug: input.slug ?? null,
        visibility: input.visibility ?? "private",
        publishedAt: input.published ? new Date() : null,
      },
      select: { id: true },
    });
    const block = { section: "overview", type: "descriptor", value: `${input.name}: a test style`, enabled: true, position: 0 };
    await tx.block.create({ data: { styleId: style.id, ...block } });
    if (input.heroImageUrl) {
      await tx.referenceImage.create({ data: { styleId: style.id, kind: "inspiration", url: input.heroImageUrl } });
    }
    if (!input.generated) return { id: style.id, latestGenerationId: null };
    const snapshot = snapshotOf({
      name: input.name,
      description: input.description ?? null,
      category: input.category ?? null,
      tags: input.tags ?? [],
      slug: input.slug ?? null,
      disabledSections: [],
      ownerHandle: user.handle,
      blocks: [block],
      referenceImages: [],
      samples: [],
    });
    const gen = await tx.generation.create({ data: { styleId: style.id, snapshot: snapshot as object }, select: { id: true } });
    await tx.style.update({ where: { id: style.id }, data: { latestGenerationId: gen.id, lastGeneratedAt: new Date() } });
    return { id: style.id, latestGenerationId: gen.id };
  });
}
