// The API reference page's view of the OpenAPI document: operations grouped by tag with their
// parameters, bodies and responses resolved, and the named schemas as property lists. Derived from
// the same document /api/v1/openapi.json serves, so the page cannot say something the contract doesn't.
import { buildOpenApiDocument } from "./document";

type Json = Record<string, any>;

export interface ReferenceParameter {
  name: string;
  in: "path" | "query" | "header";
  required: boolean;
  description: string;
  type: string;
  enum?: string[];
  default?: string;
  example?: string;
  /** Bounds the type label does not show: lengths, item counts, patterns ("at most 200 characters"). */
  limits?: string;
}

export interface ReferenceResponse {
  status: string;
  description: string;
  contentTypes: string[];
  schema?: string;
  /** The `error` code an error response carries (from its example). */
  errorCode?: string;
  /** Response headers by name. */
  headers: string[];
}

export interface ReferenceOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Scopes a token needs; empty when anonymous calls work. */
  scopes: string[];
  /** Anonymous calls work (a token may still add access). */
  anonymous: boolean;
  parameters: ReferenceParameter[];
  body?: { description: string; content: { type: string; schema?: string }[] };
  responses: ReferenceResponse[];
  /** A GET that works without a token: the page offers to send it from the browser. */
  tryIt: boolean;
}

export interface ReferenceSchema {
  name: string;
  description: string;
  type: string;
  properties: { name: string; type: string; required: boolean; description: string; limits?: string }[];
}

export interface ApiReference {
  title: string;
  version: string;
  description: string;
  server: string;
  auth: { description: string; authorizationUrl: string; tokenUrl: string; scopes: { name: string; description: string }[] };
  tags: { name: string; description: string; operations: ReferenceOperation[] }[];
  schemas: ReferenceSchema[];
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf("/") + 1);
}

function resolve(doc: Json, node: Json): Json {
  if (typeof node?.$ref !== "string") return node;
  return node.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce((at: Json, key: string) => at?.[key], doc);
}

/** A short, human type: `string`, `integer (1–25)`, `SearchResults`, `array of StyleCard`, `string | null`. */
export function typeLabel(schema: Json | undefined): string {
  if (!schema) return "any";
  if (typeof schema.$ref === "string") return refName(schema.$ref);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) return [...new Set(alternatives.map((s: Json) => typeLabel(s)))].join(" | ");
  if (Array.isArray(schema.enum)) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(" | ");
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const labels = types.map((t) => {
    if (t === "array") return `array of ${typeLabel(schema.items)}`;
    if (t === "integer" || t === "number") {
      const { minimum: min, maximum: max } = schema;
      return min !== undefined && max !== undefined ? `${t} (${min}–${max})` : t;
    }
    if (t === "string" && schema.format) return `string (${schema.format})`;
    return t;
  });
  return labels.length ? labels.join(" | ") : "any";
}

/** What a schema bounds beyond its type label (integer ranges are in the label already). */
export function limitsLabel(schema: Json | undefined): string | undefined {
  if (!schema) return undefined;
  const alternatives: Json[] | undefined = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    const inner = [...new Set(alternatives.map(limitsLabel).filter((l): l is string => Boolean(l)))];
    return inner.length ? inner.join("; ") : undefined;
  }
  const parts: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    const units = (n: number) => `${n} ${unit}${n === 1 ? "" : "s"}`;
    if (typeof min === "number" && typeof max === "number") parts.push(min === max ? `exactly ${units(max)}` : `${min}–${units(max)}`);
    else if (typeof max === "number") parts.push(`at most ${units(max)}`);
    else if (typeof min === "number" && min > 0) parts.push(`at least ${units(min)}`);
  };
  range(schema.minLength, schema.maxLength, "character");
  range(schema.minItems, schema.maxItems, "item");
  if (typeof schema.pattern === "string") parts.push(`pattern \`${schema.pattern}\``);
  const hasRange = schema.minimum !== undefined && schema.maximum !== undefined;
  if (!hasRange && typeof schema.minimum === "number" && schema.minimum !== 0) parts.push(`at least ${schema.minimum}`);
  if (!hasRange && typeof schema.maximum === "number") parts.push(`at most ${schema.maximum}`);
  const item = schema.type === "array" || (Array.isArray(schema.type) && schema.type.includes("array")) ? limitsLabel(schema.items) : undefined;
  if (item) parts.push(`each ${item}`);
  return parts.length ? parts.join(", ") : undefined;
}

