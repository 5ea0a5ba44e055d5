// Loader hooks for node20-compat.mjs: "fs" as imported by the conformance package resolves to
// ./fs-with-globsync.mjs; every other import resolves as usual.
const shim = new URL("./fs-with-globsync.mjs", import.meta.url).href;

export async function resolve(specifier, context, next) {
  if ((specifier === "fs" || specifier === "node:fs") && context.parentURL?.includes("/@modelcontextprotocol/conformance/")) {
    return { url: shim, shortCircuit: true };
  }
  return next(specifier, context);
}
