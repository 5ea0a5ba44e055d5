// node:fs plus a minimal globSync for Node 20 (see node20-compat.mjs): `**/<name>` and `<name>`
// patterns under `cwd`, returning relative paths, as the conformance CLI uses it.
import fs from "node:fs";
import { join, relative } from "node:path";

export * from "node:fs";
export default fs;

export function globSync(pattern, options = {}) {
  if (fs.globSync) return fs.globSync(pattern, options);
  const cwd = options.cwd ?? process.cwd();
  const name = String(pattern).replace(/^\*\*\//, "");
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === name) out.push(relative(cwd, full));
    }
  };
  if (fs.existsSync(cwd)) walk(cwd);
  return out;
}
