// POST /api/site/extract/runs/{id}/rerun: "What is it?" answered for a run whose medium the pixels could
// not tell: the same images run again with the maker's words, free, within the hour (lib/extraction/rerun.ts).
// `id` is the signed extractionId; the body is `{ "words": "a painting, ..." }`.
import { z } from "zod";
import { parseValue } from "@/lib/api/parse";
import { invalidRequest } from "@/lib/errors";
import { MAX_RERUN_WORDS, rerunWithWords } from "@/lib/extraction/rerun";
import { readJsonBody } from "@/lib/http/multipart";
import { pageRoute } from "@/lib/http/page-caller";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

const MAX_BODY_BYTES = 4 * 1024;
const rerunBody = z.strictObject({ words: z.string().max(MAX_RERUN_WORDS * 2) });

export const POST = pageRoute<{ id: string }>({ csrf: "extract", lane: "extract" }, async ({ req, user, params }) => {
  const body = parseValue(rerunBody, await readJsonBody(req, MAX_BODY_BYTES));
  if (!body.ok) throw invalidRequest(body.message);
  return json(await rerunWithWords(user.id, params.id, body.value.words), { status: 202 });
});
