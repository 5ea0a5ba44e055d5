// REST, everything but the style endpoints: search (never lists, finds or counts a style that is not
// public and approved), lint, the library (/me/styles, /me/saved-styles), a style's versions,
// extractions (start and poll) and the extraction history, each for every caller, with the owner's and the other account's objects.
import { randomUUID } from "node:crypto";
import { describe, expect } from "vitest";
import { db } from "@/lib/db/client";
import { LISTED_STYLE } from "@/lib/gallery/listing";
import type { TestApp } from "../../support/app";
import { PROSE } from "../../support/extraction";
import {
  CALLERS,
  EXTRACTION_OBJECTS,
  HISTORY_FILTERS,
  HISTORY_OBJECTS,
  OK,
  STYLE_STATES,
  describeOutcome,
  entryOutcome,
  gate,
  historyListOutcome,
  pollOutcome,
  versionsOutcome,
  type ExtractionObject,
  type HistoryFilter,
  type HistoryObject,
} from "./contract";
import { cell, expectNoLeak, expectRest, hiddenNames, restAs } from "./harness";
import { resignedHandle, type World } from "./world";

export function extractionRef(world: World, object: ExtractionObject): string {
  const { owner, other } = world.extractions;
  return { ownersRun: owner.handle, othersRun: other.handle, ownersRunResignedForOther: resignedHandle(world), ownersBareUuid: owner.id }[object];
}

export function historyEntryRef(world: World, object: HistoryObject, unknown: string): string {
  return { ownersEntry: world.extractions.owner.id, othersEntry: world.extractions.other.id, unknownEntry: unknown }[object];
}

export function historyFilterOf(world: World, filter: HistoryFilter, unknown: string): Record<string, string> {
  const style = { none: null, ownersStyle: world.extractions.owner.styleId, othersStyle: world.extractions.other.styleId, unknownStyle: unknown }[filter];
  return style ? { style } : {};
}

/** The owner's fixture styles (not the unknown one). */
export function ownerStyleIds(world: World): string[] {
  const { unknown: _none, ...owned } = world.styles;
  return [...Object.values(owned).map((s) => s.id), world.savedThenHidden.id];
}

const UNKNOWN = randomUUID();

