// The Inngest client (production background runs). Its event key and signing key come from Inngest's
// own environment variables (INNGEST_EVENT_KEY, INNGEST_SIGNING_KEY; INNGEST_DEV for the dev server).
import { Inngest } from "inngest";

export const inngest = new Inngest({ id: "styleshelf" });
