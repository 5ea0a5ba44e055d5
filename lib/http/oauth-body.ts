// The OAuth endpoints' request bodies (token, revocation, registration, the consent decision), read with
// the app's one bounded reader before anything else looks at them. They are anonymous and were read
// whole (req.text()) before their size was checked: one 200 MB POST to the decision route raised the
// server's memory by 560 MB, and a 400 MB registration held the event loop for 3.9 s. A body over the
// limit is refused by its Content-Length or as soon as the stream passes it, in OAuth's error shape.
import { ServiceError } from "@/lib/errors";
import { oauthJson } from "@/lib/oauth/errors";
import { readBodyBytes } from "./multipart";

/** Forms of a few parameters and a client's metadata document fit many times over. */
export const OAUTH_BODY_MAX_BYTES = 16 * 1024;

/** The body as text, or the answer that refuses it: 413 when too large, 400 when cut short. */
export async function oauthBody(req: Request): Promise<{ text: string; refusal?: undefined } | { refusal: Response }> {
  try {
    const tooLarge = () => new ServiceError("payload_too_large", `The request body is larger than ${OAUTH_BODY_MAX_BYTES / 1024} KB, the most this endpoint reads.`);
    return { text: (await readBodyBytes(req, OAUTH_BODY_MAX_BYTES, tooLarge)).toString("utf8") };
  } catch (err) {
    if (!(err instanceof ServiceError)) throw err;
    const status = err.code === "payload_too_large" ? 413 : 400;
    return { refusal: oauthJson({ error: "invalid_request", error_description: err.message }, status) };
  }
}
