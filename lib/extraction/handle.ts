// The public extraction id: `<uuid>.<hmac>`, the HMAC binding the run to its account. Another account
// (or a guessed uuid) cannot produce a valid handle, and a handle presented by the wrong account fails
// verification the same way as a forged one, so both answer 404 and reveal nothing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The app's HMAC over `purpose:value` (32 base64url characters). One purpose per kind of signed id,
 *  so a signature made for one kind never verifies as another. */
export function signature(purpose: string, value: string): string {
  return createHmac("sha256", authSecret()).update(`${purpose}:${value}`).digest("base64url").slice(0, 32);
}

/** Compares a presented signature with the expected one in constant time. */
export function signatureMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function mac(extractionId: string, userId: string): string {
  return signature("extraction", `${extractionId}:${userId}`);
}

export function extractionHandle(extractionId: string, userId: string): string {
  return `${extractionId}.${mac(extractionId, userId)}`;
}

/** The extraction uuid behind a handle, when it was issued to `userId`; null otherwise. */
export function verifyExtractionHandle(handle: string, userId: string): string | null {
  const dot = handle.indexOf(".");
  if (dot < 0) return null;
  const id = handle.slice(0, dot).toLowerCase();
  if (!UUID.test(id)) return null;
  return signatureMatches(handle.slice(dot + 1), mac(id, userId)) ? id : null;
}
