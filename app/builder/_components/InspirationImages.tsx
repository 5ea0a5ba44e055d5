"use client";
// Inspiration images: the pictures that define the look. Chosen files wait in a short queue where
// each is described (its alt text) before it is sent; uploaded images can be described, moved and
// deleted one by one. The list shows the server's answers, so what is here is what is saved.
import { useEffect, useRef, useState } from "react";
import type { OwnReferenceImage } from "@/lib/builder/own-style";
import { ALT_MAX_CHARS, MAX_IMAGE_BYTES, MAX_INSPIRATION_IMAGES, megabytes } from "@/lib/builder/media-limits";
import { RefusalAlert, type Refusal } from "@/app/_components/RefusalAlert";
import { DropZone, formatSize } from "@/app/_components/DropZone";
import { UploadProgress } from "./UploadProgress";
import { deleteImage, describeImage, reorderImages, uploadImage } from "./media-api";
import controls from "./controls.module.css";
import styles from "./builder.module.css";
import media from "./media.module.css";

const ACCEPT = "image/jpeg,image/png,image/gif,image/webp";

interface Queued {
  key: string;
  file: File;
  url: string;
  alt: string;
}

interface Props {
  styleId: string;
  csrf: string;
  initial: OwnReferenceImage[];
  /** The blob store takes files from the browser: each image goes there before it is added. */
  directUploads: boolean;
  /** Re-renders what the server compiles (the preview) after a change. */
  onChanged: () => void;
}

