// The hand-written public gallery, in one list. Order matters only for readability: seedGallery sorts
// remix parents before their remixes itself.
import type { SeedStyle } from "../types";
import { exampleStyles } from "./examples";
import { filmStyles } from "./film";
import { graphicDesignStyles } from "./graphic-design";
import { illustrationStyles } from "./illustration";
import { paintingStyles } from "./painting";
import { photographyStyles } from "./photography";
import { threeDStyles } from "./three-d";
import { typographyStyles } from "./typography";
import { uiStyles } from "./ui";
import { writingStyles } from "./writing";

export const GALLERY: SeedStyle[] = [
  ...exampleStyles,
  ...photographyStyles,
  ...illustrationStyles,
  ...paintingStyles,
  ...threeDStyles,
  ...graphicDesignStyles,
  ...uiStyles,
  ...typographyStyles,
  ...filmStyles,
  ...writingStyles,
];
