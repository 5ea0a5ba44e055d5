import { getStyleMdQuery } from "@/lib/api";
import { exportTargetOf } from "@/lib/export/targets";
import { exportedStyle } from "@/lib/gallery/exported";
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { exportedStyleResponse } from "@/lib/http/export-response";
import { queryOf } from "@/lib/http/parse";

export const dynamic = "force-dynamic";

export const GET = apiRoute<{ ref: string; target: string }>(async ({ req, url, params, channel, caller }) => {
  queryOf(getStyleMdQuery, url); // a download takes only `client`, like STYLE.md
  const target = exportTargetOf(params.target);
  const result = await exportedStyle(params.ref, target, { ifNoneMatch: req.headers.get("if-none-match"), channel, caller });
  return exportedStyleResponse(result);
}, { auth: "optional" });

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
