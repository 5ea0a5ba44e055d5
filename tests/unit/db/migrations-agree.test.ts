// The schema and the migrations must describe the same database: the SQL that would take the
// migrations to the schema is empty. (Uses Prisma's WASM schema engine; see prisma/scripts.)
import { describe, expect, it } from "vitest";
import { diffMigrationsToSchema } from "@/prisma/scripts/schema-engine";

describe("prisma/migrations", () => {
  it("agree with prisma/schema.prisma", async () => {
    expect(await diffMigrationsToSchema()).toBe("");
  }, 120_000);
});
