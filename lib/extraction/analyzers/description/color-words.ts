// Colour words in a description: a name from the colour list (color-name-list, through
// references/colors.ts), a CSS name, or a hex code, with its modifiers ("soft pastel pink") and
// suffixes ("sand tones"), and whether the name alone is an everyday word ("rain", "mustard") that counts
// only inside a list of colours (look.ts decides that from the words around it). Pure: no I/O.
import { clampChroma, converter, differenceCiede2000, formatHex, parse } from "culori";
import type { ColorValue } from "@/lib/styles/blocks";
import { normalizeText } from "../references";
import { AMBIGUOUS_COLOR_WORDS, COLOR_MODIFIERS, COLOR_NAME_LIST, COLOR_SUFFIXES, HUE_WORDS } from "../references/colors";

const COLOR_ROLE = "named in the description";
const HEX_TOKEN = /^hex([0-9a-f]{6}|[0-9a-f]{3})$/;

// Normalising 32,000 names costs about 250 ms, so the map is built on the first colour a description
// asks for, not when a module that may read one (the style check's text path) is loaded.
let colorPhrases: Map<string, string> | undefined;
function colorPhrase(key: string): string | undefined {
  if (!colorPhrases) {
    colorPhrases = new Map();
    for (const { name, hex } of COLOR_NAME_LIST) {
      const k = normalizeText(name);
      if (k && !colorPhrases.has(k)) colorPhrases.set(k, hex);
    }
  }
  return colorPhrases.get(key);
}
const AMBIGUOUS = new Set([...AMBIGUOUS_COLOR_WORDS].map(normalizeText));
/** Colour names read in free text: a maker writes "dusty rose", not "a smell of bakery" (the list's
 *  longest names are whimsical); four words covers "pale burnt orange" with a suffix. */
export const MAX_COLOR_WORDS = 4;

const toOklch = converter("oklch");
const colorDistance = differenceCiede2000();

/** A CSS colour name (one word, "darkslategray"), through culori; "transparent" is no colour. */
function cssColor(compact: string): string | null {
  if (!/^[a-z]+$/.test(compact)) return null;
  const css = parse(compact);
  return css && (css.alpha === undefined || css.alpha >= 1) ? formatHex(css).toUpperCase() : null;
}

/** A colour name without modifiers, and whether it stands alone: a name of two or more words with a
 *  hue word in it ("forest green"), a hue word, or a CSS name that is no everyday word. */
function plainColor(words: string[]): { hex: string; alone: boolean } | null {
  if (words.length === 0 || words.length > MAX_COLOR_WORDS) return null;
  const phrase = words.join(" ");
  const compact = words.join("");
  // "greys", "teals": a plural names the colour too.
  const singular = phrase.endsWith("s") && phrase.length > 3 ? phrase.slice(0, -1) : null;
  const css = words.length <= 3 ? (cssColor(compact) ?? (singular ? cssColor(singular.replace(/ /g, "")) : null)) : null;
  // A CSS name keeps its W3C value ("green" is #008000; the list's "Green" is a pure #00FF00 no designer
  // means); every other name comes from the list.
  // "red seal stamp", "blue tits": a hue word and then a thing the list happens to name ("Red Seal") is
  // the hue and the thing, not the list's colour.
  const last = words[words.length - 1]!;
  if (words.length >= 2 && HUE_WORDS.has(words[0]!) && !HUE_WORDS.has(last) && !HUE_WORDS.has(last.replace(/s$/, ""))) return null;
  let hex = css ?? colorPhrase(phrase) ?? (singular ? colorPhrase(singular) : undefined);
  if (!hex) return null;
  // "pure black" is black, whatever the list's "Pure Black" (a warm grey) says: "pure", "true" and the
  // like ask for the colour itself.
  const tail = words.length === 2 && /^(?:pure|true|plain|solid|full|real)$/.test(words[0]!) ? cssColor(last) : null;
  if (tail && !css && colorDistance(hex, tail) > 12) hex = tail;
  // "forest green", "midnight blue", "dusty rose": a hue word heads the name, or a modifier leads a
  // colour ("green party" and "black friday" are not colours however the list spells them, and "dark
  // romantic" is a mood).
  const alone =
    words.length >= 2
      ? HUE_WORDS.has(last) || HUE_WORDS.has(last.replace(/s$/, "")) || (Object.hasOwn(COLOR_MODIFIERS, words[0]!) && plainColor(words.slice(1))?.alone === true)
      : HUE_WORDS.has(phrase) || HUE_WORDS.has(singular ?? "") || (css !== null && !AMBIGUOUS.has(phrase) && !AMBIGUOUS.has(singular ?? ""));
  return { hex, alone };
}

function shift(hex: string, mod: { l?: number; c?: number }): string {
  const c = toOklch(hex);
  if (!c) return hex;
  const l = Math.min(0.97, Math.max(0.08, c.l + (mod.l ?? 0)));
  return formatHex(clampChroma({ mode: "oklch", l, c: c.c * (mod.c ?? 1), h: c.h }, "oklch")).toUpperCase();
}

/** A colour name with any modifiers in front ("soft pastel pink"). */
function modifiedColor(words: string[]): { hex: string; alone: boolean } | null {
  const plain = plainColor(words);
  if (plain) return plain;
  const first = words[0] ?? "";
  const mod = Object.hasOwn(COLOR_MODIFIERS, first) ? COLOR_MODIFIERS[first] : undefined; // "constructor blue" is no modifier
  if (!mod || words.length < 2) return null;
  const inner = modifiedColor(words.slice(1));
  // The modifier shifts the colour but does not make an everyday word one: "dark romantic" is a mood.
  return inner ? { hex: shift(inner.hex, mod), alone: inner.alone } : null;
}

/** Whether two words are one typo apart: a letter wrong, missing, extra, or two swapped ("turqouise"). */
function oneTypoApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, n: number) => x.slice(i + n);
  return (
    rest(a, 1) === rest(b, 1) || rest(a, 1) === rest(b, 0) || rest(a, 0) === rest(b, 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, 2) === rest(b, 2))
  );
}

/** A long hue word typed with one slip ("turqouise", "lavendar") is that hue; short words are left
 *  alone, where one letter makes another word. */
function typoHue(word: string): string | undefined {
  if (word.length < 6) return undefined;
  for (const hue of HUE_WORDS) if (hue.length >= 6 && oneTypoApart(word, hue)) return hue;
  return undefined;
}

export function matchColor(words: string[]): { color: ColorValue; contextual: boolean } | null {
  if (words.length === 1 && !plainColor(words)) {
    const hue = typoHue(words[0]!);
    const found = hue ? plainColor([hue]) : null;
    if (found) return { color: { hex: found.hex, name: hue!, role: COLOR_ROLE }, contextual: false };
  }
  const hex = words.length === 1 ? HEX_TOKEN.exec(words[0] ?? "") : null;
  if (hex?.[1]) return { color: { hex: `#${hex[1].toUpperCase()}`, role: COLOR_ROLE }, contextual: false };
  if (words.some((w) => !/^[a-z]/.test(w))) return null; // "2000", "3d": no colour name starts with a digit here
  const suffixed = words.length > 1 && COLOR_SUFFIXES.has(words[words.length - 1] ?? "");
  const base = suffixed ? words.slice(0, -1) : words;
  const found = modifiedColor(base);
  return found ? { color: { hex: found.hex, name: base.join(" "), role: COLOR_ROLE }, contextual: !found.alone && !suffixed } : null;
}

// At equal length a reference beats a colour beats a term: "teal and orange" is the film look, "charcoal"
// alone is a colour, "neon" alone is light.
