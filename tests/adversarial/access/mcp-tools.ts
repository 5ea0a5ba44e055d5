// MCP (/api/mcp): every tool of lib/mcp/catalog.ts for every caller, with the same objects as REST.
// The authorization layer answers in HTTP (401 for no, bad, expired, revoked or REST-bound tokens;
// 403 insufficient_scope for a token without the tool's scope); past it, a refusal is a tool error
// carrying REST's code.
import { randomUUID } from "node:crypto";
import { describe, expect } from "vitest";
import { db } from "@/lib/db/client";
import { TOOL_NAMES, TOOL_SCOPES, type ToolName } from "@/lib/mcp/catalog";
import type { TestApp } from "../../support/app";
import { PROSE } from "../../support/extraction";
import {
  CALLERS,
  EXTRACTION_OBJECTS,
  HISTORY_FILTERS,
  HISTORY_OBJECTS,
  OK,
  REF_FORMS,
  STYLE_STATES,
  describeOutcome,
  entryOutcome,
  gate,
  historyListOutcome,
  pollOutcome,
  readOutcome,
  versionsOutcome,
  saveOutcome,
  type Auth,
  type CallerKind,
  type Outcome,
} from "./contract";
import { cell, expectMcp, expectNoLeak, hiddenNames, mcpAs, toolErrorBody } from "./harness";
import { extractionRef, historyEntryRef, historyFilterOf, ownerStyleIds } from "./rest-account";
import { refOf } from "./rest-styles";
import type { World } from "./world";

const UNKNOWN = randomUUID();

async function latestGenerationOf(styleId: string): Promise<string | null> {
  return (await (await db()).style.findUnique({ where: { id: styleId }, select: { latestGenerationId: true } }))?.latestGenerationId ?? null;
}

/** The tools some cell calls; the catalog test proves none was forgotten. */
const COVERED = new Set<ToolName>();

function authOf(tool: ToolName): Auth {
  return TOOL_SCOPES[tool] ?? "none";
}

/** One cell: `tool` called by `caller` with `args`, answered as `outcome` (after the HTTP gate). */
function toolCell(app: () => TestApp, world: () => World, tool: ToolName, caller: CallerKind, label: string, outcome: Outcome, args: () => Record<string, unknown> | Promise<Record<string, unknown>>, check?: (body: any) => void): void {
  COVERED.add(tool);
  const expected = gate(caller, authOf(tool), "mcp") ?? outcome;
  cell(`MCP ${tool}`, `${tool} | ${caller} | ${label} -> ${describeOutcome(expected)}`, async () => {
    const r = await mcpAs(app(), world(), caller, authOf(tool), tool, await args());
    expectMcp(r, expected);
    const text = JSON.stringify(r.body);
    if (caller !== "owner") expectNoLeak(world(), text, r.status !== 200 || toolErrorBody(r) !== null);
    if (check && r.status === 200 && !toolErrorBody(r)) check(r.body.result.structuredContent);
  });
}

