// POST /api/site/builder/{id}/check: the builder's "Check your work", for a style only its owner may read: the
// same check as POST /api/v1/styles/{ref}/check (its body forms, its lane), against the last
// generated version, as the owner's API reads see it.
import { checkStyle } from "@/lib/gallery/check";
import { checkCandidateOf } from "@/lib/http/check-input";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder", lane: "check" }, async ({ req, user, params }) =>
  json(await checkStyle(params.id, await checkCandidateOf(req), { userId: user.id, scopes: ["styles:read"] })),
);
