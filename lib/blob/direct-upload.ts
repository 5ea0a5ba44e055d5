// Where a client sends a file's bytes itself, bypassing the app's request-size limit: on Vercel Blob,
// Vercel's own upload endpoint with a client token scoped to one pathname, size and expiry (the
// request @vercel/blob/client's `put` sends: PUT <api>/?pathname=<key> with these headers); on the
// embedded store there is none, and the app receives the bytes itself.
import { generateClientTokenFromReadWriteToken } from "@vercel/blob/client";
import { UPLOAD_CACHE_MAX_AGE_S } from "./vercel";
import { blobApiUrl, vercelBlobToken } from "./vercel-env";

/** The Blob API version @vercel/blob 2.x speaks (its BLOB_API_VERSION). */
const BLOB_API_VERSION = "12";

export interface DirectUploadTarget {
  url: string;
  method: "PUT";
  headers: Record<string, string>;
}

export interface DirectUploadLimits {
  maxBytes: number;
  expiresAt: Date;
}

/** What the uploaded blob is served as. Bytes nobody has checked yet are never served as a type a
 *  browser renders (HTML, SVG) on the store's public URL: the token allows this one type only, and
 *  whoever reads the blob back knows the declared type from elsewhere. */
export const DIRECT_UPLOAD_CONTENT_TYPE = "application/octet-stream";

/** The upload endpoint for `key`, or null when the store takes no direct uploads (embedded). */
export async function directUploadTarget(key: string, limits: DirectUploadLimits): Promise<DirectUploadTarget | null> {
  const token = vercelBlobToken();
  if (!token) return null;
  const clientToken = await generateClientTokenFromReadWriteToken({
    token,
    pathname: key,
    maximumSizeInBytes: limits.maxBytes,
    allowedContentTypes: [DIRECT_UPLOAD_CONTENT_TYPE],
    validUntil: limits.expiresAt.getTime(),
    addRandomSuffix: false,
    // A retried PUT after a dropped connection lands on the same pathname.
    allowOverwrite: true,
    cacheControlMaxAge: UPLOAD_CACHE_MAX_AGE_S,
  });
  const api = blobApiUrl();
  const storeId = token.split("_")[3] ?? "";
  return {
    url: `${api}/?${new URLSearchParams({ pathname: key })}`,
    method: "PUT",
    headers: {
      authorization: `Bearer ${clientToken}`,
      "x-api-version": BLOB_API_VERSION,
      "x-vercel-blob-store-id": storeId,
      "x-vercel-blob-access": "public",
      "x-content-type": DIRECT_UPLOAD_CONTENT_TYPE,
    },
  };
}
