// Names and roles for palette colours. Pure: no I/O.
// A role says what a colour does in the image, so a prompt can say "cream background, ink-black
// line work, one coral accent" instead of listing swatches. Rules are deliberately simple and read
// top to bottom: background first (area), then ink (contrast), then accent (small but loud), then the
// chromatic and neutral rest.
import { nearestColorName } from "./names";
import { chromaOf, contrastRatio, oklabDistance, type Oklab } from "./space";
import type { PaletteCluster } from "./palette";

export const PALETTE_ROLES = ["background", "ink", "primary", "secondary", "accent", "neutral", "shadow", "highlight"] as const;
export type PaletteRole = (typeof PALETTE_ROLES)[number];

/** Chroma below this reads as a grey, beige or off-white rather than a colour... */
const NEUTRAL_CHROMA = 0.035;
/** ...and very light colours read as paper (cream, ivory, bone) up to a little more. */
const OFF_WHITE_LIGHTNESS = 0.88;
const OFF_WHITE_CHROMA = 0.06;
/** Shadow and highlight name small dark or light patches; a big one is a neutral field. */
const TONE_MAX_SHARE = 0.2;
const SHADOW_LIGHTNESS = 0.3;
const HIGHLIGHT_LIGHTNESS = 0.85;

/** An accent covers little area but stands out: at most this share (descriptions call it "small",
 *  which a tenth of the frame still is and a seventh no longer)... */
export const ACCENT_MAX_SHARE = 0.1;
/** ...in a hue of its own: at least this far from every larger coloured area's hue. */
const ACCENT_MIN_HUE_SEPARATION = Math.PI / 6;
/** ...and either this much chroma more than the background, or this OKLab distance from it, or a
 *  clearly coloured hue at least a right angle away from a coloured background (mustard on sky). */
const ACCENT_CHROMA_LEAD = 0.08;
const ACCENT_MIN_DISTANCE = 0.25;
const ACCENT_MIN_CHROMA = 0.08;
const ACCENT_MIN_HUE_ANGLE = Math.PI / 2;
/** WCAG's body-text contrast: a colour this far from the background can carry line work or type. */
const INK_MIN_CONTRAST = 4.5;
/** Ink is dark and close to neutral (black, charcoal, navy, sepia); a light colour on a dark ground
 *  is a highlight, a strongly coloured dark one (cobalt) is a colour in its own right. */
const INK_MAX_LIGHTNESS = 0.45;
const INK_MAX_CHROMA = 0.12;

export function isNeutral(lab: Oklab): boolean {
  const chroma = chromaOf(lab);
  return chroma < NEUTRAL_CHROMA || (lab.l >= OFF_WHITE_LIGHTNESS && chroma < OFF_WHITE_CHROMA);
}

export interface RoledColor extends PaletteCluster {
  name: string;
  role: PaletteRole;
}

/** Assigns one role per colour. `palette` is sorted by share, largest first. */
export function assignRoles(palette: readonly PaletteCluster[]): PaletteRole[] {
  const roles: (PaletteRole | undefined)[] = palette.map(() => undefined);
  const background = palette[0];
  if (!background) return [];
  roles[0] = "background";
  const rest = palette.map((c, i) => ({ c, i })).slice(1);
  const bgChroma = chromaOf(background.lab);

  // Ink: the darkest colour that reads clearly on the background.
  const inkCandidate = rest
    .filter(({ c }) => c.lab.l < INK_MAX_LIGHTNESS && c.lab.l < background.lab.l && contrastRatio(c.lab, background.lab) >= INK_MIN_CONTRAST)
    .sort((p, q) => p.c.lab.l - q.c.lab.l)[0];
  if (inkCandidate && chromaOf(inkCandidate.c.lab) < INK_MAX_CHROMA) roles[inkCandidate.i] = "ink";

  // Accent: the loudest small colour.
  const accentCandidate = rest
    .filter(({ i }) => roles[i] === undefined)
    .filter(({ c }) => c.share <= ACCENT_MAX_SHARE)
    .filter(({ c }) => palette.every((o) => o === c || o.share <= c.share || isNeutral(o.lab) || isNeutral(c.lab) || hueAngle(o.lab, c.lab) >= ACCENT_MIN_HUE_SEPARATION))
    .filter(
      ({ c }) =>
        chromaOf(c.lab) - bgChroma >= ACCENT_CHROMA_LEAD ||
        (!isNeutral(c.lab) && oklabDistance(c.lab, background.lab) >= ACCENT_MIN_DISTANCE) ||
        (chromaOf(c.lab) >= ACCENT_MIN_CHROMA && !isNeutral(background.lab) && hueAngle(c.lab, background.lab) >= ACCENT_MIN_HUE_ANGLE),
    )
    .sort((p, q) => chromaOf(q.c.lab) - chromaOf(p.c.lab))[0];
  if (accentCandidate) roles[accentCandidate.i] = "accent";

  let chromaticSeen = 0;
  for (const { c, i } of rest) {
    if (roles[i] !== undefined) continue;
    if (!isNeutral(c.lab)) {
      roles[i] = chromaticSeen === 0 ? "primary" : "secondary";
      chromaticSeen++;
    } else if (c.share <= TONE_MAX_SHARE && c.lab.l < SHADOW_LIGHTNESS && c.lab.l < background.lab.l) {
      roles[i] = "shadow";
    } else if (c.share <= TONE_MAX_SHARE && c.lab.l > HIGHLIGHT_LIGHTNESS && c.lab.l > background.lab.l) {
      roles[i] = "highlight";
    } else {
      roles[i] = "neutral";
    }
  }
  return roles as PaletteRole[];
}

function hueAngle(p: Oklab, q: Oklab): number {
  const d = Math.abs(Math.atan2(p.b, p.a) - Math.atan2(q.b, q.a));
  return d > Math.PI ? 2 * Math.PI - d : d;
}

/** Designer names for the palette, made unique: a second colour nearest to the same name becomes
 *  "deep <name>" or "pale <name>" by its lightness relative to the first (then "dark"/"light"). */
export function nameColors(palette: readonly { lab: Oklab }[]): string[] {
  const used = new Map<string, Oklab>();
  return palette.map(({ lab }) => {
    const { name } = nearestColorName(lab);
    const first = used.get(name);
    const darker = first !== undefined && lab.l < first.l;
    const candidates = first === undefined ? [name] : darker ? [`deep ${name}`, `dark ${name}`] : [`pale ${name}`, `light ${name}`];
    // Table names may already carry a prefix ("deep teal"); never stack two.
    const label = candidates.find((c) => !used.has(c) && c.split(" ").length <= 3 && !/^(deep|pale|dark|light) (deep|pale|dark|light) /.test(c)) ?? name;
    used.set(label, lab);
    return label;
  });
}

export function roleAndName(palette: readonly PaletteCluster[]): RoledColor[] {
  const roles = assignRoles(palette);
  const names = nameColors(palette);
  return palette.map((c, i) => ({ ...c, role: roles[i] as PaletteRole, name: names[i] as string }));
}
