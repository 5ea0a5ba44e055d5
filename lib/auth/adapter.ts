// next-auth's Prisma adapter, with two changes: the Prisma client is opened lazily (db() is async and
// migrates on first use), and createUser goes through lib/users/create.ts so every new user gets a
// handle and the Free credit grant in one transaction. A lookup by text PostgreSQL cannot hold (a
// cookie or sign-in link carrying %00) finds nothing rather than failing as a database error, so a
// forged link reads "expired or already used", not "sign-in is not available".
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { Adapter, AdapterUser } from "next-auth/adapters";
import { db } from "@/lib/db/client";
import { unstorableField } from "@/lib/errors/storable-text";
import { createUser } from "@/lib/users/create";

type Method = Exclude<keyof ReturnType<typeof PrismaAdapter>, "createUser">;

/** Methods that look a row up (or change one found by a key): nothing can match unstorable text. */
const LOOKUPS = new Set<Method>(["getUser", "getUserByEmail", "getUserByAccount", "getSessionAndUser", "updateSession", "deleteSession", "useVerificationToken", "getAccount"]);

const DELEGATED: Method[] = [
  "getUser",
  "getUserByEmail",
  "getUserByAccount",
  "updateUser",
  "deleteUser",
  "linkAccount",
  "unlinkAccount",
  "getSessionAndUser",
  "createSession",
  "updateSession",
  "deleteSession",
  "createVerificationToken",
  "useVerificationToken",
  "getAccount",
];

export function styleshelfAdapter(): Adapter {
  const adapter: Record<string, unknown> = {
    async createUser(user: AdapterUser) {
      return (await createUser({ email: user.email, name: user.name, image: user.image, emailVerified: user.emailVerified })) as AdapterUser;
    },
  };
  for (const name of DELEGATED) {
    adapter[name] = async (...args: unknown[]) => {
      if (LOOKUPS.has(name) && unstorableField(args) !== null) return null;
      // Never cache the client: tests and scripts close and reopen the database.
      const inner = PrismaAdapter(await db()) as Record<string, (...a: unknown[]) => unknown>;
      return inner[name]!(...args);
    };
  }
  return adapter as Adapter;
}