export function mcpSuites(app: () => TestApp, world: () => World): void {
  describe("MCP: every tool in the catalog is in this matrix", () => {
    cell("MCP catalog", "the matrix covers TOOL_NAMES exactly", async () => {
      expect([...COVERED].sort()).toEqual([...TOOL_NAMES].sort());
    });
  });

  describe("MCP gallery tools: caller x state x ref form", () => {
    for (const caller of CALLERS) {
      for (const tool of ["get_style", "get_style_md"] as const) {
        for (const state of STYLE_STATES) {
          for (const form of REF_FORMS) {
            toolCell(app, world, tool, caller, `${state} by ${form}`, readOutcome(caller, state, form), () => ({
              ref: decodeURIComponent(refOf(app(), world(), state, form)),
            }));
          }
        }
      }
      // An export reads a style exactly as get_style does (DESIGN.md works for every style, voice or look).
      for (const state of STYLE_STATES) {
        for (const form of REF_FORMS) {
          toolCell(app, world, "export_style", caller, `design-md of ${state} by ${form}`, readOutcome(caller, state, form), () => ({
            ref: decodeURIComponent(refOf(app(), world(), state, form)),
            target: "design-md",
          }));
        }
      }
      // A check reads a style exactly as get_style does.
      for (const state of STYLE_STATES) {
        for (const form of REF_FORMS) {
          toolCell(app, world, "check_style", caller, `a text against ${state} by ${form}`, readOutcome(caller, state, form), () => ({
            ref: decodeURIComponent(refOf(app(), world(), state, form)),
            text: "The committee met on Tuesday and agreed the budget for next year without changes.",
          }));
        }
      }
      for (const state of STYLE_STATES) {
        for (const form of REF_FORMS) {
          const outcome = caller === "owner" || caller === "other" ? saveOutcome(caller, state, form) : OK;
          toolCell(app, world, "save_style", caller, `${state} by ${form}`, outcome, () => ({ ref: decodeURIComponent(refOf(app(), world(), state, form)) }));
        }
      }
      toolCell(app, world, "search_styles", caller, "the fixtures' word", OK, () => ({ query: world().marker, limit: 25 }), (out) => {
        expect(out.styles.map((s: { slug: string }) => s.slug)).toEqual([world().styles.public.slug]);
        expect(out.count).toBe(1);
      });
      toolCell(app, world, "validate_style_md", caller, "a document", OK, () => ({ text: "---\nname: x\nsections: [overview]\n---\n## Overview\nA line.\n" }));
    }
  });

  describe("MCP library and extraction tools: caller x object", () => {
    for (const caller of CALLERS) {
      toolCell(app, world, "list_my_styles", caller, "own styles only", OK, () => ({ limit: 50 }), (out) => {
        const ids = out.styles.map((s: { url: string }) => s.url.split("/").pop());
        const mine = ownerStyleIds(world());
        for (const id of mine) (caller === "owner" ? expect(ids) : expect(ids).not).toContain(id);
      });
      toolCell(app, world, "list_saved_styles", caller, "no style made private", OK, () => ({ limit: 25 }), (out) => {
        expect(JSON.stringify(out)).not.toContain(world().savedThenHidden.slug);
        for (const name of hiddenNames(world())) expect(JSON.stringify(out)).not.toContain(name);
      });
      toolCell(app, world, "start_extraction", caller, "a text source", OK, () => ({ text: PROSE }));
      for (const object of EXTRACTION_OBJECTS) {
        const outcome = caller === "owner" || caller === "other" ? pollOutcome(caller, object) : OK;
        toolCell(app, world, "get_extraction", caller, object, outcome, () => ({ extraction_id: extractionRef(world(), object) }));
      }
      for (const filter of HISTORY_FILTERS) {
        toolCell(app, world, "list_extraction_history", caller, `style=${filter}`, historyListOutcome(filter), () => historyFilterOf(world(), filter, UNKNOWN), (out) => {
          const foreign = caller === "owner" ? world().extractions.other.id : world().extractions.owner.id;
          expect(out.entries.map((e: { id: string }) => e.id)).not.toContain(foreign);
        });
      }
      for (const object of HISTORY_OBJECTS) {
        const outcome = caller === "owner" || caller === "other" ? entryOutcome(caller, object) : OK;
        toolCell(app, world, "get_extraction_history_entry", caller, object, outcome, () => ({ id: historyEntryRef(world(), object, UNKNOWN) }));
      }
      // A style's versions: the owner's alone, like REST's GET /me/styles/{id}/generations.
      for (const state of STYLE_STATES) {
        const outcome = caller === "owner" || caller === "other" ? versionsOutcome(caller, state) : OK;
        toolCell(app, world, "list_style_versions", caller, state, outcome, () => ({ id: world().styles[state].id }));
        // From the style's latest generation (every fixture style is generated) to the current edits.
        toolCell(app, world, "diff_style_versions", caller, state, outcome, async () => {
          const id = world().styles[state].id;
          return { id, from: (await latestGenerationOf(id)) ?? UNKNOWN };
        });
      }
    }
  });
}
