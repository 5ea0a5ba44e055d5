import { describe, expect, it } from "vitest";
import { AnalysisError } from "@/lib/extraction/analysis";
import { detectDocumentKind, documentToText, MAX_DOCUMENT_CHARS } from "@/lib/extraction/analyzers/document";
import { analyzeText } from "@/lib/extraction/analyzers/text";
import { buildPdf, pngBytes } from "./support/pdf";

const utf8 = (s: string) => Buffer.from(s, "utf8");

describe("detectDocumentKind", () => {
  it("recognises a PDF by its magic bytes, whatever its name or declared type", () => {
    const pdf = buildPdf([["Hello"]]);
    expect(detectDocumentKind(pdf, "letter.pdf", "application/pdf")).toBe("pdf");
    expect(detectDocumentKind(pdf, "letter.txt", "text/plain")).toBe("pdf");
    expect(detectDocumentKind(pdf, null, null)).toBe("pdf");
  });

  it("refuses a PNG renamed .pdf, or declared as a PDF or as text", () => {
    expect(detectDocumentKind(pngBytes(), "scan.pdf", "application/pdf")).toBeNull();
    expect(detectDocumentKind(pngBytes(), "notes.txt", "text/plain")).toBeNull();
  });

  it.each([
    ["notes.txt", null],
    ["README.md", "application/octet-stream"],
    ["posts.csv", null],
    ["style.json", null],
    [null, "text/plain; charset=utf-8"],
    [null, "text/markdown"],
    [null, "application/json"],
    ["download", "application/ld+json"],
  ])("accepts UTF-8 text named %s with type %s", (filename, type) => {
    expect(detectDocumentKind(utf8("Plain words, café and ☕ included."), filename, type)).toBe("text");
  });

  it("refuses binary data named .txt: invalid UTF-8, or NUL bytes", () => {
    expect(detectDocumentKind(Buffer.from([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]), "notes.txt", "text/plain")).toBeNull();
    expect(detectDocumentKind(Buffer.from([0xc3, 0x28, 0x61, 0x62]), "notes.txt", null)).toBeNull();
    expect(detectDocumentKind(Buffer.from("abc\u0000def"), "notes.txt", null)).toBeNull();
  });

  it("refuses text that is neither named nor declared as text, and empty files", () => {
    expect(detectDocumentKind(utf8("Some words."), "photo.jpg", "image/jpeg")).toBeNull();
    expect(detectDocumentKind(utf8("Some words."), null, null)).toBeNull();
    expect(detectDocumentKind(utf8("  \n "), "empty.txt", "text/plain")).toBeNull();
  });
});

describe("documentToText: PDF", () => {
  it("extracts the text of every page, with wrapped lines joined into sentences", async () => {
    const pdf = buildPdf([
      ["Last Thursday at 6 a.m. our espresso machine sprayed steam across the", "whole counter. We didn't close (barely)."],
      ["Page two: the new machine arrives Monday."],
    ]);
    const text = await documentToText(pdf, "pdf");
    expect(text).toContain("sprayed steam across the whole counter. We didn't close (barely).");
    expect(text).toContain("Page two: the new machine arrives Monday.");
    expect(text.indexOf("Last Thursday")).toBeLessThan(text.indexOf("Page two"));
  });

  it("says a PDF without text looks like a scan", async () => {
    await expect(documentToText(buildPdf([[]]), "pdf")).rejects.toThrow(new AnalysisError("This PDF has no text we can read (is it a scan?)"));
  });

  it.each([
    ["garbage after the header", Buffer.from("%PDF-1.4\nthis is not a PDF body at all\n%%EOF\n")],
    ["a truncated file", buildPdf([["A sentence that will be cut off."]]).subarray(0, 120)],
  ])("turns a corrupt PDF (%s) into an AnalysisError", async (_, bytes) => {
    const error = await documentToText(bytes, "pdf").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AnalysisError);
    expect((error as Error).message).toMatch(/PDF/);
  });
});

