// The style page's actions over real HTTP: "Save to library" (POST /share/{slug}/save) and "Remix"
// (POST /share/{slug}/remix) behind the session cookie and the page's CSRF header, with the gallery's
// visibility rules; the page's saved state (isSavedBy); and the Open Graph card, which must draw a
// listed style and never reveal one that is not listed.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCsrfToken } from "@/lib/account/csrf";
import { createStyle } from "@/lib/builder/create";
import { db } from "@/lib/db/client";
import { shareCardData } from "@/lib/gallery/share";
import { isSavedBy } from "@/lib/library/saved-state";
import { ACCESS_FIXTURE_SLUGS } from "@/lib/seed/access-fixtures";
import { startTestApp, type TestApp } from "../support/app";
import { account } from "../support/extraction";
import { websiteSession } from "../support/sessions";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const GALLERY_SLUG = "risograph-zine-k2f9";
const HIDDEN = [ACCESS_FIXTURE_SLUGS.private, ACCESS_FIXTURE_SLUGS.pending, ACCESS_FIXTURE_SLUGS.linkShared];

async function signedIn() {
  const { userId } = await account();
  const session = await websiteSession(userId);
  return { ...session, csrf: session.csrfFor("share") };
}

type Caller = { cookie: string | null; csrf?: string };

async function act(action: "save" | "remix", slug: string, who: Caller) {
  const headers: Record<string, string> = {};
  if (who.cookie) headers.cookie = who.cookie;
  if (who.csrf !== undefined) headers["x-csrf-token"] = who.csrf;
  const res = await app.request(`/api/site/share/${slug}/${action}`, { method: "POST", headers });
  const text = await res.text();
  return { res, status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, text };
}

const styleCount = async (userId: string) => (await db()).style.count({ where: { ownerId: userId } });
const savedCount = async (userId: string) => (await db()).savedStyle.count({ where: { userId } });

describe("POST /share/{slug}/save and /remix: who may call", () => {
  it("answers 401 auth_required without a session, and changes nothing", async () => {
    for (const action of ["save", "remix"] as const) {
      const r = await act(action, GALLERY_SLUG, { cookie: null, csrf: "anything" });
      expect(r.status, r.text).toBe(401);
      expect(r.body).toMatchObject({ error: "auth_required" });
      expect(r.res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("answers 403 for a missing, foreign or wrong-purpose CSRF token, and changes nothing", async () => {
    const me = await signedIn();
    const other = await signedIn();
    const bad = [undefined, "", accountCsrfToken(other.sessionToken, "share"), accountCsrfToken(me.sessionToken, "library")];
    for (const action of ["save", "remix"] as const) {
      for (const csrf of bad) {
        const r = await act(action, GALLERY_SLUG, { cookie: me.cookie, csrf });
        expect(r.status, `${action} with ${JSON.stringify(csrf)}: ${r.text}`).toBe(403);
        expect(r.body).toMatchObject({ error: "forbidden", message: "This page has expired. Reload it and try again." });
      }
    }
    expect(await savedCount(me.userId)).toBe(0);
    expect(await styleCount(me.userId)).toBe(0);
  });
});

describe("POST /share/{slug}/save", () => {
  it("saves once: a second save answers 200 alreadySaved, and the page then reads the style as saved", async () => {
    const me = await signedIn();
    expect(await isSavedBy(me.userId, { slug: GALLERY_SLUG })).toBe(false);

    const first = await act("save", GALLERY_SLUG, me);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ saved: true, alreadySaved: false, name: "Risograph Zine", slug: GALLERY_SLUG, libraryUrl: `${app.origin}/library` });
    expect(first.res.headers.get("cache-control")).toBe("no-store");

    const again = await act("save", GALLERY_SLUG, me);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ saved: true, alreadySaved: true });
    expect(await savedCount(me.userId)).toBe(1);

    const style = await (await db()).style.findUniqueOrThrow({ where: { slug: GALLERY_SLUG }, select: { id: true } });
    expect(await isSavedBy(me.userId, { slug: GALLERY_SLUG })).toBe(true);
    expect(await isSavedBy(me.userId, { id: style.id })).toBe(true);
    const other = await signedIn();
    expect(await isSavedBy(other.userId, { slug: GALLERY_SLUG })).toBe(false);
  });

  it("answers 404 for private, pending, link-only and unknown styles (none of them is a gallery style)", async () => {
    const me = await signedIn();
    for (const slug of [...HIDDEN, "no-such-style-zz99"]) {
      const r = await act("save", slug, me);
      expect(r.status, `${slug}: ${r.text}`).toBe(404);
      expect(r.body).toMatchObject({ error: "not_found" });
    }
    expect(await savedCount(me.userId)).toBe(0);
  });
});

