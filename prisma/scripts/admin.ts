// `npm run admin -- plan <handle|email> <free|pro>` and `npm run admin -- role <handle|email> <user|admin>`:
// changes a user's plan or role in the configured database (DATABASE_URL, else the embedded one).
import { closeDatabase } from "@/lib/db/client";
import { setUserField } from "@/lib/users/admin";

const [command, who, value] = process.argv.slice(2);
if ((command !== "plan" && command !== "role") || !who || !value) {
  console.error("usage: npm run admin -- plan <handle|email> <free|pro>\n       npm run admin -- role <handle|email> <user|admin>");
  process.exit(2);
}
try {
  const user = await setUserField(who, command, value);
  console.log(`@${user.handle} (${user.email ?? "no email"}): plan ${user.plan}, role ${user.role}`);
} catch (err) {
  console.error(`admin: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
