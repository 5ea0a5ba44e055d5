// Shared by the extract page's route tests: a person signed in on the website (a Session row, as
// next-auth writes it) with the page's CSRF token, plus a bearer token on the same account for the
// REST API, and the page's own requests.
import type { TestApp } from "../support/app";
import { account } from "../support/extraction";
import { websiteSession } from "../support/sessions";

export async function signedIn(opts: { plan?: "free" | "pro" } = {}) {
  const token = await account(opts);
  const session = await websiteSession(token.userId);
  return { token, ...session, csrf: session.csrfFor("extract") };
}
export type Visitor = Awaited<ReturnType<typeof signedIn>>;

export function pagePost(app: TestApp, path: string, who: { cookie?: string; csrf?: string } | null, body: BodyInit, type?: string) {
  const headers: Record<string, string> = {};
  if (who?.cookie) headers.cookie = who.cookie;
  if (who?.csrf !== undefined) headers["x-csrf-token"] = who.csrf;
  if (type) headers["content-type"] = type;
  return app.request(path, { method: "POST", headers, body, redirect: "manual" });
}

export function pageGet(app: TestApp, path: string, who: { cookie?: string } | null) {
  return app.request(path, { headers: who?.cookie ? { cookie: who.cookie } : {} });
}

export function startFromPage(app: TestApp, who: Partial<Visitor> | null, body: Record<string, unknown>) {
  return pagePost(app, "/api/site/extract/start", who, JSON.stringify(body), "application/json");
}

export function startFilesFromPage(app: TestApp, who: Visitor, files: { name: string; data: Buffer; type: string }[], query = "") {
  const form = new FormData();
  files.forEach((f, i) => form.append(`file_${i}`, new Blob([new Uint8Array(f.data)], { type: f.type }), f.name));
  return pagePost(app, `/api/site/extract/start${query}`, who, form);
}
