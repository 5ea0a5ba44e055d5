// The calling channel that popularity counts are attributed to: the `client` query value when it is
// one of the contract's names, else the X-Service-Client header slug, else "rest".
import { normalizeClient } from "@/lib/api";

const SLUG = /^[a-z0-9][a-z0-9._-]{0,39}$/;

export function clientChannel(req: Request, url: URL): string {
  const fromQuery = normalizeClient(url.searchParams.get("client"));
  if (fromQuery) return fromQuery;
  const header = req.headers.get("x-service-client")?.trim().toLowerCase();
  if (header && SLUG.test(header)) return header;
  return "rest";
}
