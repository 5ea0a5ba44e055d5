// target=skill: an Agent Skill as a zip holding one folder named by the style: SKILL.md, the style's
// STYLE.md, and its public reference images under images/. The bytes of the images come in with the
// call (reading them is the caller's I/O); everything else is computed here. Pure.
import { strToU8, zipSync, type Zippable } from "fflate";
import { compileStyle } from "@/lib/compile";
import type { ExportModel } from "./model";
import { renderSkillMd, type SkillImageEntry } from "./skill-md";

/** A reference image of the snapshot, read by the caller. */
export interface SkillImage {
  kind: string;
  alt: string | null;
  contentType: string;
  data: Uint8Array;
}

const EXTENSIONS: Record<string, string> = { "image/webp": "webp", "image/png": "png", "image/jpeg": "jpg", "image/gif": "gif" };

/** One fixed time for every entry, so the same generation always zips to the same bytes (a day into
 *  1980, where zip's clock starts, so no time zone moves it before the start). */
const ENTRY_TIME = new Date(Date.UTC(1980, 0, 2));
const IMAGE_FOLDER = "images";

export function exportSkill(model: ExportModel, images: readonly SkillImage[]): Uint8Array {
  const counts = new Map<string, number>();
  const named = images.flatMap((img) => {
    const ext = EXTENSIONS[img.contentType.split(";")[0]!.trim().toLowerCase()];
    if (!ext) return [];
    const n = (counts.get(img.kind) ?? 0) + 1;
    counts.set(img.kind, n);
    return [{ ...img, file: `${img.kind}-${n}.${ext}`, path: `${IMAGE_FOLDER}/${img.kind}-${n}.${ext}` }];
  });
  const entries: SkillImageEntry[] = named.map(({ path, kind, alt }) => ({ path, kind, alt }));
  const skill = renderSkillMd(model, entries);
  const styleMd = compileStyle(model.snapshot, model.ctx, { format: "stylemd" }).body;
  const folder: Zippable = { "SKILL.md": strToU8(skill.text), "STYLE.md": strToU8(styleMd) };
  if (named.length > 0) {
    // Images are compressed already: stored as they are.
    folder[IMAGE_FOLDER] = Object.fromEntries(named.map((img) => [img.file, [img.data, { level: 0 }]]));
  }
  return zipSync({ [skill.name]: folder }, { level: 6, mtime: ENTRY_TIME });
}
