// What every export target reads from a frozen generation, worked out once: the enabled blocks, the
// palette with its names, and the fonts the typography names. Pure.
import { selectBlocks, type Selection } from "@/lib/compile/select";
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";
import { type ExportFont, exportFonts } from "./fonts";
import { type ExportColor, exportPalette } from "./palette";

export interface ExportModel {
  snapshot: StyleSnapshot;
  ctx: CompileContext;
  /** Enabled blocks of enabled sections (switched-off style appears in no export, as in no format). */
  sel: Selection;
  colors: ExportColor[];
  fonts: ExportFont[];
}

export function exportModel(snapshot: StyleSnapshot, ctx: CompileContext): ExportModel {
  const sel = selectBlocks(snapshot);
  return { snapshot, ctx, sel, colors: exportPalette(sel), fonts: exportFonts(sel) };
}
