// HTML form posts: the forms' adapter over the admission core (./admission.ts). The core finds the
// signed-in user from the session cookie and checks the form's CSRF field; this adapter answers the
// refusals as a browser form can follow them: a signed-out browser goes to sign-in and comes back to
// the form's page, an expired form gets a 403 that says which page to reload. Route handlers stay a
// few lines; their answers are redirects (lib/account/form-post.ts seeOther).
import type { CsrfPurpose } from "@/lib/account/csrf";
import { seeOther } from "@/lib/account/form-post";
import type { SessionUser } from "@/lib/auth/session";
import { unstorableField } from "@/lib/errors/storable-text";
import { admit } from "./admission";

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
  if (type.includes("application/x-www-form-urlencoded")) return new URLSearchParams(await req.text());
  if (type.includes("multipart/form-data")) {
    const data = await req.formData();
    const out = new URLSearchParams();
    for (const [k, v] of data) if (typeof v === "string") out.append(k, v);
    return out;
  }
  return new URLSearchParams();
}

export async function formPost(req: Request, door: FormDoor): Promise<FormPost> {
  let form = new URLSearchParams();
  const admission = await admit(req, {
    session: true,
    gate: door.gate?.admits,
    csrf: { purpose: door.purpose, presented: async () => (form = await readForm(req)).get("csrf") },
  });
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
