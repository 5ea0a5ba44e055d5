// The builder's media calls. Uploads go through XMLHttpRequest rather than fetch because only it
// reports upload progress; answers and refusals come back in the same shape as every other call.
import type { OwnReferenceImage, OwnSample } from "@/lib/builder/own-style";
import { answerOf, base, OFFLINE, request, type Answer } from "./api";

/** 0..1 of the request body sent so far. */
export type Progress = (fraction: number) => void;

function upload<T>(url: string, csrf: string, form: FormData, onProgress: Progress): Promise<Answer<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("x-csrf-token", csrf);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => resolve(answerOf<T>(xhr.status, xhr.responseText));
    xhr.onerror = () => resolve({ ok: false, refusal: OFFLINE });
    xhr.onabort = () => resolve({ ok: false, refusal: OFFLINE });
    xhr.send(form);
  });
}

const images = (id: string) => `${base(id)}/images`;
const samples = (id: string) => `${base(id)}/samples`;

export function uploadImage(id: string, csrf: string, file: Blob, alt: string, onProgress: Progress) {
  const form = new FormData();
  form.append("image", file, file instanceof File ? file.name : "image");
  if (alt.trim()) form.append("alt", alt);
  return upload<OwnReferenceImage>(images(id), csrf, form, onProgress);
}
export const describeImage = (id: string, csrf: string, imageId: string, alt: string | null) =>
  request<OwnReferenceImage>("PATCH", `${images(id)}/${encodeURIComponent(imageId)}`, csrf, { alt });
export const reorderImages = (id: string, csrf: string, ids: string[]) => request<OwnReferenceImage[]>("PUT", `${images(id)}/order`, csrf, { ids });
export const deleteImage = (id: string, csrf: string, imageId: string) => request<null>("DELETE", `${images(id)}/${encodeURIComponent(imageId)}`, csrf);

export const addWritten = (id: string, csrf: string, text: string) => request<OwnSample>("POST", `${samples(id)}/written`, csrf, { text });
export function uploadImageSample(id: string, csrf: string, file: File, onProgress: Progress) {
  const form = new FormData();
  form.append("image", file, file.name);
  return upload<OwnSample>(`${samples(id)}/image`, csrf, form, onProgress);
}
export function uploadClip(id: string, csrf: string, clip: File, poster: Blob, onProgress: Progress) {
  const form = new FormData();
  form.append("clip", clip, clip.name);
  form.append("poster", poster, `poster.${poster.type === "image/webp" ? "webp" : poster.type === "image/png" ? "png" : "jpg"}`);
  return upload<OwnSample>(`${samples(id)}/clip`, csrf, form, onProgress);
}
export const setSamplePublic = (id: string, csrf: string, sampleId: string, isPublic: boolean) =>
  request<OwnSample>("PATCH", `${samples(id)}/${encodeURIComponent(sampleId)}`, csrf, { public: isPublic });
export const deleteSample = (id: string, csrf: string, sampleId: string) => request<null>("DELETE", `${samples(id)}/${encodeURIComponent(sampleId)}`, csrf);
