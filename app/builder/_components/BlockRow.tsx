"use client";
// One block: its fields (by type) and its controls (move, switch off, delete). Every control's
// accessible name says which block it acts on ("Move Palette color 2 up"), because a screen-reader
// list of twenty "Delete" buttons is useless.
import { HEX_COLOR, SAMPLE_MAX_CHARS, type AvoidValue, type ColorValue } from "@/lib/styles/blocks";
import { pickerHex, type DraftBlock } from "./draft";
import controls from "./controls.module.css";
import styles from "./builder.module.css";

export interface RowActions {
  onChange: (key: string, patch: Partial<DraftBlock>) => void;
  onMove: (key: string, step: -1 | 1) => void;
  onRemove: (key: string) => void;
}

interface Props extends RowActions {
  block: DraftBlock;
  /** "Palette color 2", "Medium item 1": the name every control uses. */
  label: string;
  first: boolean;
  last: boolean;
}

function ColorFields({ block, label, onChange }: Pick<Props, "block" | "label" | "onChange">) {
  const value = block.value as ColorValue;
  const set = (patch: Partial<ColorValue>) => {
    const next: ColorValue = { ...value, ...patch };
    // Empty name or role means "none": the schema wants them absent, not "".
    if (!next.name) delete next.name;
    if (!next.role) delete next.role;
    onChange(block.key, { value: next });
  };
  const hexId = `${block.key}-hex`;
  const valid = HEX_COLOR.test(value.hex);
  return (
    <div className={styles.colorFields}>
      <input
        type="color"
        className={styles.picker}
        aria-label={`${label} picker`}
        value={pickerHex(value.hex)}
        onChange={(e) => set({ hex: e.target.value })}
      />
      <div className={styles.mini}>
        <label htmlFor={hexId}>Hex</label>
        <input
          id={hexId}
          aria-label={`${label} hex`}
          value={value.hex}
          spellCheck={false}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${hexId}-err`}
          onChange={(e) => set({ hex: e.target.value.trim() })}
        />
        {valid ? null : (
          <p id={`${hexId}-err`} className={styles.fieldError}>
            Use #RGB or #RRGGBB
          </p>
        )}
      </div>
      <div className={styles.mini}>
        <label htmlFor={`${block.key}-name`}>Name</label>
        <input id={`${block.key}-name`} aria-label={`${label} name`} value={value.name ?? ""} maxLength={80} onChange={(e) => set({ name: e.target.value })} />
      </div>
      <div className={styles.mini}>
        <label htmlFor={`${block.key}-role`}>Role</label>
        <input id={`${block.key}-role`} aria-label={`${label} role`} value={value.role ?? ""} maxLength={80} placeholder="e.g. accent" onChange={(e) => set({ role: e.target.value })} />
      </div>
    </div>
  );
}

function AvoidFields({ block, label, onChange }: Pick<Props, "block" | "label" | "onChange">) {
  const value = block.value as AvoidValue;
  const set = (patch: Partial<AvoidValue>) => {
    const next: AvoidValue = { ...value, ...patch };
    if (!next.prefer) delete next.prefer;
    onChange(block.key, { value: next });
  };
  return (
    <div className={styles.avoidFields}>
      <div className={styles.mini}>
        <label htmlFor={`${block.key}-term`}>Avoid</label>
        <input id={`${block.key}-term`} aria-label={`${label}: avoid`} value={value.term} maxLength={200} onChange={(e) => set({ term: e.target.value })} />
      </div>
      <div className={styles.mini}>
        <label htmlFor={`${block.key}-prefer`}>Prefer instead</label>
        <input id={`${block.key}-prefer`} aria-label={`${label}: prefer instead`} value={value.prefer ?? ""} maxLength={200} placeholder="optional" onChange={(e) => set({ prefer: e.target.value })} />
      </div>
    </div>
  );
}

function TextFields({ block, label, onChange }: Pick<Props, "block" | "label" | "onChange">) {
  const text = typeof block.value === "string" ? block.value : "";
  if (block.type === "sample") {
    const over = text.length > SAMPLE_MAX_CHARS;
    return (
      <div className={styles.grow}>
        <textarea
          className={styles.textarea}
          aria-label={label}
          rows={4}
          value={text}
          aria-invalid={over}
          aria-describedby={`${block.key}-count`}
          onChange={(e) => onChange(block.key, { value: e.target.value })}
        />
        <p id={`${block.key}-count`} className={`${styles.counter} ${over ? styles.fieldError : ""}`}>
          {text.length.toLocaleString("en")} / {SAMPLE_MAX_CHARS.toLocaleString("en")}
        </p>
      </div>
    );
  }
  if (block.type === "descriptor" || block.type === "phrase") {
    return (
      <textarea className={`${styles.textarea} ${styles.grow}`} aria-label={label} rows={2} maxLength={600} value={text} onChange={(e) => onChange(block.key, { value: e.target.value })} />
    );
  }
  return <input className={styles.grow} aria-label={label} maxLength={200} value={text} onChange={(e) => onChange(block.key, { value: e.target.value })} />;
}

export function BlockRow({ block, label, first, last, onChange, onMove, onRemove }: Props) {
  const fields =
    block.type === "color" ? (
      <ColorFields block={block} label={label} onChange={onChange} />
    ) : block.type === "avoid" ? (
      <AvoidFields block={block} label={label} onChange={onChange} />
    ) : (
      <TextFields block={block} label={label} onChange={onChange} />
    );
  return (
    <li className={`${styles.row} ${block.enabled ? "" : styles.rowOff}`} data-block={block.key}>
      <div className={styles.rowFields}>{fields}</div>
      <div className={styles.rowTools}>
        <label className={controls.switch}>
          <input type="checkbox" role="switch" checked={block.enabled} aria-label={`Include ${label}`} onChange={(e) => onChange(block.key, { enabled: e.target.checked })} />
          <span aria-hidden="true">{block.enabled ? "On" : "Off"}</span>
        </label>
        <button type="button" className={`button button-small ${controls.icon}`} aria-label={`Move ${label} up`} title="Move up" disabled={first} onClick={() => onMove(block.key, -1)}>
          <span aria-hidden="true">↑</span>
        </button>
        <button type="button" className={`button button-small ${controls.icon}`} aria-label={`Move ${label} down`} title="Move down" disabled={last} onClick={() => onMove(block.key, 1)}>
          <span aria-hidden="true">↓</span>
        </button>
        <button type="button" className={`button button-small ${controls.icon} ${controls.danger}`} aria-label={`Delete ${label}`} title="Delete" onClick={() => onRemove(block.key)}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}
