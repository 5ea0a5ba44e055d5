// Bump whenever any format's output changes for the same snapshot: it is part of every ETag, so
// clients holding an old ETag get the new text instead of a 304.
export const COMPILER_VERSION = "2026.4";
