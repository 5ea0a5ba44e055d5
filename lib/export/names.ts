// Names for exported tokens. Every target names a color or a font the same way (a CSS custom property,
// a DTCG token, a DESIGN.md key and a Tailwind utility all take lowercase words joined by hyphens), so
// `bg-fluorescent-pink`, `--color-fluorescent-pink` and `color.accent.fluorescent-pink` say the same
// thing. Pure string functions.

/** Lowercase ASCII words joined by single hyphens: "Rosé Quartz (light)" -> "rose-quartz-light".
 *  Accents are dropped rather than the letter; text with no ASCII letter or digit left gives "". */
export function kebabName(text: string, maxLength = 64): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let out = "";
  for (const word of words) {
    const next = out === "" ? word : `${out}-${word}`;
    if (next.length > maxLength) break;
    out = next;
  }
  // A single word longer than the limit is cut rather than lost.
  return out === "" && words[0] ? words[0].slice(0, maxLength) : out;
}

/** Hands out names that are unique within one namespace: the second "ink" becomes "ink-2". */
export class NameSet {
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const name of reserved) this.taken.add(name);
  }

  claim(wanted: string): string {
    let name = wanted;
    for (let n = 2; this.taken.has(name); n++) name = `${wanted}-${n}`;
    this.taken.add(name);
    return name;
  }
}
