// A copyable code block: a titled <pre> with the site's CopyButton, which copies the block's text as
// shown (so what is copied is exactly what the reader checked).
import { CopyButton } from "@/app/_components/CopyButton";
import type { CodeBlock } from "@/lib/docs/render";
import styles from "./markdown.module.css";

const LANG_NAMES: Record<string, string> = {
  sh: "Shell",
  bash: "Shell",
  ts: "TypeScript",
  json: "JSON",
  http: "HTTP",
  markdown: "Markdown",
  md: "Markdown",
  text: "Text",
};

export function Code({ block }: { block: CodeBlock }) {
  const title = block.title ?? LANG_NAMES[block.lang] ?? "Example";
  return (
    <div className={styles.code}>
      <div className={styles.codeBar}>
        <span className={styles.codeTitle}>{title}</span>
        <CopyButton targetId={block.id} label={`Copy: ${title}`} />
      </div>
      <pre id={block.id} tabIndex={0} aria-label={title} data-lang={block.lang || undefined}>
        <code>{block.code}</code>
      </pre>
    </div>
  );
}
