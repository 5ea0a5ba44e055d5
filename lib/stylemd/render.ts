// Renders a whole STYLE.md document from a snapshot. Pure: no I/O.
//
// Invariants the linter (lib/stylemd/lint.ts) relies on, for every snapshot:
// - frontmatter comes first and is produced by the `yaml` package, so any name or description
//   (colons, quotes, `#`, newlines) stays valid YAML; markup in a value (`<script>`) is written as
//   double-quoted YAML escapes (`"\x3Cscript>"`), read back as typed;
// - `sections` lists exactly the sections that have a `## <SECTION_TITLES[id]>` body below, never an
//   empty one; when nothing at all is enabled in the selection, the document still declares one
//   section (`overview`) carrying a note, because an empty `sections` list or body is a lint error;
// - `palette` lists only the colors printed in the Palette section, as normalized hex codes;
// - the body escapes markup with entities (lib/compile/text.ts escapeMarkup); the one numeric entity,
//   `&#93;`, has the `&` before its `#` that the linter's hex rule skips.
import { Document } from "yaml";
import { normalizeHex } from "@/lib/compile/colors";
import { authorHandle, displayName } from "@/lib/compile/meta";
import { joinSections, type ProseSection, proseSections, userText } from "@/lib/compile/prose";
import { colorsOf, selectBlocks } from "@/lib/compile/select";
import { inertFrontMatter } from "@/lib/compile/front-matter";
import { escapeMarkup, oneLine } from "@/lib/compile/text";
import { SECTION_TITLES, type SectionId } from "@/lib/styles/sections";
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import { GENERATOR_ID } from "./generator";

export const EMPTY_STYLE_MD_NOTE = "This style has no enabled items in the selected sections.";

export function renderStyleMd(
  snapshot: StyleSnapshot,
  ctx: CompileContext,
  opts: { sections?: SectionId[] } = {},
): string {
  const sel = selectBlocks(snapshot, opts.sections);
  let sections: ProseSection[] = proseSections(sel, "stylemd");
  if (sections.length === 0) {
    sections = [{ id: "overview", title: SECTION_TITLES.overview, body: EMPTY_STYLE_MD_NOTE }];
  }
  const name = displayName(snapshot);
  const description = snapshot.description ? oneLine(snapshot.description) : "";
  const palette = sections.some((s) => s.id === "palette") ? colorsOf(sel).map((c) => normalizeHex(c.hex)) : [];
  const tags = snapshot.tags.map(oneLine).filter(Boolean);
  const author = authorHandle(snapshot);

  // Insertion order is the key order in the document: identification first, provenance last.
  const front: Record<string, unknown> = { name };
  if (description) front.description = description;
  front.generator = GENERATOR_ID;
  front.sections = sections.map((s) => s.id);
  if (palette.length > 0) front.palette = palette;
  if (tags.length > 0) front.tags = tags;
  if (author) front.author = author;
  front.source = ctx.canonicalUrl;

  const doc = new Document(front);
  for (const key of ["sections", "palette", "tags"]) {
    const node = doc.get(key, true) as { flow?: boolean } | undefined;
    if (node) node.flow = true;
  }
  // Markup in a value is written as YAML escapes, which YAML readers (the linter included) read back as
  // typed and a Markdown renderer that shows frontmatter as text leaves inert.
  const yaml = inertFrontMatter(doc, { lineWidth: 0, flowCollectionPadding: false });
  // The body is Markdown, made inert as every compiled format is.
  const body = `# ${userText(name, "stylemd")}\n\n${joinSections(sections)}\n`;
  return `---\n${yaml}---\n\n${escapeMarkup(body)}`;
}
