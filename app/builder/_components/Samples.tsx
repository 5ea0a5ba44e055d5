"use client";
// Samples: things made with the style (written text, images, short clips). Public ones appear on the
// style's page, and images and clip posters join the JSON format's reference images at the next
// Generate; private ones stay here. Each change is saved at once and answered by the server.
import { useRef, useState } from "react";
import type { OwnSample } from "@/lib/builder/own-style";
import { MAX_IMAGE_BYTES, MAX_SAMPLES_PER_STYLE, WRITTEN_SAMPLE_MAX_CHARS, megabytes } from "@/lib/builder/media-limits";
import { RefusalAlert, type Refusal } from "@/app/_components/RefusalAlert";
import { ClipPicker } from "./ClipPicker";
import { DropZone, formatSize } from "@/app/_components/DropZone";
import { UploadProgress } from "./UploadProgress";
import { addWritten, deleteSample, setSamplePublic, uploadImageSample } from "./media-api";
import controls from "./controls.module.css";
import styles from "./builder.module.css";
import media from "./media.module.css";

type Kind = OwnSample["kind"];
const KINDS: { id: Kind; label: string }[] = [
  { id: "written", label: "Written" },
  { id: "image", label: "Image" },
  { id: "clip", label: "Clip" },
];
const KIND_LABEL: Record<Kind, string> = { written: "Written", image: "Image", clip: "Clip" };
const n = (x: number) => x.toLocaleString("en");

/** What the server will count: line breaks as one character, surrounding space trimmed. */
const countOf = (text: string) => text.replace(/\r\n?/g, "\n").trim().length;

interface Props {
  styleId: string;
  csrf: string;
  initial: OwnSample[];
  /** The blob store takes files from the browser: an image sample goes there before it is added. */
  directUploads: boolean;
  onChanged: () => void;
}

