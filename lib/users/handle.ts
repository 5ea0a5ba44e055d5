// Public handles (@handle): lowercase [a-z0-9-], 3-30 characters, derived from the email's local part
// or the provider's name. Pure, so the rules are unit-tested without a database.
export const HANDLE_MIN = 3;
export const HANDLE_MAX = 30;

/** Words that would read as the site speaking, or collide with routes. */
const RESERVED = new Set(["admin", "api", "account", "dev", "signin", "signout", "share", "styles", "styleshelf", "support", "root", "system", "help", "settings", "oauth", "null", "undefined"]);

export function isValidHandle(handle: string): boolean {
  return new RegExp(`^[a-z0-9](?:[a-z0-9-]{${HANDLE_MIN - 2},${HANDLE_MAX - 2}})[a-z0-9]$`).test(handle) && !handle.includes("--");
}

/** The base handle for a new user: email local part first (stable), else the display name. */
export function baseHandle(input: { email?: string | null; name?: string | null }): string {
  const local = input.email ? input.email.split("@")[0]!.split("+")[0]! : "";
  let base = slug(local) || slug(input.name ?? "") || "user";
  if (base.length < HANDLE_MIN) base = `${base}-user`.slice(0, HANDLE_MAX);
  if (RESERVED.has(base)) base = `${base}-user`;
  return base;
}

/** The n-th candidate (n = 1 is the base itself): base2, base3, … trimmed so the whole stays ≤ 30. */
export function handleCandidate(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = String(n);
  return `${base.slice(0, HANDLE_MAX - suffix.length).replace(/-+$/, "")}${suffix}`;
}

function slug(raw: string): string {
  return raw
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents off: "José" → "jose"
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, HANDLE_MAX)
    .replace(/-+$/, "");
}
