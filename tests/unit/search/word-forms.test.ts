import { describe, expect, it } from "vitest";
import { americanSpelling, wordForm } from "@/lib/search/word-forms";

describe("wordForm", () => {
  it.each([
    ["watercolour", "watercolor"],
    ["watercolours", "watercolor"],
    ["grey", "gray"],
    ["greyscale", "grayscale"],
    ["centre", "center"],
    ["centred", "centered"],
    ["colourway", "colorway"],
    ["colourful", "colorful"],
    ["stylised", "stylized"],
    ["stylisation", "stylization"],
    ["organise", "organize"],
    ["analogue", "analog"],
    ["flyer", "flier"],
    ["prints", "print"],
    ["painted", "painting"],
    ["zines", "zine"],
  ])("%s and %s share a form", (a, b) => {
    expect(wordForm(a)).toBe(wordForm(b));
  });

  it.each([
    ["print", "paint"],
    ["four", "for"],
    ["hour", "hor"],
    ["rise", "rize"],
    ["reprint", "print"],
  ])("%s and %s keep apart", (a, b) => {
    expect(wordForm(a)).not.toBe(wordForm(b));
  });

  it("leaves words with digits and words under 3 letters as they are", () => {
    expect(wordForm("3d")).toBe("3d");
    expect(wordForm("1920s")).toBe("1920s");
    expect(wordForm("35mm")).toBe("35mm");
    expect(wordForm("is")).toBe("is");
  });
});

describe("americanSpelling", () => {
  it("maps a whole listed word, a listed beginning, and -ise words the table lacks", () => {
    expect(americanSpelling("colour")).toBe("color");
    expect(americanSpelling("watercolourist")).toBe("watercolorist");
    expect(americanSpelling("stylising")).toBe("stylizing");
    expect(americanSpelling("color")).toBe("color");
  });
});
