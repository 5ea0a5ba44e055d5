// A copyable code block for the docs: a titled <pre> with the site's CopyButton, which copies the
// block's text as shown (so what is copied is exactly what the reader checked).
import { CopyButton } from "@/app/_components/CopyButton";
import styles from "../docs.module.css";

export function Code({ id, title, children }: { id: string; title: string; children: string }) {
  const preId = `code-${id}`;
  return (
    <div className={styles.code}>
      <div className={styles.codeBar}>
        <span className={styles.codeTitle}>{title}</span>
        <CopyButton targetId={preId} label={`Copy: ${title}`} />
      </div>
      <pre id={preId} tabIndex={0} aria-label={title}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

/** Inline code. */
export function C({ children }: { children: string }) {
  return <code className={styles.inline}>{children}</code>;
}
