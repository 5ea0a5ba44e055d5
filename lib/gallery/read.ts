// Resolving a `ref` to the generation a caller may read, under the contract's access rules.
// Generations are immutable, so their snapshots are cached by id for good. Style rows (visibility,
// moderation, which generation is published) change, so they are cached for STYLE_ROW_TTL_MS only:
// the same freshness the gallery index gives, and writers in this process forget a row at once.
// An owner's own reads skip that cache (see findReadableStyle).
import { LRUCache } from "lru-cache";
import { siteUrl } from "@/lib/config";
import { db } from "@/lib/db/client";
import { ServiceError, forbidden, invalidRequest, notFound } from "@/lib/errors";
import { parseStyleRef, type StyleRef } from "@/lib/styles/ref";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { absoluteUrl, builderUrl, shareUrl } from "@/lib/urls";
import { processWide } from "@/lib/process-wide";

/** Why others may not read a style that exists, or null. Never names the style: its current name may
 *  be an unpublished edit, and a slug should reveal no more than the 403 itself. */
export function unreadableReason(style: { visibility: string; moderation: string }): string | null {
  if (style.visibility === "private") return "This style is private.";
  if (style.visibility === "public" && style.moderation === "pending") return "This style is waiting for moderation and cannot be read yet.";
  if (style.visibility === "public" && style.moderation === "rejected") return "This style is not in the public gallery.";
  return null;
}

export interface ReadableStyle {
  id: string;
  slug: string | null;
  name: string;
  visibility: "public" | "link_shared" | "private";
  generationId: string;
  canonicalUrl: string;
  /** True when the caller owns the style and reads its latest generation (not the published one). */
  ownerRead: boolean;
}

/** Who is asking: the verified bearer caller (userId and scopes), or null when anonymous. */
export interface ReadingCaller {
  userId: string;
  scopes: string[];
}

const STYLE_ROW_TTL_MS = 5_000;

const styleSelect = {
  id: true,
  ownerId: true,
  slug: true,
  name: true,
  visibility: true,
  moderation: true,
  latestGenerationId: true,
  publishedGenerationId: true,
} as const;

/** Parses a raw ref; anonymous callers cannot use the token-only forms. */
export function parseRefOrThrow(raw: string): StyleRef {
  const parsed = parseStyleRef(raw, siteUrl());
  if (!parsed.ok) throw invalidRequest(parsed.message);
  return parsed.ref;
}

/**
 * The generation a caller may read. Anonymous (or without styles:read): a public approved style's
 * published snapshot, or a link-shared style's. With styles:read, the caller's OWN styles (any
 * visibility or moderation state) resolve by slug, id or builder URL to their latest generation.
 * An id or builder URL of someone else's style is a 404, never a 403, so ids reveal nothing; a slug
 * of someone else's style keeps the anonymous answers (403 private or pending), as share slugs are
 * handed out on purpose.
 */
export async function findReadableStyle(raw: string, caller: ReadingCaller | null = null): Promise<ReadableStyle> {
  const ref = parseRefOrThrow(raw);
  const reader = caller && caller.scopes.includes("styles:read") ? caller : null;
  if (ref.kind !== "slug") {
    if (!caller) {
      // The wrapper adds the WWW-Authenticate challenge to every auth_required.
      throw new ServiceError(
        "auth_required",
        "Style ids and builder URLs resolve only for their owner: send a bearer token with scope styles:read, or use the share slug.",
      );
    }
    if (!reader) {
      throw new ServiceError(
        "auth_required",
        'Style ids and builder URLs resolve only for their owner, with a token that has the "styles:read" scope. Authorize again and grant "styles:read", or use the share slug.',
      );
    }
    const own = await ownStyleRow(ref.id, reader.userId);
    if (!own) throw notFound(`None of your styles has the id ${ref.id}. List yours with GET /me/styles.`);
    return ownerReadable(own);
  }

  const style = await styleRowBySlug(ref.slug);
  if (!style) throw notFound(`No public style matches "${ref.slug}". Search the gallery with GET /styles?query=…`);
  if (reader && style.ownerId === reader.userId) {
    // The cached row only told us whose it is; the owner reads the row as it is now (a Generate
    // pressed a moment ago must show).
    const own = await ownStyleRow(style.id, reader.userId);
    if (own) return ownerReadable(own);
  }

  const refusal = unreadableReason(style);
  if (refusal) throw forbidden(refusal);
  const generationId =
    style.visibility === "public" ? style.publishedGenerationId : (style.publishedGenerationId ?? style.latestGenerationId);
  if (!generationId) {
    throw new ServiceError(
      "service_not_generated",
      `"${style.name}" has not been generated yet. Its owner must press Generate in the style builder before it can be compiled.`,
    );
  }
  return {
    id: style.id,
    slug: style.slug,
    name: style.name,
    visibility: style.visibility,
    generationId,
    canonicalUrl: style.slug ? shareUrl(style.slug) : builderUrl(style.id),
    ownerRead: false,
  };
}

