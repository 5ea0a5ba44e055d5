// The developer commands' logic: dev tokens minted under the first-party CLI client, and plan/role changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_CLI_CLIENT_ID, mintDevToken } from "@/lib/auth/dev-token";
import { isEmbeddedDatabase } from "@/lib/config";
import { db } from "@/lib/db/client";
import { verifyAccessToken } from "@/lib/oauth/tokens";
import { setUserField } from "@/lib/users/admin";
import { createUser } from "@/lib/users/create";
import { startTestApp, type TestApp } from "../support/app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe("mintDevToken", () => {
  it("mints a working access token for an existing user under styleshelf-dev-cli", async () => {
    const user = await createUser({ email: "dev@example.com" });
    const token = await mintDevToken("dev@example.com", ["styles:read"]);
    expect(token.handle).toBe(user.handle);
    expect(token.createdUser).toBe(false);
    const info = await verifyAccessToken(token.accessToken);
    expect(info).toMatchObject({ userId: user.id, clientId: DEV_CLI_CLIENT_ID, scopes: ["styles:read"] });
    const again = await mintDevToken(`@${user.handle}`, ["extract", "styles:write"]);
    expect((await verifyAccessToken(again.accessToken))!.scopes).toEqual(["extract", "styles:write"]);
    const prisma = await db();
    expect(await prisma.oAuthClient.count({ where: { id: DEV_CLI_CLIENT_ID } })).toBe(1);
  });

  it("creates a missing user only in embedded mode", async () => {
    if (isEmbeddedDatabase()) {
      const token = await mintDevToken("newdev@example.com", ["styles:read"]);
      expect(token.createdUser).toBe(true);
      expect(token.handle).toBe("newdev");
    } else {
      await expect(mintDevToken("newdev@example.com", ["styles:read"])).rejects.toThrow(/no user/);
    }
  });

  it("refuses when NODE_ENV is production", async () => {
    const saved = process.env.NODE_ENV;
    (process.env as Record<string, string>).NODE_ENV = "production";
    try {
      await expect(mintDevToken("dev@example.com", ["styles:read"])).rejects.toThrow(/refusing/);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = saved;
    }
  });
});

describe("setUserField", () => {
  it("changes plan and role, and rejects unknown values and users", async () => {
    const user = await createUser({ email: "promote@example.com" });
    expect(await setUserField(user.handle, "plan", "pro")).toMatchObject({ plan: "pro", role: "user" });
    expect(await setUserField("promote@example.com", "role", "admin")).toMatchObject({ plan: "pro", role: "admin" });
    await expect(setUserField(user.handle, "plan", "enterprise")).rejects.toThrow(/plan must be/);
    await expect(setUserField("ghost-user-xyz", "role", "admin")).rejects.toThrow(/no user/);
  });
});
