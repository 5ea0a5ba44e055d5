import { getStyleMdQuery } from "@/lib/api";
import { compiledStyle } from "@/lib/gallery/compiled";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { compiledStyleResponse } from "@/lib/http/compiled-response";
import { queryOf } from "@/lib/http/parse";

export const dynamic = "force-dynamic";

export const GET = apiRoute<{ ref: string }>(async ({ req, url, params, channel, caller }) => {
  queryOf(getStyleMdQuery, url);
  const result = await compiledStyle(params.ref, { format: "stylemd" }, { ifNoneMatch: req.headers.get("if-none-match"), channel, caller });
  return compiledStyleResponse(result, { "Content-Disposition": 'inline; filename="STYLE.md"' });
}, { auth: "optional" });

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
