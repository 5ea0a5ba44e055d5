// The builder's media calls. Uploads go through XMLHttpRequest rather than fetch because only it
// reports upload progress; answers and refusals come back in the same shape as every other call. Where
// the deployment's blob store takes uploads from the browser (`direct`), an image goes there first
// (lib/uploads/browser-upload.ts) and the route gets its upload id instead of the bytes.
import type { OwnReferenceImage, OwnSample } from "@/lib/builder/own-style";
import { sendWithProgress, stageFile, type Progress } from "@/lib/uploads/browser-upload";
import { builderApi, siteApi } from "@/app/_components/site-api";
import { answerOf, OFFLINE, request, type Answer } from "./api";

export type { Progress };

async function upload<T>(url: string, csrf: string, form: FormData, onProgress: Progress): Promise<Answer<T>> {
  const sent = await sendWithProgress({ method: "POST", url, headers: { "x-csrf-token": csrf }, body: form, credentials: true }, onProgress);
  return sent ? answerOf<T>(sent.status, sent.text) : { ok: false, refusal: OFFLINE };
}

/** One image with its text fields: multipart, or staged first and named as `{upload, ...fields}`. */
async function sendImage<T>(url: string, csrf: string, file: Blob, fields: Record<string, string>, direct: boolean, onProgress: Progress): Promise<Answer<T>> {
  const filename = file instanceof File ? file.name : "image";
  if (!direct) {
    const form = new FormData();
    form.append("image", file, filename);
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return upload<T>(url, csrf, form, onProgress);
  }
  const staged = await stageFile(siteApi.builderUploads, csrf, file, filename, onProgress);
  if (!staged.ok) return staged;
  return request<T>("POST", url, csrf, { upload: staged.uploadId, ...fields });
}

const images = (id: string) => builderApi(id, "/images");
const samples = (id: string) => builderApi(id, "/samples");

export function uploadImage(id: string, csrf: string, file: Blob, alt: string, direct: boolean, onProgress: Progress) {
  return sendImage<OwnReferenceImage>(images(id), csrf, file, alt.trim() ? { alt } : {}, direct, onProgress);
}
export const describeImage = (id: string, csrf: string, imageId: string, alt: string | null) =>
  request<OwnReferenceImage>("PATCH", `${images(id)}/${encodeURIComponent(imageId)}`, csrf, { alt });
export const reorderImages = (id: string, csrf: string, ids: string[]) => request<OwnReferenceImage[]>("PUT", `${images(id)}/order`, csrf, { ids });
export const deleteImage = (id: string, csrf: string, imageId: string) => request<null>("DELETE", `${images(id)}/${encodeURIComponent(imageId)}`, csrf);

export const addWritten = (id: string, csrf: string, text: string) => request<OwnSample>("POST", `${samples(id)}/written`, csrf, { text });
export function uploadImageSample(id: string, csrf: string, file: File, direct: boolean, onProgress: Progress) {
  return sendImage<OwnSample>(`${samples(id)}/image`, csrf, file, {}, direct, onProgress);
}
const posterName = (poster: Blob) => `poster.${poster.type === "image/webp" ? "webp" : poster.type === "image/png" ? "png" : "jpg"}`;

/** A clip and its poster frame: multipart, or (direct) each staged first and named as `{clip, poster}`;
 *  the clip's bytes are nearly all of it, so its upload is the progress shown. */
export async function uploadClip(id: string, csrf: string, clip: File, poster: Blob, direct: boolean, onProgress: Progress): Promise<Answer<OwnSample>> {
  if (direct) {
    const stagedClip = await stageFile(siteApi.builderUploads, csrf, clip, clip.name, (f) => onProgress(f * 0.95));
    if (!stagedClip.ok) return stagedClip;
    const stagedPoster = await stageFile(siteApi.builderUploads, csrf, poster, posterName(poster), () => {});
    if (!stagedPoster.ok) return stagedPoster;
    return request<OwnSample>("POST", `${samples(id)}/clip`, csrf, { clip: stagedClip.uploadId, poster: stagedPoster.uploadId });
  }
  const form = new FormData();
  form.append("clip", clip, clip.name);
  form.append("poster", poster, posterName(poster));
  return upload<OwnSample>(`${samples(id)}/clip`, csrf, form, onProgress);
}
export const setSamplePublic = (id: string, csrf: string, sampleId: string, isPublic: boolean) =>
  request<OwnSample>("PATCH", `${samples(id)}/${encodeURIComponent(sampleId)}`, csrf, { public: isPublic });
export const deleteSample = (id: string, csrf: string, sampleId: string) => request<null>("DELETE", `${samples(id)}/${encodeURIComponent(sampleId)}`, csrf);
