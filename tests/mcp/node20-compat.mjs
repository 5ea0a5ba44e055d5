// Runs @modelcontextprotocol/conformance 0.1.14 on Node 20. The CLI imports `globSync` from "fs"
// (Node 22+) at the top of its bundle, so on Node 20 it fails before doing anything, although only
// its results-summary command calls it; the server scenarios never do. This loader hook hands that
// package an "fs" that adds a small globSync (enough for its `**/name` patterns) and nothing else.
// Used only by tests/integration/mcp-conformance.test.ts: `node --import ./tests/mcp/node20-compat.mjs`.
import { register } from "node:module";

register("./node20-compat-hooks.mjs", import.meta.url);
