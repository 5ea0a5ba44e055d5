"use client";
// The builder's client: the owner's unsaved copy of the style, Save / Generate / Publish through this
// folder's route handlers, and every refusal shown with the service's own message. The preview is
// compiled on the server from the saved style; router.refresh() re-renders it after each change.
// Images and samples are saved the moment they change (their own cards), so they never count as
// unsaved edits.
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { OwnStyle } from "@/lib/builder/own-style";
import { DESCRIPTION_MAX, NAME_MAX, type PublishInput } from "@/lib/builder/validate";
import type { BlockType } from "@/lib/styles/blocks";
import type { PublicChanges } from "@/lib/versions/diff";
import { SECTION_IDS, SECTION_TITLES, type SectionId } from "@/lib/styles/sections";
import { RefusalAlert } from "@/app/_components/RefusalAlert";
import { useLeaveGuard } from "@/app/extract/_components/leave-guard";
import { generate, publish, saveEdits, type Refusal } from "./api";
import { addBlock, draftOf, editsOf, emptyValue, firstEmpty, moveBlock, relativeTime, removeBlock, sameDraft, updateBlock, type Draft, type DraftBlock } from "./draft";
import { InspirationImages } from "./InspirationImages";
import { PublishPanel } from "./PublishPanel";
import { Samples } from "./Samples";
import { SectionCard } from "./SectionCard";
import styles from "./builder.module.css";

const LEAVE_EDITS = "Your edits are not saved yet. Leave the page and lose them?";

type Busy = "save" | "generate" | "publish" | null;

interface Props {
  initial: OwnStyle;
  csrf: string;
  moderationNote: string | null;
  /** The blob store takes files from the browser (Vercel Blob): images go there before they are added. */
  directUploads: boolean;
  /** The compiled formats of the saved style, rendered on the server. */
  preview: ReactNode;
  /** "Check your work" against the last generated version, when there is one. */
  check: ReactNode;
  /** What the saved edits change in the public version; null when none is public. */
  publicChanges: PublicChanges | null;
}

