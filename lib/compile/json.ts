// format=json: the compiled sections as data, plus reference images. Structured values keep their
// structure (colors {hex,name?,role?}, guardrails {avoid,prefer?}, voice {type,value}); descriptors
// are plain strings. Non-raw adds identification fields (name, description, author, url, attribution)
// and the models each image dialect was written for (dialects) around the same content; raw is exactly {sections, referenceImages?}. `compact` changes nothing:
// data carries no boilerplate.
import type { CompileContext, ReferenceImageKind, StyleSnapshot } from "@/lib/styles/snapshot";
import type { SectionId } from "@/lib/styles/sections";
import { normalizeHex } from "./colors";
import { DIALECT_TARGETS, type DialectTarget, type Format } from "./formats";
import { attributionLine, authorHandle, displayName } from "./meta";
import { avoidsOf, colorsOf, descriptorsOf, type Selection, voiceOf } from "./select";

export type JsonSectionItem =
  | string
  | { hex: string; name?: string; role?: string }
  | { avoid: string; prefer?: string }
  | { type: string; value: string };

export interface CompiledJsonRaw {
  sections: Partial<Record<SectionId, JsonSectionItem[]>>;
  referenceImages?: { url: string; kind: ReferenceImageKind; thumbnailUrl: string | null }[];
}

export interface CompiledJson extends CompiledJsonRaw {
  name: string;
  description: string | null;
  author: string | null;
  url: string;
  /** What each image dialect was written for (formats.ts FORMAT_INFO targets). */
  dialects: Partial<Record<Format, DialectTarget>>;
  attribution: string;
}

const KIND_ORDER: Record<ReferenceImageKind, number> = { inspiration: 0, source: 1, sample: 2 };

function sectionItems(sel: Selection, id: SectionId): JsonSectionItem[] {
  if (id === "palette") {
    return colorsOf(sel).map((c) => ({
      hex: normalizeHex(c.hex),
      ...(c.name ? { name: c.name } : {}),
      ...(c.role ? { role: c.role } : {}),
    }));
  }
  if (id === "guardrails") return avoidsOf(sel).map((a) => (a.prefer ? { avoid: a.term, prefer: a.prefer } : { avoid: a.term }));
  if (id === "voice") return voiceOf(sel).map((v) => ({ type: v.type, value: v.value }));
  return descriptorsOf(sel, id);
}

export function buildJson(snapshot: StyleSnapshot, sel: Selection): CompiledJsonRaw {
  const sections: CompiledJsonRaw["sections"] = {};
  for (const id of sel.sections) {
    const items = sectionItems(sel, id);
    if (items.length > 0) sections[id] = items;
  }
  // Sorted here as well as by the snapshot builder: index 0 must be the most reference-like image.
  const images = snapshot.referenceImages
    .map((img, i) => ({ img, i }))
    .sort((a, b) => KIND_ORDER[a.img.kind] - KIND_ORDER[b.img.kind] || a.i - b.i)
    .map(({ img }) => ({ url: img.url, kind: img.kind, thumbnailUrl: img.thumbnailUrl ?? null }));
  return images.length > 0 ? { sections, referenceImages: images } : { sections };
}

export function compileJson(snapshot: StyleSnapshot, ctx: CompileContext, sel: Selection, raw: boolean): string {
  const content = buildJson(snapshot, sel);
  if (raw) return JSON.stringify(content, null, 2);
  const wrapped: CompiledJson = {
    name: displayName(snapshot),
    description: snapshot.description,
    author: authorHandle(snapshot),
    url: ctx.canonicalUrl,
    ...content,
    dialects: DIALECT_TARGETS,
    attribution: attributionLine(snapshot, ctx),
  };
  return JSON.stringify(wrapped, null, 2);
}
