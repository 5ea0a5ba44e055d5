// The shared front half of the Approve and Reject form posts, and the outcome codes they send back to
// the page. Outcomes travel as short codes rather than message text, so a crafted link cannot make
// the admin page display words the server never wrote.
import { seeOther } from "@/lib/account/form-post";
import { REASON_MAX_CHARS, REASON_MIN_CHARS } from "@/lib/moderation/decide";
import { ServiceError } from "@/lib/errors";
import { adminFormPost } from "../../_lib/admin-post";

export const QUEUE_PATH = "/admin/moderation";

export type Done = "approved" | "rejected";
export type Problem = "reason" | "decided" | "gone";

const DONE: Record<Done, string> = {
  approved: "Approved. The style is now public and listed in the gallery.",
  rejected: "Rejected. The owner sees your reason next to the style in their builder.",
};

const PROBLEM: Record<Problem, string> = {
  reason: `Give the owner a reason of ${REASON_MIN_CHARS}-${REASON_MAX_CHARS} characters; it is shown to them as written.`,
  decided: "That style is no longer waiting for review: another moderator decided it, or its owner made it private.",
  gone: "That style no longer exists.",
};

export function doneMessage(code: string | undefined): string | null {
  return code && Object.hasOwn(DONE, code) ? DONE[code as Done] : null;
}

export function problemMessage(code: string | undefined): string | null {
  return code && Object.hasOwn(PROBLEM, code) ? PROBLEM[code as Problem] : null;
}

export type DecisionPost = { ok: true; adminId: string; styleId: string; form: URLSearchParams } | { ok: false; response: Response };

export async function decisionPost(req: Request): Promise<DecisionPost> {
  const post = await adminFormPost(req, "moderation", "the moderation page");
  return post.ok ? { ok: true, adminId: post.adminId, styleId: post.form.get("styleId") ?? "", form: post.form } : post;
}

export function backWithDone(done: Done): Response {
  return seeOther(`${QUEUE_PATH}?done=${done}`);
}

export function backWithProblem(problem: Problem, styleId: string): Response {
  // The fragment lands the admin on the item whose form needs another look.
  const style = encodeURIComponent(styleId);
  return seeOther(`${QUEUE_PATH}?problem=${problem}&style=${style}#review-${style}`);
}

/** A refused decision as a way back to the queue; anything unexpected is left to fail loudly. */
export function refusal(err: unknown, styleId: string): Response {
  if (!(err instanceof ServiceError)) throw err;
  if (err.code === "not_found") return backWithProblem("gone", styleId);
  if (err.code === "invalid_request") return backWithProblem("decided", styleId);
  throw err;
}

/** The same normalising lib/moderation/decide.ts applies, so a bad reason is told apart from a
 *  decision that came too late (both are invalid_request there). decide.ts stays the authority. */
export function reasonFits(reason: string | null): boolean {
  const clean = (reason ?? "").replace(/\r\n?/g, "\n").trim();
  return clean.length >= REASON_MIN_CHARS && clean.length <= REASON_MAX_CHARS;
}
