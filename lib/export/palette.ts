// The palette as every export target sees it: each enabled color with its words, its role, its
// code in sRGB and the names the targets give it. Pure.
import { describeHex, normalizeHex } from "@/lib/compile/colors";
import { colorsOf, type Selection } from "@/lib/compile/select";
import { oneLine } from "@/lib/compile/text";
import { kebabName, NameSet } from "./names";

export interface ExportColor {
  /** #RRGGBB, or #RRGGBBAA when the color is translucent. */
  hex: string;
  /** #RRGGBB without alpha: what DTCG's `hex` field and most tools take. */
  hex6: string;
  /** Red, green and blue from 0 to 1 (sRGB), rounded to 4 places. */
  components: [number, number, number];
  alpha: number;
  /** The author's name for the color, or plain words derived from its code. */
  words: string;
  /** The author's role, as written; null when none was given. */
  role: string | null;
  /** Unique across the palette: `--color-<name>` in Tailwind, a token name in DTCG. */
  name: string;
  /** Unique across the palette: the role's name, else the color's (DESIGN.md keys colors by role). */
  roleKey: string;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export function exportPalette(sel: Selection): ExportColor[] {
  const names = new NameSet();
  const roleKeys = new NameSet();
  const colors = colorsOf(sel);
  const roleCounts = new Map<string, number>();
  for (const c of colors) {
    const key = c.role ? kebabName(c.role) : "";
    if (key) roleCounts.set(key, (roleCounts.get(key) ?? 0) + 1);
  }
  return colors.map((c) => {
    const hex = normalizeHex(c.hex);
    const channel = (i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    const words = (c.name ? oneLine(c.name) : "") || describeHex(hex);
    const role = c.role ? oneLine(c.role) || null : null;
    const name = names.claim(kebabName(words) || kebabName(describeHex(hex)) || "color");
    const roleSlug = role ? kebabName(role) : "";
    // A role two colors share keeps both apart by adding each color's own name.
    const roleKey = roleKeys.claim(roleSlug && roleCounts.get(roleSlug) === 1 ? roleSlug : roleSlug ? `${roleSlug}-${name}` : name);
    return {
      hex,
      hex6: hex.slice(0, 7),
      components: [round4(channel(0)), round4(channel(1)), round4(channel(2))],
      alpha: hex.length === 9 ? round4(channel(3)) : 1,
      words,
      role,
      name,
      roleKey,
    };
  });
}
