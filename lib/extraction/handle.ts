// The public extraction id: `<uuid>.<hmac>`, the HMAC binding the run to its account. Another account
// (or a guessed uuid) cannot produce a valid handle, and a handle presented by the wrong account fails
// verification the same way as a forged one, so both answer 404 and reveal nothing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function mac(extractionId: string, userId: string): string {
  return createHmac("sha256", authSecret()).update(`extraction:${extractionId}:${userId}`).digest("base64url").slice(0, 32);
}

export function extractionHandle(extractionId: string, userId: string): string {
  return `${extractionId}.${mac(extractionId, userId)}`;
}

/** The extraction uuid behind a handle, when it was issued to `userId`; null otherwise. */
export function verifyExtractionHandle(handle: string, userId: string): string | null {
  const dot = handle.indexOf(".");
  if (dot < 0) return null;
  const id = handle.slice(0, dot).toLowerCase();
  const given = Buffer.from(handle.slice(dot + 1));
  if (!UUID.test(id)) return null;
  const expected = Buffer.from(mac(id, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
