// The hand-written public gallery, read from its data files (one per category, plus the worked
// examples) into one list, each style checked by the seed schema (lib/seed/types.ts). Order matters
// only for readability: seedGallery sorts remix parents before their remixes itself.
import { seedStyles, type SeedStyle } from "../types";
import examples from "./examples.json";
import film from "./film.json";
import graphicDesign from "./graphic-design.json";
import illustration from "./illustration.json";
import painting from "./painting.json";
import photography from "./photography.json";
import threeD from "./three-d.json";
import typography from "./typography.json";
import ui from "./ui.json";
import writing from "./writing.json";

/** The gallery's data files in gallery order, as the repository names them. */
export const GALLERY_FILES: readonly { file: string; data: unknown }[] = [
  { file: "lib/seed/gallery/examples.json", data: examples },
  { file: "lib/seed/gallery/photography.json", data: photography },
  { file: "lib/seed/gallery/illustration.json", data: illustration },
  { file: "lib/seed/gallery/painting.json", data: painting },
  { file: "lib/seed/gallery/three-d.json", data: threeD },
  { file: "lib/seed/gallery/graphic-design.json", data: graphicDesign },
  { file: "lib/seed/gallery/ui.json", data: ui },
  { file: "lib/seed/gallery/typography.json", data: typography },
  { file: "lib/seed/gallery/film.json", data: film },
  { file: "lib/seed/gallery/writing.json", data: writing },
];

export const GALLERY: SeedStyle[] = GALLERY_FILES.flatMap(({ file, data }) => seedStyles(file, data));
