// Palette swatches. A colour alone says nothing to a screen reader, so each swatch carries its hex
// (and name, when known) as its accessible name; the detailed variant also prints them.
import css from "./swatches.module.css";

export interface Swatch {
  hex: string;
  name?: string;
  role?: string;
}

export function SwatchStrip({ colors, label }: { colors: string[]; label: string }) {
  if (colors.length === 0) return null;
  return (
    <ul className={css.strip} aria-label={label}>
      {colors.map((hex, i) => (
        <li key={`${hex}-${i}`} className={css.dot} style={{ backgroundColor: hex }} title={hex} aria-label={hex} />
      ))}
    </ul>
  );
}

export function SwatchList({ colors }: { colors: Swatch[] }) {
  return (
    <ul className={css.list}>
      {colors.map((c, i) => {
        const accessibleName = [c.hex, c.name, c.role ? `(${c.role})` : ""].filter(Boolean).join(" ");
        return (
          <li key={`${c.hex}-${i}`} className={css.item}>
            <span className={css.chip} style={{ backgroundColor: c.hex }} title={accessibleName} aria-hidden="true" />
            <span className={css.text}>
              <code className={css.hex}>{c.hex.toUpperCase()}</code>
              {c.name ? <span>{c.name}</span> : null}
              {c.role ? <span className={css.role}>{c.role}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
