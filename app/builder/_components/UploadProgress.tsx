// The builder's media uploads show how far they are; the words are the same for everyone.
import styles from "./media.module.css";

export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(fraction * 100);
  return (
    <div className={styles.progress}>
      <progress max={100} value={percent} aria-label={label} />
      <span aria-hidden="true">
        {label} {percent}%
      </span>
    </div>
  );
}
