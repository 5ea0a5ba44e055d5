// Barrel for `@/lib/api`; the list lives in schemas.ts.
export * from "./schemas";