describe("POST /share/{slug}/remix", () => {
  it("creates a private style of the caller's whose remix parent is this style", async () => {
    const me = await signedIn();
    const parent = await (await db()).style.findUniqueOrThrow({ where: { slug: GALLERY_SLUG }, select: { id: true } });

    const r = await act("remix", GALLERY_SLUG, me);
    expect(r.status, r.text).toBe(201);
    const id = r.body!.id as string;
    expect(r.body).toMatchObject({ name: "Risograph Zine (remix)", visibility: "private", slug: null, remixOf: { id: parent.id, slug: GALLERY_SLUG } });
    expect(r.res.headers.get("location")).toBe(`${app.origin}/builder/${id}`);

    const row = await (await db()).style.findUniqueOrThrow({ where: { id }, select: { ownerId: true, visibility: true, remixOfId: true } });
    expect(row).toEqual({ ownerId: me.userId, visibility: "private", remixOfId: parent.id });
  });

  it("refuses private and pending styles with 403, link-only ones with 403 and unknown ones with 404, creating nothing", async () => {
    const me = await signedIn();
    const expected: Record<string, [number, string, RegExp]> = {
      [ACCESS_FIXTURE_SLUGS.private]: [403, "forbidden", /private/],
      [ACCESS_FIXTURE_SLUGS.pending]: [403, "forbidden", /moderation/],
      [ACCESS_FIXTURE_SLUGS.linkShared]: [403, "forbidden", /link only/],
      "no-such-style-zz99": [404, "not_found", /./],
    };
    for (const [slug, [status, error, message]] of Object.entries(expected)) {
      const r = await act("remix", slug, me);
      expect(r.status, `${slug}: ${r.text}`).toBe(status);
      expect(r.body).toMatchObject({ error });
      expect(r.body!.message).toMatch(message);
    }
    expect(await styleCount(me.userId)).toBe(0);
  });

  it("passes the styles allowance's refusal through verbatim: 402 with its message and pricing link", async () => {
    const me = await signedIn();
    for (let i = 0; i < 10; i++) await createStyle(me.userId);
    const r = await act("remix", GALLERY_SLUG, me);
    expect(r.status, r.text).toBe(402);
    expect(r.body).toMatchObject({ error: "plan_limit_reached" });
    expect(r.body!.message).toMatch(/You have 10 styles, the most the Free plan keeps/);
    expect(r.body!.pricingUrl).toMatch(/\/pricing$/);
    expect(await styleCount(me.userId)).toBe(10);
  });
});

describe("the share page's Open Graph card", () => {
  const draw = async (slug: string): Promise<Response> => {
    const { default: image, size, contentType } = await import("@/app/share/[slug]/opengraph-image");
    expect(size).toEqual({ width: 1200, height: 630 });
    expect(contentType).toBe("image/png");
    return image({ params: Promise.resolve({ slug }) });
  };
  const png = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it("draws a listed style as a 1200x630 PNG, with its hero converted from WebP", async () => {
    const card = await shareCardData(GALLERY_SLUG);
    expect(card).toMatchObject({ name: "Risograph Zine", author: "@inkclub" });
    expect(card!.palette.slice(0, 2)).toEqual(["#FF48B0", "#0078BF"]);
    expect(card!.hero).toMatch(/^data:image\/png;base64,/);
    const hero = await sharp(Buffer.from(card!.hero!.split(",")[1]!, "base64")).metadata();
    expect([hero.format, hero.width, hero.height]).toEqual(["png", 480, 630]);

    const res = await draw(GALLERY_SLUG);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(await png(res)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });

  it("draws the same generic card for private, pending, link-only and unknown styles", async () => {
    for (const slug of HIDDEN) expect(await shareCardData(slug), slug).toBeNull();
    const generic = await png(await draw("no-such-style-zz99"));
    expect((await sharp(generic).metadata()).format).toBe("png");
    for (const slug of HIDDEN) {
      const res = await draw(slug);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect((await png(res)).equals(generic), `${slug} is drawn like an unknown style`).toBe(true);
    }
    expect((await png(await draw(GALLERY_SLUG))).equals(generic)).toBe(false);
  });
});
