// REST, the style endpoints: GET /styles/{ref}, GET /styles/{ref}/style.md, POST /styles/{ref}/check
// and POST /styles/{ref}/save for every caller x style state x ref form; then the leaks a status table cannot
// see: an owner's ETag replayed by others, per-user caching headers, and 404s that must read the same
// for an existing foreign style as for nothing at all.
import { describe, expect } from "vitest";
import type { TestApp } from "../../support/app";
import { CALLERS, REF_FORMS, STYLE_STATES, gate, readOutcome, saveOutcome, describeOutcome, type CallerKind, type RefForm, type StyleState } from "./contract";
import { cell, expectNoLeak, expectRest, restAs } from "./harness";
import type { World } from "./world";

/** The ref of an owner's style in one of the contract's forms, as one encoded path segment. */
export function refOf(app: TestApp, world: World, state: StyleState, form: RefForm): string {
  const s = world.styles[state];
  const raw = { slug: s.slug, id: s.id, shareUrl: `${app.origin}/share/${s.slug}`, builderUrl: `${app.origin}/builder/${s.id}` }[form];
  return encodeURIComponent(raw);
}

const READS = [
  { name: "GET /styles/{ref}", path: (ref: string) => `/styles/${ref}` },
  { name: "GET /styles/{ref}/style.md", path: (ref: string) => `/styles/${ref}/style.md` },
] as const;

export function restStyleSuites(app: () => TestApp, world: () => World): void {
  for (const read of READS) {
    describe(`${read.name}: caller x state x ref form`, () => {
      for (const caller of CALLERS) {
        for (const state of STYLE_STATES) {
          for (const form of REF_FORMS) {
            const outcome = gate(caller, "optional", "rest") ?? readOutcome(caller, state, form);
            cell(`REST ${read.name}`, `${caller} | ${state} by ${form} -> ${describeOutcome(outcome)}`, async () => {
              const r = await restAs(app(), world(), caller, "optional", "GET", read.path(refOf(app(), world(), state, form)));
              expectRest(r, outcome);
              if (caller !== "owner") expectNoLeak(world(), r.text, r.status >= 400);
            });
          }
        }
      }
    });
  }

  describe("POST /styles/{ref}/check: caller x state x ref form (the read rules of GET /styles/{ref})", () => {
    const text = "The committee met on Tuesday and agreed the budget for next year without changes.";
    for (const caller of CALLERS) {
      for (const state of STYLE_STATES) {
        for (const form of REF_FORMS) {
          const outcome = gate(caller, "optional", "rest") ?? readOutcome(caller, state, form);
          cell("REST POST /styles/{ref}/check", `${caller} | ${state} by ${form} -> ${describeOutcome(outcome)}`, async () => {
            const r = await restAs(app(), world(), caller, "optional", "POST", `/styles/${refOf(app(), world(), state, form)}/check`, {
              headers: { "Content-Type": "text/plain" },
              body: text,
            });
            expectRest(r, outcome);
            if (r.status === 200) expect(r.body.kind).toBe("voice");
            if (caller !== "owner") expectNoLeak(world(), r.text, r.status >= 400);
          });
        }
      }
    }
  });

  describe("POST /styles/{ref}/save: caller x state x ref form", () => {
    for (const caller of CALLERS) {
      for (const state of STYLE_STATES) {
        for (const form of REF_FORMS) {
          const outcome = gate(caller, "styles:write", "rest") ?? saveOutcome(caller as "owner" | "other", state, form);
          cell("REST POST /styles/{ref}/save", `${caller} | ${state} by ${form} -> ${describeOutcome(outcome)}`, async () => {
            const r = await restAs(app(), world(), caller, "styles:write", "POST", `/styles/${refOf(app(), world(), state, form)}/save`);
            expectRest(r, outcome);
            if (caller !== "owner") expectNoLeak(world(), r.text, r.status >= 400);
          });
        }
      }
    }
  });

  describe("REST style reads: what a status table cannot see", () => {
    const hidden = ["private", "pending", "rejected"] as const;
    const others: CallerKind[] = ["anonymous", "other", "wrongScope"];

    for (const read of READS) {
      for (const state of hidden) {
        cell("REST ETag replay", `${read.name}: the owner's ETag of a ${state} style never earns anyone else a 304`, async () => {
          const slug = refOf(app(), world(), state, "slug");
          const own = await restAs(app(), world(), "owner", "optional", "GET", read.path(slug));
          expect(own.status).toBe(200);
          const etag = own.res.headers.get("etag")!;
          expect(etag).toBeTruthy();
          // An owner's read is theirs alone: no shared cache may keep it for the next caller.
          expect(own.res.headers.get("cache-control")).toMatch(/private|no-store/);
          expect(own.res.headers.get("vary") ?? "").toMatch(/Authorization/i);
          expect((await restAs(app(), world(), "owner", "optional", "GET", read.path(slug), { headers: { "If-None-Match": etag } })).status).toBe(304);
          for (const caller of others) {
            for (const inm of [etag, `W/${etag}`, "*"]) {
              const r = await restAs(app(), world(), caller, "optional", "GET", read.path(slug), { headers: { "If-None-Match": inm } });
              expect(r.status, `${caller} If-None-Match: ${inm}`).toBe(403);
              expect(r.body.error).toBe("forbidden");
              expect(r.res.headers.get("etag"), "a refusal carries no ETag").toBeNull();
            }
            const byId = await restAs(app(), world(), caller, "optional", "GET", read.path(refOf(app(), world(), state, "id")), { headers: { "If-None-Match": etag } });
            expect(byId.status, `${caller} by id`).toBe(caller === "other" ? 404 : 401);
          }
        });
      }
    }

    for (const state of ["public", "linkShared", "private", "pending", "rejected"] as const) {
      cell("REST 403/404 indistinguishable", `GET /styles/{id}: another account's ${state} style answers exactly like an id that matches nothing`, async () => {
        const answer = async (caller: CallerKind, s: StyleState) => {
          const r = await restAs(app(), world(), caller, "optional", "GET", `/styles/${refOf(app(), world(), s, "id")}`);
          return { status: r.status, body: JSON.stringify(r.body).replaceAll(world().styles[s].id, "<id>") };
        };
        for (const caller of ["other", "anonymous", "wrongScope"] as const) {
          expect(await answer(caller, state), caller).toEqual(await answer(caller, "unknown"));
        }
      });

      cell("REST 403/404 indistinguishable", `POST /styles/{ref}/save: another account's ${state} style by id answers like an unknown id`, async () => {
        const answer = async (s: StyleState) => {
          const r = await restAs(app(), world(), "other", "styles:write", "POST", `/styles/${refOf(app(), world(), s, "id")}/save`);
          return { status: r.status, body: JSON.stringify(r.body).replaceAll(world().styles[s].id, "<id>") };
        };
        expect(await answer(state)).toEqual(await answer("unknown"));
      });
    }

    for (const state of ["linkShared", "private", "pending", "rejected"] as const) {
      cell("REST 403/404 indistinguishable", `POST /styles/{slug}/save: a ${state} style answers like a slug that matches nothing`, async () => {
        const answer = async (s: StyleState) => {
          const r = await restAs(app(), world(), "other", "styles:write", "POST", `/styles/${refOf(app(), world(), s, "slug")}/save`);
          return { status: r.status, body: JSON.stringify(r.body).replaceAll(world().styles[s].slug, "<slug>") };
        };
        expect(await answer(state)).toEqual(await answer("unknown"));
      });
    }
  });
}
