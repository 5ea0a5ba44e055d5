// Which extraction model runs (DESIGN.md, "extraction model" row): unset AI_MODEL keeps the local,
// deterministic analyzers; `AI_MODEL=<provider>:<model>` plus that provider's key switches extraction to
// an LLM through the AI SDK. The recommended provider is the Vercel AI Gateway
// (`AI_MODEL=gateway:openai/gpt-4.1-mini`): one key (AI_GATEWAY_API_KEY) for every model, and on Vercel
// none at all, since the gateway takes the deployment's OIDC token. A misconfiguration throws at start
// rather than failing every run later.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createGateway, type LanguageModel } from "ai";
import { AI_PROVIDER_KEY_VARS, aiModelSpec, aiProviderKey, vercelOidcToken, type AiProvider, type EnvSource } from "@/lib/config";

export interface ExtractionModel {
  /** `<provider>:<model>`, e.g. "openai:gpt-4.1-mini": recorded as the extraction's `model`. */
  id: string;
  model: LanguageModel;
}

interface Provider {
  keyVar: string;
  create(apiKey: string | undefined, modelId: string): LanguageModel;
  /** A credential other than the key that the provider accepts (the gateway: Vercel's OIDC token). */
  keyless?: (env?: EnvSource) => boolean;
  /** What a model id must look like, and an example, when the provider has a form of its own. */
  modelId?: { pattern: RegExp; example: string };
}

/** The one provider table: adding a provider is one entry here (and its package), and its key variable
 *  in lib/config.ts AI_PROVIDER_KEY_VARS (the type below asks for both). */
const PROVIDERS = {
  // Without a key the gateway provider authenticates with the OIDC token Vercel sets (VERCEL_OIDC_TOKEN).
  gateway: {
    keyVar: AI_PROVIDER_KEY_VARS.gateway,
    create: (apiKey, modelId) => createGateway(apiKey ? { apiKey } : {})(modelId),
    keyless: (env) => vercelOidcToken(env) !== undefined,
    modelId: { pattern: /^[a-z0-9-]+\/\S+$/, example: "gateway:openai/gpt-4.1-mini" },
  },
  openai: { keyVar: AI_PROVIDER_KEY_VARS.openai, create: (apiKey, modelId) => createOpenAI({ apiKey })(modelId) },
  anthropic: { keyVar: AI_PROVIDER_KEY_VARS.anthropic, create: (apiKey, modelId) => createAnthropic({ apiKey })(modelId) },
} as const satisfies Record<AiProvider, Provider>;

type ProviderName = keyof typeof PROVIDERS;

export const SUPPORTED_PROVIDERS = Object.keys(PROVIDERS) as ProviderName[];

function isProviderName(name: string): name is ProviderName {
  return Object.hasOwn(PROVIDERS, name);
}

// Keyed by the configuration rather than held once, so a test (or a caller passing its own env) never
// receives a model built for different settings; in production the key never changes.
let cached: { key: string; value: ExtractionModel } | undefined;

/** null when AI_MODEL is unset (local analyzers run). Throws a configuration Error when AI_MODEL names an
 *  unknown provider, has no model part, or the provider's key is missing. */
// Reads the environment unless handed a plain object (tests do), through lib/config.ts either way.
export function extractionModel(env?: EnvSource): ExtractionModel | null {
  const spec = aiModelSpec(env);
  if (!spec) return null;

  const supported = SUPPORTED_PROVIDERS.join(", ");
  const example = "e.g. AI_MODEL=gateway:openai/gpt-4.1-mini";
  const colon = spec.indexOf(":");
  // Split at the first colon only: fine-tuned OpenAI ids contain colons themselves.
  const providerName = (colon < 0 ? spec : spec.slice(0, colon)).trim().toLowerCase();
  const modelId = colon < 0 ? "" : spec.slice(colon + 1).trim();
  if (!isProviderName(providerName)) {
    throw new Error(`AI_MODEL "${spec}" names an unknown provider "${providerName}"; supported providers: ${supported} (${example})`);
  }
  if (!modelId) {
    throw new Error(`AI_MODEL "${spec}" names no model; expected "<provider>:<model>" (${example})`);
  }
  const provider: Provider = PROVIDERS[providerName];
  if (provider.modelId && !provider.modelId.pattern.test(modelId)) {
    throw new Error(`AI_MODEL "${spec}" names no model in the form <provider>/<model> (e.g. AI_MODEL=${provider.modelId.example})`);
  }
  const apiKey = aiProviderKey(providerName, env);
  if (!apiKey && !provider.keyless?.(env)) {
    const or = provider.keyless ? " (or run on Vercel, whose OIDC token it accepts)" : "";
    throw new Error(`AI_MODEL "${spec}" needs ${provider.keyVar} to be set${or}`);
  }

  const id = `${providerName}:${modelId}`;
  const key = `${id}\n${apiKey ?? "oidc"}`;
  if (cached?.key !== key) cached = { key, value: { id, model: provider.create(apiKey, modelId) } };
  return cached.value;
}
