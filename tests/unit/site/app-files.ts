// The app folder's files, for the seam tests beside this file (issue 22, seams 6 and 7).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..", "..");

/** Paths (relative to the repository, with `/`) of the files under `dir` whose names match `name`. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((entry) => {
    const path = `${dir}/${entry}`;
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path, name);
    return name.test(entry) ? [path] : [];
  });
}

export const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
