// The text-reading worker's script (lib/extraction/text-thread-entry.ts and the analyzer it runs,
// compromise included) bundled into one CommonJS file in the build folder, which a worker thread can
// load: Next.js copies a worker's entry as it is rather than compiling it. Without the file a server
// reads texts on its main thread (lib/extraction/text-thread.ts); nothing else changes.
//   tsx prisma/scripts/text-thread.ts     <build folder>/text-thread.cjs (npm run build)
import path from "node:path";
import { build } from "esbuild";
import { TEXT_THREAD_FILE, textThreadBundle } from "@/lib/extraction/text-thread";

const started = Date.now();
const outfile = textThreadBundle();
await build({
  entryPoints: [path.join(import.meta.dirname, "../../lib/extraction/text-thread-entry.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20",
  tsconfig: path.join(import.meta.dirname, "../../tsconfig.json"),
  logLevel: "warning",
});
console.log(`text-reading worker: ${TEXT_THREAD_FILE} in ${path.dirname(outfile)} (${Date.now() - started} ms)`);
