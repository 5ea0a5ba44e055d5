// GET /api/v1/health: a constant answer through the same wrapper as every v1 route (CORS, rate-limit
// lane, error mapping), so load balancers can probe it and `npm run bench` can measure the wrapper's
// own cost against it. It deliberately touches no database: a probe must not turn a slow query into
// an instance taken out of rotation.
import { apiRoute, otherMethods, preflight } from "@/lib/http/api-route";
import { json } from "@/lib/http/respond";

export const dynamic = "force-dynamic";

export const GET = apiRoute(async () => json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }));

export const OPTIONS = preflight;
export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
