"use client";
// The "Images and documents" picker. The real file input covers the whole drop zone (transparent), so
// a click, a keyboard press (Tab, then Enter or Space) and a native drop all reach the same control;
// the zone only draws the focus ring and the drag highlight around it.
import { useEffect, useMemo, useState } from "react";
import styles from "../extract.module.css";

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  accept: string;
  hint: string;
  disabled: boolean;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function FileDrop({ files, onChange, accept, hint, disabled }: Props) {
  const [dragging, setDragging] = useState(false);
  // Object URLs for thumbnails live exactly as long as the selection they show.
  const previews = useMemo(() => files.map((f) => (f.type.startsWith("image/") ? URL.createObjectURL(f) : null)), [files]);
  useEffect(() => () => previews.forEach((u) => u && URL.revokeObjectURL(u)), [previews]);

  function add(list: FileList | null) {
    if (!list || list.length === 0) return;
    const incoming = Array.from(list).filter((f) => !files.some((g) => sameFile(f, g)));
    onChange([...files, ...incoming]);
  }

  return (
    <div className={styles.field}>
      <label htmlFor="extract-files">Images and documents</label>
      <div className={`${styles.drop} ${dragging ? styles.dragging : ""}`} data-disabled={disabled || undefined}>
        <input
          id="extract-files"
          className={styles.dropInput}
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          aria-describedby="extract-files-hint"
          onChange={(e) => {
            add(e.currentTarget.files);
            // Cleared so choosing the same file again after removing it still fires a change.
            e.currentTarget.value = "";
          }}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDrop={() => setDragging(false)}
        />
        <svg className={styles.dropIcon} viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          <path d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className={styles.dropTitle}>
          Drop files here or <span className={styles.dropLink}>choose files</span>
        </span>
        <span id="extract-files-hint" className={styles.dropHint}>
          {hint}
        </span>
      </div>
      {files.length > 0 ? (
        <ul className={styles.thumbs} aria-label="Chosen files">
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.thumb}>
              {previews[i] ? (
                // A plain <img>: a local object URL leaves next/image nothing to optimise.
                <img src={previews[i]!} alt={`Preview of ${file.name}`} width={72} height={72} />
              ) : (
                <span className={styles.docIcon} aria-hidden="true">
                  DOC
                </span>
              )}
              <span className={styles.thumbText}>
                <span className={styles.thumbName}>{file.name}</span>
                <span className={styles.thumbSize}>{formatSize(file.size)}</span>
              </span>
              <button
                type="button"
                className="button button-small"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
