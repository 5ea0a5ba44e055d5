// The one place that teaches zod the `.openapi()` method. Every schema module in lib/api imports `z`
// from here, so the extension is installed before any schema is built (ESM evaluates this first), and
// lib/openapi can generate the document from the very schemas the route handlers parse with.
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

// Idempotent: the library returns early when the prototype already has `.openapi`.
extendZodWithOpenApi(z);

export { z };
