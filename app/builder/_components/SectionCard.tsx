"use client";
// One section of the style: its switch (a switched-off section stays saved but is left out of every
// compiled format), its blocks in compile order and the ways to add one. Voice has single-choice
// traits (formality, emoji…) as selects; choosing "Not set" removes that trait's block.
// A section with content folds to one summary line (its first item, or its colours as swatches):
// folded by default on a phone, where eleven open sections made the builder ten screens long, and
// open by default on a wider screen. An empty section is one compact row: its title and Add buttons.
import { useEffect, useState } from "react";
import type { ColorValue } from "@/lib/styles/blocks";
import { FORMALITY, FREQUENCY, PERSON, SENTENCE_LENGTH, typesForSection, type BlockType } from "@/lib/styles/blocks";
import { SECTION_TITLES, type SectionId } from "@/lib/styles/sections";
import { BlockRow, type RowActions } from "./BlockRow";
import { TRAIT_TYPES, type DraftBlock } from "./draft";
import controls from "./controls.module.css";
import styles from "./builder.module.css";

const TRAITS = [
  { type: "formality", label: "Formality", options: FORMALITY },
  { type: "emoji", label: "Emoji", options: FREQUENCY },
  { type: "hashtags", label: "Hashtags", options: FREQUENCY },
  { type: "sentence-length", label: "Sentence length", options: SENTENCE_LENGTH },
  { type: "person", label: "Person", options: PERSON },
] as const satisfies readonly { type: BlockType; label: string; options: readonly string[] }[];


const NOUN: Partial<Record<BlockType, string>> = { color: "color", avoid: "guardrail", tone: "tone", phrase: "phrase", sample: "sample", descriptor: "item" };

const HINT: Partial<Record<SectionId, string>> = {
  palette: "Colors in the order tools should weigh them.",
  voice: "How the style writes. Image tools never see this section.",
  guardrails: "What to stay away from, and what to do instead.",
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The width below which sections start folded (the builder's phone layout, builder.module.css). */
const FOLD_QUERY = "(max-width: 40rem)";

function textOf(block: DraftBlock): string {
  if (typeof block.value === "string") return block.value;
  const v = block.value as { term?: string; name?: string; hex?: string } | null;
  return v?.term ?? v?.name ?? v?.hex ?? "";
}

/** What a folded section shows: its colours, or its first item and how many more. */
function Summary({ blocks, traits }: { blocks: DraftBlock[]; traits: number }) {
  const colors = blocks.filter((b) => b.type === "color").map((b) => b.value as ColorValue);
  if (colors.length > 0) {
    return (
      <span className={styles.foldSummary}>
        {colors.map((c, i) => (
          <span key={i} className={styles.foldSwatch} style={{ background: c.hex }} title={c.name ?? c.hex} />
        ))}
        <span className="visually-hidden">{colors.map((c) => c.name ?? c.hex).join(", ")}</span>
      </span>
    );
  }
  const first = blocks[0] ? textOf(blocks[0]).trim() : "";
  const more = blocks.length - 1 + traits;
  return (
    <span className={styles.foldSummary}>
      <span className={styles.foldText}>{first || (traits > 0 ? `${traits} ${traits === 1 ? "trait" : "traits"} set` : "Nothing set yet")}</span>
      {first && more > 0 ? <span className={styles.foldMore}> +{more} more</span> : null}
    </span>
  );
}

interface Props extends RowActions {
  section: SectionId;
  blocks: DraftBlock[];
  off: boolean;
  onSwitch: (section: SectionId, on: boolean) => void;
  onAdd: (section: SectionId, type: BlockType) => void;
  /** Sets (or with null, removes) a single-choice voice trait. */
  onTrait: (type: BlockType, value: string | null) => void;
}

export function SectionCard({ section, blocks, off, onSwitch, onAdd, onTrait, ...row }: Props) {
  const title = SECTION_TITLES[section];
  const headingId = `section-${section}`;
  const addable = typesForSection(section).filter((t) => !TRAIT_TYPES.includes(t));
  const listed = blocks.filter((b) => !TRAIT_TYPES.includes(b.type));
  const counts = new Map<BlockType, number>();
  const traitsSet = blocks.length - listed.length;
  // Voice keeps its trait pickers in view even with nothing set: they are how a voice starts.
  const empty = blocks.length === 0 && section !== "voice";
  const [open, setOpen] = useState(true);
  // Phones start folded; decided once the page runs in the browser (the server cannot know the width).
  useEffect(() => {
    if (window.matchMedia(FOLD_QUERY).matches) setOpen(false);
  }, []);
  const bodyId = `${headingId}-body`;
  return (
    <section className={`${styles.card} ${off ? styles.cardOff : ""} ${empty ? styles.cardEmpty : ""}`} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        <div className={styles.foldHead}>
          {empty ? (
            <h3 id={headingId}>{title}</h3>
          ) : (
            <h3 id={headingId}>
              <button type="button" className={styles.fold} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((was) => !was)}>
                <span aria-hidden="true" className={styles.foldMark}>
                  {open ? "▾" : "▸"}
                </span>
                {title}
              </button>
            </h3>
          )}
          {!open && !empty ? <Summary blocks={listed} traits={traitsSet} /> : null}
          {open && !empty && HINT[section] ? <p className={styles.hint}>{HINT[section]}</p> : null}
        </div>
        <label className={controls.switch}>
          <input type="checkbox" role="switch" checked={!off} aria-label={`Include the ${title} section`} onChange={(e) => onSwitch(section, e.target.checked)} />
          <span aria-hidden="true">{off ? "Section off" : "Section on"}</span>
        </label>
      </header>

      <div id={bodyId} className={styles.foldBody} hidden={empty || !open}>
        {section === "voice" ? (
          <div className={styles.traits}>
            {TRAITS.map((t) => {
              const current = blocks.find((b) => b.type === t.type);
              const id = `trait-${t.type}`;
              return (
                <div key={t.type} className={styles.mini}>
                  <label htmlFor={id}>{t.label}</label>
                  <select id={id} value={typeof current?.value === "string" ? current.value : ""} onChange={(e) => onTrait(t.type, e.target.value || null)}>
                    <option value="">Not set</option>
                    {t.options.map((o) => (
                      <option key={o} value={o}>
                        {capital(o)}
                      </option>
                    ))}
                  </select>
                </div>
              );
            })}
          </div>
        ) : null}

        {listed.length > 0 ? (
          <ol role="list" className={styles.rows}>
            {listed.map((b, i) => {
              const n = (counts.get(b.type) ?? 0) + 1;
              counts.set(b.type, n);
              return (
                <BlockRow
                  key={b.key}
                  block={b}
                  label={`${title} ${NOUN[b.type] ?? b.type} ${n}`}
                  first={i === 0}
                  last={i === listed.length - 1}
                  {...row}
                />
              );
            })}
          </ol>
        ) : null}
      </div>

      <div className={styles.addRow}>
        {addable.map((t) => (
          <button
            key={t}
            type="button"
            className="button button-small"
            onClick={() => {
              setOpen(true);
              onAdd(section, t);
            }}
          >
            + Add {NOUN[t] ?? t}
            <span className="visually-hidden"> to {title}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
