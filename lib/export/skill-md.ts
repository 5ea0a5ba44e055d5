// The SKILL.md of target=skill (Agent Skills format): front matter `name` (lowercase words joined by
// hyphens, at most 64 characters, the folder's name) and `description` (what the style is and when
// to use it, at most 1,024 characters), then a body that tells an agent how to apply the style and
// when to read it again, kept under SKILL_BODY_TOKEN_BUDGET. Pure.
import { Document } from "yaml";
import { countTokens } from "@/lib/compile/tokens";
import { attributionLine, displayName } from "@/lib/compile/meta";
import { proseSections } from "@/lib/compile/prose";
import { hasVisual, hasVoice } from "@/lib/compile/select";
import { inertFrontMatter } from "@/lib/compile/front-matter";
import { escapeMarkup, oneLine, stripEnd } from "@/lib/compile/text";
import type { ExportModel } from "./model";
import { kebabName } from "./names";

export const SKILL_NAME_MAX = 64;
export const SKILL_DESCRIPTION_MAX = 1024;
/** Agent Skills asks for a body under 5,000 tokens: the whole body is loaded when the skill is used. */
export const SKILL_BODY_TOKEN_BUDGET = 5000;
/** Words some agent hosts refuse in a skill's name (Claude's upload checks). */
const RESERVED_NAME_WORDS = new Set(["anthropic", "claude"]);

/** A file of the skill folder that the body points to. */
export interface SkillImageEntry {
  path: string;
  kind: string;
  alt: string | null;
}

export function skillName(model: ExportModel): string {
  const fromText = (text: string) =>
    kebabName(text)
      .slice(0, SKILL_NAME_MAX)
      .split("-")
      .filter((w) => w !== "" && !RESERVED_NAME_WORDS.has(w))
      .join("-");
  return fromText(displayName(model.snapshot)) || fromText(model.snapshot.slug ?? "") || "styleshelf-style";
}

type StyleKind = "visual" | "voice" | "both" | "neutral";

function kindOf(model: ExportModel): StyleKind {
  const visual = hasVisual(model.sel);
  const voice = hasVoice(model.sel);
  return visual && voice ? "both" : visual ? "visual" : voice ? "voice" : "neutral";
}

const WHAT: Record<StyleKind, string> = {
  visual: "a visual style",
  voice: "a writing voice",
  both: "a visual style with its own writing voice",
  neutral: "a style",
};

function whenToUse(kind: StyleKind, name: string): string {
  const asked = `or when the user asks for "${name}" or its look by name`;
  if (kind === "voice") return `Use it when writing or editing text that should sound like ${name}, ${asked}.`;
  if (kind === "both") return `Use it when making images, layouts or copy that should look and sound like ${name}, ${asked}.`;
  return `Use it when making, prompting or reviewing images, layouts or designs that should look like ${name}, ${asked}.`;
}

/** Agent hosts show the description as plain text and some refuse anything tag-like in it. */
function plainText(text: string): string {
  return oneLine(text).replace(/[<>]/g, "");
}

function description(model: ExportModel, name: string, kind: StyleKind): string {
  const tail = ` This is ${WHAT[kind]} from Styleshelf. ${whenToUse(kind, name)}`;
  const own = model.snapshot.description ? plainText(model.snapshot.description) : "";
  const lead = own ? `${name}: ${stripEnd(own)}.` : `${name}.`;
  if (lead.length + tail.length <= SKILL_DESCRIPTION_MAX) return `${lead}${tail}`;
  // A long description of the style gives way first: what the skill is for must survive.
  const room = SKILL_DESCRIPTION_MAX - tail.length - 1;
  return `${lead.slice(0, Math.max(0, room)).trimEnd()}…${tail}`.slice(0, SKILL_DESCRIPTION_MAX);
}

function howToApply(kind: StyleKind, hasImages: boolean): string[] {
  const steps = ["Read `STYLE.md` in this folder before you start: it is the whole style, section by section."];
  if (kind !== "voice") {
    steps.push(
      "For images, put the style into the prompt in the image tool's own terms: palette, medium, composition, " +
        "lighting and texture as the sections describe them, the subject from the user's request.",
      "For layouts and designs, use the palette's codes exactly and give each color the role it has in the style.",
    );
  }
  if (kind === "voice" || kind === "both") {
    steps.push("For text, follow the Voice section: its tone, register, sentence length, perspective and rules; the samples show it.");
  }
  steps.push("Treat every Guardrails item as a hard rule; where it names an alternative, use that alternative.");
  if (hasImages) steps.push("Look at the images in `images/` when the words leave a choice open: they show the style.");
  return steps.map((s, i) => `${i + 1}. ${s}`);
}

const WHEN_TO_REREAD = [
  "- At the start of each new piece of work in this style.",
  "- When the user asks for a change to something made in this style, or says it does not look or sound right.",
  "- Before you hand work over: check it against Guardrails once more.",
  "- When the conversation has run long or moved to other work since you last read it: follow the file, not your memory of it.",
];

function imagesList(images: readonly SkillImageEntry[]): string[] {
  return images.map((img) => `- \`${img.path}\`: ${img.kind}${img.alt ? `, ${oneLine(img.alt)}` : ""}`);
}

function body(model: ExportModel, name: string, kind: StyleKind, images: readonly SkillImageEntry[], withBrief: boolean): string {
  const own = model.snapshot.description ? oneLine(model.snapshot.description) : "";
  const parts = [
    `# ${name}`,
    [own, `This skill carries "${name}", ${WHAT[kind]} from Styleshelf. \`STYLE.md\` in this folder is the whole style.`]
      .filter(Boolean)
      .join("\n\n"),
    `## How to apply it\n\n${howToApply(kind, images.length > 0).join("\n")}`,
    `## When to read STYLE.md again\n\n${WHEN_TO_REREAD.join("\n")}`,
  ];
  if (withBrief) {
    const sections = proseSections(model.sel, "default").map((s) => `### ${s.title}\n${s.body}`);
    if (sections.length > 0) parts.push(`## The style in brief\n\n${sections.join("\n\n")}`);
  }
  if (images.length > 0) parts.push(`## Reference images\n\n${imagesList(images).join("\n")}`);
  parts.push(`## Credit\n\n${attributionLine(model.snapshot, model.ctx)}. Link it when you share what you make.`);
  // Markdown that agents and renderers read, made inert as every compiled format is.
  return escapeMarkup(`${parts.join("\n\n")}\n`);
}

export function renderSkillMd(model: ExportModel, images: readonly SkillImageEntry[]): { name: string; text: string } {
  const name = skillName(model);
  const styleName = displayName(model.snapshot);
  const kind = kindOf(model);
  const front = inertFrontMatter(new Document({ name, description: description(model, plainText(styleName), kind) }), { lineWidth: 0 });
  // The brief repeats STYLE.md for a quick start; a style too large for the budget points to the file only.
  let text = body(model, styleName, kind, images, true);
  if (countTokens(text) > SKILL_BODY_TOKEN_BUDGET) text = body(model, styleName, kind, images, false);
  return { name, text: `---\n${front}---\n\n${text}` };
}
