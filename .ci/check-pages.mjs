// The built app's pages under their production Content-Security-Policy: each page is rendered per
// request (a prerendered page would carry no nonce, and its scripts would be blocked), every script
// tag carries this response's nonce, and production never allows eval.
const origin = process.argv[2];
const pages = process.argv.slice(3);
let failed = false;
for (const page of pages) {
  const res = await fetch(origin + page);
  const policy = res.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
  const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
  const bare = scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`));
  const problems = [
    res.status !== 200 && `status ${res.status}`,
    !nonce && "no nonce in the policy",
    policy.includes("'unsafe-eval'") && "'unsafe-eval' in production",
    scripts.length === 0 && "no scripts at all",
    bare.length > 0 && `${bare.length} of ${scripts.length} scripts without the nonce`,
  ].filter(Boolean);
  if (problems.length) failed = true;
  console.log(`${page}: ${problems.length ? problems.join("; ") : `CSP ok, ${scripts.length} nonced scripts`}`);
}
process.exit(failed ? 1 : 0);