/** An owner reads the latest generation; a style never generated is a 409 that says how to fix it. */
function ownerReadable(style: StyleRow): ReadableStyle {
  if (!style.latestGenerationId) {
    throw new ServiceError(
      "service_not_generated",
      `"${style.name}" has not been generated yet, so there is nothing to compile. Open it in the style builder at ` +
        `${builderUrl(style.id)}, press Generate, then fetch it again.`,
    );
  }
  return {
    id: style.id,
    slug: style.slug,
    name: style.name,
    visibility: style.visibility,
    generationId: style.latestGenerationId,
    // A private style's share page answers 403 to everyone else; its builder is where the owner works.
    canonicalUrl: style.slug && style.visibility !== "private" ? shareUrl(style.slug) : builderUrl(style.id),
    ownerRead: true,
  };
}

async function ownStyleRow(id: string, userId: string): Promise<StyleRow | null> {
  const prisma = await db();
  return prisma.style.findFirst({ where: { id, ownerId: userId }, select: styleSelect });
}

type StyleRow = {
  id: string;
  ownerId: string;
  slug: string | null;
  name: string;
  visibility: "public" | "link_shared" | "private";
  moderation: "approved" | "pending" | "rejected";
  latestGenerationId: string | null;
  publishedGenerationId: string | null;
};

// `null` is cached too, so unknown slugs cannot be used to hammer the database.
const styleRows = processWide("style-rows", () => new LRUCache<string, { row: StyleRow | null }>({ max: 10_000, ttl: STYLE_ROW_TTL_MS }));

/** Drops a cached row, so this process's next read sees the change at once (see ./changed.ts). */
export function forgetStyleRow(slug: string): void {
  styleRows.delete(slug);
}

async function styleRowBySlug(slug: string): Promise<StyleRow | null> {
  const cached = styleRows.get(slug);
  if (cached) return cached.row;
  const prisma = await db();
  const row = await prisma.style.findUnique({ where: { slug }, select: styleSelect });
  styleRows.set(slug, { row });
  return row;
}

const snapshots = processWide("generation-snapshots", () => new LRUCache<string, StyleSnapshot>({ max: 2_000 }));

/** The generation's snapshot with every URL absolute. */
export async function generationSnapshot(generationId: string): Promise<StyleSnapshot> {
  const cached = snapshots.get(generationId);
  if (cached) return cached;
  const prisma = await db();
  const gen = await prisma.generation.findUnique({ where: { id: generationId }, select: { snapshot: true } });
  if (!gen) throw new Error(`generation ${generationId} is missing`);
  const snapshot = withAbsoluteUrls(gen.snapshot as unknown as StyleSnapshot);
  snapshots.set(generationId, snapshot);
  return snapshot;
}

function withAbsoluteUrls(s: StyleSnapshot): StyleSnapshot {
  return {
    ...s,
    referenceImages: s.referenceImages.map((img) => ({
      ...img,
      url: absoluteUrl(img.url),
      thumbnailUrl: absoluteUrl(img.thumbnailUrl),
    })),
  };
}
