// Builds the OpenAPI 3.1 document served at {base_url}/openapi.json from the zod schemas in lib/api,
// the same objects the route handlers parse with. Addresses come from lib/config at call time so the
// document always names the running origin.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { apiBaseUrl, siteUrl } from "@/lib/config";
import { registerComponents } from "./components";
import { registerAccountPaths } from "./paths-account";
import { registerExportPaths } from "./paths-export";
import { registerPublicPaths } from "./paths-public";
import { registerUploadPaths } from "./paths-uploads";
import { registerCheckPaths } from "./paths-check";
import { registerVersionPaths } from "./paths-versions";

export const API_VERSION = "1.4.0";

const TAGS = [
  { name: "Gallery", description: "Search the public gallery and compile styles." },
  { name: "STYLE.md", description: "Lint STYLE.md documents." },
  { name: "Extraction", description: "Extract new styles from files, text, references and URLs." },
  { name: "Library", description: "Your own styles, saved styles and extraction history." },
  { name: "Meta", description: "The contract itself." },
];

const DESCRIPTION = [
  "Search a gallery of reusable creative styles (a visual look or a writing voice), compile any public style",
  "into the dialect your tool needs, download or lint STYLE.md documents, and, with an OAuth 2.1 bearer token,",
  "extract new styles and manage your library. Only extraction consumes credits.",
  "",
  "Every response carries `X-RateLimit-Limit`, `X-RateLimit-Remaining` and `X-RateLimit-Reset`; past the limit",
  "the answer is 429 with `Retry-After`. Errors are JSON `{error, message}` (plus `pricingUrl` on some): render",
  "`message` and `pricingUrl` verbatim. The contract changes additively.",
].join("\n");

// The generator is pure but not free (a few ms); the route serves it on every request, so keep one
// document per origin. The key changes when SITE_URL does (tests switch it).
let cached: { key: string; doc: object } | undefined;

export function buildOpenApiDocument(): object {
  const site = siteUrl();
  const base = apiBaseUrl();
  const key = `${site}\n${base}`;
  if (cached?.key === key) return cached.doc;

  const registry = new OpenAPIRegistry();
  registerComponents(registry, site);
  registerPublicPaths(registry);
  registerCheckPaths(registry);
  registerExportPaths(registry);
  registerAccountPaths(registry);
  registerVersionPaths(registry);
  registerUploadPaths(registry);

  const doc = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Styleshelf API",
      version: API_VERSION,
      description: DESCRIPTION,
      contact: { name: "Styleshelf", url: site },
    },
    servers: [{ url: base, description: "REST API v1" }],
    tags: TAGS,
  });
  deepFreeze(doc);
  cached = { key, doc };
  return doc;
}

/** The cached document is shared by every caller; freezing turns an accidental mutation into an error
 *  instead of a change every later response would carry. */
function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}
