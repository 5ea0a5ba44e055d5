// How large a STYLE.md document the service reads, for REST's body reader and the MCP lint tool alike.
import { invalidRequest, type ServiceError } from "@/lib/errors";

export const STYLE_MD_MAX_BYTES = 512 * 1024;

export function documentTooLarge(): ServiceError {
  return invalidRequest(`body: the document is too large; at most ${STYLE_MD_MAX_BYTES} bytes are accepted`);
}

/** For a document that arrives as a string (the MCP tool): the limit REST's reader applies to bytes. */
export function assertDocumentSize(text: string): void {
  if (Buffer.byteLength(text, "utf8") > STYLE_MD_MAX_BYTES) throw documentTooLarge();
}
