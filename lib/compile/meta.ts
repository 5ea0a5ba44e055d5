// Identification a compiled document carries outside the spec itself: the metadata header and the
// attribution line (both removed by `raw`).
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import { dialectLine, type Format } from "./formats";
import { oneLine } from "./text";

export function displayName(snapshot: StyleSnapshot): string {
  return oneLine(snapshot.name) || "Untitled style";
}

/** The publisher handle with exactly one leading `@`, or null. */
export function authorHandle(snapshot: StyleSnapshot): string | null {
  const raw = snapshot.author ? oneLine(snapshot.author).replace(/^@+/, "") : "";
  return raw === "" ? null : `@${raw}`;
}

/** `# Name` and `Style by @author · url` (without an author: `Style on Styleshelf · url`), then for an
 *  image dialect the model it was written for. */
export function metadataHeader(snapshot: StyleSnapshot, ctx: CompileContext, format?: Format): string {
  const author = authorHandle(snapshot);
  const byline = author ? `Style by ${author}` : "Style on Styleshelf";
  const target = format ? dialectLine(format) : null;
  return `# ${displayName(snapshot)}\n${byline} · ${ctx.canonicalUrl}${target ? `\n${target}` : ""}`;
}

/** `"Name" by @author on Styleshelf: url` (without an author: `"Name" on Styleshelf: url`). */
export function attributionLine(snapshot: StyleSnapshot, ctx: CompileContext): string {
  const author = authorHandle(snapshot);
  return `"${displayName(snapshot)}"${author ? ` by ${author}` : ""} on Styleshelf: ${ctx.canonicalUrl}`;
}

/** A Markdown-ish body framed by header and attribution, as every non-raw text format is. */
export function wrapWithMetadata(body: string, snapshot: StyleSnapshot, ctx: CompileContext, format?: Format): string {
  return `${metadataHeader(snapshot, ctx, format)}\n\n${body}\n\n---\n${attributionLine(snapshot, ctx)}\n`;
}
