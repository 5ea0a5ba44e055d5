// The public share page of a gallery style, as HTML data and as Markdown (GET /share/{slug}.md):
// an identification header plus the default-format spec. Only public, approved styles have one;
// a link-only style has no share page.
import { LRUCache } from "lru-cache";
import { compileEtag, compileStyle, countTokens } from "@/lib/compile";
import { db } from "@/lib/db/client";
import { forbidden, notFound } from "@/lib/errors";
import { isShareSlug } from "@/lib/styles/ref";
import type { StyleSnapshot } from "@/lib/styles/snapshot";
import { shareUrl } from "@/lib/urls";
import { cardOf, type StyleCard } from "./cards";
import { generationSnapshot } from "./read";

export interface SharedStyle {
  id: string;
  generationId: string;
  card: StyleCard;
  description: string | null;
  snapshot: StyleSnapshot;
  canonicalUrl: string;
  remixOf: { name: string; url: string | null } | null;
}

export async function sharedStyle(slug: string): Promise<SharedStyle> {
  const missing = () => notFound(`No public style has the share link /share/${slug}.`);
  if (!isShareSlug(slug)) throw missing();
  const prisma = await db();
  const style = await prisma.style.findUnique({
    where: { slug },
    select: {
      id: true,
      name: true,
      visibility: true,
      moderation: true,
      publishedGenerationId: true,
      remixOf: { select: { name: true, slug: true, visibility: true } },
    },
  });
  if (!style || style.visibility === "link_shared") throw missing();
  if (style.visibility === "private") throw forbidden(`"${style.name}" is private.`);
  if (style.moderation !== "approved") throw forbidden(`"${style.name}" is waiting for moderation.`);
  if (!style.publishedGenerationId) throw missing();
  const snapshot = await generationSnapshot(style.publishedGenerationId);
  const parent = style.remixOf;
  return {
    id: style.id,
    generationId: style.publishedGenerationId,
    card: cardOf(slug, snapshot),
    description: snapshot.description,
    snapshot,
    canonicalUrl: shareUrl(slug),
    remixOf: parent ? { name: parent.name, url: parent.slug && parent.visibility === "public" ? shareUrl(parent.slug) : null } : null,
  };
}

function identificationHeader(s: SharedStyle): string {
  const { card } = s;
  const lines = [`# ${card.name}`, ""];
  if (s.description) lines.push(s.description, "");
  lines.push(`- Category: ${card.category ?? "uncategorised"}`);
  if (card.tags.length) lines.push(`- Tags: ${card.tags.join(", ")}`);
  if (card.author) lines.push(`- Author: ${card.author}`);
  if (card.palette.length) lines.push(`- Palette: ${card.palette.join(", ")}`);
  if (s.remixOf) lines.push(`- Remix of: ${s.remixOf.url ? `[${s.remixOf.name}](${s.remixOf.url})` : s.remixOf.name}`);
  lines.push(`- Canonical URL: ${s.canonicalUrl}`);
  return lines.join("\n");
}

export interface ShareMarkdown {
  body: string;
  etag: string;
  tokenCount: number;
  canonicalUrl: string;
}

// Bodies are immutable per ETag (the ETag names the generation and the compiler version).
const markdownCache = new LRUCache<string, ShareMarkdown>({ max: 1_000 });

export async function shareMarkdown(slug: string): Promise<ShareMarkdown> {
  const shared = await sharedStyle(slug);
  // The share page wraps the raw default spec, so its ETag is that spec's, marked as a share page.
  const etag = `"share-${compileEtag(shared.generationId, { format: "default", raw: true }).replaceAll('"', "")}"`;
  const cached = markdownCache.get(etag);
  if (cached) return cached;
  const spec = compileStyle(shared.snapshot, { canonicalUrl: shared.canonicalUrl }, { format: "default", raw: true });
  const attribution = `"${shared.card.name}"${shared.card.author ? ` by ${shared.card.author}` : ""} on Styleshelf: ${shared.canonicalUrl}`;
  const body = `${identificationHeader(shared)}\n\n---\n\n${spec.body.trim()}\n\n---\n${attribution}\n`;
  const md = { body, etag, tokenCount: countTokens(body), canonicalUrl: shared.canonicalUrl };
  markdownCache.set(etag, md);
  return md;
}
