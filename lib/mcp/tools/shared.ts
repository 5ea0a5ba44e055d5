// Pieces more than one tool file uses: the `ref` argument and the readable form of style lists.
import { z } from "zod";
import type { SearchResults } from "@/lib/api";

export const refArg = z
  .string()
  .min(1)
  .describe(
    "A style's share slug (e.g. `risograph-zine-k2f9`, as search_styles returns it) or its public share URL; " +
      "for your own styles (signed in) also the style id or builder URL. A style name is not a ref.",
  );

/** One line per style card, then the paging hint. */
export function styleCardsText(out: SearchResults): string {
  if (out.styles.length === 0) {
    const categories = out.availableCategories?.length ? ` Categories: ${out.availableCategories.join(", ")}.` : "";
    return `No styles matched.${categories}`;
  }
  const lines = out.styles.map((s) => {
    const meta = [s.category, s.author, s.tags?.slice(0, 5).join(", ")].filter(Boolean).join(" · ");
    return `- ${s.name} (slug: ${s.slug})${meta ? ` — ${meta}` : ""}\n  ${s.url}`;
  });
  const paging = out.hasMore ? `More results: pass offset ${out.nextOffset}.` : "No more results.";
  return [`${out.count} style(s) matched.`, ...lines, paging, out.attribution].join("\n");
}
