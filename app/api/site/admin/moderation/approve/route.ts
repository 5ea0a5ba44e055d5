// POST /api/site/admin/moderation/approve (form: styleId, csrf): approves a pending publication, back to the queue.
import { approveStyle } from "@/lib/moderation";
import { backWithDone, decisionPost, refusal } from "@/app/(admin)/admin/moderation/_lib/decision";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const post = await decisionPost(req);
  if (!post.ok) return post.response;
  try {
    await approveStyle(post.adminId, post.styleId);
  } catch (err) {
    return refusal(err, post.styleId);
  }
  return backWithDone("approved");
}
