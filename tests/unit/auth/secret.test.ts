// AUTH_SECRET: required of a production server on a real database, and never a short one anywhere.
import { describe, expect, it } from "vitest";
import { MIN_SECRET_LENGTH, secretProblem } from "@/lib/auth/secret";

const strong = "x".repeat(MIN_SECRET_LENGTH);
const PG = "postgresql://db.example/styleshelf";

describe("secretProblem", () => {
  it("refuses a production server on a real database without AUTH_SECRET", () => {
    expect(secretProblem({ NODE_ENV: "production", DATABASE_URL: PG })).toMatch(/AUTH_SECRET must be set/);
    expect(secretProblem({ NODE_ENV: "production", DATABASE_URL: PG, AUTH_SECRET: "   " })).toMatch(/AUTH_SECRET must be set/);
  });

  it("refuses a short AUTH_SECRET in any mode", () => {
    expect(secretProblem({ NODE_ENV: "production", DATABASE_URL: PG, AUTH_SECRET: "short" })).toMatch(/too short \(5 characters; at least 32\)/);
    expect(secretProblem({ NODE_ENV: "development", AUTH_SECRET: "x".repeat(MIN_SECRET_LENGTH - 1) })).toMatch(/too short/);
  });

  it("lets the embedded default and development run on a generated secret", () => {
    expect(secretProblem({ NODE_ENV: "production" })).toBeNull();
    expect(secretProblem({ NODE_ENV: "development", DATABASE_URL: PG })).toBeNull();
    expect(secretProblem({ NODE_ENV: "test", DATABASE_URL: PG })).toBeNull();
  });

  it("accepts a long enough secret in production", () => {
    expect(secretProblem({ NODE_ENV: "production", DATABASE_URL: PG, AUTH_SECRET: strong })).toBeNull();
  });
});
