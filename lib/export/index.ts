// Exports a frozen generation to a file another ecosystem reads: DTCG design tokens, a Tailwind v4
// theme, Google's DESIGN.md or an Agent Skill (DESIGN.md "Exports"). Pure domain code: no framework,
// no database, no I/O (the skill's image bytes are handed in). One module per target.
import { createHash } from "node:crypto";
import { displayName } from "@/lib/compile/meta";
import { invalidRequest } from "@/lib/errors";
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import { exportDesignMd } from "./design-md";
import { exportModel, type ExportModel } from "./model";
import { kebabName } from "./names";
import { exportSkill, type SkillImage } from "./skill";
import { exportTailwind } from "./tailwind";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS, EXPORTER_VERSION, type ExportTarget } from "./targets";
import { exportTokens } from "./tokens";

export { EXPORT_TARGETS, EXPORT_TARGET_INFO, isExportTarget, type ExportTarget, type ExportTargetInfo } from "./targets";
export type { SkillImage } from "./skill";

export interface ExportedFile {
  body: string | Uint8Array;
  contentType: string;
}

/** Why a style cannot be exported to `target` (a message for the 400), or null when it can. */
export function exportRefusal(target: ExportTarget, model: ExportModel): string | null {
  if (EXPORT_TARGET_INFO[target].needs !== "palette-or-fonts") return null;
  if (model.colors.length > 0 || model.fonts.length > 0) return null;
  return (
    `"${displayName(model.snapshot)}" has no palette colors and names no fonts, so there are no ${EXPORT_TARGET_INFO[target].label.toLowerCase()} ` +
    `to export. Export it as ${EXPORT_TARGETS.filter((t) => EXPORT_TARGET_INFO[t].needs === "anything").join(" or ")} instead.`
  );
}

/** `<slug><suffix>`; a style with no share link is named after its name. */
export function exportFileName(target: ExportTarget, style: { slug: string | null; name: string }): string {
  const base = style.slug ?? (kebabName(style.name) || "style");
  return `${base}${EXPORT_TARGET_INFO[target].suffix}`;
}

/** The ETag of an export, from its inputs only, so a conditional request needs no snapshot. */
export function exportEtag(generationId: string, target: ExportTarget): string {
  const key = JSON.stringify(["export", EXPORTER_VERSION, generationId, target]);
  return `"${createHash("sha256").update(key).digest("base64url").slice(0, 32)}"`;
}

/** The file; a target the style has nothing for is a 400 invalid_request saying what is missing. */
export function exportStyle(
  target: ExportTarget,
  snapshot: StyleSnapshot,
  ctx: CompileContext,
  images: readonly SkillImage[] = [],
): ExportedFile {
  const model = exportModel(snapshot, ctx);
  const refusal = exportRefusal(target, model);
  if (refusal) throw invalidRequest(refusal);
  const { contentType } = EXPORT_TARGET_INFO[target];
  switch (target) {
    case "tokens":
      return { body: exportTokens(model), contentType };
    case "tailwind":
      return { body: exportTailwind(model), contentType };
    case "design-md":
      return { body: exportDesignMd(model), contentType };
    case "skill":
      return { body: exportSkill(model, images), contentType };
    default: {
      const unknown: never = target;
      throw new Error(`unknown export target: ${String(unknown)}`);
    }
  }
}

export { exportModel, type ExportModel } from "./model";
