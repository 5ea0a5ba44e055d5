// Evidence quoted in a voice's phrases reads as a quotation: a sentence cut from dialogue does not
// bring the half of a quotation mark it happens to hold.
import { describe, expect, it } from "vitest";
import { quote } from "@/lib/extraction/analyzers/text/habits";

describe("quote", () => {
  it("drops a closing or opening mark whose partner is outside the sentence", () => {
    expect(quote(`Depends who's asking."`)).toBe("“Depends who's asking.”");
    expect(quote("“Nobody sleeps here")).toBe("“Nobody sleeps here”");
  });

  it("keeps balanced quotation marks and text without any", () => {
    expect(quote(`He said "no" twice.`)).toBe(`“He said "no" twice.”`);
    expect(quote("She didn't answer.")).toBe("“She didn't answer.”");
  });
});
