// The limits a start is held to, checked in the page before anything is sent: the plan's file count
// (files and image links together), the kinds of file (images; documents on plans that read them)
// and the size of each. The server checks the same again by the bytes (a file named .png that is not
// one is still refused there); this spares people a round trip and a refusal in an API's words.
// Pure: used by the form in the browser and by the page on the server.

/** Extensions the file dialog offers and the page accepts, beside the declared type. */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp"] as const;
export const DOCUMENT_EXTENSIONS = ["pdf", "txt", "md", "csv", "json"] as const;
const DOCUMENT_TYPES = ["application/pdf", "text/plain", "text/markdown", "text/csv", "application/json"];

export const NO_SOURCE = "Add something to extract from: pictures, a writing sample, a reference or image links.";

export interface FileRules {
  planLabel: string;
  maxFiles: number;
  maxBytes: number;
  documents: boolean;
  /** Image media types the service reads (JPEG, PNG, GIF, WebP). */
  imageTypes: readonly string[];
}

export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
const quoted = (name: string) => `\u201c${name}\u201d`;
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toLocaleString("en", { maximumFractionDigits: 1 })} MB`;

/** The `accept` hint of the file dialog (the page checks again, the server by the bytes). */
export function acceptAttribute(rules: FileRules): string {
  const images = [...rules.imageTypes, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)];
  return (rules.documents ? [...images, ...DOCUMENT_TYPES, ...DOCUMENT_EXTENSIONS.map((e) => `.${e}`)] : images).join(",");
}

export function kindOf(file: ChosenFile, rules: FileRules): "image" | "document" | null {
  const ext = extensionOf(file.name);
  if (rules.imageTypes.includes(file.type) || (IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return "image";
  if ((DOCUMENT_EXTENSIONS as readonly string[]).includes(ext) || DOCUMENT_TYPES.includes(file.type)) return "document";
  return null;
}

/** What keeps one chosen file out of a run, in words for the person who chose it; null when it may go. */
export function fileProblem(file: ChosenFile, rules: FileRules): string | null {
  const kind = kindOf(file, rules);
  if (kind === null) {
    const kinds = rules.documents ? "JPEG, PNG, GIF or WebP images, or PDF, .txt, .md, .csv or .json documents" : "JPEG, PNG, GIF or WebP images";
    return `${quoted(file.name)} is not a kind of file we read. Choose ${kinds}.`;
  }
  if (kind === "document" && !rules.documents) {
    return `${quoted(file.name)} is a document. Reading documents is part of Pro; on the ${rules.planLabel} plan choose pictures, or paste the text.`;
  }
  if (file.size > rules.maxBytes) return `${quoted(file.name)} is ${megabytes(file.size)}; one file may be at most ${megabytes(rules.maxBytes)}.`;
  if (file.size === 0) return `${quoted(file.name)} is empty.`;
  return null;
}

/** Too many files and image links for the plan; null when they fit. */
export function countProblem(count: number, rules: FileRules): string | null {
  if (count <= rules.maxFiles) return null;
  const over = count - rules.maxFiles;
  return `The ${rules.planLabel} plan reads up to ${rules.maxFiles} pictures and image links per extraction; you have ${count}. Remove ${over}.`;
}

export interface Sources {
  files: ChosenFile[];
  links: number;
  text: string;
  reference: string;
}

/** Everything that would make the server refuse this start, first to last; empty when it may go. */
export function startProblems(src: Sources, rules: FileRules): string[] {
  if (src.files.length === 0 && src.links === 0 && !src.text.trim() && !src.reference.trim()) return [NO_SOURCE];
  const count = countProblem(src.files.length + src.links, rules);
  const files = src.files.map((f) => fileProblem(f, rules)).filter((p): p is string => p !== null);
  return count ? [count, ...files] : files;
}
