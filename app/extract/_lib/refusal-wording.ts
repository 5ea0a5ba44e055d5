// The extract page's words for a refused start. The service words its refusals for API callers
// ("file_0 (poster.png): not an image we can read", "files: at most 3 on the Free plan files per
// extraction"), and the REST API keeps those words; the page is read by people who never saw a
// field name, so its route handlers say the same thing about the file they chose. Anything not
// recognised here reaches the page as the service wrote it (a message is never lost, only reworded).
// Files staged in the blob store first (`uploads[N]`, Vercel Blob only) keep the service's words for
// now: tests/integration/page-staged-uploads.test.ts holds the page to them.
import { ServiceError } from "@/lib/errors";
import { NO_SOURCE } from "./file-checks";

const NOTHING_CHARGED = "Nothing was charged.";

/** What a field label of the multipart or JSON start names, in the page's words. */
function subjectOf(field: string, detail: string | undefined): string | null {
  const index = (n: string | undefined) => Number(n ?? 0) + 1;
  const file = /^(?:image|(?:image|file|document)_(\d+))$/.exec(field);
  if (file) return detail ? `\u201c${detail}\u201d` : `File ${index(file[1])}`;
  const link = /^(image|document)_url(?:\[(\d+)\])?$/.exec(field);
  if (link) return detail ? `The link ${detail}` : `${link[1] === "image" ? "Image" : "Document"} link ${index(link[2])}`;
  return null;
}

const sentence = (text: string) => {
  const t = text.trim();
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}${/[.?!]$/.test(t) ? "" : "."}`;
};

/** What went wrong with one named source (the part after the subject). */
function aboutSource(subject: string, problem: string): string {
  const charged = /nothing was charged/i.test(problem) ? ` ${NOTHING_CHARGED}` : "";
  const rest = problem.replace(/\s*nothing was charged\.?\s*/i, "").trim();
  if (/^not an image we can read/.test(rest)) return `${subject} is not a picture we can read. Choose a JPEG, PNG, GIF or WebP image.${charged}`;
  const format = /^(\S+) images are not supported/.exec(rest);
  if (format) return `${subject} is a ${format[1]!.toUpperCase()} image; we read JPEG, PNG, GIF and WebP. Convert it, or choose another picture.${charged}`;
  if (/^the image has no pixels/.test(rest)) return `${subject} has no pixels to read. Choose another picture.${charged}`;
  const pixels = /^(\d+x\d+) pixels is more than the (\d+) megapixels/.exec(rest);
  if (pixels) return `${subject} is ${pixels[1]} pixels, more than the ${pixels[2]} megapixels we read. Scale it down and try again.${charged}`;
  if (/corrupt or truncated/.test(rest)) return `${subject} looks damaged or cut short. Save it again, or choose another copy.${charged}`;
  if (/^documents .* are a Pro feature/.test(rest)) {
    return `${subject} is a document. Reading documents (PDF, .txt, .md, .csv, .json) is part of Pro: remove it, or upgrade. ${NOTHING_CHARGED}`;
  }
  if (/^not a document we can read/.test(rest)) return `${subject} is not a document we can read. Choose a PDF, .txt, .md, .csv or .json file.${charged}`;
  // The fetcher's own sentences ("example.com did not answer within 10 s.") already speak plainly.
  return `${subject}: ${sentence(rest)}${charged}`;
}

/** The page's wording of a refusal message from the start service; `message` when nothing fits. */
export function pageWording(message: string): string {
  if (/^at least one source is required/.test(message)) {
    return NO_SOURCE;
  }
  const count = /^files: (?:(\d+) sources given; )?at most (\d+) on the (.+?) plan(?: files)? per extraction/.exec(message);
  if (count) {
    const [, given, max, plan] = count;
    const over = given ? Number(given) - Number(max) : null;
    const start = given ? `You added ${given} pictures and links; the` : "The";
    const fix = over ? `Remove ${over} and start again.` : "Remove some and start again.";
    return `${start} ${plan} plan reads up to ${max} per extraction. ${fix} ${NOTHING_CHARGED}`;
  }
  const tooLarge = /^(\S+) \((.*)\) is larger than (\d+) MB/.exec(message);
  if (tooLarge) {
    const subject = subjectOf(tooLarge[1]!, tooLarge[2] || undefined) ?? tooLarge[2]!;
    return `${subject} is larger than ${tooLarge[3]} MB, the most one file may be. Choose a smaller copy. ${NOTHING_CHARGED}`;
  }
  if (/^The request is (larger than )?\d+ MB/.test(message)) {
    return `Together your files are larger than one extraction takes. Remove some, or choose smaller copies. ${NOTHING_CHARGED}`;
  }
  if (/^body: (the upload was interrupted|the request body ended|malformed)/.test(message)) {
    return "Your files did not arrive whole. Check your connection and start again; nothing was charged.";
  }
  const labelled = /^([a-z]+(?:_[a-z]+)?(?:_\d+|\[\d+\])?)(?: \((.*?)\))?: (.+)$/s.exec(message);
  if (labelled) {
    const subject = subjectOf(labelled[1]!, labelled[2] || undefined);
    if (subject) return aboutSource(subject, labelled[3]!);
    const field = { reference: "The reference", text: "The text", name: "The name" }[labelled[1]!];
    if (field) return `${field}: ${sentence(labelled[3]!)}`;
  }
  return message;
}

/** The same refusal (code, status, pricing link, headers) in the page's words. */
export function inPageWords(err: unknown): unknown {
  if (!(err instanceof ServiceError)) return err;
  const message = pageWording(err.message);
  return message === err.message ? err : new ServiceError(err.code, message, err.options);
}
