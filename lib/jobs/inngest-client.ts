// The Inngest client: the production side of the jobs adapter. lib/jobs sends extraction events with it;
// the functions in inngest/ and their serve endpoint (app/api/inngest) register with the same one. Its
// event key and signing key come from Inngest's own environment variables (INNGEST_EVENT_KEY,
// INNGEST_SIGNING_KEY; INNGEST_DEV for the dev server).
import { Inngest } from "inngest";

export const inngest = new Inngest({ id: "styleshelf" });