export function restAccountSuites(app: () => TestApp, world: () => World): void {
  describe("GET /styles and POST /style-md/validate: anonymous endpoints, every caller", () => {
    for (const caller of CALLERS) {
      cell("REST GET /styles", `${caller} | search for the fixtures' word finds only the public, approved one`, async () => {
        const r = await restAs(app(), world(), caller, "none", "GET", "/styles", { query: { query: world().marker, limit: "25" } });
        expectRest(r, gate(caller, "none", "rest") ?? OK);
        expect(r.body.styles.map((s: { slug: string }) => s.slug)).toEqual([world().styles.public.slug]);
        expect(r.body.count).toBe(1);
        expect(r.body.hasMore).toBe(false);
        expectNoLeak(world(), r.text, false);
        for (const name of hiddenNames(world())) expect(r.text).not.toContain(name);
      });
      cell("REST POST /style-md/validate", `${caller} | lints for anyone`, async () => {
        const body = JSON.stringify({ text: "---\nname: x\nsections: [overview]\n---\n## Overview\nA line.\n" });
        const r = await restAs(app(), world(), caller, "none", "POST", "/style-md/validate", { headers: { "Content-Type": "application/json" }, body });
        expectRest(r, gate(caller, "none", "rest") ?? OK);
      });
    }

    cell("REST GET /styles", "no hidden style is found by its slug, its name, its tags or its secret", async () => {
      const w = world();
      for (const s of [w.styles.linkShared, w.styles.private, w.styles.pending, w.styles.rejected, w.savedThenHidden]) {
        for (const query of [s.slug, s.name, `${w.marker} ${s.name.split(" ")[1]}`, w.secret]) {
          const r = await restAs(app(), w, "other", "none", "GET", "/styles", { query: { query, limit: "25" } });
          expect(r.status).toBe(200);
          expect(r.body.styles.map((c: { slug: string }) => c.slug), query).not.toContain(s.slug);
          expect(r.text).not.toContain(s.name);
        }
      }
    });

    cell("REST GET /styles", "counts: the gallery grew by the listed fixture only, and equals the listed styles", async () => {
      const r = await restAs(app(), world(), "anonymous", "none", "GET", "/styles", { query: { limit: "1" } });
      expect(r.body.count).toBe(world().listedBefore + 1);
      expect(r.body.count).toBe(await (await db()).style.count({ where: LISTED_STYLE }));
      const empty = await restAs(app(), world(), "anonymous", "none", "GET", "/styles", { query: { query: world().secret } });
      expect(empty.body).toMatchObject({ count: 0, styles: [], hasMore: false });
      // The categories offered for a retry are those of listed styles only.
      const listed = await (await db()).style.findMany({ where: LISTED_STYLE, select: { category: true }, distinct: ["category"] });
      const categories = new Set(listed.map((s) => s.category));
      for (const c of empty.body.availableCategories ?? []) expect(categories.has(c), c).toBe(true);
    });
  });

  describe("GET /me/styles and /me/saved-styles: every caller", () => {
    for (const caller of CALLERS) {
      const outcome = gate(caller, "styles:read", "rest") ?? OK;
      cell("REST GET /me/styles", `${caller} -> ${describeOutcome(outcome)}; lists only the caller's own styles`, async () => {
        const r = await restAs(app(), world(), caller, "styles:read", "GET", "/me/styles", { query: { limit: "50" } });
        expectRest(r, outcome);
        if (r.status !== 200) return;
        const ids = r.body.styles.map((s: { ref: string; url: string }) => s.url.split("/").pop());
        const mine = ownerStyleIds(world());
        if (caller === "owner") for (const id of mine) expect(ids).toContain(id);
        else {
          for (const id of mine) expect(ids).not.toContain(id);
          expectNoLeak(world(), r.text, false);
          for (const name of hiddenNames(world())) expect(r.text).not.toContain(name);
        }
      });
      cell("REST GET /me/saved-styles", `${caller} -> ${describeOutcome(outcome)}; a saved style made private is gone`, async () => {
        const r = await restAs(app(), world(), caller, "styles:read", "GET", "/me/saved-styles", { query: { limit: "25" } });
        expectRest(r, outcome);
        if (r.status !== 200) return;
        expect(r.text).not.toContain(world().savedThenHidden.slug);
        expect(r.body.styles.length).toBe(r.body.count);
        if (caller !== "owner") expectNoLeak(world(), r.text, false);
      });
    }

    cell("REST GET /me/saved-styles", "the other account's saved list does not count or find the style made private", async () => {
      const w = world();
      // The label word is in that style's name alone.
      const r = await restAs(app(), w, "other", "styles:read", "GET", "/me/saved-styles", { query: { query: "savedThenHidden" } });
      expect(r.body).toMatchObject({ count: 0, styles: [] });
      const all = await restAs(app(), w, "other", "styles:read", "GET", "/me/saved-styles", { query: { limit: "25" } });
      expect(all.body.count).toBe(all.body.styles.length);
      expect(all.text).not.toContain(w.savedThenHidden.slug);
    });
  });

  describe("GET /me/styles/{id}/generations and its diff: caller x style", () => {
    /** The style's latest generation, or (for the unknown id) an id of nothing. */
    const generationOf = async (styleId: string) =>
      (await (await db()).style.findUnique({ where: { id: styleId }, select: { latestGenerationId: true } }))?.latestGenerationId ?? UNKNOWN;
    for (const caller of CALLERS) {
      for (const state of STYLE_STATES) {
        const outcome = gate(caller, "styles:read", "rest") ?? versionsOutcome(caller as "owner" | "other", state);
        cell("REST GET /me/styles/{id}/generations", `${caller} | ${state} -> ${describeOutcome(outcome)}`, async () => {
          const style = world().styles[state];
          const r = await restAs(app(), world(), caller, "styles:read", "GET", `/me/styles/${style.id}/generations`);
          expectRest(r, outcome);
          if (caller !== "owner") {
            expectNoLeak(world(), r.text, r.status !== 200);
            expect(r.text).not.toContain(await generationOf(style.id));
          } else if (r.status === 200) {
            expect(r.body.count).toBe(r.body.generations.length);
          }
        });
        cell("REST GET /me/styles/{id}/generations/{a}/diff/draft", `${caller} | ${state} -> ${describeOutcome(outcome)}`, async () => {
          const style = world().styles[state];
          // Every fixture style is generated; the unknown one has no generation, so `a` names nothing.
          const a = await generationOf(style.id);
          const r = await restAs(app(), world(), caller, "styles:read", "GET", `/me/styles/${style.id}/generations/${a}/diff/draft`);
          expectRest(r, outcome);
          if (caller !== "owner") expectNoLeak(world(), r.text, r.status !== 200);
        });
      }
    }
  });

  describe("POST /extractions and GET /extractions/{id}: caller x run", () => {
    for (const caller of CALLERS) {
      const outcome = gate(caller, "extract", "rest") ?? OK;
      cell("REST POST /extractions", `${caller} -> ${describeOutcome(outcome)}`, async () => {
        const r = await restAs(app(), world(), caller, "extract", "POST", "/extractions", {
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ text: PROSE }),
        });
        expectRest(r, outcome, 202);
      });
      for (const object of EXTRACTION_OBJECTS) {
        const polled = gate(caller, "extract", "rest") ?? pollOutcome(caller as "owner" | "other", object);
        cell("REST GET /extractions/{id}", `${caller} | ${object} -> ${describeOutcome(polled)}`, async () => {
          const r = await restAs(app(), world(), caller, "extract", "GET", `/extractions/${encodeURIComponent(extractionRef(world(), object))}`);
          expectRest(r, polled);
          if (caller !== "owner" && r.status >= 400) expect(r.text).not.toContain(world().extractions.owner.styleId);
        });
      }
    }

    cell("REST GET /extractions/{id}", "save_as_draft with another account's run makes no draft, and answers like a forged handle", async () => {
      const w = world();
      const count = async () => (await db()).style.count({ where: { ownerId: w.other.id } });
      const before = await count();
      const theirs = await restAs(app(), w, "other", "extract", "GET", `/extractions/${encodeURIComponent(w.extractions.owner.handle)}`, { query: { save_as_draft: "true" } });
      const forged = await restAs(app(), w, "other", "extract", "GET", `/extractions/${encodeURIComponent(`${randomUUID()}.${"A".repeat(32)}`)}`, { query: { save_as_draft: "true" } });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(forged.body);
      expect(await count()).toBe(before);
    });
  });

  describe("GET /me/extractions and /me/extractions/{id}: caller x entry", () => {
    for (const caller of CALLERS) {
      for (const filter of HISTORY_FILTERS) {
        const outcome = gate(caller, "styles:read", "rest") ?? historyListOutcome(filter);
        cell("REST GET /me/extractions", `${caller} | style=${filter} -> ${describeOutcome(outcome)}`, async () => {
          const w = world();
          const r = await restAs(app(), w, caller, "styles:read", "GET", "/me/extractions", { query: historyFilterOf(w, filter, UNKNOWN) });
          expectRest(r, outcome);
          if (r.status !== 200) return;
          const ids = r.body.entries.map((e: { id: string }) => e.id);
          const own = caller === "owner" ? w.extractions.owner : w.extractions.other;
          const foreign = caller === "owner" ? w.extractions.other : w.extractions.owner;
          expect(ids).not.toContain(foreign.id);
          const ownStyle = (caller === "owner" ? "ownersStyle" : "othersStyle") === filter;
          // Another's or an unknown style: the same empty answer, so the filter tells nothing.
          if (ownStyle) expect(ids).toContain(own.id);
          else expect(r.body).toMatchObject({ count: 0, entries: [], lockedCount: 0, nextCursor: null });
        });
      }
      for (const object of HISTORY_OBJECTS) {
        const outcome = gate(caller, "styles:read", "rest") ?? entryOutcome(caller as "owner" | "other", object);
        cell("REST GET /me/extractions/{id}", `${caller} | ${object} -> ${describeOutcome(outcome)}`, async () => {
          const r = await restAs(app(), world(), caller, "styles:read", "GET", `/me/extractions/${historyEntryRef(world(), object, UNKNOWN)}`);
          expectRest(r, outcome);
        });
      }
    }

    cell("REST GET /me/extractions/{id}", "another account's entry answers exactly like an unknown id", async () => {
      const w = world();
      const theirs = await restAs(app(), w, "other", "styles:read", "GET", `/me/extractions/${w.extractions.owner.id}`);
      const none = await restAs(app(), w, "other", "styles:read", "GET", `/me/extractions/${UNKNOWN}`);
      expect({ status: theirs.status, body: JSON.stringify(theirs.body).replaceAll(w.extractions.owner.id, "<id>") }).toEqual({
        status: none.status,
        body: JSON.stringify(none.body).replaceAll(UNKNOWN, "<id>"),
      });
    });
  });
}
