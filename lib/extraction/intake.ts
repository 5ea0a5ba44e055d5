// Everything POST /extractions checks before a credit moves: at least one source, the plan's file
// count and document rule, each image decoded from its bytes, each document recognised, each URL
// fetched through the SSRF-safe fetcher. What comes out is ready to store; a rejected request has
// touched nothing.
import { invalidRequest, ServiceError } from "@/lib/errors";
import { SafeFetchError, safeFetchBytes, type SafeFetchBytesResult } from "@/lib/net/safe-fetch";
import type { PlanLimits } from "@/lib/plans";
import { detectDocumentKind, type DocumentKind } from "./analyzers/document";
import { prepareImage } from "./image-intake";

export const MAX_SOURCE_BYTES = 8 * 1024 * 1024;
export const MAX_REFERENCE_CHARS = 200;
export const MAX_ABOUT_CHARS = 300;

export interface SourceFile {
  field: string;
  filename: string;
  declaredType: string;
  bytes: Buffer;
  /** The blob key of a staged upload (lib/uploads/staged-upload.ts) these bytes came from, deleted once stored. */
  stagedKey?: string;
}

export interface ExtractionInput {
  files: SourceFile[];
  imageUrls: string[];
  documentUrls: string[];
  text?: string;
  /** What the images are, in the maker's words (the extract page's "What is it?"): a text source of its
   *  own, read as a description beside the images. */
  about?: string;
  reference?: string;
  name?: string;
}

export type AcceptedSource =
  | { kind: "image"; filename: string; mediaType: string; width: number; height: number; stored: Buffer; from: "upload" | "url"; stagedKey?: string }
  | { kind: "document"; filename: string; documentKind: DocumentKind; bytes: Buffer; from: "upload" | "url"; stagedKey?: string }
  | { kind: "text"; text: string }
  | { kind: "reference"; name: string };

export interface AcceptedSources {
  items: AcceptedSource[];
  name: string | null;
}

/** The file part names the contract accepts: `image` (repeatable) or numbered image_N, file_N, document_N. */
export const FILE_FIELD = /^(?:image|(?:image|file|document)_\d+)$/;

const planWords = (plan: PlanLimits) => `${plan.maxFiles} on the ${plan.label} plan`;

function documentsNeedPro(what: string): ServiceError {
  return invalidRequest(`${what}: documents (PDF, .txt, .md, .csv, .json) are a Pro feature; send images or text, or upgrade. Nothing was charged.`);
}

async function acceptFile(file: SourceFile, plan: PlanLimits): Promise<AcceptedSource> {
  const label = `${file.field} (${file.filename})`;
  const wantsDocument = file.field.startsWith("document_");
  const documentKind = file.field.startsWith("image") ? null : detectDocumentKind(file.bytes, file.filename, file.declaredType);
  if (wantsDocument || documentKind) {
    if (!plan.documents) throw documentsNeedPro(label);
    if (!documentKind) throw invalidRequest(`${label}: not a document we can read; send a PDF, .txt, .md, .csv or .json file`);
    return { kind: "document", filename: file.filename, documentKind, bytes: file.bytes, from: "upload", stagedKey: file.stagedKey };
  }
  const image = await prepareImage(file.bytes, label);
  return { kind: "image", filename: file.filename, ...image, from: "upload", stagedKey: file.stagedKey };
}

function fetchFailure(field: string, url: string, err: unknown): ServiceError {
  if (err instanceof SafeFetchError) {
    if (err.reason === "too_large") return new ServiceError("payload_too_large", `${field}: ${err.message}`);
    return invalidRequest(`${field}: ${err.message}`);
  }
  console.error("[styleshelf] fetching an extraction source failed", url, err);
  return invalidRequest(`${field}: ${url} could not be fetched; check that it is a public https link to the file itself`);
}

