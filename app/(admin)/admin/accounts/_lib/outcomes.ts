// Where the plan switch sends the admin back to, and what it says there. Outcomes travel as short
// codes, so a crafted link cannot make the page display words the server never wrote.
export const ACCOUNTS_PATH = "/admin/accounts";

const DONE = { plan: "Plan changed. It applies from the account's next request: limits, credits and history follow the new plan." } as const;
const PROBLEM = {
  plan: "Choose one of the plans listed.",
  gone: "There is no such account any more.",
} as const;

export function accountsPath(who: string, outcome: { done?: keyof typeof DONE; problem?: keyof typeof PROBLEM }): string {
  const q = new URLSearchParams({ who });
  if (outcome.done) q.set("done", outcome.done);
  if (outcome.problem) q.set("problem", outcome.problem);
  return `${ACCOUNTS_PATH}?${q}`;
}

export function doneMessage(code: string | undefined): string | null {
  return code && Object.hasOwn(DONE, code) ? DONE[code as keyof typeof DONE] : null;
}

export function problemMessage(code: string | undefined): string | null {
  return code && Object.hasOwn(PROBLEM, code) ? PROBLEM[code as keyof typeof PROBLEM] : null;
}
