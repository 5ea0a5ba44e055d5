// `npm run dev-token -- <handle|email> [scopes...]`: prints an access token for a local user (created
// if missing in embedded mode). Refuses production databases (lib/auth/dev-token.ts devTokenRefusal).
import { devTokenRefusal, mintDevToken, parseScopeArgs } from "@/lib/auth/dev-token";
import { closeDatabase } from "@/lib/db/client";
import { apiBaseUrl } from "@/lib/config";

const [who, ...scopeArgs] = process.argv.slice(2);
if (!who) {
  console.error("usage: npm run dev-token -- <handle|email> [extract] [styles:read] [styles:write]");
  process.exit(2);
}
const refusal = devTokenRefusal(process.env);
if (refusal) {
  console.error(`dev-token: refusing to run: ${refusal}. This command is for local development only.`);
  process.exit(1);
}
try {
  const token = await mintDevToken(who, parseScopeArgs(scopeArgs));
  if (token.createdUser) console.error(`created user @${token.handle}`);
  console.error(`@${token.handle}, scopes: ${token.scope}; expires in ${token.expiresIn} s (refresh token below)`);
  console.error(`try: curl -H "Authorization: Bearer $TOKEN" ${apiBaseUrl()}/me`);
  // The access token alone on stdout, so `TOKEN=$(npm run -s dev-token -- you)` works.
  console.log(token.accessToken);
  console.error(`refresh token: ${token.refreshToken}`);
} catch (err) {
  console.error(`dev-token: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