export function Samples({ styleId, csrf, initial, directUploads, onChanged }: Props) {
  const [samples, setSamples] = useState(initial);
  const [kind, setKind] = useState<Kind>("written");
  const [text, setText] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [news, setNews] = useState("");
  const working = useRef(false);
  const full = samples.length >= MAX_SAMPLES_PER_STYLE;
  const count = countOf(text);

  async function task(fn: () => Promise<void>) {
    if (working.current) return;
    working.current = true;
    setRefusal(null);
    setNews("");
    try {
      await fn();
    } finally {
      working.current = false;
    }
  }

  function added(sample: OwnSample) {
    setSamples((list) => [...list, sample]);
    setNews(`${KIND_LABEL[sample.kind]} sample added.`);
    onChanged();
  }

  const onWritten = () =>
    task(async () => {
      // The server decides; this only spares a round trip for a sample that is certainly too long.
      if (count > WRITTEN_SAMPLE_MAX_CHARS) {
        setRefusal({ error: "invalid_request", message: `A written sample may be at most ${n(WRITTEN_SAMPLE_MAX_CHARS)} characters; this one has ${n(count)}.` });
        document.getElementById("sample-text")?.focus();
        return;
      }
      const answer = await addWritten(styleId, csrf, text);
      if (!answer.ok) return setRefusal(answer.refusal);
      setText("");
      added(answer.body);
    });

  const onImage = (files: File[]) =>
    task(async () => {
      const file = files[0]!;
      if (file.size > MAX_IMAGE_BYTES) {
        setRefusal({ error: "payload_too_large", message: `${file.name} is ${formatSize(file.size)}; an image may be at most ${megabytes(MAX_IMAGE_BYTES)}.` });
        return;
      }
      setProgress(0);
      const answer = await uploadImageSample(styleId, csrf, file, directUploads, setProgress);
      setProgress(null);
      if (!answer.ok) return setRefusal(answer.refusal);
      added(answer.body);
    });

  const onPublic = (sample: OwnSample, index: number, isPublic: boolean) =>
    task(async () => {
      const answer = await setSamplePublic(styleId, csrf, sample.id, isPublic);
      if (!answer.ok) return setRefusal(answer.refusal);
      setSamples((list) => list.map((s) => (s.id === sample.id ? answer.body : s)));
      setNews(`Sample ${index + 1} is now ${isPublic ? "public" : "private"}.`);
      onChanged();
    });

  const onDelete = (sample: OwnSample, index: number) =>
    task(async () => {
      const answer = await deleteSample(styleId, csrf, sample.id);
      if (!answer.ok) return setRefusal(answer.refusal);
      const rest = samples.filter((s) => s.id !== sample.id);
      setSamples(rest);
      setNews(`Sample ${index + 1} deleted.`);
      onChanged();
      const neighbour = rest[Math.min(index, rest.length - 1)];
      requestAnimationFrame(() => document.querySelector<HTMLElement>(neighbour ? `[data-sample="${neighbour.id}"] [data-delete]` : "#sample-kind-written")?.focus());
    });

  return (
    <section className={styles.card} aria-labelledby="samples-title">
      <header className={styles.cardHead}>
        <div>
          <h2 id="samples-title">Samples</h2>
          <p className={styles.hint}>
            Things made with this style. Public samples show on its page; images and clip stills also join the JSON format at the next Generate.
          </p>
        </div>
        <p className={media.count}>
          {samples.length} of {MAX_SAMPLES_PER_STYLE}
        </p>
      </header>

      {samples.length === 0 ? (
        <p className={styles.empty}>No samples yet. Show what this style makes: a paragraph, an image or a short clip.</p>
      ) : (
        <ol className={media.sampleGrid}>
          {samples.map((s, i) => (
            <li key={s.id} className={media.sample} data-sample={s.id}>
              <div className={media.sampleHead}>
                <span className={media.kind}>
                  {KIND_LABEL[s.kind]}
                  {s.kind === "clip" && s.durationSeconds !== null ? <span className={media.duration}> · {s.durationSeconds.toFixed(1)} s</span> : null}
                </span>
                <label className={controls.switch}>
                  <input type="checkbox" role="switch" checked={s.public} aria-label={`Show sample ${i + 1} on the style page`} onChange={(e) => onPublic(s, i, e.target.checked)} />
                  <span aria-hidden="true">{s.public ? "Public" : "Private"}</span>
                </label>
                <button type="button" className={`button button-small ${controls.icon} ${controls.danger}`} aria-label={`Delete sample ${i + 1}`} title="Delete" data-delete onClick={() => onDelete(s, i)}>
                  <span aria-hidden="true">✕</span>
                </button>
              </div>
              <SamplePreview sample={s} index={i} />
            </li>
          ))}
        </ol>
      )}

      <fieldset className={media.kinds} disabled={full}>
        <legend>{full ? `A style can have at most ${MAX_SAMPLES_PER_STYLE} samples. Delete one to add another.` : "Add a sample"}</legend>
        {KINDS.map((k) => (
          <label key={k.id} className={media.kindChoice}>
            <input type="radio" name="sample-kind" id={`sample-kind-${k.id}`} value={k.id} checked={kind === k.id} onChange={() => setKind(k.id)} />
            {k.label}
          </label>
        ))}
      </fieldset>

      {full ? null : kind === "written" ? (
        <form
          className={media.kindForm}
          onSubmit={(e) => {
            e.preventDefault();
            void onWritten();
          }}
        >
          <div className={styles.labelRow}>
            <label htmlFor="sample-text">Written sample</label>
            <span id="sample-text-count" className={`${styles.counter} ${count > WRITTEN_SAMPLE_MAX_CHARS ? styles.fieldError : ""}`}>
              {n(count)} / {n(WRITTEN_SAMPLE_MAX_CHARS)}
            </span>
          </div>
          <textarea
            id="sample-text"
            className={styles.textarea}
            rows={5}
            value={text}
            aria-invalid={count > WRITTEN_SAMPLE_MAX_CHARS || undefined}
            aria-describedby="sample-text-count"
            placeholder="A paragraph written in this voice."
            onChange={(e) => setText(e.target.value)}
          />
          <div className={media.actions}>
            <button type="submit" className="button button-primary" aria-disabled={count === 0}>
              Add written sample
            </button>
          </div>
        </form>
      ) : kind === "image" ? (
        <div className={media.kindForm}>
          <DropZone
            className={media.field}
            id="sample-image"
            label="Image sample"
            lead="Drop an image here or" action="choose one"
            hint={`An image made with this style: JPEG, PNG, GIF or WebP, up to ${megabytes(MAX_IMAGE_BYTES)}. It is added as soon as it is chosen.`}
            accept="image/jpeg,image/png,image/gif,image/webp"
            onFiles={onImage}
          />
          {progress !== null ? <UploadProgress label="Uploading image sample" fraction={progress} /> : null}
        </div>
      ) : (
        <ClipPicker styleId={styleId} csrf={csrf} disabled={full} directUploads={directUploads} task={task} report={setRefusal} onAdded={added} />
      )}

      <RefusalAlert refusal={refusal} />
      <p role="status" className="visually-hidden">
        {news}
      </p>
    </section>
  );
}

function SamplePreview({ sample, index }: { sample: OwnSample; index: number }) {
  if (sample.kind === "written") return <blockquote className={media.written}>{sample.text}</blockquote>;
  if (sample.kind === "image") {
    return <img className={media.sampleImage} src={sample.thumbnailUrl ?? sample.url ?? ""} alt={`Image sample ${index + 1}`} loading="lazy" />;
  }
  return (
    <video
      className={media.sampleImage}
      controls
      preload="none"
      playsInline
      src={sample.url ?? undefined}
      poster={sample.thumbnailUrl ?? sample.posterUrl ?? undefined}
      aria-label={`Clip sample ${index + 1}`}
    />
  );
}
