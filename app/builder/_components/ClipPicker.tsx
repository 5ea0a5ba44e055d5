"use client";
// Adding a clip sample: the chosen file plays here from an object URL, the browser reads its length
// (a hint only) and takes a poster frame from it (or, for audio, draws a still of its waveform), and
// clip and poster go up together. An over-long clip is warned about but still sent: the server reads
// the real length from the file and its refusal is what counts.
import { useEffect, useRef, useState } from "react";
import type { OwnSample } from "@/lib/builder/own-style";
import { CLIP_MAX_BYTES, CLIP_MAX_SECONDS, megabytes } from "@/lib/builder/media-limits";
import type { Refusal } from "@/app/_components/RefusalAlert";
import { captureFrame, generatedStill, posterTime, readClip, type ClipReading } from "./clip-capture";
import { DropZone, formatSize } from "@/app/_components/DropZone";
import { UploadProgress } from "./UploadProgress";
import { uploadClip } from "./media-api";
import media from "./media.module.css";

const ACCEPT = "video/*,audio/*,.mp4,.mov,.webm,.mp3,.m4a,.wav,.ogg,.flac";

interface Poster {
  blob: Blob;
  url: string;
  generated: boolean;
}

interface Props {
  styleId: string;
  csrf: string;
  disabled: boolean;
  /** The blob store takes uploads from the browser: clip and poster go there first. */
  directUploads: boolean;
  /** Runs one change at a time and clears the card's last refusal first. */
  task: (fn: () => Promise<void>) => Promise<void>;
  report: (refusal: Refusal) => void;
  onAdded: (sample: OwnSample) => void;
}

export function ClipPicker({ styleId, csrf, disabled, directUploads, task, report, onAdded }: Props) {
  const video = useRef<HTMLVideoElement>(null);
  const [clip, setClip] = useState<{ file: File; url: string } | null>(null);
  const [reading, setReading] = useState<ClipReading | null>(null);
  const [poster, setPoster] = useState<Poster | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  // Object URLs are released when replaced and when the picker goes away.
  useEffect(() => () => {
    if (clip) URL.revokeObjectURL(clip.url);
  }, [clip]);
  useEffect(() => () => {
    if (poster) URL.revokeObjectURL(poster.url);
  }, [poster]);

  // Once the <video> shows the chosen file: read it and make the poster.
  useEffect(() => {
    const el = video.current;
    if (!clip || !el) return;
    let current = true;
    void (async () => {
      const r = await readClip(el, clip.url);
      if (!current) return;
      setReading(r);
      const frame = r.hasPicture ? await captureFrame(el, posterTime(r.duration)) : null;
      const still = frame ?? (await generatedStill(clip.file, r.duration));
      if (current && still) setPoster({ blob: still, url: URL.createObjectURL(still), generated: !frame });
    })();
    return () => {
      current = false;
    };
  }, [clip]);

  function reset() {
    setClip(null);
    setReading(null);
    setPoster(null);
  }

  function pick(files: File[]) {
    if (progress !== null) return;
    const file = files[0]!;
    reset();
    if (file.size > CLIP_MAX_BYTES) {
      report({ error: "payload_too_large", message: `${file.name} is ${formatSize(file.size)}; a clip may be at most ${megabytes(CLIP_MAX_BYTES)}.` });
      return;
    }
    setClip({ file, url: URL.createObjectURL(file) });
  }

  const takeCurrentFrame = () =>
    void (async () => {
      const el = video.current;
      if (!el || !clip || progress !== null) return;
      el.pause();
      const frame = await captureFrame(el, null);
      if (frame) setPoster({ blob: frame, url: URL.createObjectURL(frame), generated: false });
    })();

  const onUpload = () =>
    task(async () => {
      if (!clip || !poster) return;
      setProgress(0);
      const answer = await uploadClip(styleId, csrf, clip.file, poster.blob, directUploads, setProgress);
      setProgress(null);
      if (!answer.ok) return report(answer.refusal);
      onAdded(answer.body);
      reset();
      // The preview and its buttons are gone; the keyboard goes back to the picker.
      requestAnimationFrame(() => document.getElementById("sample-clip")?.focus());
    });

  const seconds = reading?.duration ?? null;
  const long = seconds !== null && seconds > CLIP_MAX_SECONDS;
  const name = clip?.file.name ?? "";

  return (
    <div className={media.kindForm}>
      <DropZone
        className={media.field}
        id="sample-clip"
        label="Clip file"
        lead="Drop a video or audio clip here or" action="choose one"
        hint={`MP4, MOV, WebM, MP3, M4A, WAV, OGG or FLAC, up to ${CLIP_MAX_SECONDS} seconds and ${megabytes(CLIP_MAX_BYTES)}.`}
        accept={ACCEPT}
        disabled={disabled}
        onFiles={pick}
      />
      {clip ? (
        <>
          <div className={media.clipPreview}>
            <figure>
              <video
                ref={video}
                controls
                muted
                playsInline
                poster={reading && !reading.hasPicture ? poster?.url : undefined}
                aria-label={`Preview of ${name}`}
              />
              <figcaption>
                {name} · {formatSize(clip.file.size)} · {reading ? (seconds !== null ? `${seconds.toFixed(1)} s` : "length unknown here") : "reading…"}
              </figcaption>
            </figure>
            <figure>
              {poster ? <img src={poster.url} alt={`Poster frame for ${name}`} /> : <div className={media.posterPending}>Taking a still…</div>}
              <figcaption>{poster?.generated ? "Poster: a still of the sound, since audio has no picture" : "Poster frame"}</figcaption>
            </figure>
          </div>
          {long ? (
            <p className={media.warn}>
              This clip seems to be {seconds.toFixed(1)} seconds long; samples may be at most {CLIP_MAX_SECONDS} seconds, so it will probably be refused. Trim it, or send it and we will check its exact length.
            </p>
          ) : null}
          <div className={media.actions}>
            <button type="button" className="button button-primary" aria-disabled={!poster || progress !== null} onClick={onUpload}>
              {progress !== null ? "Uploading…" : "Upload clip"}
            </button>
            {reading?.hasPicture ? (
              <button type="button" className="button" onClick={takeCurrentFrame} aria-disabled={progress !== null}>
                Use the current frame as poster
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => progress === null && reset()} aria-disabled={progress !== null}>
              Cancel
            </button>
            {progress !== null ? <UploadProgress label="Uploading clip" fraction={progress} /> : null}
          </div>
        </>
      ) : null}
    </div>
  );
}
