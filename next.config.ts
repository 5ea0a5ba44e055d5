import type { NextConfig } from "next";

const MARKDOWN_ACCEPT = { type: "header" as const, key: "accept", value: ".*text/markdown.*" };

const nextConfig: NextConfig = {
  // The smoke test runs its own `next dev` beside a developer's, which Next.js allows only per folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Self-hosting (Dockerfile, .ci/standalone-smoke.sh): a server.js with only the files it needs.
  // Opt-in, since `next start` warns about it on every start.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  // PGlite and sharp load files relative to their own package folders; bundling breaks those paths.
  // The rest are large server-only libraries that Node loads as they are: bundled, Turbopack parsed
  // ~15 MB of them (the tokenizer's ranks alone 3 MB) before a fresh clone's first page could answer.
  serverExternalPackages: [
    "@electric-sql/pglite", "pglite-prisma-adapter", "sharp",
    "gpt-tokenizer", "unpdf", "compromise", "undici", "ai", "@ai-sdk/openai", "@ai-sdk/anthropic", "inngest",
    "music-metadata", "nodemailer", "busboy", "@upstash/redis", "@upstash/ratelimit", "@vercel/blob", "js-yaml", "yaml",
    "zod", "@asteasolutions/zod-to-openapi", "culori", "marked",
  ],
  // Migrations are applied at start from prisma/migrations, the embedded default seeds its gallery's
  // images from prisma/seed-images, and docs and blog pages read their Markdown from content/ at
  // request time; keep all three in traced server output.
  outputFileTracingIncludes: { "/**": ["./prisma/migrations/**/*", "./prisma/seed-images/**/*", "./content/**/*"] },
  poweredByHeader: false,
  // forbidden() from next/navigation: a share page a visitor may not read (private, pending) answers 403
  // with app/forbidden.tsx, as the API does for the same style, not 200 with a notice.
  experimental: { authInterrupts: true },
  // Next.js's own trailing-slash redirect answers before any route, so `/api/v1/styles/` got a 308 without
  // the API's CORS headers, and a CORS preflight cannot follow a redirect at all. Without it the router
  // serves `/path/` as `/path`: the API, OAuth endpoints and discovery documents answer it themselves
  // (with their headers), and proxy.ts redirects pages to their one address.
  skipTrailingSlashRedirect: true,
  async rewrites() {
    return {
      // Markdown twins of share pages, docs pages and blog posts: `/share/{slug}.md`, or the page itself
      // asked for as Markdown. The twins' route handlers live with the website's other routes under
      // /api/site (app/_components/site-api.ts); /docs/api's twin is a route of its own (a static segment,
      // ahead of [slug]) that renders the OpenAPI document.
      beforeFiles: [
        { source: "/share/:slug([a-z0-9-]+).md", destination: "/api/site/share/:slug/markdown" },
        { source: "/share/:slug([a-z0-9-]+)", has: [MARKDOWN_ACCEPT], destination: "/api/site/share/:slug/markdown" },
        { source: "/docs.md", destination: "/api/site/docs/markdown" },
        { source: "/docs", has: [MARKDOWN_ACCEPT], destination: "/api/site/docs/markdown" },
        { source: "/docs/:slug([a-z0-9-]+).md", destination: "/api/site/docs/:slug/markdown" },
        { source: "/docs/:slug([a-z0-9-]+)", has: [MARKDOWN_ACCEPT], destination: "/api/site/docs/:slug/markdown" },
        { source: "/blog/:slug([a-z0-9-]+).md", destination: "/api/site/blog/:slug/markdown" },
        { source: "/blog/:slug([a-z0-9-]+)", has: [MARKDOWN_ACCEPT], destination: "/api/site/blog/:slug/markdown" },
      ],
    };
  },
  async headers() {
    return [
      {
        // Every response: links to other sites learn our origin, never a page's path or query (a
        // consent page's state, a search, a style id); no response is sniffed into another type.
        // Pages get their Content-Security-Policy (frame-ancestors 'none') from proxy.ts.
        source: "/:path*",
        headers: [
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Content-Type-Options", value: "nosniff" },
        ],
      },
      {
        source: "/share/:slug([a-z0-9-]+)",
        // On the HTML answer only: asked for as Markdown, the address answers the twin, whose Link is
        // rel="canonical" (this header would replace it).
        missing: [MARKDOWN_ACCEPT],
        headers: [
          // (Next.js sets Vary on pages itself; the Markdown twin sends Vary: Accept.)
          { key: "Link", value: '</share/:slug.md>; rel="alternate"; type="text/markdown"' },
        ],
      },
      // Docs pages and blog posts point to their twins, on the HTML answer only (the same address asked
      // for as Markdown answers the twin, whose Link is rel="canonical").
      {
        source: "/docs",
        missing: [MARKDOWN_ACCEPT],
        headers: [{ key: "Link", value: '</docs.md>; rel="alternate"; type="text/markdown"' }],
      },
      {
        source: "/docs/:slug([a-z0-9-]+)",
        missing: [MARKDOWN_ACCEPT],
        headers: [{ key: "Link", value: '</docs/:slug.md>; rel="alternate"; type="text/markdown"' }],
      },
      {
        source: "/blog/:slug([a-z0-9-]+)",
        missing: [MARKDOWN_ACCEPT],
        headers: [{ key: "Link", value: '</blog/:slug.md>; rel="alternate"; type="text/markdown"' }],
      },
    ];
  },
};

export default nextConfig;
