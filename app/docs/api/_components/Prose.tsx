// The document's descriptions use a small part of Markdown: paragraphs and `code`. Rendering just that
// (as React text, never as HTML) keeps the page free of an HTML-injecting Markdown renderer.
import { Fragment } from "react";

export function Inline({ text }: { text: string }) {
  return (
    <>
      {text.split("`").map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}

export function Prose({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.replace(/\s*\n\s*/g, " ").trim()).filter(Boolean);
  return (
    <>
      {paragraphs.map((p, i) => (
        <p key={i} className={className}>
          <Inline text={p} />
        </p>
      ))}
    </>
  );
}
