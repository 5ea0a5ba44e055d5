// parseQuery with the endpoint schemas: defaults, every bound of the contract's "Limits", strict
// integers, the boolean forms, enum errors that name the parameter, ignored unknown parameters, and a
// `client` that is never an error.
import { describe, expect, it } from "vitest";
import {
  extractionHistoryEntryQuery,
  extractionStatusQuery,
  getStyleMdQuery,
  getStyleQuery,
  myExtractionsQuery,
  myStylesQuery,
  normalizeClient,
  parseQuery,
  savedStylesQuery,
  searchStylesQuery,
} from "@/lib/api/schemas";

type Schema = Parameters<typeof parseQuery>[0];

function ok(schema: Schema, query: string): Record<string, unknown> {
  const result = parseQuery(schema, new URLSearchParams(query));
  if (!result.ok) throw new Error(`expected ${query} to parse, got: ${result.message}`);
  return result.value as Record<string, unknown>;
}

function fails(schema: Schema, query: string): string {
  const result = parseQuery(schema, new URLSearchParams(query));
  if (result.ok) throw new Error(`expected ${query} to fail, got ${JSON.stringify(result.value)}`);
  return result.message;
}

const chars = (n: number) => "a".repeat(n);

describe("defaults", () => {
  it("fills every default of every endpoint", () => {
    expect(ok(searchStylesQuery, "")).toEqual({ sort: "recent", limit: 8, offset: 0, client: null });
    expect(ok(getStyleQuery, "")).toEqual({ format: "default", compact: false, raw: false, client: null });
    expect(ok(getStyleMdQuery, "")).toEqual({ client: null });
    expect(ok(myStylesQuery, "")).toEqual({ limit: 20 });
    expect(ok(savedStylesQuery, "")).toEqual({ limit: 8, offset: 0 });
    expect(ok(myExtractionsQuery, "")).toEqual({ limit: 20 });
    expect(ok(extractionHistoryEntryQuery, "")).toEqual({ format: "blocks" });
    expect(ok(extractionStatusQuery, "")).toEqual({ save_as_draft: false });
  });
});

describe("integer bounds", () => {
  const cases: [string, Schema, string, number, number][] = [
    ["search", searchStylesQuery, "limit", 1, 25],
    ["search", searchStylesQuery, "offset", 0, 200],
    ["saved", savedStylesQuery, "limit", 1, 25],
    ["saved", savedStylesQuery, "offset", 0, 500],
    ["my styles", myStylesQuery, "limit", 1, 50],
    ["history", myExtractionsQuery, "limit", 1, 50],
  ];
  for (const [label, schema, name, min, max] of cases) {
    it(`${label} ${name}: ${min}..${max} inclusive`, () => {
      expect(ok(schema, `${name}=${min}`)[name]).toBe(min);
      expect(ok(schema, `${name}=${max}`)[name]).toBe(max);
      const message = `${name}: must be an integer from ${min} to ${max}`;
      expect(fails(schema, `${name}=${min - 1}`)).toBe(message);
      expect(fails(schema, `${name}=${max + 1}`)).toBe(message);
    });
  }

  it("accepts decimal digits only", () => {
    expect(ok(searchStylesQuery, "limit=12").limit).toBe(12);
    expect(ok(searchStylesQuery, "limit=012").limit).toBe(12);
    for (const bad of ["1.5", "abc", "", "1e1", "+3", " 4", "4 ", "0x10", "12abc", "99999999999999999999"]) {
      expect(fails(searchStylesQuery, `limit=${encodeURIComponent(bad)}`), bad).toBe("limit: must be an integer from 1 to 25");
    }
    expect(fails(searchStylesQuery, "offset=-1")).toBe("offset: must be an integer from 0 to 200");
  });
});

describe("string lengths", () => {
  const cases: [string, Schema, string, number][] = [
    ["search", searchStylesQuery, "query", 200],
    ["search", searchStylesQuery, "category", 80],
    ["saved", savedStylesQuery, "query", 200],
    ["saved", savedStylesQuery, "category", 80],
    ["my styles", myStylesQuery, "query", 200],
    ["my styles", myStylesQuery, "cursor", 120],
    ["history", myExtractionsQuery, "cursor", 120],
    ["poll", extractionStatusQuery, "name", 120],
  ];
  for (const [label, schema, name, max] of cases) {
    it(`${label} ${name}: at most ${max} characters`, () => {
      expect(ok(schema, `${name}=${chars(max)}`)[name]).toBe(chars(max));
      expect(fails(schema, `${name}=${chars(max + 1)}`)).toBe(`${name}: must be a string of at most ${max} characters`);
    });
  }

  it("sections: at most 400 characters", () => {
    const ids = "palette,".repeat(50); // 400 characters, all valid ids
    expect(ids).toHaveLength(400);
    expect(ok(getStyleQuery, `sections=${ids}`).sections).toBe(ids);
    expect(fails(getStyleQuery, `sections=${ids}m`)).toMatch(/^sections: must be a string of at most 400 characters/);
  });

  it("counts characters, not bytes", () => {
    const text = "é".repeat(200);
    expect(ok(searchStylesQuery, `query=${encodeURIComponent(text)}`).query).toBe(text);
  });
});

