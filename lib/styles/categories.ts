// Gallery categories. Ids are what Style.category stores and what `?category=` filters on; labels are
// for people. `kind` tells the seed (and the website) whether a category is a look or a voice: only
// visual ones get generated reference images.

export interface Category {
  id: string;
  label: string;
  kind: "visual" | "writing";
}

export const CATEGORIES = [
  { id: "photography", label: "Photography", kind: "visual" },
  { id: "illustration", label: "Illustration", kind: "visual" },
  { id: "painting", label: "Painting", kind: "visual" },
  { id: "3d", label: "3D", kind: "visual" },
  { id: "graphic-design", label: "Graphic design", kind: "visual" },
  { id: "ui", label: "UI", kind: "visual" },
  { id: "typography", label: "Typography", kind: "visual" },
  { id: "film", label: "Film", kind: "visual" },
  { id: "writing", label: "Writing", kind: "writing" },
] as const satisfies readonly Category[];

export type CategoryId = (typeof CATEGORIES)[number]["id"];

export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((c) => c.id);

export function isCategoryId(value: string): value is CategoryId {
  return (CATEGORY_IDS as readonly string[]).includes(value);
}

/** Display label for a category id; unknown ids are shown as they are. */
export function categoryLabel(id: string): string {
  return CATEGORIES.find((c) => c.id === id)?.label ?? id;
}

/** Writing voices have no look to render; everything else is visual. */
export function isVisualCategory(id: string): boolean {
  return CATEGORIES.find((c) => c.id === id)?.kind !== "writing";
}
