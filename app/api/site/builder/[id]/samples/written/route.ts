// POST /api/site/builder/{id}/samples/written: {text}, at most 1,200 characters (the service counts).
import { mediaInput, writtenSampleBody } from "@/lib/builder/media-input";
import { addWrittenSample } from "@/lib/builder/samples";
import { jsonBody, pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const POST = pageRoute<{ id: string }>({ csrf: "builder" }, async ({ req, user, params }) => {
  const { text } = mediaInput(writtenSampleBody, await jsonBody(req, "The written sample"));
  return json(await addWrittenSample(user.id, params.id, text), { status: 201 });
});
