// format=stylemd: exactly the STYLE.md document, for every option combination.
// - raw: the document already identifies itself (frontmatter `name`, `author`, `source`), and a
//   metadata header above the frontmatter would break the "frontmatter at the top" lint rule, so
//   there is no wrapper to remove: raw and non-raw are the same text.
// - compact: a STYLE.md has no preamble or enforcement boilerplate, so compact changes nothing.
import { renderStyleMd } from "@/lib/stylemd/render";
import type { SectionId } from "@/lib/styles/sections";
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";

export function compileStyleMd(snapshot: StyleSnapshot, ctx: CompileContext, sections?: SectionId[]): string {
  return renderStyleMd(snapshot, ctx, { sections });
}
