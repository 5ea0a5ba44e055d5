// The share pages for every visibility and moderation state: the Markdown twin over HTTP (its route
// handler, /api/site/share/{slug}/markdown, which /share/{slug}.md rewrites to), and the HTML page and its Open
// Graph card through the functions they render (lib/gallery/share.ts), as the integration tests reach
// them. Then the public listings (openapi.json, llms.txt, llms-full.txt): nothing of a hidden style.
import { describe, expect } from "vitest";
import { ServiceError } from "@/lib/errors";
import { shareCardData, sharedStyle, sharePage } from "@/lib/gallery/share";
import { ACCESS_FIXTURES } from "@/lib/seed/access-fixtures";
import type { TestApp } from "../../support/app";
import { STYLE_STATES, type StyleState } from "./contract";
import { cell, expectNoLeak } from "./harness";
import type { World } from "./world";

/**
 * The Markdown twin and the card show public gallery styles: "A link-only style returns 404" (the
 * contract, for the Markdown twin); private or pending is 403 forbidden; a rejected publication, which
 * the contract does not name, is refused like a pending one.
 */
function shareAnswer(state: StyleState): { status: number; code?: "forbidden" | "not_found" } {
  if (state === "public") return { status: 200 };
  if (state === "linkShared" || state === "unknown") return { status: 404, code: "not_found" };
  return { status: 403, code: "forbidden" };
}

/** Share pages take no bearer token: whoever asks, the answer is the anonymous one. */
const SHARE_CALLERS = ["anonymous", "owner's bearer token", "other's bearer token"] as const;

export function shareSuites(app: () => TestApp, world: () => World): void {
  describe("GET /share/{slug}.md: caller x state", () => {
    const headersOf = (caller: (typeof SHARE_CALLERS)[number]): Record<string, string> =>
      caller === "anonymous" ? {} : caller === "other's bearer token" ? world().rest.other.headers : world().rest.owner.full.headers;
    for (const caller of SHARE_CALLERS) {
      for (const state of STYLE_STATES) {
        const want = shareAnswer(state);
        cell("share page .md", `${caller} | ${state} -> ${want.code ?? want.status}`, async () => {
          const res = await app().request(`/api/site/share/${world().styles[state].slug}/markdown`, { headers: headersOf(caller), ip: app().newIp() });
          const text = await res.text();
          expect(res.status, text.slice(0, 300)).toBe(want.status);
          if (want.code) {
            expect(res.headers.get("content-type")).toMatch(/^application\/json/);
            expect(JSON.parse(text).error).toBe(want.code);
            expect(res.headers.get("etag"), "a refusal carries no ETag").toBeNull();
          } else {
            expect(res.headers.get("content-type")).toMatch(/^text\/markdown/);
          }
          expectNoLeak(world(), text, want.status !== 200);
        });
      }
    }

    cell("share page .md", "a link-only style answers exactly like a slug that matches nothing", async () => {
      const answer = async (state: StyleState) => {
        const slug = world().styles[state].slug;
        const res = await app().request(`/api/site/share/${slug}/markdown`, { ip: app().newIp() });
        return { status: res.status, body: (await res.text()).replaceAll(slug, "<slug>") };
      };
      expect(await answer("linkShared")).toEqual(await answer("unknown"));
    });

    for (const state of ["private", "pending", "rejected"] as const) {
      cell("share page .md", `${state}: the owner's API ETag or * never answers 304`, async () => {
        const own = await app().request(`/api/v1/styles/${world().styles[state].slug}`, { headers: world().rest.owner.full.headers, ip: app().newIp() });
        const etag = own.headers.get("etag")!;
        for (const inm of [etag, "*"]) {
          const res = await app().request(`/api/site/share/${world().styles[state].slug}/markdown`, { headers: { "If-None-Match": inm }, ip: app().newIp() });
          expect(res.status, inm).toBe(403);
        }
      });
    }
  });

  describe("GET /share/{slug} (HTML) and its card, through the functions the page renders", () => {
    // The HTML page also opens a link-only style to anyone with the link (the builder promises it);
    // the card stays the generic one for anything but a listed style.
    const pageAnswer = (state: StyleState) => (state === "linkShared" ? { status: 200 } : shareAnswer(state));
    for (const visitor of ["anonymous", "another signed-in person"] as const) {
      for (const state of STYLE_STATES) {
        const want = pageAnswer(state);
        cell("share page HTML", `${visitor}, ${state} -> ${want.code ?? "shown"}`, async () => {
          const slug = world().styles[state].slug;
          const viewerId = visitor === "anonymous" ? null : world().other.id;
          const card = await shareCardData(slug);
          if (state === "public") expect(card).not.toBeNull();
          else expect(card, "a card never tells what exists off the gallery").toBeNull();
          if (!want.code) {
            const page = await sharePage(slug, viewerId);
            expect(page.card.slug).toBe(slug);
            expect(page.owner, "a visitor never gets the owner's view").toBeNull();
            expect(page.audience).toBe(state === "public" ? "gallery" : "link");
            expectNoLeak(world(), JSON.stringify(page), false);
            return;
          }
          const err = await sharePage(slug, viewerId).then(
            () => null,
            (e: unknown) => e,
          );
          expect(err).toBeInstanceOf(ServiceError);
          expect((err as ServiceError).code).toBe(want.code);
          // The page prints this message on its "not available" notice.
          expectNoLeak(world(), (err as ServiceError).message, true);
        });
      }
    }

    for (const state of STYLE_STATES.filter((s) => s !== "unknown")) {
      cell("share page HTML", `the owner, ${state} -> shown with where it stands`, async () => {
        const slug = world().styles[state].slug;
        const page = await sharePage(slug, world().owner.id);
        expect(page.audience).toBe("owner");
        const standing: Record<Exclude<StyleState, "unknown">, object> = {
          public: { visibility: "public", moderation: "approved", unpublished: false },
          linkShared: { visibility: "link_shared", unpublished: false },
          private: { visibility: "private", unpublished: true },
          pending: { visibility: "public", moderation: "pending", unpublished: false },
          rejected: { visibility: "public", moderation: "rejected", note: "Not a fit for the gallery.", unpublished: false },
        };
        expect(page.owner).toMatchObject(standing[state]);
      });
    }

    for (const state of STYLE_STATES) {
      const want = shareAnswer(state);
      cell("share card and Markdown data", `${state} -> ${want.code ?? "shown"}`, async () => {
        const slug = world().styles[state].slug;
        if (!want.code) {
          expect((await sharedStyle(slug)).card.slug).toBe(slug);
          return;
        }
        const err = await sharedStyle(slug).then(
          () => null,
          (e: unknown) => e,
        );
        expect((err as ServiceError).code).toBe(want.code);
        expectNoLeak(world(), (err as ServiceError).message, true);
      });
    }
  });

  describe("public listings carry nothing of a hidden style", () => {
    for (const path of ["/api/v1/openapi.json", "/llms.txt", "/llms-full.txt"]) {
      cell("listings", `${path}`, async () => {
        const res = await app().request(path, { ip: app().newIp() });
        expect(res.status).toBe(200);
        const text = await res.text();
        const w = world();
        expectNoLeak(w, text, true);
        for (const s of [w.styles.linkShared, w.styles.private, w.styles.pending, w.styles.rejected, w.savedThenHidden]) {
          expect(text).not.toContain(s.slug);
        }
        for (const seeded of ACCESS_FIXTURES) {
          expect(text, seeded.slug).not.toContain(seeded.slug);
          expect(text, seeded.name).not.toContain(seeded.name);
        }
      });
    }
  });
}
