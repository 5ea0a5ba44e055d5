// One value per server process, whichever copy of a module asks for it. A Next.js build may load a
// module more than once in one process (pages and route handlers are bundled apart), and a
// module-level cache, queue or connection is then one per copy: the gallery page built a search
// index of its own beside the API's (1.3 s and ~35 MB more at 100k styles), and a cache a writer
// cleared in one copy could go on serving in another. What must be one per process is made here.
const holder = globalThis as unknown as Record<symbol, unknown>;

/** The process's value under `name`, made by `make` the first time any copy of a module asks. */
export function processWide<T>(name: string, make: () => T): T {
  const key = Symbol.for(`styleshelf.${name}`);
  if (!(key in holder)) holder[key] = make();
  return holder[key] as T;
}