export function Builder({ initial, csrf, moderationNote, directUploads, preview, check, publicChanges }: Props) {
  const router = useRouter();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const [busy, setBusy] = useState<Busy>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [news, setNews] = useState("");
  const [now, setNow] = useState(() => Date.now());
  // A ref, not state: two clicks in one frame both see the old state, never the old ref.
  const working = useRef(false);
  const dirty = !sameDraft(draft, draftOf(saved));

  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  // Unsaved edits: the browser's prompt when the tab goes, a confirm on the site's links (client
  // navigations, which never raise beforeunload).
  useLeaveGuard(dirty, LEAVE_EDITS);

  const setBlocks = (fn: (blocks: DraftBlock[]) => DraftBlock[]) => setDraft((d) => ({ ...d, blocks: fn(d.blocks) }));

  async function run(kind: Exclude<Busy, null>, task: () => Promise<void>): Promise<void> {
    if (working.current) return;
    working.current = true;
    setBusy(kind);
    setRefusal(null);
    setNews("");
    try {
      await task();
    } finally {
      working.current = false;
      setBusy(null);
    }
  }

  /** Saves when there is anything to save; null when the save was refused. */
  async function saveNow(): Promise<OwnStyle | null> {
    if (!dirty) return saved;
    const empty = firstEmpty(draft.blocks);
    if (empty) {
      setRefusal({ error: "invalid_request", message: `An item in ${SECTION_TITLES[empty.section]} is empty. Fill it in or delete it, then save.` });
      document.querySelector<HTMLElement>(`[data-block="${empty.key}"] input, [data-block="${empty.key}"] textarea`)?.focus();
      return null;
    }
    const answer = await saveEdits(saved.id, csrf, editsOf(draft));
    if (!answer.ok) {
      setRefusal(answer.refusal);
      return null;
    }
    setSaved(answer.body);
    setDraft(draftOf(answer.body));
    return answer.body;
  }

  const onSave = () =>
    run("save", async () => {
      if (await saveNow()) {
        setNews("Saved.");
        router.refresh();
      }
    });

  // Generate freezes what is saved, so unsaved edits are saved first rather than silently left out.
  const onGenerate = () =>
    run("generate", async () => {
      if (!(await saveNow())) return;
      const answer = await generate(saved.id, csrf);
      if (!answer.ok) {
        setRefusal(answer.refusal);
        return;
      }
      setSaved(answer.body);
      setNews("Generated. Your API reads now serve this version.");
      router.refresh();
    });

  // One action: what the owner sees is what gets published, so unsaved edits are saved and the style
  // generated first (taking it off the web needs neither).
  const onPublish = (input: PublishInput) =>
    run("publish", async () => {
      if (input.visibility !== "private") {
        if (!(await saveNow())) return;
        const generated = await generate(saved.id, csrf);
        if (!generated.ok) {
          setRefusal(generated.refusal);
          return;
        }
      }
      const answer = await publish(saved.id, csrf, input);
      if (!answer.ok) {
        setRefusal(answer.refusal);
        return;
      }
      setSaved(answer.body);
      setNews(answer.body.visibility === "private" ? "Unpublished: only you can see it." : "Published.");
      router.refresh();
    });

  const onTrait = (type: BlockType, value: string | null) =>
    setBlocks((blocks) => {
      const current = blocks.find((b) => b.type === type);
      if (value === null) return current ? removeBlock(blocks, current.key) : blocks;
      return current ? updateBlock(blocks, current.key, { value }) : addBlock(blocks, { section: "voice", type, value });
    });

  const onSwitch = (section: SectionId, on: boolean) =>
    setDraft((d) => ({ ...d, disabledSections: on ? d.disabledSections.filter((s) => s !== section) : [...d.disabledSections, section] }));

  const onAdd = (section: SectionId, type: BlockType) => {
    const before = new Set(draft.blocks.map((b) => b.key));
    setBlocks((blocks) => addBlock(blocks, { section, type, value: emptyValue(type) }));
    // Focus the new block's first field once it is rendered, so typing can start at once.
    requestAnimationFrame(() => {
      const added = [...document.querySelectorAll<HTMLElement>(`#section-body-${section} [data-block]`)].find((el) => !before.has(el.dataset.block!));
      added?.querySelector<HTMLElement>("input:not([type=checkbox]):not([type=color]), textarea, input[type=color]")?.focus();
    });
  };

  const generated = saved.lastGeneratedAt ? `Generated ${relativeTime(saved.lastGeneratedAt, now)}` : "Not generated yet";

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Style builder</p>
        <h1>{saved.name}</h1>
        <p className={styles.hint}>
          Save keeps your edits. Generate freezes them into the version your tools and API read. Publish shares it.
        </p>
      </header>

      <div className={styles.toolbar} role="toolbar" aria-label="Style actions">
        <button type="button" className="button button-primary" onClick={onSave} disabled={busy !== null || !dirty}>
          {busy === "save" ? "Saving…" : "Save"}
        </button>
        <button type="button" className="button" onClick={onGenerate} disabled={busy !== null}>
          {busy === "generate" ? "Generating…" : "Generate"}
        </button>
        <p className={styles.toolbarState}>
          <span className={dirty ? styles.unsaved : undefined}>{dirty ? "Unsaved changes" : "All changes saved"}</span>
          <span aria-hidden="true"> · </span>
          <span suppressHydrationWarning>{generated}</span>
        </p>
      </div>
      <p role="status" className="visually-hidden">
        {news}
      </p>
      <RefusalAlert refusal={refusal} />

      <section className={styles.card} aria-labelledby="details-title">
        <h2 id="details-title" className={styles.cardTitle}>
          Details
        </h2>
        <div className={styles.mini}>
          <div className={styles.labelRow}>
            <label htmlFor="style-name">Name</label>
            <span className={styles.counter}>
              {draft.name.length} / {NAME_MAX}
            </span>
          </div>
          <input id="style-name" value={draft.name} maxLength={NAME_MAX} required onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))} />
        </div>
        <div className={styles.mini}>
          <div className={styles.labelRow}>
            <label htmlFor="style-description">Description</label>
            <span className={styles.counter}>
              {draft.description.length} / {DESCRIPTION_MAX}
            </span>
          </div>
          <textarea
            id="style-description"
            className={styles.textarea}
            rows={3}
            maxLength={DESCRIPTION_MAX}
            value={draft.description}
            onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
          />
        </div>
      </section>

      <InspirationImages styleId={saved.id} csrf={csrf} initial={initial.referenceImages} directUploads={directUploads} onChanged={() => router.refresh()} />

      <h2 className={styles.groupTitle}>Sections</h2>
      {SECTION_IDS.map((section) => (
        <div key={section} id={`section-body-${section}`}>
          <SectionCard
            section={section}
            blocks={draft.blocks.filter((b) => b.section === section)}
            off={draft.disabledSections.includes(section)}
            onSwitch={onSwitch}
            onAdd={onAdd}
            onTrait={onTrait}
            onChange={(key, patch) => setBlocks((blocks) => updateBlock(blocks, key, patch))}
            onMove={(key, step) => setBlocks((blocks) => moveBlock(blocks, key, step))}
            onRemove={(key) => setBlocks((blocks) => removeBlock(blocks, key))}
          />
        </div>
      ))}

      <Samples styleId={saved.id} csrf={csrf} initial={initial.samples} directUploads={directUploads} onChanged={() => router.refresh()} />

      <PublishPanel style={saved} moderationNote={moderationNote} changes={publicChanges} unsaved={dirty} busy={busy !== null} onPublish={onPublish} />

      <section className={styles.card} aria-labelledby="preview-title">
        <header className={styles.cardHead}>
          <div>
            <h2 id="preview-title">Preview</h2>
            <p className={styles.hint}>{dirty ? "Showing your last save. Save to see your latest edits here." : "Compiled from your saved style, in every format."}</p>
          </div>
        </header>
        {preview}
      </section>

      {check}
    </div>
  );
}
