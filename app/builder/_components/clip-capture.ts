// Browser-side work on a chosen clip: read its length for an early hint, and make the still that
// stands for it wherever only images go (the poster frame). A video gives one of its own frames; an
// audio clip (or a video this browser cannot decode) gets a generated still of its waveform. The
// length read here is only a hint: the server measures the clip from its container and decides.

/** Resolves true when `event` fires, false on an error event or after `ms`. */
function once(el: HTMLMediaElement, event: string, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      el.removeEventListener(event, onEvent);
      el.removeEventListener("error", onError);
      resolve(ok);
    };
    const onEvent = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), ms);
    el.addEventListener(event, onEvent);
    el.addEventListener("error", onError);
  });
}

export interface ClipReading {
  /** Seconds, or null when this browser could not tell. */
  duration: number | null;
  /** False for audio, and for video this browser cannot decode. */
  hasPicture: boolean;
}

/** Loads `url` into `video` and reads what the browser can tell about it. */
export async function readClip(video: HTMLVideoElement, url: string): Promise<ClipReading> {
  video.muted = true;
  video.preload = "auto";
  video.src = url;
  if (!(await once(video, "loadeddata", 20_000))) return { duration: null, hasPicture: false };
  let duration = video.duration;
  if (duration === Infinity) {
    // A recording straight from MediaRecorder declares no length; the browser finds it by seeking
    // past the end, then we come back to the start.
    const known = once(video, "durationchange", 5_000);
    video.currentTime = Number.MAX_SAFE_INTEGER;
    await known;
    duration = video.duration;
    video.currentTime = 0;
    await once(video, "seeked", 5_000);
  }
  return { duration: Number.isFinite(duration) && duration > 0 ? duration : null, hasPicture: video.videoWidth > 0 };
}

/** Where the poster frame is taken: a little way in, past fades from black, but early. */
export const posterTime = (duration: number | null) => (duration ? Math.min(duration * 0.1, 2) : 0);

const MAX_POSTER_PX = 1280;

/** Encodes as WebP where the browser can, else JPEG (Safari's toBlob has no WebP). */
async function encode(canvas: HTMLCanvasElement): Promise<Blob | null> {
  const as = (type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  const webp = await as("image/webp", 0.85);
  if (webp?.type === "image/webp") return webp;
  return as("image/jpeg", 0.88);
}

/** The frame at `at` seconds (the current frame when null), as an image no larger than 1280 px. */
export async function captureFrame(video: HTMLVideoElement, at: number | null): Promise<Blob | null> {
  if (!video.videoWidth || !video.videoHeight) return null;
  if (at !== null && Math.abs(video.currentTime - at) > 0.01) {
    video.currentTime = at;
    if (!(await once(video, "seeked", 8_000))) return null;
  }
  const scale = Math.min(1, MAX_POSTER_PX / Math.max(video.videoWidth, video.videoHeight));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(video.videoWidth * scale);
  canvas.height = Math.round(video.videoHeight * scale);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
  return encode(canvas);
}

/** Peak levels of the decoded audio in `bins` slices, 0..1; null when it cannot be decoded here. */
async function peaks(file: File, bins: number): Promise<number[] | null> {
  try {
    // An offline context decodes without playing anything and needs no user gesture.
    const decoded = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(await file.arrayBuffer());
    const data = decoded.getChannelData(0);
    const per = Math.max(1, Math.floor(data.length / bins));
    const out: number[] = [];
    for (let b = 0; b < bins; b++) {
      let peak = 0;
      for (let i = b * per; i < Math.min(data.length, (b + 1) * per); i++) peak = Math.max(peak, Math.abs(data[i]!));
      out.push(peak);
    }
    const top = Math.max(...out, 1e-6);
    return out.map((p) => p / top);
  } catch {
    return null;
  }
}

/** A 16:9 still for a clip without a picture: its waveform (or a plain card) with its name. */
export async function generatedStill(file: File, duration: number | null): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = 1280;
  canvas.height = 720;
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const bg = ctx.createLinearGradient(0, 0, 1280, 720);
  bg.addColorStop(0, "#1c2340");
  bg.addColorStop(1, "#2b4bb0");
  ctx.fillStyle = bg;
  ctx.fillRect(0, 0, 1280, 720);

  const bins = 96;
  const levels = await peaks(file, bins);
  const barWidth = 1040 / bins;
  ctx.fillStyle = "rgba(214, 225, 255, 0.92)";
  for (let b = 0; b < bins; b++) {
    // Without decoded audio, a quiet flat line still says "sound" without inventing a shape.
    const level = levels ? Math.max(0.04, levels[b]!) : 0.06;
    const h = level * 300;
    ctx.fillRect(120 + b * barWidth + 1.5, 330 - h / 2, barWidth - 3, h);
  }
  ctx.fillStyle = "#ffffff";
  ctx.font = "600 40px system-ui, sans-serif";
  const name = file.name.length > 48 ? `${file.name.slice(0, 45)}…` : file.name;
  ctx.fillText(name, 120, 590);
  ctx.font = "400 28px system-ui, sans-serif";
  ctx.fillStyle = "rgba(255, 255, 255, 0.8)";
  ctx.fillText(duration ? `Audio · ${duration.toFixed(1)} s` : "Audio", 120, 636);
  return encode(canvas);
}
