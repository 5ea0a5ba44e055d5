// The shared front half of the account page's POST forms: who is signed in, and is the CSRF token
// theirs. Route handlers stay a few lines; answers are redirects a browser form can follow.
import { siteUrl } from "@/lib/config";
import { sessionTokenFromCookieHeader, userForSessionToken, type SessionUser } from "@/lib/auth/session";
import { unstorableField } from "@/lib/errors/storable-text";
import { verifyAccountCsrf, type CsrfPurpose } from "./csrf";

export type FormPost =
  | { ok: true; user: SessionUser; sessionToken: string; form: URLSearchParams }
  | { ok: false; response: Response };

export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { location: new URL(path, siteUrl()).toString(), "cache-control": "no-store" } });
}

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

export async function accountFormPost(req: Request, purpose: CsrfPurpose): Promise<FormPost> {
  const sessionToken = sessionTokenFromCookieHeader(req.headers.get("cookie"));
  const user = await userForSessionToken(sessionToken);
  if (!user || !sessionToken) return { ok: false, response: seeOther("/signin?callbackUrl=%2Faccount") };
  const form = await readForm(req);
  if (!verifyAccountCsrf(sessionToken, purpose, form.get("csrf"))) {
    return {
      ok: false,
      response: Response.json({ error: "forbidden", message: "The form has expired. Reload the account page and try again." }, { status: 403 }),
    };
  }
  // A browser cannot type a NUL, but a script can send one, and no text column can hold it.
  if (unstorableField([...form.values()]) !== null) {
    return {
      ok: false,
      response: Response.json({ error: "invalid_request", message: "A form field contains a NUL character, which text may not contain." }, { status: 400 }),
    };
  }
  return { ok: true, user, sessionToken, form };
}
