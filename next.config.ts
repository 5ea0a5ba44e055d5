import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The smoke test runs its own `next dev` beside a developer's, which Next.js allows only per folder.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite and sharp load files relative to their own package folders; bundling breaks those paths.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "sharp"],
  // Migrations are applied at start from prisma/migrations; keep them in traced server output.
  outputFileTracingIncludes: { "/**": ["./prisma/migrations/**/*"] },
  poweredByHeader: false,
  async rewrites() {
    return {
      // Markdown twins of share pages: `/share/{slug}.md`, or the page itself asked for as Markdown.
      beforeFiles: [
        { source: "/share/:slug([a-z0-9-]+).md", destination: "/share/:slug/markdown" },
        {
          source: "/share/:slug([a-z0-9-]+)",
          has: [{ type: "header", key: "accept", value: ".*text/markdown.*" }],
          destination: "/share/:slug/markdown",
        },
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
        headers: [
          // (Next.js sets Vary on pages itself; the Markdown twin sends Vary: Accept.)
          { key: "Link", value: '</share/:slug.md>; rel="alternate"; type="text/markdown"' },
        ],
      },
    ];
  },
};

export default nextConfig;