function filenameOf(url: string): string {
  try {
    const last = new URL(url).pathname.split("/").filter(Boolean).pop();
    return last ? decodeURIComponent(last).slice(0, 120) : new URL(url).hostname;
  } catch {
    return "source";
  }
}

/** A public https image link's bytes (8 MB at most, through the SSRF-safe fetcher), or the 400 or
 *  413 that says why not, naming `field`. Extraction and the style check fetch images alike. */
export async function fetchImageUrl(url: string, field: string): Promise<SafeFetchBytesResult> {
  return safeFetchBytes(url, { maxBytes: MAX_SOURCE_BYTES, accept: "image/avif,image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8" }).catch((err: unknown) => {
    throw fetchFailure(field, url, err);
  });
}

async function acceptImageUrl(url: string, index: number): Promise<AcceptedSource> {
  const field = `image_url[${index}]`;
  const fetched = await fetchImageUrl(url, field);
  const image = await prepareImage(fetched.bytes, `${field} (${url})`);
  return { kind: "image", filename: filenameOf(fetched.url), ...image, from: "url" };
}

async function acceptDocumentUrl(url: string, index: number): Promise<AcceptedSource> {
  const field = `document_url[${index}]`;
  const fetched = await safeFetchBytes(url, { maxBytes: MAX_SOURCE_BYTES, accept: "application/pdf,text/plain,text/markdown,text/csv,application/json;q=0.9,*/*;q=0.5" }).catch((err: unknown) => {
    throw fetchFailure(field, url, err);
  });
  const filename = filenameOf(fetched.url);
  const documentKind = detectDocumentKind(fetched.bytes, filename, fetched.contentType);
  if (!documentKind) throw invalidRequest(`${field}: ${url} is not a PDF or a text file we can read`);
  return { kind: "document", filename, documentKind, bytes: fetched.bytes, from: "url" };
}

export async function acceptSources(input: ExtractionInput, plan: PlanLimits): Promise<AcceptedSources> {
  const text = input.text?.trim() ? input.text : undefined;
  const reference = input.reference?.trim();
  if (reference !== undefined && reference.length > MAX_REFERENCE_CHARS) {
    throw invalidRequest(`reference: at most ${MAX_REFERENCE_CHARS} characters (a name such as "Bauhaus" or "Hokusai")`);
  }
  const fileCount = input.files.length + input.imageUrls.length + input.documentUrls.length;
  if (fileCount === 0 && !text && !reference) {
    throw invalidRequest("at least one source is required: a file, text, a reference, image_url or document_url");
  }
  assertFileCount(fileCount, plan);
  if (input.documentUrls.length > 0 && !plan.documents) throw documentsNeedPro("document_url");

  // Local checks first, so a bad upload is refused before we spend time fetching URLs.
  const files = [];
  for (const file of input.files) files.push(await acceptFile(file, plan));
  const fetched = await Promise.all([
    ...input.imageUrls.map((url, i) => acceptImageUrl(url, i)),
    ...input.documentUrls.map((url, i) => acceptDocumentUrl(url, i)),
  ]);
  const items: AcceptedSource[] = [...files, ...fetched];
  if (text) items.push({ kind: "text", text });
  const about = input.about?.trim();
  if (about) {
    if (about.length > MAX_ABOUT_CHARS) throw invalidRequest(`about: at most ${MAX_ABOUT_CHARS} characters (what the images are: a photo, a painting, a 3D render…)`);
    items.push({ kind: "text", text: about });
  }
  if (reference) items.push({ kind: "reference", name: reference });
  return { items, name: input.name?.trim() || null };
}

/** The plan's file count, checked before any file is read or fetched. */
export function assertFileCount(fileCount: number, plan: PlanLimits): void {
  if (fileCount > plan.maxFiles) {
    throw invalidRequest(`files: ${fileCount} sources given; at most ${planWords(plan)} per extraction. Nothing was charged.`);
  }
}

export function filesLimitWords(plan: PlanLimits): string {
  return planWords(plan);
}
