import { describe, expect, it } from "vitest";
import { devTokenRefusal, parseScopeArgs } from "@/lib/auth/dev-token";

describe("devTokenRefusal", () => {
  it.each([
    [{}],
    [{ NODE_ENV: "development" }],
    [{ DATABASE_URL: "" }],
    [{ DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/postgres" }],
    [{ DATABASE_URL: "postgres://u:p@localhost/db" }],
    [{ DATABASE_URL: "postgresql://u@127.0.0.2:6543/db", NODE_ENV: "test" }],
    [{ DATABASE_URL: "postgresql://u@[::1]:5432/db" }],
    [{ DATABASE_URL: "postgresql:///db?host=/var/run/postgresql" }],
  ])("allows local setups: %o", (env) => {
    expect(devTokenRefusal(env)).toBeNull();
  });

  it.each([
    [{ NODE_ENV: "production" }, /NODE_ENV/],
    [{ NODE_ENV: "production", DATABASE_URL: "postgresql://postgres@127.0.0.1/db" }, /NODE_ENV/],
    [{ DATABASE_URL: "postgresql://u:p@db.example.com:5432/prod" }, /db\.example\.com/],
    [{ DATABASE_URL: "postgresql://u@10.0.0.5/db" }, /10\.0\.0\.5/],
    [{ DATABASE_URL: "postgresql://u@localhost.evil.example/db" }, /localhost\.evil\.example/],
    [{ DATABASE_URL: "postgresql://u@127.0.0.1.nip.io/db" }, /nip\.io/],
    [{ DATABASE_URL: "postgresql:///db" }, /no host/],
    [{ DATABASE_URL: "not a url" }, /not a URL/],
  ])("refuses %o", (env, reason) => {
    expect(devTokenRefusal(env)).toMatch(reason);
  });
});

describe("parseScopeArgs", () => {
  it("defaults to every scope and keeps canonical order", () => {
    expect(parseScopeArgs([])).toEqual(["extract", "styles:read", "styles:write"]);
    expect(parseScopeArgs(["styles:write", "styles:read"])).toEqual(["styles:read", "styles:write"]);
    expect(parseScopeArgs(["styles:read,extract"])).toEqual(["extract", "styles:read"]);
  });
  it("rejects unknown scopes", () => {
    expect(() => parseScopeArgs(["admin"])).toThrow(/unknown scope/);
  });
});
