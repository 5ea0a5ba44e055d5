// Names for exported tokens. Every target names a color or a font the same way (a CSS custom property,
// a DTCG token, a DESIGN.md key and a Tailwind utility all take lowercase words joined by hyphens), so
// `bg-fluorescent-pink`, `--color-fluorescent-pink` and `color.accent.fluorescent-pink` say the same
// thing. Pure string functions.
import { slugBase } from "@/lib/styles/slug";

/** Lowercase ASCII words joined by single hyphens, as a share slug's readable part is written:
 *  "Rosé Quartz (light)" -> "rose-quartz-light". Text with no ASCII letter or digit has no name of its
 *  own here (""), where a slug would fall back to "style": the caller picks a better one. */
export function kebabName(text: string): string {
  return /[a-z0-9]/i.test(text.normalize("NFKD")) ? slugBase(text) : "";
}

/** Hands out names that are unique within one namespace: the second "ink" becomes "ink-2". */
export class NameSet {
  private readonly taken = new Set<string>();

  claim(wanted: string): string {
    let name = wanted;
    for (let n = 2; this.taken.has(name); n++) name = `${wanted}-${n}`;
    this.taken.add(name);
    return name;
  }
}
