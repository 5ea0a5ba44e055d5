// The rules an OpenAPI document must follow to import cleanly into GPT Actions and the common client
// generators. Shared by the unit test (the built document) and the integration test (the document as
// served over HTTP), so both check the same list. Limits: OpenAI's "Production notes on GPT Actions"
// (developers.openai.com/api/docs/actions/production): at most 300 characters for each endpoint
// description or summary, 700 for each parameter description.

export const GPT_ACTIONS_LIMITS = { operationText: 300, parameterDescription: 700 } as const;

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
type Json = Record<string, any>;

export interface Operation {
  method: string;
  path: string;
  operation: Json;
}

export function operationsOf(doc: Json): Operation[] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    METHODS.filter((m) => (item as Json)[m]).map((method) => ({ method, path, operation: (item as Json)[method] as Json })),
  );
}

/** Follows a local `#/components/...` reference (parameters are shared through components). */
function resolve(doc: Json, node: Json): Json {
  if (typeof node.$ref !== "string") return node;
  return node.$ref
    .replace(/^#\//, "")
    .split("/")
    .reduce((at: Json, key: string) => at?.[key], doc);
}

/** Every rule broken, one line each; an empty list means the document imports cleanly. */
export function gptActionsProblems(doc: Json): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const { operationText, parameterDescription } = GPT_ACTIONS_LIMITS;

  for (const { method, path, operation } of operationsOf(doc)) {
    const where = `${method.toUpperCase()} ${path}`;
    const id = operation.operationId;
    if (typeof id !== "string" || !/^[a-z][a-zA-Z0-9]*$/.test(id)) problems.push(`${where}: operationId ${id} is not camelCase`);
    else if (seen.has(id)) problems.push(`${where}: operationId ${id} is also used by ${seen.get(id)}`);
    else seen.set(id, where);

    if (typeof operation.summary !== "string" || !operation.summary.trim()) problems.push(`${where}: no summary`);
    for (const field of ["summary", "description"] as const) {
      const text = operation[field];
      if (typeof text === "string" && text.length > operationText) {
        problems.push(`${where}: ${field} has ${text.length} characters (max ${operationText})`);
      }
    }

    for (const raw of [...((doc.paths[path].parameters as Json[]) ?? []), ...((operation.parameters as Json[]) ?? [])]) {
      const parameter = resolve(doc, raw);
      if (!parameter) {
        problems.push(`${where}: unresolvable parameter ${raw.$ref}`);
        continue;
      }
      for (const text of [parameter.description, parameter.schema?.description]) {
        if (typeof text === "string" && text.length > parameterDescription) {
          problems.push(`${where}: parameter ${parameter.name} description has ${text.length} characters (max ${parameterDescription})`);
        }
      }
    }
  }
  return problems;
}
