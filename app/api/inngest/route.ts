// The Inngest serve endpoint (production background runs); unused in the embedded default.
import { serve } from "inngest/next";
import { inngest } from "@/lib/jobs/inngest-client";
import { functions } from "@/inngest/functions";

export const dynamic = "force-dynamic";
// An analysis step may take a while on large images or an LLM call.
export const maxDuration = 300;

export const { GET, POST, PUT } = serve({ client: inngest, functions });
