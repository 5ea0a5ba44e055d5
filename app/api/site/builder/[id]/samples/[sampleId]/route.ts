// PATCH /api/site/builder/{id}/samples/{sampleId}: {public: boolean}; private samples stay in the builder.
// DELETE: takes the sample off the style (generations already frozen keep it).
import { mediaInput, samplePublicBody } from "@/lib/builder/media-input";
import { removeSample, setSamplePublic } from "@/lib/builder/samples";
import { jsonBody, pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

type Params = { id: string; sampleId: string };

export const PATCH = pageRoute<Params>({ csrf: "builder" }, async ({ req, user, params }) => {
  const body = mediaInput(samplePublicBody, await jsonBody(req, "The sample's visibility"));
  return json(await setSamplePublic(user.id, params.id, params.sampleId, body.public));
});

export const DELETE = pageRoute<Params>({ csrf: "builder" }, async ({ user, params }) => {
  await removeSample(user.id, params.id, params.sampleId);
  return new Response(null, { status: 204 });
});
