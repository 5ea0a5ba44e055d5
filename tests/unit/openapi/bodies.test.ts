// Request bodies: the JSON forms of POST /extractions and POST /style-md/validate, and the multipart
// text fields, parsed with parseValue into the same one-line messages as queries.
import { describe, expect, it } from "vitest";
import {
  createExtractionFormFields,
  createExtractionJsonBody,
  parseValue,
  validateStyleMdJsonBody,
} from "@/lib/api/schemas";

const NO_SOURCE = "at least one source is required: text, reference, image_url or document_url";

describe("createExtractionJsonBody", () => {
  it("accepts each source on its own and hands URLs over as lists", () => {
    expect(parseValue(createExtractionJsonBody, { text: "Warm, chatty copy." })).toEqual({ ok: true, value: { text: "Warm, chatty copy." } });
    expect(parseValue(createExtractionJsonBody, { reference: "Bauhaus" })).toEqual({ ok: true, value: { reference: "Bauhaus" } });
    expect(parseValue(createExtractionJsonBody, { image_url: "https://a.test/x.png" })).toEqual({
      ok: true,
      value: { image_url: ["https://a.test/x.png"] },
    });
    expect(parseValue(createExtractionJsonBody, { document_url: ["https://a.test/a.pdf", "https://a.test/b.txt"], name: "Mine" })).toEqual({
      ok: true,
      value: { document_url: ["https://a.test/a.pdf", "https://a.test/b.txt"], name: "Mine" },
    });
  });

  it("requires at least one non-blank source", () => {
    for (const body of [{}, { name: "Only a name" }, { text: "   " }, { reference: "" }, { text: "", reference: " \n" }]) {
      expect(parseValue(createExtractionJsonBody, body), JSON.stringify(body)).toEqual({ ok: false, message: NO_SOURCE });
    }
  });

  it("enforces text 6000 and name 120 characters", () => {
    expect(parseValue(createExtractionJsonBody, { text: "a".repeat(6000) }).ok).toBe(true);
    expect(parseValue(createExtractionJsonBody, { text: "a".repeat(6001) })).toEqual({
      ok: false,
      message: "text: must be a string of at most 6000 characters",
    });
    expect(parseValue(createExtractionJsonBody, { text: "x", name: "n".repeat(120) }).ok).toBe(true);
    expect(parseValue(createExtractionJsonBody, { text: "x", name: "n".repeat(121) })).toEqual({
      ok: false,
      message: "name: must be a string of at most 120 characters",
    });
  });

  it("rejects wrong types and empty URL lists, naming the field", () => {
    const urlMessage = "image_url: must be a URL string or a non-empty array of URL strings";
    expect(parseValue(createExtractionJsonBody, { image_url: [] })).toEqual({ ok: false, message: urlMessage });
    expect(parseValue(createExtractionJsonBody, { image_url: 42 })).toEqual({ ok: false, message: urlMessage });
    expect(parseValue(createExtractionJsonBody, { image_url: [""] })).toMatchObject({ ok: false, message: expect.stringMatching(/^image_url/) });
    expect(parseValue(createExtractionJsonBody, { text: 5 })).toMatchObject({ ok: false, message: expect.stringMatching(/^text: /) });
    expect(parseValue(createExtractionJsonBody, "text")).toEqual({ ok: false, message: "the body must be a JSON object" });
    expect(parseValue(createExtractionJsonBody, null)).toEqual({ ok: false, message: "the body must be a JSON object" });
  });

  it("drops fields it does not define", () => {
    expect(parseValue(createExtractionJsonBody, { text: "t", model: "gpt-9" })).toEqual({ ok: true, value: { text: "t" } });
  });
});

describe("createExtractionFormFields", () => {
  it("applies the same limits to the multipart text fields", () => {
    expect(parseValue(createExtractionFormFields, {})).toEqual({ ok: true, value: {} });
    expect(parseValue(createExtractionFormFields, { text: "a".repeat(6001) })).toEqual({
      ok: false,
      message: "text: must be a string of at most 6000 characters",
    });
    expect(parseValue(createExtractionFormFields, { name: "n".repeat(121) })).toMatchObject({ ok: false });
  });
});

describe("validateStyleMdJsonBody", () => {
  it("requires a string text", () => {
    expect(parseValue(validateStyleMdJsonBody, { text: "---\nname: x\n---\n" })).toEqual({ ok: true, value: { text: "---\nname: x\n---\n" } });
    expect(parseValue(validateStyleMdJsonBody, { text: "" })).toEqual({ ok: true, value: { text: "" } });
    expect(parseValue(validateStyleMdJsonBody, {})).toEqual({ ok: false, message: "text: must be a string (the STYLE.md document)" });
    expect(parseValue(validateStyleMdJsonBody, { text: 1 })).toMatchObject({ ok: false });
    expect(parseValue(validateStyleMdJsonBody, [])).toEqual({ ok: false, message: "the body must be a JSON object" });
  });
});
