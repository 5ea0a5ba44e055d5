// GET /styles/{ref} parses each distinct query string once (lib/http/parse.ts memoizedQueryOf): the
// kept answers must be queryOf's own, a refused query must be refused every time, and nothing a
// handler does to an answer may change the next one.
import { describe, expect, it } from "vitest";
import { getStyleQuery } from "@/lib/api";
import { ServiceError } from "@/lib/errors";
import { memoizedQueryOf, queryOf } from "@/lib/http/parse";

const url = (search: string) => new URL(`http://localhost/api/v1/styles/risograph-zine-k2f9${search}`);

describe("memoizedQueryOf", () => {
  it("answers what queryOf answers, the first time and every time after", () => {
    const parse = memoizedQueryOf(getStyleQuery);
    for (const search of ["", "?format=json", "?format=flux&compact=1", "?sections=palette,mood&raw=true", "?format=json&client=cursor"]) {
      const expected = queryOf(getStyleQuery, url(search));
      expect(parse(url(search))).toEqual(expected);
      expect(parse(url(search))).toEqual(expected);
    }
  });

  it("refuses a bad query every time, with queryOf's message", () => {
    const parse = memoizedQueryOf(getStyleQuery);
    let message = "";
    try {
      queryOf(getStyleQuery, url("?format=nope"));
    } catch (err) {
      message = (err as ServiceError).message;
    }
    expect(message).toMatch(/format/);
    for (let i = 0; i < 3; i++) {
      expect(() => parse(url("?format=nope"))).toThrow(message);
    }
  });

  it("hands out answers that cannot be changed", () => {
    const parse = memoizedQueryOf(getStyleQuery);
    const first = parse(url("?format=json"));
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { format: string }).format = "flux";
    }).toThrow(TypeError);
    expect(parse(url("?format=json")).format).toBe("json");
  });

  it("stays right past the number of queries it keeps", () => {
    const parse = memoizedQueryOf(getStyleQuery, 4);
    const formats = ["default", "json", "flux", "midjourney", "diffusion", "stylemd"];
    for (let round = 0; round < 3; round++) {
      for (const format of formats) expect(parse(url(`?format=${format}`)).format).toBe(format);
    }
  });
});
