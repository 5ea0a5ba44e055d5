// Barrel for `@/lib/openapi`.
export { API_VERSION, buildOpenApiDocument } from "./document";
export { SECURITY_SCHEME } from "./components";
