// The little curl reader behind the runnable-examples test: quotes, continuations, comments and the
// options the docs use; anything else is refused rather than guessed.
import { describe, expect, it } from "vitest";
import { commands, parseCurl, shellWords } from "@/lib/docs/examples";

describe("shellWords", () => {
  it("reads quotes, escapes and comments like a shell", () => {
    expect(shellWords(`curl -H 'A: b c' "x\\"y" a\\ b # comment 'here`)).toEqual(["curl", "-H", "A: b c", 'x"y', "a b"]);
    expect(shellWords("curl 'https://x/#frag'")).toEqual(["curl", "https://x/#frag"]);
    expect(() => shellWords("curl 'open")).toThrow(/unclosed/);
  });
});

describe("commands", () => {
  it("joins continuations and quoted newlines, drops comment lines", () => {
    const block = "# first, it's a comment\ncurl -X POST \\\n  -d 'a\nb' 'https://x/y'   # trailing, it's fine\n\ncurl https://x/z\n";
    expect(commands(block)).toEqual(["curl -X POST    -d 'a\nb' 'https://x/y'", "curl https://x/z"]);
  });
});

describe("parseCurl", () => {
  it("reads method, headers, body and URL", () => {
    expect(parseCurl(`curl -s -X POST -H 'Content-Type: application/json' -d '{"text": "x"}' 'https://h/api/v1/style-md/validate'`)).toEqual({
      method: "POST",
      url: "https://h/api/v1/style-md/validate",
      headers: { "content-type": "application/json" },
      body: '{"text": "x"}',
    });
    expect(parseCurl("curl https://h/a")).toEqual({ method: "GET", url: "https://h/a", headers: {}, body: null });
  });

  it("sends -d as a form body by default and as the query with -G", () => {
    expect(parseCurl("curl https://h/t -d a=1 -d b=2")).toMatchObject({ method: "POST", body: "a=1&b=2", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(parseCurl("curl -G -d save_as_draft=true https://h/x?name=A")).toMatchObject({ method: "GET", url: "https://h/x?name=A&save_as_draft=true", body: null });
  });

  it("refuses what a test cannot run: files, shell variables, unknown options, other programs", () => {
    expect(() => parseCurl("curl --data-binary @STYLE.md https://h/x")).toThrow(/cannot read files/);
    expect(() => parseCurl('curl -H "Authorization: Bearer $TOKEN" https://h/x')).toThrow(/shell variables/);
    expect(() => parseCurl('curl "$STATUS_URL"')).toThrow(/shell variables/);
    expect(() => parseCurl("curl -o out.md https://h/x")).toThrow(/unsupported curl option -o/);
    expect(() => parseCurl("wget https://h/x")).toThrow(/must be a curl command/);
  });
});
