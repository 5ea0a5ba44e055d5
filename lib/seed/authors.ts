// The people who publish the hand-written gallery. Handles are stored without "@" and are unique
// (User.handle); every SeedStyle.author must be one of them.
import type { SeedAuthor } from "./types";

export const AUTHORS: SeedAuthor[] = [
  { handle: "inkclub", name: "Ink Club Print Collective" },
  { handle: "crumbandco", name: "Maren Holt" },
  { handle: "gridworks", name: "Gridworks Studio" },
  { handle: "darkroomdiaries", name: "Tomasz Wierzbicki" },
  { handle: "gouachegarden", name: "Ada Okonkwo" },
  { handle: "polygonpress", name: "Polygon Press" },
  { handle: "interfacecraft", name: "Lina Sørensen" },
  { handle: "letterloft", name: "The Letter Loft" },
  { handle: "reelmemory", name: "Jules Carvalho" },
  { handle: "quietcopy", name: "Priya Raman" },
  { handle: "fieldandfolio", name: "Field & Folio" },
  { handle: "northlight", name: "Hana Kobayashi" },
];

export const AUTHOR_HANDLES: ReadonlySet<string> = new Set(AUTHORS.map((a) => a.handle));
