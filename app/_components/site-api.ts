// Where the website's own routes answer: its JSON calls, uploads, form posts and Markdown twins all live
// under one prefix, /api/site, which proxy.ts leaves alone with the rest of /api/. A request the proxy
// sees has its body copied and cut at 10 MB before the route can refuse it, and JSON has no use for a
// page's Content-Security-Policy; one prefix means a new route cannot be forgotten in the proxy's
// matcher (tests/unit/http/proxy-matcher.test.ts fails on a route handler the proxy would see).
// Pages, forms and client code take their addresses from here, never spelled out.
export const SITE_API = "/api/site";

const seg = encodeURIComponent;

/** A builder route of one own style: `/api/site/builder/{id}` + rest. */
export const builderApi = (id: string, rest = "") => `${SITE_API}/builder/${seg(id)}${rest}`;

export const siteApi = {
  extractStart: `${SITE_API}/extract/start`,
  extractUploads: `${SITE_API}/extract/uploads`,
  extractStatus: (handle: string) => `${SITE_API}/extract/status/${seg(handle)}`,
  extractRuns: `${SITE_API}/extract/runs`,
  dismissRun: (handle: string) => `${SITE_API}/extract/runs/${seg(handle)}/dismiss`,
  rerunRun: (handle: string) => `${SITE_API}/extract/runs/${seg(handle)}/rerun`,
  builderUploads: `${SITE_API}/builder/uploads`,
  shareAction: (slug: string, action: "save" | "remix") => `${SITE_API}/share/${seg(slug)}/${action}`,
  libraryNew: `${SITE_API}/library/new`,
  signOut: `${SITE_API}/account/signout`,
  revokeConnectedApp: `${SITE_API}/account/connected-apps/revoke`,
  adminPlan: `${SITE_API}/admin/accounts/plan`,
  moderationDecision: (decision: "approve" | "reject") => `${SITE_API}/admin/moderation/${decision}`,
  devMailbox: `${SITE_API}/dev/mailbox`,
} as const;