describe("sections ids", () => {
  it("keeps the value and forgives spaces, case and empty entries", () => {
    expect(ok(getStyleQuery, "sections=palette,%20Mood,").sections).toBe("palette, Mood,");
  });

  it("names unknown ids and the valid ones", () => {
    const message = fails(getStyleQuery, "sections=palette,colours,fonts");
    expect(message).toMatch(/^sections: unknown section id "colours", "fonts"; valid ids are overview, palette,/);
  });
});

describe("flags", () => {
  for (const [schema, name] of [
    [getStyleQuery, "compact"],
    [getStyleQuery, "raw"],
    [extractionStatusQuery, "save_as_draft"],
  ] as const) {
    it(`${name} accepts 1, true, 0, false and nothing else`, () => {
      expect(ok(schema, `${name}=1`)[name]).toBe(true);
      expect(ok(schema, `${name}=true`)[name]).toBe(true);
      expect(ok(schema, `${name}=0`)[name]).toBe(false);
      expect(ok(schema, `${name}=false`)[name]).toBe(false);
      for (const bad of ["yes", "TRUE", "", "2", "on"]) {
        expect(fails(schema, `${name}=${bad}`), bad).toBe(`${name}: must be one of 1, true, 0, false`);
      }
    });
  }
});

describe("enums", () => {
  it("accepts every documented value", () => {
    for (const format of ["default", "flux", "midjourney", "diffusion", "stylemd", "json"]) {
      expect(ok(getStyleQuery, `format=${format}`).format).toBe(format);
    }
    for (const format of ["blocks", "default", "stylemd"]) {
      expect(ok(extractionHistoryEntryQuery, `format=${format}`).format).toBe(format);
    }
    expect(ok(searchStylesQuery, "sort=popular").sort).toBe("popular");
  });

  it("rejects unknown values with a message naming the parameter and its values", () => {
    expect(fails(getStyleQuery, "format=svg")).toBe("format: must be one of default, flux, midjourney, diffusion, stylemd, json");
    expect(fails(getStyleQuery, "format=JSON")).toBe("format: must be one of default, flux, midjourney, diffusion, stylemd, json");
    expect(fails(searchStylesQuery, "sort=oldest")).toBe("sort: must be one of popular, recent");
    expect(fails(extractionHistoryEntryQuery, "format=json")).toBe("format: must be one of blocks, default, stylemd");
  });

  it("reports every bad parameter at once", () => {
    expect(fails(searchStylesQuery, "sort=x&limit=0")).toBe(
      "sort: must be one of popular, recent; limit: must be an integer from 1 to 25",
    );
  });
});

describe("uuid", () => {
  it("accepts a UUID of any version for style and rejects anything else", () => {
    expect(ok(myExtractionsQuery, "style=00000000-0000-0000-0000-000000000001").style).toBe("00000000-0000-0000-0000-000000000001");
    expect(ok(myExtractionsQuery, "style=3F2504E0-4F89-41D3-9A0C-0305E82C3301").style).toBe("3F2504E0-4F89-41D3-9A0C-0305E82C3301");
    expect(fails(myExtractionsQuery, "style=risograph-zine")).toBe("style: must be a UUID");
    expect(fails(myExtractionsQuery, "style=")).toBe("style: must be a UUID");
  });
});

describe("unknown and repeated parameters", () => {
  it("ignores parameters the endpoint does not define", () => {
    expect(ok(searchStylesQuery, "foo=bar&format=svg&page=9")).toEqual({ sort: "recent", limit: 8, offset: 0, client: null });
    expect(ok(extractionStatusQuery, "client=gpt&limit=abc")).toEqual({ save_as_draft: false });
  });

  it("takes the first value of a repeated parameter", () => {
    expect(ok(searchStylesQuery, "limit=5&limit=abc").limit).toBe(5);
    expect(fails(searchStylesQuery, "limit=abc&limit=5")).toBe("limit: must be an integer from 1 to 25");
  });
});

describe("client", () => {
  it("normalises the known channels and is never an error", () => {
    expect(ok(searchStylesQuery, "client=gpt").client).toBe("gpt");
    expect(ok(getStyleQuery, "client=design-tool-skill").client).toBe("design-tool-skill");
    expect(ok(getStyleMdQuery, "client=%20Skill%20").client).toBe("skill");
    for (const other of ["", "chatgpt", "rest", chars(5000), "%00"]) {
      expect(ok(searchStylesQuery, `client=${other}`).client, other.slice(0, 10)).toBeNull();
      expect(ok(getStyleQuery, `client=${other}`).client).toBeNull();
    }
  });

  it("normalizeClient maps anything else to null", () => {
    expect(normalizeClient("GPT")).toBe("gpt");
    expect(normalizeClient("skill")).toBe("skill");
    expect(normalizeClient("design-tool")).toBeNull();
    expect(normalizeClient(undefined)).toBeNull();
    expect(normalizeClient(42)).toBeNull();
    expect(normalizeClient(["gpt"])).toBeNull();
  });
});