describe("documentToText: text files", () => {
  it("returns plain UTF-8 text as it is, tidied", async () => {
    const text = await documentToText(utf8("\uFEFFHello there.\r\n\r\n\r\n\r\nSecond   paragraph, with café ☕."), "text");
    expect(text).toBe("Hello there.\n\nSecond paragraph, with café ☕.");
  });

  it("keeps the layout of a man page saved as text, so the text analyzer knows it for one", async () => {
    const page = [
      "TAR(1)                         GNU TAR Manual                         TAR(1)",
      "",
      "NAME",
      "       tar - an archiving utility",
      "",
      "DESCRIPTION",
      "       GNU  tar  saves  many files together into a single tape or disk ar‐",
      "       chive, and can restore individual files from the archive.  The ar‐",
      "       chive can be compressed on the fly when it is written.",
      "",
      "       -c, --create",
      "              Create a new archive.  Arguments supply the names of the files",
      "              to be archived.",
      "",
    ].join("\r\n");
    const text = await documentToText(utf8(page), "text");
    expect(text.split("\n")[0]).toBe("TAR(1)                         GNU TAR Manual                         TAR(1)");
    const voice = analyzeText(text);
    expect(voice.register).toBe("technical");
    const sample = String(voice.blocks.find((b) => b.type === "sample")?.value);
    expect(sample).toContain("GNU tar saves many files together into a single tape or disk archive");
    expect(sample).not.toMatch(/TAR\(1\)|NAME|--create/);
  });

  it("strips Markdown to its prose, keeping list items", async () => {
    const md = [
      "---",
      "title: Notes",
      "---",
      "# A Founder Letter",
      "",
      "We **finally** shipped the _new_ oven. Read [the story](https://example.com/story) and `npm test`.",
      "",
      "```js",
      "const secret = 1;",
      "```",
      "",
      "> Quoted wisdom here.",
      "",
      "* one idea per paragraph",
      "* end with a clear ask",
      "",
      "![a croissant](img.png)",
    ].join("\n");
    const text = await documentToText(utf8(md), "text");
    expect(text).toContain("A Founder Letter");
    expect(text).toContain("We finally shipped the new oven. Read the story and npm test.");
    expect(text).toContain("Quoted wisdom here.");
    expect(text).toContain("- one idea per paragraph\n- end with a clear ask");
    expect(text).toContain("a croissant");
    expect(text).not.toMatch(/[#*`]|https:|const secret|title: Notes/);
  });

  it("reads the cells of a CSV, leaving out the header labels and numbers", async () => {
    const csv = 'id,post,likes\n1,"Sourdough Saturday is back, doors open at 8.",42\n2,"We sold out by 10 last time — get here early!",17\n';
    const text = await documentToText(utf8(csv), "text");
    expect(text).toBe("Sourdough Saturday is back, doors open at 8.\nWe sold out by 10 last time — get here early!");
  });

  it("reads the prose out of JSON: string values, not keys or braces", async () => {
    const json = JSON.stringify({
      name: "Founder Letter",
      slug: "founder-letter-p7qd",
      url: "https://styleshelf.app/share/founder-letter-p7qd",
      description: "A small-business founder writing to customers like neighbours.",
      rules: ["Open with a specific moment from the week.", "End with a single, clear ask."],
      count: 3,
    });
    const text = await documentToText(utf8(json), "text");
    expect(text).toBe(
      "A small-business founder writing to customers like neighbours.\n\nOpen with a specific moment from the week.\n\nEnd with a single, clear ask.",
    );
    expect(text).not.toMatch(/[{}"]/);
  });

  it("keeps short JSON strings when there is no longer prose", async () => {
    expect(await documentToText(utf8('{"mood": "warm", "tone": "candid"}'), "text")).toBe("warm\n\ncandid");
  });

  it("reads the text out of an HTML page, without scripts", async () => {
    const html = "<!doctype html><html><head><title>x</title><script>var a = 1;</script></head><body><h1>Hello</h1><p>Fish &amp; chips, <b>tonight</b>.</p></body></html>";
    expect(await documentToText(utf8(html), "text")).toBe("Hello\n\nFish & chips, tonight.");
  });

  it("leaves names every object has as written: &constructor; is no entity", async () => {
    const html = "<html><body><p>Fish &amp; chips &constructor; &__proto__; &valueOf;</p></body></html>";
    expect(await documentToText(utf8(html), "text")).toBe("Fish & chips &constructor; &__proto__; &valueOf;");
  });

  it("caps long documents at a word boundary", async () => {
    const long = "All work and no play makes a dull voice. ".repeat(1000);
    const text = await documentToText(utf8(long), "text");
    expect(text.length).toBeLessThanOrEqual(MAX_DOCUMENT_CHARS);
    expect(text.length).toBeGreaterThan(MAX_DOCUMENT_CHARS - 50);
    expect(long.startsWith(text)).toBe(true);
    expect(long[text.length]).toBe(" ");
  });

  it("rejects bytes that are not UTF-8, or hold no text", async () => {
    await expect(documentToText(Buffer.from([0xc3, 0x28]), "text")).rejects.toBeInstanceOf(AnalysisError);
    await expect(documentToText(utf8('{"n": 1, "list": [2, 3]}'), "text")).rejects.toBeInstanceOf(AnalysisError);
  });
});
