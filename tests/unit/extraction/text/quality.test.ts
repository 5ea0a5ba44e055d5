// Measures the text analyzer against hand-labelled texts (support/labelled-texts.ts). A near miss is a
// miss: "professional" for a formal text counts as wrong. The table is printed once per run.
import { describe, expect, it } from "vitest";
import { analyzeText } from "@/lib/extraction/analyzers/text";
import type { Block } from "@/lib/styles/blocks";
import { LABELLED_TEXTS, type LabelledText } from "../support/labelled-texts";

const ATTRIBUTES = ["formality", "emoji", "hashtags", "person"] as const;
type Attribute = (typeof ATTRIBUTES)[number];
const REQUIRED_ACCURACY = 0.9;

function predicted(blocks: Block[], attribute: Attribute): string | undefined {
  const block = blocks.find((b) => b.section === "voice" && b.type === attribute);
  return block ? String(block.value) : undefined;
}

const results = LABELLED_TEXTS.map((t) => {
  const blocks = analyzeText(t.text).blocks;
  const got = Object.fromEntries(ATTRIBUTES.map((a) => [a, predicted(blocks, a)])) as Record<Attribute, string | undefined>;
  return { t, got };
});

function accuracy(attribute: Attribute, subset: (t: LabelledText) => boolean = () => true) {
  const rows = results.filter((r) => subset(r.t));
  const right = rows.filter((r) => r.got[attribute] === r.t[attribute]).length;
  return { right, total: rows.length, share: rows.length ? right / rows.length : 0 };
}

describe("text analyzer quality on the labelled set", () => {
  it("is a varied set of at least 24 texts of 150-1,500 characters with unique ids", () => {
    expect(LABELLED_TEXTS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(LABELLED_TEXTS.map((t) => t.id)).size).toBe(LABELLED_TEXTS.length);
    for (const t of LABELLED_TEXTS) {
      expect(t.text.length, t.id).toBeGreaterThanOrEqual(150);
      expect(t.text.length, t.id).toBeLessThanOrEqual(1500);
    }
    for (const attribute of ATTRIBUTES) {
      // every attribute has at least three different labels, so no constant answer can pass
      expect(new Set(LABELLED_TEXTS.map((t) => t[attribute])).size, attribute).toBeGreaterThanOrEqual(3);
    }
  });

  it("reads every text as a writing sample, not as a style description", () => {
    expect(LABELLED_TEXTS.filter((t) => analyzeText(t.text).kind !== "sample").map((t) => t.id)).toEqual([]);
  });

  it(`gets formality, emoji, hashtags and person right on at least ${REQUIRED_ACCURACY * 100}% of texts`, () => {
    const pct = (a: { right: number; total: number }) => `${a.right}/${a.total}`.padEnd(7);
    const lines = ["attribute   all      calib.   holdout  misses (got, wanted)"];
    for (const attribute of ATTRIBUTES) {
      const misses = results.filter((r) => r.got[attribute] !== r.t[attribute]).map((r) => `${r.t.id} (${r.got[attribute]}, ${r.t[attribute]})`);
      lines.push(
        `${attribute.padEnd(11)} ${pct(accuracy(attribute))}  ${pct(accuracy(attribute, (t) => !t.holdout))}  ` +
          `${pct(accuracy(attribute, (t) => Boolean(t.holdout)))}  ${misses.join("; ") || "-"}`,
      );
    }
    console.log(`Text analyzer accuracy on ${LABELLED_TEXTS.length} labelled texts\n${lines.join("\n")}`);
    for (const attribute of ATTRIBUTES) {
      expect(accuracy(attribute).share, attribute).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
    }
  });
});
