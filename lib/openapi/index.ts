// Barrel for `@/lib/openapi`.
export { API_VERSION, buildOpenApiDocument } from "./document";
export { SCOPES, SECURITY_SCHEME, type Scope } from "./components";
