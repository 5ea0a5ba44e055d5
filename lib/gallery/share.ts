// The share page of a style, as HTML data, as Markdown (GET /share/{slug}.md: an identification header
// plus the default-format spec) and as the data of its Open Graph card.
// Who sees the HTML page: anyone, for a public, approved style (listed in the gallery); anyone with
// the link, for a link-only style (unlisted: the builder promises "anyone with the link can open it");
// and always the owner, whatever its state, with where it stands said on the page. The Markdown twin
// and the card stay with listed styles only: the contract gives a link-only style no Markdown page.
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import sharp from "sharp";
import { blobStore } from "@/lib/blob";
import { blobKeyOf } from "@/lib/blob/keys";
import { compileEtag, compileStyle, countTokens, escapeLineStart, escapeMarkup, oneLine } from "@/lib/compile";
import { db } from "@/lib/db/client";
import { forbidden, notFound, ServiceError } from "@/lib/errors";
import { isShareSlug } from "@/lib/styles/ref";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { builderUrl, shareUrl } from "@/lib/urls";
import { cardOf, type StyleCard } from "./cards";
import { LISTED_STYLE } from "./listing";
import { generationSnapshot, unreadableReason } from "./read";
import { processWide } from "@/lib/process-wide";

/** How many remixes a parent's page links to; the count says how many more there are. */
export const REMIXES_SHOWN = 4;

interface StyleLink {
  name: string;
  /** The share page, or null when the style is not listed in the gallery (no page to link to). */
  url: string | null;
}

/** Who the page is open to: the gallery's visitors, people with the link, or its owner alone. */
export type ShareAudience = "gallery" | "link" | "owner";

/** Where the owner's style stands, for the owner's own view of its page. */
export interface OwnerStanding {
  visibility: "public" | "link_shared" | "private";
  moderation: "pending" | "approved" | "rejected";
  /** The moderator's reason, when a publication was not approved. */
  note: string | null;
  editUrl: string;
  /** True when the page shows a generation the public does not see (never published, or private). */
  unpublished: boolean;
}

export interface SharedStyle {
  id: string;
  audience: ShareAudience;
  /** Set when the owner is the one looking. */
  owner: OwnerStanding | null;
  generationId: string;
  card: StyleCard;
  description: string | null;
  snapshot: StyleSnapshot;
  canonicalUrl: string;
  remixOf: StyleLink | null;
  /** Listed remixes of this style, newest first, at most REMIXES_SHOWN; `count` is all of them. */
  remixes: { count: number; latest: { name: string; url: string }[] };
}

const isListed = (s: { visibility: string; moderation: string; slug: string | null; publishedGenerationId: string | null }) =>
  s.visibility === "public" && s.moderation === "approved" && s.slug !== null && s.publishedGenerationId !== null;

/** The page of a listed style (the Markdown twin and the card use this): anything else is 404 or 403. */
export function sharedStyle(slug: string): Promise<SharedStyle> {
  return loadShared(slug, null, true);
}

/** The HTML page: a listed style for anyone, a link-only one for anyone with the link, and any of the
 *  viewer's own styles that has been generated. */
export function sharePage(slug: string, viewerId: string | null): Promise<SharedStyle> {
  return loadShared(slug, viewerId, false);
}

async function loadShared(slug: string, viewerId: string | null, listedOnly: boolean): Promise<SharedStyle> {
  const missing = () => notFound(`No public style has the share link /share/${slug}.`);
  if (!isShareSlug(slug)) throw missing();
  const prisma = await db();
  const style = await prisma.style.findUnique({
    where: { slug },
    select: {
      id: true,
      ownerId: true,
      name: true,
      visibility: true,
      moderation: true,
      moderationNote: true,
      latestGenerationId: true,
      publishedGenerationId: true,
      remixOf: { select: { name: true, slug: true, visibility: true, moderation: true, publishedGenerationId: true } },
      remixes: {
        where: LISTED_STYLE,
        orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
        take: REMIXES_SHOWN,
        select: { slug: true, publishedGenerationId: true },
      },
      _count: { select: { remixes: { where: LISTED_STYLE } } },
    },
  });
  if (!style) throw missing();
  const isOwner = !listedOnly && viewerId !== null && style.ownerId === viewerId;
  const audience: ShareAudience = isOwner ? "owner" : style.visibility === "link_shared" ? "link" : "gallery";
  if (!isOwner) {
    if (style.visibility === "link_shared" && listedOnly) throw missing();
    const refusal = unreadableReason(style);
    if (refusal) throw forbidden(refusal);
  }
  // The owner sees what visitors see once there is a publication; before that, the last generation.
  const shownPublic = style.visibility !== "private" && style.publishedGenerationId !== null;
  const generationId = shownPublic ? style.publishedGenerationId : isOwner ? style.latestGenerationId : null;
  if (!generationId) {
    if (isOwner) throw new ServiceError("service_not_generated", "This style has not been generated yet: generate it in the builder and its page shows that version.");
    throw missing();
  }
  const owner: OwnerStanding | null = isOwner
    ? { visibility: style.visibility, moderation: style.moderation, note: style.moderationNote, editUrl: builderUrl(style.id), unpublished: !shownPublic }
    : null;
  const parent = style.remixOf;
  // Names as published: a row's name may be an owner's unpublished edit, or a private style's.
  const publishedName = async (generationId: string) => (await generationSnapshot(generationId)).name;
  const [snapshot, parentName, remixes] = await Promise.all([
    generationSnapshot(generationId),
    parent && isListed(parent) ? publishedName(parent.publishedGenerationId!) : null,
    Promise.all(style.remixes.map(async (r) => ({ name: await publishedName(r.publishedGenerationId!), url: shareUrl(r.slug!) }))),
  ]);
  // A parent that left the gallery keeps the name the remix was made from (frozen in its snapshot).
  const frozen = snapshot.remixOf ?? null;
  const remixOf: StyleLink | null = parentName
    ? { name: parentName, url: shareUrl(parent!.slug!) }
    : parent || frozen
      ? { name: frozen?.name ?? parent!.name, url: null }
      : null;
  return {
    id: style.id,
    audience,
    owner,
    generationId,
    card: cardOf(slug, snapshot),
    description: snapshot.description,
    snapshot,
    canonicalUrl: shareUrl(slug),
    remixOf,
    remixes: { count: style._count.remixes, latest: remixes },
  };
}

