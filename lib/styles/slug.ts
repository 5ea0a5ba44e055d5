// The readable part of a share slug and of an export's file names: the style's name as lowercase ASCII
// words joined by dashes. Pure.
const BASE_MAX = 60;
const FALLBACK_BASE = "style";

/** The readable part: lowercase ASCII words joined by dashes, accents folded, at most BASE_MAX
 *  characters cut at a word boundary. A name with no letters or digits gives "style". */
export function slugBase(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let base = "";
  for (const word of words) {
    const next = base ? `${base}-${word}` : word;
    if (next.length > BASE_MAX) break;
    base = next;
  }
  // A single word longer than the limit is cut rather than dropped.
  if (!base && words[0]) base = words[0].slice(0, BASE_MAX);
  return base || FALLBACK_BASE;
}
