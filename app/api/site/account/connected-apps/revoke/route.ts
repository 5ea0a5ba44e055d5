// POST /api/site/account/connected-apps/revoke (form: grantId, csrf): revokes one connected app, back to /account.
import { revokeConnectedApp } from "@/lib/account/connected-apps";
import { seeOther } from "@/lib/account/form-post";
import { accountFormPost } from "@/lib/http/form-post";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const post = await accountFormPost(req, "revoke-app");
  if (!post.ok) return post.response;
  const revoked = await revokeConnectedApp(post.user.id, post.form.get("grantId") ?? "");
  return seeOther(revoked ? "/account?revoked=1#connected-apps" : "/account#connected-apps");
}