/** Header and attribution are written here from user text, so they are made inert as Markdown the way
 *  the compiled spec below them already is (escapeMarkup runs once per text: it is not idempotent). */
function identificationHeader(s: SharedStyle): string {
  const { card } = s;
  // Every field is one line here: a description holding newlines could otherwise forge a heading, a
  // "Canonical URL" line or a `---` that ends the header. A line start Markdown reads as structure
  // ("# ", "- ", "---") is escaped where a field begins a line.
  const inline = (text: string) => escapeMarkup(oneLine(text));
  const lines = [`# ${inline(card.name)}`, ""];
  if (s.description && oneLine(s.description)) lines.push(escapeLineStart(inline(s.description)), "");
  lines.push(`- Category: ${inline(card.category ?? "uncategorised")}`);
  if (card.tags.length) lines.push(`- Tags: ${inline(card.tags.join(", "))}`);
  if (card.author) lines.push(`- Author: ${inline(card.author)}`);
  if (card.palette.length) lines.push(`- Palette: ${card.palette.join(", ")}`);
  if (s.remixOf) {
    const parent = inline(s.remixOf.name);
    lines.push(`- Remix of: ${s.remixOf.url ? `[${parent}](${s.remixOf.url})` : parent}`);
  }
  lines.push(`- Canonical URL: ${s.canonicalUrl}`);
  return lines.join("\n");
}

export interface ShareMarkdown {
  body: string;
  etag: string;
  tokenCount: number;
  canonicalUrl: string;
}

// Bodies are immutable per ETag. The ETag names the generation and the compiler version, and also the
// identification header, which can change without a new generation (the remix parent leaves the gallery).
const markdownCache = processWide("share-markdown", () => new LRUCache<string, ShareMarkdown>({ max: 1_000 }));

export async function shareMarkdown(slug: string): Promise<ShareMarkdown> {
  const shared = await sharedStyle(slug);
  const header = identificationHeader(shared);
  // The share page wraps the raw default spec, so its ETag is that spec's, marked as a share page.
  const spec = compileEtag(shared.generationId, { format: "default", raw: true }).replaceAll('"', "");
  const etag = `"share-${spec}-${createHash("sha256").update(header).digest("base64url").slice(0, 10)}"`;
  const cached = markdownCache.get(etag);
  if (cached) return cached;
  const compiled = compileStyle(shared.snapshot, { canonicalUrl: shared.canonicalUrl }, { format: "default", raw: true });
  const attribution = `"${escapeMarkup(oneLine(shared.card.name))}"${shared.card.author ? ` by ${escapeMarkup(oneLine(shared.card.author))}` : ""} on Styleshelf: ${shared.canonicalUrl}`;
  const body = `${header}\n\n---\n\n${compiled.body.trim()}\n\n---\n${attribution}\n`;
  const md = { body, etag, tokenCount: countTokens(body), canonicalUrl: shared.canonicalUrl };
  markdownCache.set(etag, md);
  return md;
}

/** What a share page's Open Graph card shows. `hero` is a PNG data URL: the card renderer (Satori)
 *  cannot decode the WebP files images are stored as. */
export interface ShareCardData {
  name: string;
  description: string | null;
  author: string | null;
  category: string | null;
  palette: string[];
  hero: string | null;
}

export const SHARE_CARD_HERO = { width: 480, height: 630 } as const;

/** The card of a listed style, or null for anything without a public share page (private, pending,
 *  link-only, unknown), so a card never tells whether such a style exists. */
export async function shareCardData(slug: string): Promise<ShareCardData | null> {
  let shared: SharedStyle;
  try {
    shared = await sharedStyle(slug);
  } catch (err) {
    if (err instanceof ServiceError && (err.code === "not_found" || err.code === "forbidden")) return null;
    throw err;
  }
  const { card } = shared;
  const hero = card.heroImage ? await heroPng(card.heroImage).catch(() => null) : null;
  return { name: card.name, description: shared.description, author: card.author, category: card.category, palette: card.palette, hero };
}

// Keyed by the stored URL: stored image files are never rewritten under the same key.
const heroCache = processWide("share-hero-images", () => new LRUCache<string, string>({ max: 32 }));

async function heroPng(url: string): Promise<string | null> {
  const cached = heroCache.get(url);
  if (cached) return cached;
  const key = blobKeyOf(url);
  if (!key) return null;
  const blob = await blobStore().get(key);
  if (!blob) return null;
  const png = await sharp(blob.data)
    .resize(SHARE_CARD_HERO.width, SHARE_CARD_HERO.height, { fit: "cover" })
    .png({ compressionLevel: 6 })
    .toBuffer();
  const dataUrl = `data:image/png;base64,${png.toString("base64")}`;
  heroCache.set(url, dataUrl);
  return dataUrl;
}
