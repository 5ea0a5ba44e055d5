// Checks a response against the OpenAPI document the server serves. Integration tests call this on
// every JSON response they receive, so a handler cannot drift from the published contract unnoticed.
// It throws (rather than returning a boolean) so a forgotten `expect` cannot hide a mismatch, and it
// throws when the document lacks the operation, status or content type, so a test cannot pass against
// an undocumented response.
import Ajv2020, { type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { buildOpenApiDocument } from "@/lib/openapi";

type Json = Record<string, unknown>;

export interface MatchOptions {
  /** The published document leaves objects open (the contract grows additively). By default this
   *  helper closes every object schema (additionalProperties: false) so a stray or misspelled field
   *  in our own responses fails the test; pass true to check against the document as published. */
  allowAdditionalProperties?: boolean;
}

const DOC_ID = "openapi.json";

interface Validator {
  ajv: Ajv2020;
  doc: Json;
  compiled: Map<string, ValidateFunction>;
}

const validators = new Map<string, Validator>();

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Sets additionalProperties: false on every object schema that lists properties and says nothing
 *  about extra keys. OpenAPI structural objects never carry `type: "object"`, so walking the whole
 *  document only touches schemas; open schemas (z.looseObject -> additionalProperties: {}) stay open. */
function closeObjects(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(closeObjects);
    return;
  }
  if (!isObject(node)) return;
  const type = node.type;
  const isObjectType = type === "object" || (Array.isArray(type) && type.includes("object"));
  if (isObjectType && isObject(node.properties) && !("additionalProperties" in node) && !("patternProperties" in node)) {
    node.additionalProperties = false;
  }
  for (const value of Object.values(node)) closeObjects(value);
}

function validatorFor(closed: boolean): Validator {
  // The document is cached per origin by buildOpenApiDocument; key on its identity through the servers.
  const source = buildOpenApiDocument() as Json;
  const key = `${closed}\n${JSON.stringify(source.servers)}`;
  const existing = validators.get(key);
  if (existing) return existing;

  const doc = structuredClone(source);
  if (closed) closeObjects(doc);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // OpenAPI's file marker; never used in response bodies, registered so Ajv does not warn about it.
  ajv.addFormat("binary", true);
  // Registering the whole document lets Ajv resolve both `openapi.json#/paths/...` pointers and the
  // document's own `#/components/schemas/...` refs against it.
  ajv.addSchema(doc, DOC_ID);
  const validator = { ajv, doc, compiled: new Map<string, ValidateFunction>() };
  validators.set(key, validator);
  return validator;
}

function pointer(segments: string[]): string {
  return segments.map((s) => `/${encodeURIComponent(s.replaceAll("~", "~0").replaceAll("/", "~1"))}`).join("");
}

function resolveLocalRef(doc: Json, ref: string): { node: unknown; segments: string[] } {
  if (!ref.startsWith("#/")) throw new Error(`expectMatchesOpenApi: unsupported $ref ${ref}`);
  const segments = ref
    .slice(2)
    .split("/")
    .map((s) => decodeURIComponent(s).replaceAll("~1", "/").replaceAll("~0", "~"));
  let node: unknown = doc;
  for (const segment of segments) node = isObject(node) ? node[segment] : undefined;
  return { node, segments };
}

function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || body === "";
}

function preview(body: unknown): string {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return text === undefined ? String(body) : text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

export function expectMatchesOpenApi(
  method: string,
  pathTemplate: string,
  status: number,
  contentType: string | null,
  body: unknown,
  options: MatchOptions = {},
): void {
  const { ajv, doc, compiled } = validatorFor(!options.allowAdditionalProperties);
  const where = `${method.toUpperCase()} ${pathTemplate} -> ${status}`;

  const pathItem = (doc.paths as Json | undefined)?.[pathTemplate];
  const operation = isObject(pathItem) ? pathItem[method.toLowerCase()] : undefined;
  if (!isObject(operation)) throw new Error(`${where}: the OpenAPI document has no operation ${method.toUpperCase()} ${pathTemplate}`);

  const responses = isObject(operation.responses) ? operation.responses : {};
  const statusKey = [String(status), `${String(status)[0]}XX`, "default"].find((k) => k in responses);
  if (!statusKey) {
    throw new Error(`${where}: status ${status} is not documented (documented: ${Object.keys(responses).join(", ")})`);
  }
  let response = responses[statusKey];
  let responseSegments = ["paths", pathTemplate, method.toLowerCase(), "responses", statusKey];
  if (isObject(response) && typeof response.$ref === "string") {
    const resolved = resolveLocalRef(doc, response.$ref);
    response = resolved.node;
    responseSegments = resolved.segments;
  }
  if (!isObject(response)) throw new Error(`${where}: the documented response is malformed`);
  const content = isObject(response.content) ? response.content : undefined;

  if (contentType === null) {
    if (content) throw new Error(`${where}: the document declares a body (${Object.keys(content).join(", ")}) but the response has no Content-Type`);
    if (!isEmptyBody(body)) throw new Error(`${where}: the document declares no body but one was received: ${preview(body)}`);
    return;
  }

  const mediaType = contentType.split(";")[0]!.trim().toLowerCase();
  const media = content?.[mediaType];
  if (!isObject(media)) {
    const documented = content ? Object.keys(content).join(", ") : "no body";
    throw new Error(`${where}: content type ${mediaType} is not documented (documented: ${documented})`);
  }
  if (!("schema" in media)) throw new Error(`${where}: ${mediaType} has no schema in the document`);

  const schemaPointer = pointer([...responseSegments, "content", mediaType, "schema"]);
  let validate = compiled.get(schemaPointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOC_ID}#${schemaPointer}` });
    compiled.set(schemaPointer, validate);
  }
  if (!validate(body)) {
    throw new Error(
      `${where} (${mediaType}): body does not match the OpenAPI schema: ` +
        `${ajv.errorsText(validate.errors, { dataVar: "body" })}\n` +
        `errors: ${JSON.stringify(validate.errors, null, 2)}\nbody: ${preview(body)}`,
    );
  }
}
