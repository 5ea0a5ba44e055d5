// The section vocabulary (DESIGN.md "Style vocabulary"). Order here is compile order everywhere.

export const SECTION_IDS = [
  "overview",
  "palette",
  "medium",
  "composition",
  "lighting",
  "texture",
  "typography",
  "mood",
  "subjects",
  "voice",
  "guardrails",
] as const;

export type SectionId = (typeof SECTION_IDS)[number];

export const SECTION_TITLES: Record<SectionId, string> = {
  overview: "Overview",
  palette: "Palette",
  medium: "Medium",
  composition: "Composition",
  lighting: "Lighting",
  texture: "Texture",
  typography: "Typography",
  mood: "Mood",
  subjects: "Subjects",
  voice: "Voice",
  guardrails: "Guardrails",
};

/** Sections whose content image tools can use (flux, midjourney, diffusion). `overview` is not one of
 *  them on its own: a style with nothing else visual has no image prompt. */
export const VISUAL_SECTIONS: readonly SectionId[] = [
  "palette",
  "medium",
  "composition",
  "lighting",
  "texture",
  "typography",
  "mood",
  "subjects",
];

const SECTION_SET: ReadonlySet<string> = new Set(SECTION_IDS);

export function isSectionId(value: string): value is SectionId {
  return SECTION_SET.has(value);
}

export function sectionOrder(id: SectionId): number {
  return SECTION_IDS.indexOf(id);
}

/** Parses the `sections` query value (comma-separated ids). Unknown ids are reported, not dropped. */
export function parseSectionList(value: string): { ok: true; sections: SectionId[] } | { ok: false; unknown: string[] } {
  const ids = [...new Set(value.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean))];
  const unknown = ids.filter((id) => !isSectionId(id));
  if (unknown.length > 0) return { ok: false, unknown };
  return { ok: true, sections: ids as SectionId[] };
}

/** The section ids of an already validated `sections` query value (getStyleQuery checks the ids). */
export function sectionsOf(value: string | undefined): SectionId[] | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const parsed = parseSectionList(value);
  return parsed.ok ? parsed.sections : undefined;
}
