// What every writer calls after changing what others may read of a style (publishing, unpublishing,
// a moderation decision): this process forgets the cached row and who may cache the style's files, and
// rebuilds its search index at once; other processes notice within their cache's few seconds
// (lib/gallery/read.ts, ./blob-audience.ts, ./search-index.ts).
import { forgetBlobAudiences } from "./blob-audience";
import { forgetStyleRow } from "./read";
import { invalidateGalleryIndex } from "./search-index";

export function galleryChanged(slug: string | null): void {
  if (slug) forgetStyleRow(slug);
  forgetBlobAudiences();
  invalidateGalleryIndex();
}
