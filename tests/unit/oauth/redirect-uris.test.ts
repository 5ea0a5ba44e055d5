import { describe, expect, it } from "vitest";
import { redirectUriMatches, redirectUriProblem } from "@/lib/oauth/redirect-uris";
import { parseScopes } from "@/lib/auth/scopes";

describe("redirectUriProblem", () => {
  it.each(["https://app.example/cb", "http://127.0.0.1/cb", "http://[::1]:9000/cb", "http://localhost:3000/cb", "com.example.app:/cb", "app.example.mobile:/oauth"])(
    "accepts %s",
    (uri) => expect(redirectUriProblem(uri)).toBeNull(),
  );
  it.each(["http://app.example/cb", "http://10.0.0.1/cb", "https://app.example/cb#frag", "javascript:alert(1)", "data:text/html,x", "myapp:/cb", "cb", "", 42])(
    "refuses %s",
    (uri) => expect(redirectUriProblem(uri)).toMatch(/./),
  );
});

describe("redirectUriMatches", () => {
  it("matches exactly, and loopback on any port", () => {
    expect(redirectUriMatches(["https://app.example/cb"], "https://app.example/cb")).toBe(true);
    expect(redirectUriMatches(["https://app.example/cb"], "https://app.example/cb/")).toBe(false);
    expect(redirectUriMatches(["https://app.example/cb"], "https://app.example:8443/cb")).toBe(false);
    expect(redirectUriMatches(["http://127.0.0.1/cb"], "http://127.0.0.1:51234/cb")).toBe(true);
    expect(redirectUriMatches(["http://127.0.0.1/cb"], "http://127.0.0.1:51234/other")).toBe(false);
    expect(redirectUriMatches(["http://127.0.0.1/cb"], "http://localhost:51234/cb")).toBe(false);
  });
});

describe("parseScopes", () => {
  it("canonicalises known scopes and rejects unknown ones", () => {
    expect(parseScopes("styles:write extract styles:write")).toEqual(["extract", "styles:write"]);
    expect(parseScopes("styles:read admin")).toBeNull();
    expect(parseScopes("")).toEqual([]);
  });
});
