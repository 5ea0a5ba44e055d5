// Public addresses of styles and stored files. All derive from SITE_URL (lib/config.ts), never from request headers.
import { siteUrl } from "@/lib/config";

export function shareUrl(slug: string): string {
  return `${siteUrl()}/share/${slug}`;
}

export function builderUrl(styleId: string): string {
  return `${siteUrl()}/builder/${styleId}`;
}

/** An extraction run's page: the extract page opened on that run, which its owner sees signed in. An
 *  unsaved run's compiled spec names it as where the style lives (the API's poll URL answers 401 to a
 *  browser, the owner's included). */
export function extractRunUrl(extractionId: string): string {
  return `${siteUrl()}/extract?run=${extractionId}`;
}

/** Stored URLs may be site-relative (embedded blobs); API responses always carry absolute ones. */
export function absoluteUrl(url: string): string;
export function absoluteUrl(url: string | null | undefined): string | null;
export function absoluteUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  return url.startsWith("/") ? `${siteUrl()}${url}` : url;
}
