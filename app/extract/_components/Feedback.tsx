"use client";
// Progress while a run starts and works. The live region is always in the page, so assistive technology
// is already listening when its text changes (a region inserted together with its text is often missed).
import { useEffect, useState } from "react";
import styles from "../extract.module.css";

/** `sent`: how much of the files has been uploaded (0..1), when the page sends them itself before the
 *  start (straight to the blob store); null while the server receives them with the start. */
export function ProgressRegion({ phase, sent = null }: { phase: "starting" | "running" | null; sent?: number | null }) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (phase !== "running") return;
    setSeconds(0);
    const t = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(t);
  }, [phase]);

  return (
    <div id="extract-progress" role="status" aria-live="polite" className={styles.progressRegion}>
      {phase ? (
        <div className={styles.progress} aria-busy="true">
          <span className={styles.spinner} aria-hidden="true" />
          <div>
            <p className={styles.progressTitle}>{phase === "starting" ? "Uploading your sources…" : "Extracting…"}</p>
            <p className={styles.progressHint}>
              {phase === "starting"
                ? "Checking files and links before anything is charged."
                : // The seconds are decoration: announcing every tick would drown the status out.
                  <>Reading colours, light, texture and voice. Most runs finish within a minute.<span aria-hidden="true"> {seconds}s</span></>}
            </p>
          </div>
          {phase === "starting" && sent !== null ? (
            <progress className={styles.bar} aria-label="Upload progress" max={100} value={Math.round(sent * 100)} />
          ) : (
            <progress className={styles.bar} aria-label="Extraction progress" />
          )}
        </div>
      ) : null}
    </div>
  );
}
