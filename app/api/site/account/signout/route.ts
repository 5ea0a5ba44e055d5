// POST /api/site/account/signout (form: csrf): ends this browser's session and clears its cookie.
import { clearedSessionCookie } from "@/lib/auth/session";
import { endSession } from "@/lib/account/connected-apps";
import { seeOther } from "@/lib/account/form-post";
import { accountFormPost } from "@/lib/http/form-post";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const post = await accountFormPost(req, "sign-out");
  if (!post.ok) return post.response;
  await endSession(post.sessionToken);
  const res = seeOther("/");
  res.headers.append("set-cookie", clearedSessionCookie());
  return res;
}
