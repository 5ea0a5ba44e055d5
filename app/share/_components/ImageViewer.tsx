"use client";
// A style's reference images: the first large, the rest as thumbnails, and every one opens in an
// in-page viewer (a modal <dialog>: Escape closes it and focus returns to the picture that opened
// it; arrow keys, the Previous/Next buttons and a sideways swipe move between pictures). Without
// JavaScript each picture is still a link to the full image.
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef, useState } from "react";
// share-hero, share-thumbs and viewer-count style nothing: the browser tests find the parts by them.
import css from "./image-viewer.module.css";
import share from "./share-page.module.css";

export interface ViewerImage {
  src: string;
  thumbnail: string;
  alt: string;
}

/** How far a finger must travel sideways before a swipe turns the picture. */
const SWIPE_PX = 40;

export function ImageViewer({ images, label }: { images: ViewerImage[]; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const swipeFrom = useRef<number | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const count = images.length;
  const [hero, ...more] = images;

  useEffect(() => {
    const box = dialog.current;
    if (!box) return;
    if (index !== null && !box.open) box.showModal();
    if (index === null && box.open) box.close();
  }, [index]);

  if (!hero) return null;

  const open = (i: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys) still gets the raw image.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    setIndex(i);
  };
  const step = (by: number) => setIndex((i) => (i === null ? i : (i + by + count) % count));
  const onClose = () => {
    setIndex(null);
    opener.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const dx = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(dx) >= SWIPE_PX) step(dx < 0 ? 1 : -1);
  };
  const shown = index === null ? null : images[index];

  return (
    <section className={share.images} aria-label={label}>
      <a href={hero.src} className={`${css.hero} share-hero`} onClick={open(0)} aria-haspopup="dialog">
        {/* eslint-disable-next-line @next/next/no-img-element -- stored webp, already sized */}
        <img src={hero.src} alt={hero.alt} width={800} height={600} fetchPriority="high" />
      </a>
      {more.length > 0 ? (
        <ul className={`${css.thumbs} share-thumbs`} role="list">
          {more.map((img, i) => (
            <li key={img.src}>
              <a href={img.src} onClick={open(i + 1)} aria-haspopup="dialog">
                {/* eslint-disable-next-line @next/next/no-img-element -- stored webp, already sized */}
                <img src={img.thumbnail} alt={img.alt} width={240} height={180} loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <dialog ref={dialog} className={css.viewer} aria-label={label} onClose={onClose} onKeyDown={onKeyDown}>
        {shown ? (
          <>
            <div className={css.bar}>
              <p className={`${css.count} viewer-count`} aria-live="polite">
                {index! + 1} of {count}
              </p>
              <button type="button" className="button button-small" onClick={() => setIndex(null)}>
                Close
              </button>
            </div>
            <figure className={css.figure} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
              {/* eslint-disable-next-line @next/next/no-img-element -- stored webp, already sized */}
              <img src={shown.src} alt={shown.alt} draggable={false} />
              <figcaption>{shown.alt}</figcaption>
            </figure>
            {count > 1 ? (
              <div className={css.steps}>
                <button type="button" className="button" onClick={() => step(-1)}>
                  ← Previous
                </button>
                <button type="button" className="button" onClick={() => step(1)}>
                  Next →
                </button>
              </div>
            ) : null}
          </>
        ) : null}
      </dialog>
    </section>
  );
}
