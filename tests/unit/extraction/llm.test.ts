import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { analyzeWithModel, MAX_COLORS, TITLE_MAX_CHARS, type ModelSources } from "@/lib/extraction/analyzers/llm";
import { blockSchema, SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";
import { SECTION_IDS } from "@/lib/styles/sections";

// Types of what the mock received, without importing @ai-sdk/provider (not a direct dependency).
type CallOptions = MockLanguageModelV3["doGenerateCalls"][number];
type Prompt = CallOptions["prompt"];

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 20, text: 20, reasoning: undefined },
};

/** A mock model answering every call with `reply` as its JSON text. */
function replying(reply: unknown): MockLanguageModelV3 {
  return new MockLanguageModelV3({
    doGenerate: {
      content: [{ type: "text", text: JSON.stringify(reply) }],
      finishReason: { unified: "stop", raw: undefined },
      usage,
      warnings: [],
    },
  });
}

// Model-side block records: one value field filled, the others null (the shape the schema asks for).
const text = (section: string, type: string, value: string) => ({ section, type, text: value, color: null, avoid: null });
const color = (hex: string, name: string | null = null, role: string | null = null) => ({
  section: "palette",
  type: "color",
  text: null,
  color: { hex, name, role },
  avoid: null,
});
const avoid = (term: string, prefer: string | null) => ({
  section: "guardrails",
  type: "avoid",
  text: null,
  color: null,
  avoid: { term, prefer },
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 4, 5, 6]);

const sources: ModelSources = {
  images: [
    { bytes: PNG, mediaType: "image/png" },
    { bytes: JPEG, mediaType: "image/jpeg" },
  ],
  texts: ["Tuesday, 7 a.m.: the oven died. By noon we had baked two hundred croissants."],
  references: ["Saul Bass film posters", "Risograph zines"],
  documents: ["Brand book: we print with two spot inks on cream paper."],
  name: "Oven Letters",
};

const goodReply = {
  title: "  Risograph Letters  ",
  description: "Two-ink risograph prints paired with a warm founder's voice.",
  blocks: [
    avoid("photorealism", "flat printed shapes"),
    text("overview", "descriptor", "Two-ink risograph print with visible grain, made for zines."),
    color("#FF48B0", "fluorescent pink", "primary ink"),
    color("#0078BF", "medium blue", null),
    text("texture", "descriptor", "slight misregistration between color layers"),
    text("voice", "formality", "Conversational"),
    text("voice", "sample", "Tuesday, 7 a.m.: the oven died. Grab yours before Friday?"),
  ],
};

function callOf(model: MockLanguageModelV3): CallOptions {
  expect(model.doGenerateCalls).toHaveLength(1);
  return model.doGenerateCalls[0]!;
}

function systemOf(prompt: Prompt): string {
  const system = prompt.find((m) => m.role === "system");
  if (!system || system.role !== "system") throw new Error("no system message");
  return system.content;
}

function userPartsOf(prompt: Prompt) {
  const user = prompt.find((m) => m.role === "user");
  if (!user || user.role !== "user") throw new Error("no user message");
  return user.content;
}

function userText(prompt: Prompt): string {
  return userPartsOf(prompt)
    .flatMap((p) => (p.type === "text" ? [p.text] : []))
    .join("\n");
}

