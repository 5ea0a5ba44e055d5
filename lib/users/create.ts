// Creating a user: one transaction makes the User with a unique handle and its Free credit grant, so
// no account ever exists without its starting credits. next-auth's adapter (lib/auth/adapter.ts), the
// dev-token command and tests all create users here.
import { db, Prisma, type PrismaClient } from "@/lib/db/client";
import { PLANS, UNLIMITED } from "@/lib/plans";
import { baseHandle, handleCandidate } from "./handle";

export interface NewUser {
  email?: string | null;
  name?: string | null;
  image?: string | null;
  emailVerified?: Date | null;
  /** Wanted handle; defaults to one derived from the email or name. Suffixed on collision either way. */
  handle?: string;
}

type Client = Pick<PrismaClient, "user" | "$transaction">;

const MAX_ATTEMPTS = 50;

export async function createUser(input: NewUser, client?: Client) {
  const prisma = client ?? (await db());
  const base = input.handle ?? baseHandle(input);
  const taken = new Set(
    (await prisma.user.findMany({ where: { handle: { startsWith: base } }, select: { handle: true } })).map((u) => u.handle),
  );
  for (let n = 1, attempts = 0; attempts < MAX_ATTEMPTS; n++) {
    const handle = handleCandidate(base, n);
    if (taken.has(handle)) continue;
    attempts++;
    try {
      return await prisma.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: { handle, email: input.email ?? null, name: input.name ?? null, image: input.image ?? null, emailVerified: input.emailVerified ?? null },
        });
        const credits = PLANS.free.initialCredits;
        if (credits !== UNLIMITED && credits > 0) {
          await tx.creditLedger.create({ data: { userId: user.id, kind: "grant", amount: credits, note: "Free plan starting credits" } });
        }
        return user;
      });
    } catch (err) {
      // Someone took this handle between our read and our insert: try the next suffix.
      // (Driver adapters name the violated constraint in different shapes, so ask the table instead.)
      if (isUniqueViolation(err) && (await prisma.user.count({ where: { handle } })) > 0) {
        taken.add(handle);
        continue;
      }
      throw err;
    }
  }
  throw new Error(`could not find a free handle for "${base}"`);
}

function isUniqueViolation(err: unknown): boolean {
  return err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002";
}
