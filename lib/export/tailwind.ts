// target=tailwind: a Tailwind CSS v4 `@theme` block. Each palette color becomes `--color-<name>`, so
// `bg-<name>`, `text-<name>` and `border-<name>` exist once the file is imported after
// `@import "tailwindcss"`; each named font becomes `--font-<role>` (`font-headline`). Pure.
import { displayName } from "@/lib/compile/meta";
import { cssFontStack } from "./fonts";
import type { ExportModel } from "./model";

/** User text inside a CSS comment: a star followed by a slash would end the comment early and let the
 *  rest be read as CSS. */
function commentText(text: string): string {
  return text.replace(/\*\//g, "* /").replace(/[\r\n]+/g, " ");
}

export function exportTailwind({ snapshot, ctx, colors, fonts }: ExportModel): string {
  const lines: string[] = [];
  for (const color of colors) {
    lines.push(`  /* ${commentText(color.role ? `${color.words}: ${color.role}` : color.words)} */`);
    lines.push(`  --color-${color.name}: ${color.hex};`);
  }
  for (const font of fonts) {
    lines.push(`  /* ${commentText(font.description)} */`);
    lines.push(`  --font-${font.name}: ${cssFontStack(font.families)};`);
  }
  const header = [
    `/* ${commentText(displayName(snapshot))}: a Tailwind CSS v4 theme from Styleshelf`,
    ` * ${commentText(ctx.canonicalUrl)}`,
    ` * Import it after @import "tailwindcss" to get bg-, text- and border-<color> and font-<role> utilities. */`,
  ];
  return `${header.join("\n")}\n@theme {\n${lines.join("\n")}\n}\n`;
}