let queued = 0;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function InspirationImages({ styleId, csrf, initial, directUploads, onChanged }: Props) {
  const [images, setImages] = useState(() => initial.filter((i) => i.kind === "inspiration"));
  const [queue, setQueue] = useState<Queued[]>([]);
  const [progress, setProgress] = useState<{ label: string; fraction: number } | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [news, setNews] = useState("");
  const working = useRef(false);
  const queueRef = useRef(queue);
  useEffect(() => {
    queueRef.current = queue;
  }, [queue]);
  // Object URLs of queued files live as long as the page does at most.
  useEffect(() => () => queueRef.current.forEach((q) => URL.revokeObjectURL(q.url)), []);

  const free = MAX_INSPIRATION_IMAGES - images.length;
  const undescribed = images.filter((i) => !i.alt).length;

  async function task(fn: () => Promise<void>) {
    if (working.current) return;
    working.current = true;
    setRefusal(null);
    setNews("");
    try {
      await fn();
    } finally {
      working.current = false;
      setProgress(null);
    }
  }

  const focusLater = (selector: string) => requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

  function enqueue(files: File[]) {
    setRefusal(null);
    const room = free - queue.length;
    const fits: Queued[] = [];
    const problems: string[] = [];
    for (const file of files) {
      if (file.size > MAX_IMAGE_BYTES) problems.push(`${file.name} is ${formatSize(file.size)}; an image may be at most ${megabytes(MAX_IMAGE_BYTES)}.`);
      else if (fits.length >= room) problems.push(`${file.name} was left out: a style can have at most ${MAX_INSPIRATION_IMAGES} inspiration images.`);
      else fits.push({ key: `q${++queued}`, file, url: URL.createObjectURL(file), alt: "" });
    }
    setQueue((q) => [...q, ...fits]);
    if (problems.length > 0) setRefusal({ error: "invalid_request", message: problems.join(" ") });
    // Ask for the description straight away: it is what screen readers and tools will read.
    if (fits[0]) focusLater(`#alt-${fits[0].key}`);
  }

  function unqueue(key: string) {
    const item = queue.find((q) => q.key === key);
    if (item) URL.revokeObjectURL(item.url);
    setQueue((q) => q.filter((x) => x.key !== key));
  }

  const onUpload = () =>
    task(async () => {
      const items = [...queue];
      let added = 0;
      let last = "";
      for (const [i, item] of items.entries()) {
        const label = items.length > 1 ? `Uploading image ${i + 1} of ${items.length}` : "Uploading image";
        setProgress({ label, fraction: 0 });
        const answer = await uploadImage(styleId, csrf, item.file, item.alt, directUploads, (fraction) => setProgress({ label, fraction }));
        if (!answer.ok) {
          setRefusal(answer.refusal);
          break;
        }
        unqueue(item.key);
        setImages((list) => [...list, answer.body]);
        last = answer.body.id;
        added++;
      }
      if (added > 0) {
        setNews(`${plural(added, "image")} added.`);
        onChanged();
        // The upload button is gone with the queue; the keyboard lands on the newest image instead.
        if (added === items.length) focusLater(`#alt-${last}`);
      }
    });

  const onMove = (index: number, step: -1 | 1) =>
    task(async () => {
      const before = images;
      const next = [...images];
      [next[index], next[index + step]] = [next[index + step]!, next[index]!];
      const moved = next[index + step]!;
      setImages(next);
      const answer = await reorderImages(styleId, csrf, next.map((i) => i.id));
      if (!answer.ok) {
        setImages(before);
        setRefusal(answer.refusal);
        return;
      }
      setImages(answer.body.filter((i) => i.kind === "inspiration"));
      setNews(`Image moved to position ${index + step + 1} of ${next.length}.`);
      onChanged();
      // Keep the keyboard where it was: on the moved image's button, or its other one at an edge.
      const at = index + step;
      const dir = (step === -1 && at === 0) || (step === 1 && at === next.length - 1) ? -step : step;
      focusLater(`[data-image="${moved.id}"] [data-move="${dir}"]`);
    });

  const onDelete = (index: number) =>
    task(async () => {
      const image = images[index]!;
      const answer = await deleteImage(styleId, csrf, image.id);
      if (!answer.ok) return setRefusal(answer.refusal);
      const rest = images.filter((i) => i.id !== image.id);
      setImages(rest);
      setNews(`Image ${index + 1} deleted.`);
      onChanged();
      const neighbour = rest[Math.min(index, rest.length - 1)];
      focusLater(neighbour ? `[data-image="${neighbour.id}"] [data-delete]` : "#inspiration-files");
    });

  const onDescribe = (image: OwnReferenceImage, alt: string) =>
    task(async () => {
      const answer = await describeImage(styleId, csrf, image.id, alt.trim() ? alt : null);
      if (!answer.ok) return setRefusal(answer.refusal);
      setImages((list) => list.map((i) => (i.id === image.id ? answer.body : i)));
      setNews(answer.body.alt ? "Description saved." : "Description removed.");
      onChanged();
    });

  return (
    <section className={styles.card} aria-labelledby="inspiration-title">
      <header className={styles.cardHead}>
        <div>
          <h2 id="inspiration-title">Inspiration images</h2>
          <p className={styles.hint}>The pictures that define the look. The first one is the style&apos;s cover and leads the JSON format&apos;s reference images.</p>
        </div>
        <p className={media.count}>
          {images.length} of {MAX_INSPIRATION_IMAGES}
        </p>
      </header>

      {images.length === 0 ? (
        <p className={styles.empty}>No inspiration images yet. Add a few pictures that show the look at its best.</p>
      ) : (
        <>
          {undescribed > 0 ? (
            <p className={media.warn}>
              {plural(undescribed, "image has", "images have")} no description yet. Describe what each shows, for people who cannot see it.
            </p>
          ) : null}
          <ol className={media.imageGrid}>
            {images.map((image, i) => (
              <ImageTile
                key={image.id}
                image={image}
                index={i}
                last={i === images.length - 1}
                onMove={(step) => onMove(i, step)}
                onDelete={() => onDelete(i)}
                onDescribe={(alt) => onDescribe(image, alt)}
              />
            ))}
          </ol>
        </>
      )}

      <DropZone
        className={media.field}
        id="inspiration-files"
        label="Add inspiration images"
        lead="Drop images here or" action="choose files"
        hint={free > 0 ? `JPEG, PNG, GIF or WebP, up to ${megabytes(MAX_IMAGE_BYTES)} each. ${plural(free, "more image")} fit.` : "This style has as many images as it can hold. Delete one to add another."}
        accept={ACCEPT}
        multiple
        disabled={free - queue.length <= 0}
        onFiles={enqueue}
      />

      {queue.length > 0 ? (
        <div className={media.queue}>
          <ul className={media.queueList} aria-label="Images to upload">
            {queue.map((q) => (
              <li key={q.key} className={media.queued}>
                <img src={q.url} alt="" width={72} height={72} />
                <div className={media.queuedFields}>
                  <div className={styles.labelRow}>
                    <label htmlFor={`alt-${q.key}`}>Description of {q.file.name}</label>
                    <span className={styles.counter}>
                      {q.alt.length} / {ALT_MAX_CHARS}
                    </span>
                  </div>
                  <input
                    id={`alt-${q.key}`}
                    value={q.alt}
                    maxLength={ALT_MAX_CHARS}
                    placeholder="What does the picture show?"
                    onChange={(e) => setQueue((list) => list.map((x) => (x.key === q.key ? { ...x, alt: e.target.value } : x)))}
                  />
                  <p className={styles.hint}>
                    {formatSize(q.file.size)}
                    {q.alt.trim() ? "" : " · no description yet"}
                  </p>
                </div>
                <button type="button" className="button button-small" aria-label={`Remove ${q.file.name} from the upload`} onClick={() => unqueue(q.key)}>
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <div className={media.actions}>
            <button type="button" className="button button-primary" onClick={onUpload} aria-disabled={progress !== null}>
              {progress ? "Uploading…" : `Upload ${plural(queue.length, "image")}`}
            </button>
            {progress ? <UploadProgress label={progress.label} fraction={progress.fraction} /> : null}
          </div>
        </div>
      ) : null}

      <RefusalAlert refusal={refusal} />
      <p role="status" className="visually-hidden">
        {news}
      </p>
    </section>
  );
}

interface TileProps {
  image: OwnReferenceImage;
  index: number;
  last: boolean;
  onMove: (step: -1 | 1) => void;
  onDelete: () => void;
  onDescribe: (alt: string) => void;
}

function ImageTile({ image, index, last, onMove, onDelete, onDescribe }: TileProps) {
  const [alt, setAlt] = useState(image.alt ?? "");
  const label = `image ${index + 1}`;
  const changed = alt.trim() !== (image.alt ?? "");
  const fieldId = `alt-${image.id}`;
  return (
    <li className={media.tile} data-image={image.id}>
      <figure className={media.tileFigure}>
        <img src={image.thumbnailUrl ?? image.url} alt={image.alt ?? `Inspiration ${label}, not described yet`} width={image.width ?? undefined} height={image.height ?? undefined} loading="lazy" />
        <figcaption className={media.badges}>
          <span className={media.badge}>{index === 0 ? "1 · Cover" : index + 1}</span>
          {image.alt ? null : <span className={`${media.badge} ${media.badgeWarn}`}>No description</span>}
        </figcaption>
      </figure>
      <form
        className={media.altForm}
        onSubmit={(e) => {
          e.preventDefault();
          if (changed) onDescribe(alt);
        }}
      >
        <label htmlFor={fieldId}>Description of {label}</label>
        <textarea id={fieldId} className={styles.textarea} rows={2} maxLength={ALT_MAX_CHARS} value={alt} aria-invalid={!image.alt && !alt.trim() ? true : undefined} onChange={(e) => setAlt(e.target.value)} />
        <div className={media.altRow}>
          <span className={styles.counter}>
            {alt.length} / {ALT_MAX_CHARS}
          </span>
          <button type="submit" className="button button-small" aria-disabled={!changed}>
            Save description<span className="visually-hidden"> of {label}</span>
          </button>
        </div>
      </form>
      <div className={media.tileTools}>
        <button type="button" className={`button button-small ${controls.icon}`} aria-label={`Move ${label} up`} title="Move up" data-move="-1" disabled={index === 0} onClick={() => onMove(-1)}>
          <span aria-hidden="true">↑</span>
        </button>
        <button type="button" className={`button button-small ${controls.icon}`} aria-label={`Move ${label} down`} title="Move down" data-move="1" disabled={last} onClick={() => onMove(1)}>
          <span aria-hidden="true">↓</span>
        </button>
        <button type="button" className={`button button-small ${controls.icon} ${controls.danger}`} aria-label={`Delete ${label}`} title="Delete" data-delete onClick={onDelete}>
          <span aria-hidden="true">✕</span>
        </button>
      </div>
    </li>
  );
}
