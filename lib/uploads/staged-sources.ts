// An extraction's staged files (POST /extractions `uploads`, and the extract page's start on a store
// that takes direct uploads), read back as the multipart reader would have handed them over, so
// they go through the same intake: sniffing, corrupt images, the plan's count, documents Pro only.
import { invalidRequest, ServiceError } from "@/lib/errors";
import { MAX_SOURCE_BYTES, type SourceFile } from "@/lib/extraction/intake";
import { ownStagedUpload, stagedBytes, type StagedWording } from "./staged-upload";

function wording(index: number): StagedWording {
  return {
    field: `uploads[${index}]`,
    askAgain: "ask POST /uploads for a new one",
    sendBytes: "PUT the file to its uploadUrl first",
    tail: " Nothing was charged.",
  };
}

/** Checks every id first (nothing is read for a request that names a bad one), then reads each file. */
export async function stagedSourceFiles(uploadIds: string[], userId: string, now = new Date()): Promise<SourceFile[]> {
  const uploads = uploadIds.map((id, i) => ownStagedUpload(id, userId, wording(i), now));
  const seen = new Set<string>();
  uploads.forEach((u, i) => {
    // An id issued for a builder clip may be larger than a source can be.
    if (u.maxBytes > MAX_SOURCE_BYTES) {
      throw new ServiceError("payload_too_large", `uploads[${i}]: this upload is for ${u.maxBytes} bytes, more than ${MAX_SOURCE_BYTES / 1024 / 1024} MB, the most a file may be. Nothing was charged.`);
    }
    if (seen.has(u.key)) throw invalidRequest(`uploads[${i}]: the same upload is named twice. Nothing was charged.`);
    seen.add(u.key);
  });
  return Promise.all(
    uploads.map(async (upload, i): Promise<SourceFile> => {
      const bytes = await stagedBytes(upload, wording(i));
      return { field: `uploads[${i}]`, filename: upload.filename, declaredType: upload.contentType, bytes, stagedKey: upload.key };
    }),
  );
}

/** The staged copies an extraction's input was read from. */
export function stagedKeysOf(files: readonly SourceFile[]): string[] {
  return files.flatMap((f) => (f.stagedKey ? [f.stagedKey] : []));
}
