// The text-reading worker (lib/extraction/text-thread.ts): reads each text it is sent with the same
// analyzer the main thread would run, and answers with the analysis or the error's message.
import { parentPort } from "node:worker_threads";
import { analyzeText } from "./analyzers/text";
import type { ThreadReply, ThreadRequest } from "./text-thread";

const port = parentPort;
if (!port) throw new Error("text-thread-entry runs as a worker thread");
port.on("message", ({ id, text, options }: ThreadRequest) => {
  let reply: ThreadReply;
  try {
    reply = { id, analysis: analyzeText(text, options) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
