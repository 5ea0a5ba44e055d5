// Stored URLs of our own pages and blobs are absolute (built from SITE_URL). Pages link to them
// site-relative, so the site still works when it is reached under another origin (a preview host,
// a tunnel, localhost behind a proxy) than the one SITE_URL names.
import { siteUrl } from "@/lib/config";

export function sitePath(url: string): string;
export function sitePath(url: string | null): string | null;
export function sitePath(url: string | null): string | null {
  if (!url) return url;
  const origin = siteUrl();
  if (url === origin) return "/";
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** Author handles are stored with their `@`; older or imported data may lack it. */
export function handle(author: string): string {
  return `@${author.replace(/^@+/, "")}`;
}
