"use client";
// The "Images and documents" picker: the shared drop zone, and the files chosen so far with their
// thumbnails and, under a file the run would refuse, why (nothing is sent until "Start extraction").
import { useEffect, useMemo } from "react";
import { DropZone, formatSize } from "@/app/_components/DropZone";
import styles from "../extract.module.css";

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  accept: string;
  hint: string;
  disabled: boolean;
  /** Per chosen file, what keeps it out of a run (null when it may go). */
  problems: (string | null)[];
  /** The plan's file count, exceeded: said under the list. */
  countProblem: string | null;
}

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function FileDrop({ files, onChange, accept, hint, disabled, problems, countProblem }: Props) {
  // Object URLs for thumbnails live exactly as long as the selection they show.
  const previews = useMemo(() => files.map((f) => (f.type.startsWith("image/") ? URL.createObjectURL(f) : null)), [files]);
  useEffect(() => () => previews.forEach((u) => u && URL.revokeObjectURL(u)), [previews]);

  function add(list: File[]) {
    const incoming = list.filter((f) => !files.some((g) => sameFile(f, g)));
    onChange([...files, ...incoming]);
  }

  return (
    <div className={styles.field}>
      <DropZone
        id="extract-files"
        label="Images and documents"
        lead="Drop files here or"
        action="choose files"
        hint={hint}
        accept={accept}
        multiple
        disabled={disabled}
        onFiles={add}
      />
      {files.length > 0 ? (
        <ul className={styles.thumbs} aria-label="Chosen files">
          {files.map((file, i) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.thumb} data-problem={problems[i] ? "" : undefined}>
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
                {problems[i] ? (
                  <span className={styles.fileProblem} id={`extract-file-problem-${i}`}>
                    {problems[i]}
                  </span>
                ) : null}
              </span>
              <button
                type="button"
                className="button button-small"
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                aria-describedby={problems[i] ? `extract-file-problem-${i}` : undefined}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {countProblem ? (
        <p className={styles.fileProblem} id="extract-count-problem">
          {countProblem}
        </p>
      ) : null}
    </div>
  );
}
