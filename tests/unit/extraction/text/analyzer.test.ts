import { describe, expect, it } from "vitest";
import { analyzeText, MIN_SAMPLE_WORDS } from "@/lib/extraction/analyzers/text";
import { measureText } from "@/lib/extraction/analyzers/text/metrics";
import { type AvoidValue, type Block, blockSchema, SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";
import { LABELLED_TEXTS, longProse } from "../support/labelled-texts";

const byId = (id: string) => LABELLED_TEXTS.find((t) => t.id === id)!.text;
const voice = (blocks: Block[], type: string) => blocks.filter((b) => b.section === "voice" && b.type === type);
const phrases = (blocks: Block[]) => voice(blocks, "phrase").map((b) => String(b.value));
const LONG = longProse(6000);

const DESCRIPTIONS = [
  "moody teal and orange cinematic look with film grain",
  "a risograph zine style",
  "write like a friendly hardware store owner",
  "Watercolor botanical illustration, soft pastel palette",
  "Make it sound like a 1950s radio advert.",
  "like a noir detective narrating his own breakfast",
];

describe("analyzeText: output shape", () => {
  it("returns only blocks that pass blockSchema, for every kind of input", () => {
    const inputs = [...LABELLED_TEXTS.map((t) => t.text), LONG, ...DESCRIPTIONS, "", "   \n ", "hello there friend", "Thanks so much!"];
    for (const input of inputs) {
      for (const block of analyzeText(input).blocks) {
        const parsed = blockSchema.safeParse(block);
        expect(parsed.success, `${JSON.stringify(block)} from ${JSON.stringify(input.slice(0, 40))}`).toBe(true);
      }
    }
  });

  it("describes a sample with one block of each voice level, an overview, a sample and guardrails", () => {
    const a = analyzeText(byId("founder-letter"));
    expect(a.kind).toBe("sample");
    expect(a.blocks[0]).toMatchObject({ section: "overview", type: "descriptor" });
    for (const type of ["tone", "formality", "emoji", "hashtags", "sentence-length", "person", "sample"]) {
      expect(voice(a.blocks, type), type).toHaveLength(1);
    }
    const guardrails = a.blocks.filter((b) => b.section === "guardrails");
    expect(guardrails.length).toBeGreaterThanOrEqual(1);
    for (const g of guardrails) expect((g.value as AvoidValue).prefer).toBeTruthy();
    expect(a.title?.split(" ").length).toBeGreaterThanOrEqual(2);
    expect(a.title?.split(" ").length).toBeLessThanOrEqual(4);
    expect(a.description).toMatch(/^A conversational voice in the first person: .+\.$/);
    expect(a.description?.match(/[.!?](\s|$)/g)).toHaveLength(1); // one sentence
  });

  it("gives titles of two to four words for every labelled text", () => {
    for (const t of LABELLED_TEXTS) {
      const words = analyzeText(t.text).title?.split(" ") ?? [];
      expect(words.length, `${t.id}: ${words.join(" ")}`).toBeGreaterThanOrEqual(2);
      expect(words.length, `${t.id}: ${words.join(" ")}`).toBeLessThanOrEqual(4);
    }
  });

  it("is deterministic", () => {
    for (const text of [LONG, byId("tweet-thread"), DESCRIPTIONS[0]!]) {
      expect(JSON.stringify(analyzeText(text))).toBe(JSON.stringify(analyzeText(text)));
    }
  });
});

describe("analyzeText: the sample block", () => {
  it("is at most 1,200 characters of the text, cut at sentence boundaries", () => {
    const sample = String(voice(analyzeText(LONG).blocks, "sample")[0]!.value);
    expect(sample.length).toBeLessThanOrEqual(SAMPLE_MAX_CHARS);
    expect(sample.length).toBeGreaterThan(600); // a passage, not a line
    const at = LONG.indexOf(sample);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at === 0 || /\s/.test(LONG[at - 1]!)).toBe(true);
    expect(sample).toMatch(/^[A-Z"“]/);
    expect(sample).toMatch(/[.!?]["”’)]?$/);
    expect(LONG.slice(at + sample.length)).toMatch(/^(\s|$)/);
  });

  it("leaves headings out of a prose excerpt, and keeps a letter's greeting and sign-off, its form, on their own lines", () => {
    const notice = String(voice(analyzeText(byId("legal-notice")).blocks, "sample")[0]!.value);
    expect(notice.startsWith("Notice is hereby given")).toBe(true);
    const letter = String(voice(analyzeText(byId("cover-letter")).blocks, "sample")[0]!.value);
    expect(letter).toMatch(/^Dear Ms Okafor,\n\nI am writing to apply/);
    expect(letter).toMatch(/\n\nYours sincerely,\nDaniel Reyes$/);
  });
});

describe("analyzeText: kind", () => {
  it.each(DESCRIPTIONS)("reads %j as a description of a style, with no voice measurements", (text) => {
    const a = analyzeText(text);
    expect(a.kind).toBe("description");
    expect(a.blocks.every((b) => b.section === "overview")).toBe(true);
    expect(a.title?.split(" ").length).toBeGreaterThanOrEqual(2);
  });

  it.each(["I love the look of this dress and I am going to wear it on Friday to the party.", "We shipped the oven fix today and everyone cheered, including the landlord."])(
    "reads a short first-person sentence %j as a sample",
    (text) => expect(analyzeText(text).kind).toBe("sample"),
  );
});

describe("analyzeText: little or no text", () => {
  it.each(["", "   \n\t "])("returns nothing for %j without throwing", (text) => {
    const a = analyzeText(text);
    expect(a).toMatchObject({ kind: "sample", title: null, description: null, blocks: [] });
    expect(a.metrics.words).toBe(0);
  });

  it("keeps a three-word text only as a sample, with no levels it cannot know", () => {
    const a = analyzeText("hello there friend");
    expect(a.kind).toBe("sample");
    expect(a.title).toBeNull();
    expect(a.blocks).toEqual([{ section: "voice", type: "sample", value: "hello there friend" }]);
    expect(MIN_SAMPLE_WORDS).toBeGreaterThan(3);
  });

  it("handles a 6,000-character text in full", () => {
    expect(LONG.length).toBeGreaterThan(5800);
    const a = analyzeText(LONG);
    expect(a.kind).toBe("sample");
    expect(a.metrics.words).toBeGreaterThan(900);
    expect(a.metrics.sentences).toBeGreaterThan(40);
    expect(voice(a.blocks, "formality")).toHaveLength(1);
  });
});

describe("analyzeText: voice details", () => {
  it("counts contractions, emoji and hashtags, but not a copyright sign or #1", () => {
    const m = measureText("We're #1 in town © 2025 and we don't care 🎉🎉. Honestly it's fine #smallbiz").metrics;
    expect(m.contractionRate).toBeGreaterThan(0);
    expect(m.emojiCount).toBe(2);
    expect(m.hashtagCount).toBe(1);
  });

  it("leaves quoted speech out of the narrator's person", () => {
    const story =
      '"I will find you, and I will bring you home," she said. The rain kept falling on the old town as she walked past the closed shops, the empty square and the bridge where her brother had waited for her every evening.';
    expect(voice(analyzeText(story).blocks, "person")[0]!.value).toBe("third");
  });

  it("reports habits the text shows, with its own words, and none it does not", () => {
    const text =
      "Ever tried to bake bread at midnight? I did — twice, actually — and both loaves came out like bricks. My neighbour smelled the smoke and knocked. We laughed about it for an hour. Then she taught me her grandmother's trick with the steam tray. So tell me: what's the worst thing you've ever baked?";
    const found = phrases(analyzeText(text).blocks);
    expect(found.some((p) => p.startsWith("Ends with a question (“So tell me: what's the worst thing you've ever baked?”)"))).toBe(true);
    expect(found.some((p) => p.startsWith("Uses dashes for asides") && p.includes("twice, actually"))).toBe(true);
    const news = phrases(analyzeText(byId("news-report")).blocks);
    expect(news.some((p) => /question|dash|hook|imperative|contraction/i.test(p))).toBe(false);
  });

  it("finds a phrase the writer keeps coming back to", () => {
    const text =
      "Start small and keep going, one step at a time. Nobody builds a business in a weekend. You hire one person, then another, one step at a time. Some months feel like standing still. They are not: the work compounds, one step at a time, until one morning you look up and the shop is full.";
    expect(phrases(analyzeText(text).blocks)).toContain("Returns to the phrase “one step at a time”.");
  });

  it("keeps guardrails in line with the voice", () => {
    const terms = (id: string) => analyzeText(byId(id)).blocks.filter((b) => b.section === "guardrails").map((b) => (b.value as AvoidValue).term);
    expect(terms("fitness-caption")).toContain("stiff corporate phrasing");
    expect(terms("policy-statement")).toContain("slang, emoji and contractions");
    expect(terms("founder-letter")).toContain("corporate jargon");
  });

  it("derives tone words from the measurements", () => {
    const tone = (id: string) => String(voice(analyzeText(byId(id)).blocks, "tone")[0]!.value);
    expect(tone("fitness-caption")).toMatch(/playful/);
    expect(tone("policy-statement")).toMatch(/authoritative|measured/);
    expect(tone("support-reply")).toMatch(/warm/);
    expect(tone("childrens-story")).not.toMatch(/warm|playful|measured/);
  });
});
