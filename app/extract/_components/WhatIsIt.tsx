"use client";
// "What is it?": what the pixels cannot tell, in the maker's words. A photograph, a painting and a
// render can look alike to a measurement, so beside the images the page asks: one chip for the medium
// and a free line for anything else (the subject, a technique, a mood). Both go to the server as one
// short description (lib/extraction/intake.ts `about`), which outranks anything measured.
import { useId } from "react";
import styles from "./what-is-it.module.css";

/** The media people upload, as they would say them; the words are what the description analyzer reads. */
export const MEDIA_CHIPS = ["a photo", "a painting", "an illustration", "a 3D render", "pixel art", "a pattern", "a drawing", "a vector graphic"] as const;

export interface WhatItIs {
  medium: string | null;
  line: string;
}

export const NOTHING_SAID: WhatItIs = { medium: null, line: "" };

/** The description the server reads: "a painting, a rocket landing in a pine forest". */
export function aboutText(said: WhatItIs): string {
  return [said.medium, said.line.trim()].filter(Boolean).join(", ");
}

interface Props {
  value: WhatItIs;
  onChange: (value: WhatItIs) => void;
  disabled?: boolean;
  /** The question's own wording, e.g. on a result: "We could not tell the medium. What is it?" */
  legend?: string;
  maxLength: number;
}

export function WhatIsIt({ value, onChange, disabled, legend = "What is it?", maxLength }: Props) {
  const id = useId();
  const lineMax = Math.max(0, maxLength - (value.medium?.length ?? 0) - 2);
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        Pixels cannot always tell a photo from a painting or a render. Your words win over anything we measure.
      </p>
      <div className={styles.chips} role="group" aria-describedby={`${id}-hint`}>
        {MEDIA_CHIPS.map((medium) => {
          const on = value.medium === medium;
          return (
            <button
              key={medium}
              type="button"
              className={`${styles.chip} ${on ? styles.chipOn : ""}`}
              aria-pressed={on}
              onClick={() => onChange({ ...value, medium: on ? null : medium })}
            >
              {medium}
            </button>
          );
        })}
      </div>
      <label htmlFor={`${id}-line`} className={styles.lineLabel}>
        Anything else the pixels cannot show <span className={styles.optional}>(optional)</span>
      </label>
      <input
        id={`${id}-line`}
        className={styles.line}
        value={value.line}
        maxLength={lineMax}
        onChange={(e) => onChange({ ...value, line: e.target.value })}
        placeholder="a rocket landing in a pine forest, textured brushwork"
      />
    </fieldset>
  );
}
