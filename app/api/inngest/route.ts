// The Inngest serve endpoint (production background runs); unused in the embedded default. Its adapter
// reads a request's whole body (req.text()) before checking anything, on a route anyone can reach, so
// the body is read here first with the app's one bounded reader: Inngest's own requests carry an
// event and step results of a few MB at most; a bigger body is refused with 413 and never held whole.
import { serve } from "inngest/next";
import { ServiceError } from "@/lib/errors";
import { readBodyBytes } from "@/lib/http/multipart";
import { errorResponse } from "@/lib/http/respond";
import { inngest } from "@/lib/jobs/inngest-client";
import { functions } from "@/inngest/functions";

export const dynamic = "force-dynamic";
// An analysis step may take a while on large images or an LLM call.
export const maxDuration = 300;

const MB = 1024 * 1024;
/** Inngest caps a step's output at 4 MB; its requests to us stay under this. */
const INNGEST_BODY_MAX_BYTES = 8 * MB;

const handlers = serve({ client: inngest, functions });
type Context = Parameters<typeof handlers.POST>[1];

/** The request with its body read (bounded), or the refusal of a body too large or cut short. */
async function bounded(req: Request): Promise<Request | Response> {
  try {
    const tooLarge = () => new ServiceError("payload_too_large", `Requests to the background-job endpoint carry at most ${INNGEST_BODY_MAX_BYTES / MB} MB.`);
    const body = await readBodyBytes(req, INNGEST_BODY_MAX_BYTES, tooLarge);
    const headers = new Headers(req.headers);
    headers.delete("content-length");
    headers.delete("transfer-encoding");
    return new Request(req.url, { method: req.method, headers, body: new Uint8Array(body) });
  } catch (err) {
    if (err instanceof ServiceError) return errorResponse(err);
    throw err;
  }
}

export const GET = handlers.GET;

export async function POST(req: Request, ctx: Context): Promise<Response> {
  const read = await bounded(req);
  return read instanceof Response ? read : handlers.POST(read as Parameters<typeof handlers.POST>[0], ctx);
}

export async function PUT(req: Request, ctx: Context): Promise<Response> {
  const read = await bounded(req);
  return read instanceof Response ? read : handlers.PUT(read as Parameters<typeof handlers.PUT>[0], ctx);
}