function parameterOf(doc: Json, raw: Json): ReferenceParameter {
  const p = resolve(doc, raw);
  const schema: Json = p.schema ?? {};
  const values = schema.enum ?? schema.items?.enum;
  return {
    name: p.name,
    in: p.in,
    required: Boolean(p.required),
    description: p.description ?? schema.description ?? "",
    type: typeLabel(schema),
    ...(Array.isArray(values) ? { enum: values.map(String) } : {}),
    ...(schema.default !== undefined ? { default: String(schema.default) } : {}),
    ...(schema.example !== undefined ? { example: String(schema.example) } : p.example !== undefined ? { example: String(p.example) } : {}),
    ...optional("limits", limitsLabel(schema)),
  };
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}

function contentOf(content: Json | undefined): { type: string; schema?: string }[] {
  return Object.entries(content ?? {}).map(([type, media]) => {
    const schema = (media as Json).schema;
    return schema?.$ref ? { type, schema: refName(schema.$ref) } : { type };
  });
}

function operationOf(doc: Json, method: string, path: string, op: Json, shared: Json[]): ReferenceOperation {
  const security: Json[] = op.security ?? doc.security ?? [];
  const anonymous = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
  const scopes = [...new Set(security.flatMap((requirement) => Object.values(requirement).flat() as string[]))];
  const body = op.requestBody ? resolve(doc, op.requestBody) : undefined;
  return {
    id: op.operationId,
    method,
    path,
    summary: op.summary ?? op.operationId,
    description: op.description ?? "",
    scopes,
    anonymous,
    parameters: [...shared, ...(op.parameters ?? [])].map((p: Json) => parameterOf(doc, p)),
    ...(body ? { body: { description: body.description ?? "", content: contentOf(body.content) } } : {}),
    responses: Object.entries(op.responses ?? {}).map(([status, raw]) => {
      const response = resolve(doc, raw as Json);
      const content = contentOf(response.content);
      const schema = content.find((c) => c.schema)?.schema;
      const code = (Object.values(response.content ?? {}) as Json[]).map((media) => media.example?.error).find((e) => typeof e === "string");
      return {
        status,
        description: response.description ?? "",
        contentTypes: content.map((c) => c.type),
        ...(schema ? { schema } : {}),
        ...optional("errorCode", code),
        headers: Object.keys(response.headers ?? {}),
      };
    }),
    tryIt: method === "get" && anonymous,
  };
}

function schemaOf(name: string, schema: Json): ReferenceSchema {
  const required: string[] = schema.required ?? [];
  return {
    name,
    description: schema.description ?? "",
    type: typeLabel({ ...schema, $ref: undefined }),
    properties: Object.entries((schema.properties ?? {}) as Json).map(([prop, s]) => ({
      name: prop,
      type: typeLabel(s as Json),
      required: required.includes(prop),
      description: (s as Json).description ?? "",
      ...optional("limits", limitsLabel(s as Json)),
    })),
  };
}

/** The reference for the document as it would be served now (addresses from SITE_URL). */
export function buildApiReference(doc: Json = buildOpenApiDocument() as Json): ApiReference {
  const operations: (ReferenceOperation & { tag: string })[] = [];
  for (const [path, item] of Object.entries(doc.paths as Json)) {
    for (const method of METHODS) {
      const op = (item as Json)[method];
      if (op) operations.push({ ...operationOf(doc, method, path, op, (item as Json).parameters ?? []), tag: op.tags?.[0] ?? "Other" });
    }
  }
  const declared: Json[] = doc.tags ?? [];
  const names = [...declared.map((t) => t.name as string), ...operations.map((o) => o.tag)].filter((n, i, all) => all.indexOf(n) === i);
  const scheme: Json = Object.values(doc.components?.securitySchemes ?? {}).find((s) => (s as Json).type === "oauth2") ?? {};
  const flow: Json = scheme.flows?.authorizationCode ?? {};
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description ?? "",
    server: doc.servers?.[0]?.url ?? "",
    auth: {
      description: scheme.description ?? "",
      authorizationUrl: flow.authorizationUrl ?? "",
      tokenUrl: flow.tokenUrl ?? "",
      scopes: Object.entries((flow.scopes ?? {}) as Record<string, string>).map(([name, description]) => ({ name, description })),
    },
    tags: names
      .map((name) => ({
        name,
        description: declared.find((t) => t.name === name)?.description ?? "",
        operations: operations.filter((o) => o.tag === name).map(({ tag: _tag, ...o }) => o),
      }))
      .filter((t) => t.operations.length > 0),
    schemas: Object.entries((doc.components?.schemas ?? {}) as Json).map(([name, s]) => schemaOf(name, s as Json)),
  };
}
