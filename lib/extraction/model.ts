// Which extraction model runs (DESIGN.md, "extraction model" row): unset AI_MODEL keeps the local,
// deterministic analyzers; `AI_MODEL=<provider>:<model>` plus that provider's key switches extraction to
// an LLM through the AI SDK. A misconfiguration throws at start rather than failing every run later.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import type { LanguageModel } from "ai";
import { AI_PROVIDER_KEY_VARS, aiModelSpec, aiProviderKey, type AiProvider, type EnvSource } from "@/lib/config";

export interface ExtractionModel {
  /** `<provider>:<model>`, e.g. "openai:gpt-4.1-mini": recorded as the extraction's `model`. */
  id: string;
  model: LanguageModel;
}

interface Provider {
  keyVar: string;
  create(apiKey: string, modelId: string): LanguageModel;
}

/** The one provider table: adding a provider is one entry here (and its package), and its key variable
 *  in lib/config.ts AI_PROVIDER_KEY_VARS (the type below asks for both). */
const PROVIDERS = {
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
  const example = "e.g. AI_MODEL=openai:gpt-4.1-mini";
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
  const provider = PROVIDERS[providerName];
  const apiKey = aiProviderKey(providerName, env);
  if (!apiKey) {
    throw new Error(`AI_MODEL "${spec}" needs ${provider.keyVar} to be set`);
  }

  const id = `${providerName}:${modelId}`;
  const key = `${id}\n${apiKey}`;
  if (cached?.key !== key) cached = { key, value: { id, model: provider.create(apiKey, modelId) } };
  return cached.value;
}
