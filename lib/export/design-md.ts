// target=design-md: Google's DESIGN.md (format version "alpha"). Its front matter carries the tokens
// (colors keyed by role, typography where the style names fonts); its body has the format's sections
// in the format's order: Overview, Colors, Typography, Layout, then imagery and voice as extra
// sections (the format keeps unknown sections), then Do's and Don'ts from the guardrails. A writing
// voice gets Overview, Voice and Do's and Don'ts. Pure.
import { Document } from "yaml";
import { attributionLine, displayName } from "@/lib/compile/meta";
import { renderSectionBody } from "@/lib/compile/prose";
import { avoidsOf } from "@/lib/compile/select";
import { capitalize, escapeLineStart, escapeMarkup, escapeMarkupInYaml, oneLine, sentence, stripEnd } from "@/lib/compile/text";
import { SECTION_TITLES, type SectionId } from "@/lib/styles/sections";
import type { ExportModel } from "./model";

/** DESIGN.md's own name for the main color; agents invent one when it is missing. */
const PRIMARY = "primary";

/** Our sections that have no DESIGN.md counterpart, gathered under one extra section. */
const IMAGERY_SECTIONS: readonly SectionId[] = ["medium", "lighting", "texture", "subjects"];

function frontMatter(model: ExportModel): string {
  const { snapshot, colors, fonts } = model;
  const front: Record<string, unknown> = { version: "alpha", name: displayName(snapshot) };
  const description = snapshot.description ? oneLine(snapshot.description) : "";
  if (description) front.description = description;
  if (colors.length > 0) {
    const tokens: Record<string, string> = Object.fromEntries(colors.map((c) => [c.roleKey, c.hex]));
    // The palette's first color leads unless a role already says which one is primary.
    if (!(PRIMARY in tokens)) tokens[PRIMARY] = `{colors.${colors[0]!.roleKey}}`;
    front.colors = tokens;
  }
  if (fonts.length > 0) front.typography = Object.fromEntries(fonts.map((f) => [f.name, { fontFamily: f.families[0] }]));
  const omitted = omissions(model);
  if (omitted.length > 0) front.omitted = omitted;
  // Every value double-quoted, so markup in a name is written as escapes a YAML reader reads back as
  // typed (as STYLE.md does) and a color code is never read as a comment.
  const yaml = new Document(front).toString({ defaultStringType: "QUOTE_DOUBLE", defaultKeyType: "PLAIN", lineWidth: 0 });
  return `---\n${escapeMarkupInYaml(yaml)}---\n`;
}

/** Token sections the style has nothing for, declared so that agents do not take them for gaps to fill
 *  with defaults (the format's `omitted`). A voice has no tokens at all, so nothing is declared. */
function omissions({ colors, fonts }: ExportModel): { section: string; reason: string }[] {
  if (colors.length === 0 && fonts.length === 0) return [];
  const out: { section: string; reason: string }[] = [];
  if (colors.length === 0) out.push({ section: "colors", reason: "The style has no palette." });
  if (fonts.length === 0) out.push({ section: "typography", reason: "The style names no typefaces." });
  out.push(
    { section: "spacing", reason: "A Styleshelf style describes a look, not a spacing scale." },
    { section: "rounded", reason: "A Styleshelf style describes a look, not corner radii." },
  );
  return out;
}

function section(title: string, body: string): string | null {
  return body.trim() === "" ? null : `## ${title}\n\n${body.trim()}`;
}

function overview(model: ExportModel): string {
  const { snapshot, sel } = model;
  const described = renderSectionBody(sel, "overview", "default");
  const own = snapshot.description ? stripEnd(snapshot.description) : "";
  // Many styles open their overview with their description: say it once.
  const parts = [own && !described.includes(own) ? escapeLineStart(sentence(own)) : "", described];
  const mood = renderSectionBody(sel, "mood", "default");
  if (mood) parts.push(`Mood: ${mood}`);
  return parts.filter(Boolean).join("\n\n");
}

function colorsBody({ colors }: ExportModel): string {
  if (colors.length === 0) return "";
  const lines = colors.map((c) => {
    const what = c.role ? stripEnd(c.role) : "no role given";
    return `- **${capitalize(c.words)} (${c.hex}):** ${what}. Token \`colors.${c.roleKey}\`.`;
  });
  if (!colors.some((c) => c.roleKey === PRIMARY)) lines.push(`\n\`colors.${PRIMARY}\` is ${colors[0]!.words}, the palette's first color.`);
  return lines.join("\n");
}

function typographyBody(model: ExportModel): string {
  const described = renderSectionBody(model.sel, "typography", "default");
  if (model.fonts.length === 0) return described;
  const tokens = model.fonts.map((f) => `\`typography.${f.name}\` (${f.families.join(", ")})`).join(", ");
  return `${described}\n\nTokens: ${tokens}.`;
}

function imageryBody({ sel }: ExportModel): string {
  return IMAGERY_SECTIONS.map((id) => {
    const body = renderSectionBody(sel, id, "default").trim();
    return body ? `### ${SECTION_TITLES[id]}\n\n${body}` : "";
  })
    .filter(Boolean)
    .join("\n\n");
}

function dosAndDonts({ sel }: ExportModel): string {
  return avoidsOf(sel)
    .map((a) => {
      const prefer = a.prefer ? `; use ${stripEnd(a.prefer)} instead` : "";
      return `- Don't use ${stripEnd(a.term)}${prefer}.`;
    })
    .join("\n");
}

export function exportDesignMd(model: ExportModel): string {
  const sections = [
    section("Overview", overview(model)),
    section("Colors", colorsBody(model)),
    section("Typography", typographyBody(model)),
    section("Layout", renderSectionBody(model.sel, "composition", "default")),
    section("Imagery", imageryBody(model)),
    section("Voice", renderSectionBody(model.sel, "voice", "default")),
    section("Do's and Don'ts", dosAndDonts(model)),
  ].filter((s): s is string => s !== null);
  const title = `# ${displayName(model.snapshot)}`;
  const credit = attributionLine(model.snapshot, model.ctx);
  // The body is Markdown that agents and renderers read, made inert as every compiled format is.
  return `${frontMatter(model)}\n${escapeMarkup(`${title}\n\n${credit}\n\n${sections.join("\n\n")}\n`)}`;
}
