// A rendered docs or blog page: HTML from lib/docs/render (already safe: raw HTML escaped, addresses
// filtered) between code blocks that get their Copy button here.
import type { Part } from "@/lib/docs/render";
import { Code } from "./Code";
import styles from "./markdown.module.css";

export function Markdown({ parts }: { parts: Part[] }) {
  return (
    <div className={styles.prose}>
      {parts.map((part, i) =>
        part.kind === "code" ? <Code key={part.id} block={part} /> : <div key={i} className={styles.chunk} dangerouslySetInnerHTML={{ __html: part.html }} />,
      )}
    </div>
  );
}
