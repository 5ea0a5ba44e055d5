"use client";
// The finished extraction: what it was made from beside what was found (palette, the items grouped by
// section, voice readings with their names), then the compiled spec and STYLE.md. The API gives each
// value as plain text (a colour as `#RRGGBB name (role)`); the palette parses that form back into
// swatches.
import { useEffect, useMemo, useState } from "react";
import type { ExtractionStatus } from "@/lib/api/extraction";
import { isSectionId, SECTION_IDS, SECTION_TITLES } from "@/lib/styles/sections";
import codeBlock from "@/app/_components/code-block.module.css";
import { CopyButton } from "@/app/_components/CopyButton";
import { SwatchList, type Swatch } from "@/app/_components/Swatches";
import type { RunSources } from "@/lib/extraction/recent-runs";
import type { RerunOffer } from "@/lib/extraction/rerun";
import { traitLabel } from "../_lib/voice-traits";
import { ResultSources } from "./ResultSources";
import { aboutText, NOTHING_SAID, WhatIsIt, type WhatItIs } from "./WhatIsIt";
import styles from "./result.module.css";

type Block = NonNullable<ExtractionStatus["blocks"]>[number];

function swatchOf(value: string): Swatch | null {
  // The server only writes valid hexes; this just splits the text form back into its parts.
  const m = value.match(/^(#[0-9a-fA-F]+)(?:\s+(.*?))?(?:\s+\(([^)]*)\))?$/);
  if (!m) return null;
  return { hex: m[1]!, name: m[2] || undefined, role: m[3] || undefined };
}

function groupBySection(blocks: Block[]): [string, Block[]][] {
  const groups = new Map<string, Block[]>();
  for (const b of blocks) groups.set(b.section, [...(groups.get(b.section) ?? []), b]);
  const order = (s: string) => (isSectionId(s) ? SECTION_IDS.indexOf(s) : SECTION_IDS.length);
  return [...groups].sort(([a], [b]) => order(a) - order(b));
}

/** An avoid's text form is `term -> prefer`; read aloud, "Avoid term, prefer …" says what to do. */
function AvoidItem({ text }: { text: string }) {
  const [term, prefer] = text.split(" -> ");
  return (
    <>
      <span className={styles.itemKind}>Avoid</span> {term}
      {prefer ? (
        <>
          <span className={styles.itemKind}>, prefer</span> {prefer}
        </>
      ) : null}
    </>
  );
}

/** A reading such as "casual" is named ("Formality: casual"); a phrase reads on its own. */
function ItemText({ block }: { block: Block }) {
  if (block.type === "avoid") return <AvoidItem text={block.value} />;
  const label = traitLabel(block.type);
  if (!label) return <>{block.value}</>;
  return (
    <>
      <span className={styles.itemKind}>{label}:</span> {block.value}
    </>
  );
}

const fileNameOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "style"}.STYLE.md`;

/** The free rerun a run whose medium the pixels could not tell carries: "What is it?", then run again. */
function RerunAsk({ offer, busy, maxLength, onRerun }: { offer: RerunOffer; busy: boolean; maxLength: number; onRerun: (words: string) => void }) {
  const [said, setSaid] = useState<WhatItIs>(NOTHING_SAID);
  const words = aboutText(said);
  const until = new Date(offer.until).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  return (
    <form
      className={styles.rerun}
      aria-label="Tell us what it is and run it again"
      onSubmit={(e) => {
        e.preventDefault();
        if (words) onRerun(words);
      }}
    >
      <WhatIsIt value={said} onChange={setSaid} disabled={busy} maxLength={maxLength} legend="We could not tell the medium from the pixels. What is it?" />
      <div className={styles.rerunRow}>
        <button type="submit" className="button" disabled={busy || !words} aria-disabled={busy || !words}>
          Run it again with my words
        </button>
        <span className={styles.rerunNote}>Free until {until}. The images stay as they are; your words decide the medium.</span>
      </div>
    </form>
  );
}

interface Props {
  result: ExtractionStatus;
  /** The free rerun this run is offered ("What is it?"), or null. */
  rerun: RerunOffer | null;
  onRerun: (words: string) => void;
  aboutMax: number;
  /** What the run was made from; null while unknown. */
  sources: RunSources | null;
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
}

export function ExtractResult({ result, sources, saving, onSave, onReset, rerun, onRerun, aboutMax }: Props) {
  const blocks = result.blocks ?? [];
  const swatches = blocks.flatMap((b) => (b.type === "color" ? [swatchOf(b.value)].filter((s): s is Swatch => s !== null) : []));
  const groups = groupBySection(blocks.filter((b) => b.type !== "color"));
  const name = result.name ?? "Extracted style";
  const download = useMemo(() => (result.styleMd ? URL.createObjectURL(new Blob([result.styleMd], { type: "text/markdown" })) : null), [result.styleMd]);
  useEffect(() => () => void (download && URL.revokeObjectURL(download)), [download]);
  const [heading, setHeading] = useState<HTMLHeadingElement | null>(null);
  // Focus moves to the result so keyboard and screen-reader users land where the news is.
  useEffect(() => heading?.focus(), [heading]);

  return (
    <section className={styles.result} aria-labelledby="result-title">
      <header className={styles.resultHead}>
        <div>
          <p className={styles.eyebrow}>Extraction complete</p>
          <h2 id="result-title" ref={setHeading} tabIndex={-1}>
            {name}
          </h2>
          {result.description ? <p className={styles.resultLede}>{result.description}</p> : null}
          {/* Where the sources disagree (several images of different media, light or colour). */}
          {result.message ? <p className={styles.notice}>{result.message}</p> : null}
        </div>
        <div className={styles.resultActions}>
          <button type="button" className="button button-primary" onClick={onSave} disabled={saving} aria-disabled={saving}>
            {saving ? "Saving…" : "Save as draft"}
          </button>
          <button type="button" className="button" onClick={onReset} disabled={saving}>
            Start another
          </button>
        </div>
      </header>
      {rerun ? <RerunAsk offer={rerun} busy={saving} maxLength={aboutMax} onRerun={onRerun} /> : null}
      <p className={styles.note}>
        Not saved as a style yet. It stays under Recent runs below until you dismiss it.
        {result.note ? <> {result.note}</> : null}
      </p>

      <div className={styles.found}>
        {sources ? <ResultSources sources={sources} /> : null}
        <div className={styles.findings}>
          {swatches.length > 0 ? (
            <section className={styles.card} aria-labelledby="palette-title">
              <h3 id="palette-title">Palette</h3>
              <div aria-label="Palette swatches" role="group">
                <SwatchList colors={swatches} />
              </div>
            </section>
          ) : null}

          {groups.length > 0 ? (
            <section className={styles.card} aria-labelledby="items-title">
              <h3 id="items-title">What we found</h3>
              <dl className={styles.sections}>
                {groups.map(([section, items]) => (
                  <div key={section} className={styles.sectionRow}>
                    <dt>{isSectionId(section) ? SECTION_TITLES[section] : section}</dt>
                    <dd>
                      <ul role="list" className={styles.items}>
                        {items.map((b, i) => (
                          <li key={i} className={b.type === "avoid" ? styles.avoid : undefined}>
                            <ItemText block={b} />
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      </div>

      {result.spec ? (
        <section className={styles.card} aria-labelledby="spec-title">
          <div className={styles.cardHead}>
            <h3 id="spec-title">Prompt for chat assistants</h3>
            <CopyButton targetId="extract-spec" label="Copy the prompt" />
          </div>
          <pre id="extract-spec" className={`${codeBlock.block} ${styles.code}`} tabIndex={0} aria-label="Compiled prompt">
            {result.spec}
          </pre>
        </section>
      ) : null}

      {result.styleMd ? (
        <section className={styles.card} aria-labelledby="stylemd-title">
          <div className={styles.cardHead}>
            <h3 id="stylemd-title">STYLE.md</h3>
            <span className={styles.cardTools}>
              <CopyButton targetId="extract-stylemd" label="Copy STYLE.md" />
              {download ? (
                <a className="button button-small" href={download} download={fileNameOf(name)}>
                  Download
                </a>
              ) : null}
            </span>
          </div>
          <pre id="extract-stylemd" className={`${codeBlock.block} ${styles.code}`} tabIndex={0} aria-label="STYLE.md document">
            {result.styleMd}
          </pre>
        </section>
      ) : null}
    </section>
  );
}