describe("analyzeWithModel", () => {
  it("turns a good reply into an Analysis in our vocabulary", async () => {
    const analysis = await analyzeWithModel(replying(goodReply), sources);
    expect(analysis.title).toBe("Risograph Letters");
    expect(analysis.description).toBe("Two-ink risograph prints paired with a warm founder's voice.");
    // In section order, structured values kept structured, null fields dropped, enum answers lower-cased.
    expect(analysis.blocks).toEqual([
      { section: "overview", type: "descriptor", value: "Two-ink risograph print with visible grain, made for zines." },
      { section: "palette", type: "color", value: { hex: "#FF48B0", name: "fluorescent pink", role: "primary ink" } },
      { section: "palette", type: "color", value: { hex: "#0078BF", name: "medium blue" } },
      { section: "texture", type: "descriptor", value: "slight misregistration between color layers" },
      { section: "voice", type: "formality", value: "conversational" },
      { section: "voice", type: "sample", value: "Tuesday, 7 a.m.: the oven died. Grab yours before Friday?" },
      { section: "guardrails", type: "avoid", value: { term: "photorealism", prefer: "flat printed shapes" } },
    ]);
    for (const block of analysis.blocks) expect(blockSchema.safeParse(block).success).toBe(true);
  });

  it("sends every source: images as image parts with their media type, texts, references, documents, name", async () => {
    const model = replying(goodReply);
    await analyzeWithModel(model, sources);
    const { prompt } = callOf(model);

    const files = userPartsOf(prompt).flatMap((p) => (p.type === "file" ? [p] : []));
    expect(files.map((f) => f.mediaType)).toEqual(["image/png", "image/jpeg"]);
    expect(Buffer.from(files[0]!.data as Uint8Array)).toEqual(PNG);
    expect(Buffer.from(files[1]!.data as Uint8Array)).toEqual(JPEG);

    const sent = userText(prompt);
    expect(sent).toContain(sources.texts[0]);
    for (const reference of sources.references) expect(sent).toContain(reference);
    expect(sent).toContain(sources.documents[0]);
    expect(sent).toContain("Oven Letters");
  });

  it("teaches the vocabulary in the system prompt and asks for JSON in a strict-mode-friendly schema", async () => {
    const model = replying(goodReply);
    await analyzeWithModel(model, sources);
    const { prompt, responseFormat } = callOf(model);

    const system = systemOf(prompt);
    for (const id of SECTION_IDS) expect(system).toContain(id);
    // Listed in compile order.
    const positions = SECTION_IDS.map((id) => system.indexOf(`${SECTION_IDS.indexOf(id) + 1}. ${id} `));
    expect(positions.every((at, i) => at >= 0 && (i === 0 || at > positions[i - 1]!))).toBe(true);
    expect(system).toContain(String(MAX_COLORS));
    expect(system).toContain(String(SAMPLE_MAX_CHARS));

    expect(responseFormat?.type).toBe("json");
    const schema = responseFormat?.type === "json" ? responseFormat.schema : undefined;
    expect(schema).toBeDefined();
    // Strict structured-output modes: closed objects, every property required, no oneOf.
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (!node || typeof node !== "object") return;
      const record = node as Record<string, unknown>;
      expect(record).not.toHaveProperty("oneOf");
      if (record.properties) {
        expect(record.additionalProperties).toBe(false);
        expect([...(record.required as string[])].sort()).toEqual(Object.keys(record.properties).sort());
      }
      Object.values(record).forEach(visit);
    };
    visit(schema);
    const blockItems = (schema as { properties: { blocks: { items: { properties: { section: { enum: string[] } } } } } })
      .properties.blocks.items;
    expect(blockItems.properties.section.enum).toEqual([...SECTION_IDS]);
  });

  it("sends a long document cut to its beginning and says so", async () => {
    const model = replying(goodReply);
    const sentence = "We print with two spot inks on cream paper. ";
    const long = sentence.repeat(5_000); // about 220,000 characters
    await analyzeWithModel(model, { ...sources, documents: [long] });
    const documentPart = userText(callOf(model).prompt).split("Document 1 of 1")[1]!;
    expect(documentPart.length).toBeLessThan(45_000);
    expect(documentPart).toContain(sentence.repeat(10).trim());
    expect(documentPart).toMatch(/truncated: \d+ more characters/);
  });

  it("passes the abort signal to the model", async () => {
    const model = replying(goodReply);
    const controller = new AbortController();
    await analyzeWithModel(model, sources, { abortSignal: controller.signal });
    expect(callOf(model).abortSignal).toBe(controller.signal);
  });

  it("drops invalid blocks and keeps the rest", async () => {
    const reply = {
      title: "Mixed",
      description: "Some good, some bad.",
      blocks: [
        { ...color("#FF48B0"), section: "mood" }, // a color outside palette
        color("#GG0000", "not a color"), // bad hex
        text("medium", "brushstroke", "thick impasto"), // unknown type
        text("voice", "formality", "chatty"), // outside the enum
        text("mood", "descriptor", "   "), // empty
        avoid("", "something"), // no term
        { section: "texture", type: "descriptor" }, // malformed record
        "not even an object",
        text("mood", "descriptor", "playful, DIY, a little punk"),
        color("#F5F1E6", "uncoated cream paper", "background"),
      ],
    };
    const analysis = await analyzeWithModel(replying(reply), sources);
    expect(analysis.blocks).toEqual([
      { section: "palette", type: "color", value: { hex: "#F5F1E6", name: "uncoated cream paper", role: "background" } },
      { section: "mood", type: "descriptor", value: "playful, DIY, a little punk" },
    ]);
  });

  it("throws when no block survives", async () => {
    const reply = {
      title: "Nothing",
      description: "Nothing usable.",
      blocks: [{ ...color("#FF48B0"), section: "mood" }, color("#12"), text("mood", "vibe", "cosy")],
    };
    await expect(analyzeWithModel(replying(reply), sources)).rejects.toThrow("the model returned no usable blocks");
    await expect(analyzeWithModel(replying({ title: "Empty", description: "", blocks: [] }), sources)).rejects.toThrow(
      "the model returned no usable blocks",
    );
  });

  it(`keeps at most ${MAX_COLORS} colors, the first ones`, async () => {
    const hexes = ["#111111", "#222222", "#333333", "#444444", "#555555", "#666666", "#777777", "#888888"];
    const reply = { title: "Greys", description: "Eight greys.", blocks: hexes.map((hex) => color(hex)) };
    const analysis = await analyzeWithModel(replying(reply), sources);
    expect(analysis.blocks.map((b) => (b.value as { hex: string }).hex)).toEqual(hexes.slice(0, MAX_COLORS));
  });

  it("drops voice blocks when the sources hold no writing", async () => {
    const imagesOnly: ModelSources = { images: sources.images, texts: [], references: [], documents: [] };
    const analysis = await analyzeWithModel(replying(goodReply), imagesOnly);
    expect(analysis.blocks.length).toBeGreaterThan(0);
    expect(analysis.blocks.filter((b) => b.section === "voice")).toEqual([]);
  });

  it(`trims the title to ${TITLE_MAX_CHARS} characters and cuts an over-long sample instead of dropping it`, async () => {
    const reply = {
      title: `${"Very long risograph title ".repeat(10)}`,
      description: "",
      blocks: [text("voice", "sample", "The oven died again. ".repeat(100))],
    };
    const analysis = await analyzeWithModel(replying(reply), sources);
    expect(analysis.title!.length).toBeLessThanOrEqual(TITLE_MAX_CHARS);
    expect(analysis.title).toMatch(/^Very long risograph title/);
    expect(analysis.description).toBeNull();
    const sample = analysis.blocks[0]!;
    expect(sample.type).toBe("sample");
    expect((sample.value as string).length).toBeLessThanOrEqual(SAMPLE_MAX_CHARS);
    expect(sample.value).toMatch(/again\.$/);
  });

  it("lets provider errors through", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: async () => {
        throw new Error("provider unavailable");
      },
    });
    await expect(analyzeWithModel(model, sources, { maxRetries: 0 })).rejects.toThrow("provider unavailable");
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("rejects a reply that is not the requested object", async () => {
    const model = new MockLanguageModelV3({
      doGenerate: {
        content: [{ type: "text", text: "Sorry, I cannot help with that." }],
        finishReason: { unified: "stop", raw: undefined },
        usage,
        warnings: [],
      },
    });
    await expect(analyzeWithModel(model, sources, { maxRetries: 0 })).rejects.toThrow();
  });
});
