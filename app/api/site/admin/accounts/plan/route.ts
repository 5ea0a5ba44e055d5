// POST /api/site/admin/accounts/plan (form: who, plan, csrf): an admin switches an account's plan (the pricing
// page's "an administrator switches accounts to Pro"), back to the account on /admin/accounts.
import { seeOther } from "@/lib/account/form-post";
import { PLAN_VALUES, setUserField } from "@/lib/users/admin";
import { adminFormPost } from "@/app/(admin)/admin/_lib/admin-post";
import { accountsPath } from "@/app/(admin)/admin/accounts/_lib/outcomes";

export const dynamic = "force-dynamic";

export async function POST(req: Request): Promise<Response> {
  const post = await adminFormPost(req, "accounts", "the accounts page");
  if (!post.ok) return post.response;
  const who = post.form.get("who") ?? "";
  const plan = post.form.get("plan") ?? "";
  if (!(PLAN_VALUES as string[]).includes(plan)) return seeOther(accountsPath(who, { problem: "plan" }));
  try {
    await setUserField(who, "plan", plan);
  } catch {
    // setUserField refuses only an account that is not there (the plan was checked above).
    return seeOther(accountsPath(who, { problem: "gone" }));
  }
  return seeOther(accountsPath(who, { done: "plan" }));
}
