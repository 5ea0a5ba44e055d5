import { getStyleQuery } from "@/lib/api";
import { compiledStyle } from "@/lib/gallery/compiled";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { compiledStyleResponse } from "@/lib/http/compiled-response";
import { memoizedQueryOf } from "@/lib/http/parse";
import { sectionsOf } from "@/lib/styles/sections";

export const dynamic = "force-dynamic";

const styleQueryOf = memoizedQueryOf(getStyleQuery);

export const GET = apiRoute<{ ref: string }>(async ({ req, url, params, channel, caller }) => {
  const q = styleQueryOf(url);
  const options = { format: q.format, sections: sectionsOf(q.sections), compact: q.compact, raw: q.raw };
  const result = await compiledStyle(params.ref, options, { ifNoneMatch: req.headers.get("if-none-match"), channel, caller });
  return compiledStyleResponse(result);
}, { auth: "optional" });

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
