// The API's schemas in one import: `import { searchStylesQuery, parseQuery } from "@/lib/api/schemas"`.
// Split by concept: params (building blocks), queries, bodies, styles / extraction (responses),
// errors, parse (messages). Every module builds on lib/api/zod.ts, which installs `.openapi()`.
export * from "./params";
export * from "./queries";
export * from "./bodies";
export * from "./styles";
export * from "./extraction";
export * from "./uploads";
export * from "./check";
export * from "./errors";
export * from "./parse";
