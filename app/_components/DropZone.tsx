"use client";
// A file picker that is also a drop target, for the extract page and the builder. The real file input
// covers the whole zone (transparent), so a click, the keyboard (Tab, then Enter or Space) and a native
// drop all reach the same control; the zone only draws the focus ring and the drag highlight.
import { useState } from "react";
import styles from "./drop-zone.module.css";

interface Props {
  id: string;
  /** The field's label, shown above the zone; it names the input. */
  label: string;
  /** What choosing means here: "Drop images here or choose files". Words after `action` look like a link. */
  lead: string;
  action: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The wrapper's class (the page's field spacing). */
  className?: string;
  onFiles: (files: File[]) => void;
}

export function DropZone({ id, label, lead, action, hint, accept, multiple, disabled, className, onFiles }: Props) {
  const [dragging, setDragging] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <div className={`${styles.drop} ${dragging ? styles.dragging : ""}`} data-disabled={disabled || undefined}>
        <input
          id={id}
          className={styles.input}
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            // Cleared so choosing the same file again (after a refusal or a removal) still fires a change.
            e.currentTarget.value = "";
            if (files.length > 0) onFiles(files);
          }}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
        />
        <svg className={styles.icon} viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {/* The label already names the input; this is the same invitation for the eye. */}
        <span className={styles.title} aria-hidden="true">
          {lead} <span className={styles.link}>{action}</span>
        </span>
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      </div>
    </div>
  );
}

/** "2.4 MB", "380 KB" */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
