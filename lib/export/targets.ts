// The files a style exports to: the one list the export route, the OpenAPI document, the docs, MCP
// and the style page's Export menu all use, with what each file is (in the order menus show them).
// Pure data.
import { invalidRequest } from "@/lib/errors";

export const EXPORT_TARGETS = ["tokens", "tailwind", "design-md", "skill"] as const;
export type ExportTarget = (typeof EXPORT_TARGETS)[number];

export function isExportTarget(value: string): value is ExportTarget {
  return (EXPORT_TARGETS as readonly string[]).includes(value);
}

/** The target a path segment names; anything else is a 400 that lists the targets. */
export function exportTargetOf(value: string): ExportTarget {
  if (isExportTarget(value)) return value;
  throw invalidRequest(`target: "${value.slice(0, 80)}" is not an export target; the targets are ${EXPORT_TARGETS.join(", ")}`);
}

export interface ExportTargetInfo {
  label: string;
  hint: string;
  /** Media type of the file, as the response's Content-Type. */
  contentType: string;
  /** The downloaded file's name after the style's slug ("risograph-zine-k2f9.tokens.json"). */
  suffix: string;
  /** A zip rather than text: MCP links to it instead of returning it inline. */
  binary: boolean;
  /** What the style must have for this file to say anything. */
  needs: "palette-or-fonts" | "anything";
  /** The docs page about this target, under /docs. */
  docsSlug: string;
}

export const EXPORT_TARGET_INFO: Record<ExportTarget, ExportTargetInfo> = {
  tokens: {
    label: "Design tokens",
    hint: "W3C DTCG tokens (2025.10) for Figma plugins, Style Dictionary and Terrazzo",
    contentType: "application/design-tokens+json",
    suffix: ".tokens.json",
    binary: false,
    needs: "palette-or-fonts",
    docsSlug: "export-tokens",
  },
  tailwind: {
    label: "Tailwind theme",
    hint: "A Tailwind CSS v4 @theme block: bg-, text- and border- utilities named after the palette, font- utilities for named typefaces",
    contentType: "text/css; charset=utf-8",
    suffix: ".theme.css",
    binary: false,
    needs: "palette-or-fonts",
    docsSlug: "export-tailwind",
  },
  "design-md": {
    label: "DESIGN.md",
    hint: "Google's DESIGN.md: tokens plus guidance for design agents",
    contentType: "text/markdown; charset=utf-8",
    suffix: ".DESIGN.md",
    binary: false,
    needs: "anything",
    docsSlug: "export-design-md",
  },
  skill: {
    label: "Agent Skill",
    hint: "A zipped skill folder (SKILL.md, STYLE.md, reference images) for Claude and other agents",
    contentType: "application/zip",
    suffix: ".skill.zip",
    binary: true,
    needs: "anything",
    docsSlug: "export-skill",
  },
};

/** Bump whenever any target's file changes for the same generation: it is part of every export ETag. */
export const EXPORTER_VERSION = "2026.1";
