// POST /api/site/admin/moderation/reject (form: styleId, reason, csrf): rejects a pending publication with a
// reason its owner reads, back to the queue.
import { rejectStyle } from "@/lib/moderation";
import { backWithDone, backWithProblem, decisionPost, reasonFits, refusal } from "@/app/(admin)/admin/moderation/_lib/decision";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const post = await decisionPost(req);
  if (!post.ok) return post.response;
  const reason = post.form.get("reason");
  if (!reasonFits(reason)) return backWithProblem("reason", post.styleId);
  try {
    await rejectStyle(post.adminId, post.styleId, reason ?? "");
  } catch (err) {
    return refusal(err, post.styleId);
  }
  return backWithDone("rejected");
}
