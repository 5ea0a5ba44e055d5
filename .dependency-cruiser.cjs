// The layers of DESIGN.md ("The house: layers and folders"), as rules dependency-cruiser checks on every
// import of app/, lib/ and inngest/ (tests/unit/layers/layers.test.ts runs it in `npm test`; by hand:
// `npx depcruise app lib inngest`). Data flows one way: app/ (HTTP and pages) -> lib/<domain>
// (services) -> lib/<adapter>; the pure core imports no framework and no I/O. An import that runs back
// up the layers is an error. Type-only imports count too: a layer should not even know the shape of
// what sits above it.

/** The pure core DESIGN.md names: styles/ compile/ stylemd/ search/ plans.ts errors.ts, check/ (scoring)
 *  and export/ (one pure module per target); beside errors.ts, its pure neighbours (the status table and
 *  the storable-text check); and zod-browser.ts, the zod setting every schema module imports first.
 *  No framework, no I/O, no adapter, no service. */
const PURE =
  "^lib/(styles|compile|stylemd|search|check|export)/|^lib/(plans|errors|zod-browser)\\.ts$|^lib/errors/(http-status|storable-text)\\.ts$";

/** What the style check shares with extraction (DESIGN.md "Checking a candidate": it measures the
 *  candidate with the analyzers' step 1 and guards with their step 3). */
const ANALYZERS = "^lib/extraction/analyzers/";

/** The adapters: each hides one infrastructure piece behind an embedded and a production implementation. */
const ADAPTERS = "^lib/(db|blob|jobs|ratelimit|mail|net)/";

/** The services above the adapters (and the surfaces above them: the HTTP wrapper, the MCP server). */
const SERVICES =
  "^lib/(account|api|auth|builder|credits|docs|extraction|gallery|http|library|mcp|moderation|oauth|openapi|seed|uploads|users|versions)/";

/** Frameworks and platform SDKs: none of them in the pure core. */
const FRAMEWORKS =
  "^node_modules/(next|react|react-dom|@prisma|prisma|@electric-sql|pg|inngest|next-auth|@auth|@vercel|@upstash|ioredis|nodemailer|sharp|ai|@ai-sdk|@modelcontextprotocol)/";

/** Node built-ins that do I/O (files, sockets, processes, threads). */
const IO_BUILTINS = "^(node:)?(fs|fs/promises|net|http|https|http2|tls|dgram|dns|dns/promises|child_process|cluster|worker_threads|readline)$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "lib-not-to-app",
      comment: "lib/ sits below app/: it never imports a route, a page or a component.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^app/" },
    },
    {
      name: "lib-not-to-inngest",
      comment: "inngest/ holds thin wrappers over lib/extraction; lib/ (lib/jobs too) never imports them. The client is the jobs adapter's (lib/jobs/inngest-client.ts).",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^inngest/" },
    },
    {
      name: "inngest-only-from-its-endpoint",
      comment: "The Inngest functions are served by app/api/inngest and imported by nothing else.",
      severity: "error",
      from: { path: "^(app|lib)/", pathNot: "^app/api/inngest/" },
      to: { path: "^inngest/" },
    },
    {
      name: "inngest-not-to-app",
      comment: "The Inngest functions wrap lib/ stages; they never import routes or pages.",
      severity: "error",
      from: { path: "^inngest/" },
      to: { path: "^app/" },
    },
    {
      name: "lib-not-to-components",
      comment: "lib/ renders nothing: no React component (.tsx) and no components folder.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: ["\\.tsx$", "(^|/)_?components/"] },
    },
    {
      name: "pure-no-framework",
      comment: "The pure core imports no Next.js, React, Prisma, Inngest or platform SDK (DESIGN.md: pure core).",
      severity: "error",
      from: { path: PURE },
      to: { path: FRAMEWORKS },
    },
    {
      name: "pure-no-io",
      comment: "The pure core does no I/O: no file, socket, process or thread built-in.",
      severity: "error",
      from: { path: PURE },
      to: { dependencyTypes: ["core"], path: IO_BUILTINS },
    },
    {
      name: "pure-imports-only-pure",
      comment:
        "The pure core imports only the pure core inside lib/: no adapter, no service, no config (settings arrive as arguments).",
      severity: "error",
      from: { path: PURE, pathNot: "^lib/check/" },
      to: { path: "^lib/", pathNot: PURE },
    },
    {
      name: "check-imports-only-pure-and-analyzers",
      comment: "lib/check scores with the pure core and the analyzers it shares with extraction (DESIGN.md), nothing else of lib/.",
      severity: "error",
      from: { path: "^lib/check/" },
      to: { path: "^lib/", pathNot: [PURE, ANALYZERS] },
    },
    {
      name: "adapters-not-to-services",
      comment:
        "Adapters sit at the bottom: they never import the services above them. The one exception DESIGN.md states: " +
        "lib/jobs runs lib/extraction's stages (and its refund). Who is calling (lib/auth/caller.ts, lib/auth/scopes.ts) " +
        "is vocabulary, not a service: the rate limiter picks its lane by it.",
      severity: "error",
      from: { path: ADAPTERS },
      to: { path: SERVICES, pathNot: ["^lib/extraction/", "^lib/auth/(caller|scopes)\\.ts$"] },
    },
    {
      name: "adapters-other-than-jobs-not-to-extraction",
      comment: "Only the jobs adapter runs the extraction stages.",
      severity: "error",
      from: { path: ADAPTERS, pathNot: "^lib/jobs/" },
      to: { path: "^lib/extraction/" },
    },
    {
      name: "extraction-no-inngest-no-next",
      comment: "lib/extraction never imports Inngest or Next.js (DESIGN.md): the jobs adapter and inngest/ wrap it.",
      severity: "error",
      from: { path: "^lib/extraction/" },
      to: { path: "^node_modules/(inngest|next)/" },
    },
    {
      name: "http-only-from-surfaces",
      comment:
        "lib/http (the route wrapper, request readers, response builders) is imported only by app/, by lib/api " +
        "and by the MCP server's HTTP transport (lib/mcp/http.ts, the /api/mcp endpoint's body).",
      severity: "error",
      from: { path: "^lib/", pathNot: "^lib/(http|api)/|^lib/mcp/http\\.ts$" },
      to: { path: "^lib/http/" },
    },
    {
      name: "resolvable",
      comment: "Every import resolves (the @/ alias through tsconfig.json); one that does not would slip past every rule above.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)\\.next[^/]*/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
