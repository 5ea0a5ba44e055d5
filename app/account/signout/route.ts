// POST /account/signout (form: csrf): ends this browser's session and clears its cookie.
import { sessionCookieName } from "@/lib/auth/session";
import { endSession } from "@/lib/account/connected-apps";
import { accountFormPost, seeOther } from "@/lib/account/form-post";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const post = await accountFormPost(req, "sign-out");
  if (!post.ok) return post.response;
  await endSession(post.sessionToken);
  const res = seeOther("/");
  const secure = sessionCookieName().startsWith("__Secure-") ? "; Secure" : "";
  res.headers.append("set-cookie", `${sessionCookieName()}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
  return res;
}
