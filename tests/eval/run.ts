// `npm run eval`: the analyzers against the labelled sets, one table per set. Not part of `npm test`:
// it reports how good the analyzers are, where the unit tests hold what they must never do.
//   npm run eval                 both sets
//   npm run eval -- --only texts one set (images | texts | check)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const SETS = ["images", "texts", "descriptions", "check"] as const;

const args = process.argv.slice(2);
const only = args.indexOf("--only");
const wanted = only >= 0 ? [args[only + 1]] : [...SETS];
// Everything else goes to each set's script (for example --verbose).
const rest = only >= 0 ? [...args.slice(0, only), ...args.slice(only + 2)] : args;

let failed = false;
for (const set of wanted) {
  if (!SETS.includes(set as (typeof SETS)[number])) {
    console.error(`Unknown set "${set}"; choose one of ${SETS.join(", ")}.`);
    process.exit(2);
  }
  const script = path.join(import.meta.dirname, `${set}.ts`);
  if (!existsSync(script)) {
    console.error(`tests/eval/${set}.ts is missing.`);
    failed = true;
    continue;
  }
  const run = spawnSync(process.execPath, ["--import", "tsx", script, ...rest], { stdio: "inherit" });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
