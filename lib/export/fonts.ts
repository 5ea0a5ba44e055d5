// Fonts a style names, read from its typography descriptors: "bold grotesque headlines, monospace
// labels" names a sans-serif for headlines and a monospace for labels. A descriptor that names no
// family and no kind of face ("hand-cut lettering") gives no font: an export says nothing rather
// than guess. Pure.
import { descriptorsOf, type Selection } from "@/lib/compile/select";
import { oneLine } from "@/lib/compile/text";
import { GENERIC_FAMILIES, GENERIC_WORDS, type GenericFamily, NAMED_FAMILIES } from "./font-families";
import { NameSet } from "./names";

export type FontRole = "headline" | "body" | "label";

export interface ExportFont {
  /** Unique among the style's fonts: `headline`, `body`, `label`, `body-2`... */
  name: string;
  role: FontRole;
  /** Named families first, then the generic family: a CSS font stack. */
  families: string[];
  /** The descriptor the font was read from, as written. */
  description: string;
}

const ROLE_WORDS: ReadonlyArray<readonly [RegExp, FontRole]> = [
  [/\b(?:headlines?|headings?|titles?|display|mastheads?)\b/i, "headline"],
  [/\b(?:labels?|buttons?|captions?|microcopy|menus?|datelines?)\b/i, "label"],
  [/\b(?:body|text|copy|paragraphs?)\b/i, "body"],
];

/** `rounded` and `system` refine a sans ("rounded system sans" is ui-rounded, then system-ui). */
function genericStack(clause: string): GenericFamily[] {
  const generic = GENERIC_WORDS.find(([pattern]) => pattern.test(clause))?.[1];
  if (!generic) return [];
  if (generic !== "sans-serif") return [generic];
  const stack: GenericFamily[] = [];
  if (/\brounded\b/i.test(clause)) stack.push("ui-rounded");
  if (/\bsystem\b/i.test(clause)) stack.push("system-ui");
  return [...stack, generic];
}

function namedFamilies(clause: string): { families: string[]; generic: GenericFamily | null } {
  const found: string[] = [];
  let generic: GenericFamily | null = null;
  let rest = clause;
  for (const [family, fallback] of NAMED_FAMILIES) {
    // Case matters: "Inter" is a typeface, "inter-" a prefix.
    const pattern = new RegExp(`(?<![A-Za-z])${family.replace(/[-\s]/g, "[-\\s]")}(?![a-z])`);
    if (!pattern.test(rest)) continue;
    found.push(family);
    generic ??= fallback;
    rest = rest.replace(pattern, " ");
  }
  return { families: found, generic };
}

function roleOf(text: string): FontRole | null {
  return ROLE_WORDS.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

interface FoundFont {
  families: string[];
  role: FontRole | null;
}

/** The fonts one descriptor names, clause by clause (commas, semicolons and colons separate them). */
function fontsOfDescriptor(descriptor: string): FoundFont[] {
  const found: FoundFont[] = [];
  for (const clause of descriptor.split(/[,;:]/)) {
    const named = namedFamilies(clause);
    const stack = genericStack(clause);
    const generics = stack.length > 0 ? stack : named.generic ? [named.generic] : [];
    const families = [...new Set([...named.families, ...generics])];
    if (families.length > 0) found.push({ families, role: roleOf(clause) });
  }
  // One face in the descriptor: a role named anywhere in it is that face's ("sans serif, bold headline").
  if (found.length === 1 && !found[0]!.role) found[0]!.role = roleOf(descriptor);
  return found;
}

export function exportFonts(sel: Selection): ExportFont[] {
  const names = new NameSet();
  const out: ExportFont[] = [];
  for (const descriptor of descriptorsOf(sel, "typography")) {
    for (const font of fontsOfDescriptor(descriptor)) {
      const role = font.role ?? "body";
      out.push({ name: names.claim(role), role, families: font.families, description: oneLine(descriptor) });
    }
  }
  return out;
}

/** A font stack as CSS writes it: family names quoted, generic families bare. */
export function cssFontStack(families: readonly string[]): string {
  const generic = new Set<string>(GENERIC_FAMILIES);
  return families.map((f) => (generic.has(f) ? f : JSON.stringify(f))).join(", ");
}
