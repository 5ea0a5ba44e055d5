// HTML form posts: the forms' adapter over the admission core (./admission.ts). The core finds the
// signed-in user from the session cookie and checks the form's CSRF field; this adapter answers the
// refusals as a browser form can follow them: a signed-out browser goes to sign-in and comes back to
// the form's page, an expired form gets a 403 that says which page to reload. Route handlers stay a
// few lines; their answers are redirects (lib/account/form-post.ts seeOther).
import type { CsrfPurpose } from "@/lib/account/csrf";
import { seeOther } from "@/lib/account/form-post";
import type { SessionUser } from "@/lib/auth/session";
import { ServiceError } from "@/lib/errors";
import { unstorableField } from "@/lib/errors/storable-text";
import { admit } from "./admission";
import { readBodyBytes } from "./multipart";

/** The website's forms carry a CSRF token and a few short fields (a plan, a note to an author). */
export const FORM_BODY_MAX_BYTES = 64 * 1024;

/** A form body over FORM_BODY_MAX_BYTES: refused by its Content-Length or once the stream passes it,
 *  never held whole. */
class FormTooLarge extends Error {}

export type FormPost =
  | { ok: true; user: SessionUser; sessionToken: string; form: URLSearchParams }
  | { ok: false; response: Response };

/** A form door: `purpose` names the CSRF token it takes, `pageName` the page it lives on, in words, for
 *  the "reload" advice of an expired form ("the account page"). Signed-out browsers are sent to sign in
 *  and back to `returnTo`, unless a `gate` says who among the signed-in may post at all: then anyone
 *  else, signed out or not, gets the gate's `outsider` answer. */
export type FormDoor = {
  purpose: CsrfPurpose;
  pageName: string;
  /** What an expired form gets instead of the 403 (a page whose own notice explains it). */
  expired?: () => Response;
} & (
  | { returnTo: string; gate?: undefined }
  | { gate: { admits: (user: SessionUser) => Promise<boolean>; outsider: () => Response }; returnTo?: undefined }
);

async function readForm(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.includes("application/x-www-form-urlencoded") && !type.includes("multipart/form-data")) return new URLSearchParams();
  let bytes: Buffer;
  try {
    bytes = await readBodyBytes(req, FORM_BODY_MAX_BYTES, () => new FormTooLarge());
  } catch (err) {
    // A body cut short (readBodyBytes's 400) carries no form: its CSRF check fails as an empty form's.
    if (err instanceof ServiceError) return new URLSearchParams();
    throw err;
  }
  if (type.includes("application/x-www-form-urlencoded")) return new URLSearchParams(bytes.toString("utf8"));
  const data = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData().catch(() => new FormData());
  const out = new URLSearchParams();
  for (const [k, v] of data) if (typeof v === "string") out.append(k, v);
  return out;
}

export async function formPost(req: Request, door: FormDoor): Promise<FormPost> {
  let form = new URLSearchParams();
  let tooLarge = false;
  const presented = async () => {
    try {
      return (form = await readForm(req)).get("csrf");
    } catch (err) {
      if (!(err instanceof FormTooLarge)) throw err;
      tooLarge = true;
      return undefined;
    }
  };
  const admission = await admit(req, { session: true, gate: door.gate?.admits, csrf: { purpose: door.purpose, presented } });
  if (tooLarge) {
    const message = `The form is larger than ${FORM_BODY_MAX_BYTES / 1024} KB, more than any of our forms sends. Reload ${door.pageName} and try again.`;
    return { ok: false, response: Response.json({ error: "payload_too_large", message }, { status: 413 }) };
  }
  if (!admission.ok) {
    const { refusal } = admission;
    if (door.gate && (refusal.kind === "signed_out" || refusal.kind === "gate")) return { ok: false, response: door.gate.outsider() };
    if (refusal.kind === "signed_out") return { ok: false, response: seeOther(`/signin?callbackUrl=${encodeURIComponent(door.returnTo ?? "/")}`) };
    if (door.expired) return { ok: false, response: door.expired() };
    return {
      ok: false,
      response: Response.json({ error: "forbidden", message: `The form has expired. Reload ${door.pageName} and try again.` }, { status: 403 }),
    };
  }
  // A browser cannot type a NUL, but a script can send one, and no text column can hold it.
  if (unstorableField([...form.values()]) !== null) {
    return {
      ok: false,
      response: Response.json({ error: "invalid_request", message: "A form field contains a NUL character, which text may not contain." }, { status: 400 }),
    };
  }
  return { ok: true, user: admission.session.user, sessionToken: admission.session.sessionToken, form };
}

/** The account page's forms (revoke a connected app, sign out). */
export function accountFormPost(req: Request, purpose: CsrfPurpose): Promise<FormPost> {
  return formPost(req, { purpose, returnTo: "/account", pageName: "the account page" });
}
