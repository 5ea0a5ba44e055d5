// next-auth's endpoints (/api/auth/csrf, /signin/:provider, /callback/:provider, /session, /signout).
import { handleAuthRequest } from "@/lib/auth/next-auth";

export const dynamic = "force-dynamic";

export const GET = (req: Request) => handleAuthRequest(req);
export const POST = (req: Request) => handleAuthRequest(req);
