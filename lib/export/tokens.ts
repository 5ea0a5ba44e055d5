// target=tokens: a W3C Design Tokens Community Group file, format 2025.10. Colors use the 2025.10
// color object (colorSpace, components, alpha, hex), named from the palette and grouped by role;
// fonts the typography names become fontFamily tokens. Every token and group has a $description, so
// a tool that shows tokens (a Figma plugin, a docs generator) shows what each is for. Pure.
import { displayName } from "@/lib/compile/meta";
import type { ExportFont } from "./fonts";
import type { ExportModel } from "./model";
import { kebabName } from "./names";
import type { ExportColor } from "./palette";

/** Colors with no role (or a role with no usable letters) sit in this group. */
const NO_ROLE_GROUP = "palette";

type Group = { [key: string]: unknown };

function colorToken(color: ExportColor) {
  return {
    $value: { colorSpace: "srgb", components: color.components, alpha: color.alpha, hex: color.hex6 },
    $description: color.role ? `${color.words}: ${color.role}` : color.words,
  };
}

function colorGroup(colors: readonly ExportColor[], name: string): Group {
  const group: Group = { $type: "color", $description: `The palette of ${name}, grouped by the role each color plays.` };
  for (const color of colors) {
    const key = (color.role && kebabName(color.role)) || NO_ROLE_GROUP;
    const roleGroup = (group[key] as Group | undefined) ?? { $description: color.role && key !== NO_ROLE_GROUP ? color.role : "Colors with no role given." };
    roleGroup[color.name] = colorToken(color);
    group[key] = roleGroup;
  }
  return group;
}

function fontGroup(fonts: readonly ExportFont[], name: string): Group {
  const group: Group = { $type: "fontFamily", $description: `Typefaces ${name} names, by what they set.` };
  for (const font of fonts) group[font.name] = { $value: font.families, $description: font.description };
  return group;
}

export function exportTokens({ snapshot, ctx, colors, fonts }: ExportModel): string {
  const name = displayName(snapshot);
  const doc: Group = { $description: `Design tokens of "${name}" on Styleshelf: ${ctx.canonicalUrl}` };
  if (colors.length > 0) doc.color = colorGroup(colors, name);
  if (fonts.length > 0) doc.font = fontGroup(fonts, name);
  return `${JSON.stringify(doc, null, 2)}\n`;
}
