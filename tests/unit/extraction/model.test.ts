import { describe, expect, it } from "vitest";
import { extractionModel, SUPPORTED_PROVIDERS } from "@/lib/extraction/model";

// Building a provider model makes no request; nothing here reaches the network.
describe("extractionModel", () => {
  it("is null when AI_MODEL is unset or blank, so the local analyzers run", () => {
    expect(extractionModel({})).toBeNull();
    expect(extractionModel({ AI_MODEL: "  ", OPENAI_API_KEY: "sk-test" })).toBeNull();
  });

  it("builds an OpenAI model and records its id", () => {
    const chosen = extractionModel({ AI_MODEL: "openai:gpt-4.1-mini", OPENAI_API_KEY: "sk-test" });
    expect(chosen?.id).toBe("openai:gpt-4.1-mini");
    expect(chosen?.model).toMatchObject({ modelId: "gpt-4.1-mini" });
    expect((chosen?.model as { provider: string }).provider).toMatch(/^openai/);
  });

  it("builds an Anthropic model and records its id", () => {
    const chosen = extractionModel({ AI_MODEL: "anthropic:claude-sonnet-4-5", ANTHROPIC_API_KEY: "sk-ant-test" });
    expect(chosen?.id).toBe("anthropic:claude-sonnet-4-5");
    expect(chosen?.model).toMatchObject({ modelId: "claude-sonnet-4-5" });
    expect((chosen?.model as { provider: string }).provider).toMatch(/^anthropic/);
  });

  it("builds an AI Gateway model from its key, the provider/model id kept whole", () => {
    const chosen = extractionModel({ AI_MODEL: "gateway:openai/gpt-4.1-mini", AI_GATEWAY_API_KEY: "vck-test" });
    expect(chosen?.id).toBe("gateway:openai/gpt-4.1-mini");
    expect(chosen?.model).toMatchObject({ modelId: "openai/gpt-4.1-mini" });
    expect((chosen?.model as { provider: string }).provider).toMatch(/^gateway/);
  });

  it("builds an AI Gateway model on Vercel with no key: the deployment's OIDC token serves", () => {
    const chosen = extractionModel({ AI_MODEL: "gateway:anthropic/claude-sonnet-4.5", VERCEL_OIDC_TOKEN: "eyJ.test" });
    expect(chosen?.model).toMatchObject({ modelId: "anthropic/claude-sonnet-4.5" });
  });

  it("asks for the gateway's key (or Vercel) and for a provider/model id", () => {
    expect(() => extractionModel({ AI_MODEL: "gateway:openai/gpt-4.1-mini", OPENAI_API_KEY: "sk-test" })).toThrow(
      /AI_GATEWAY_API_KEY.*Vercel/,
    );
    expect(() => extractionModel({ AI_MODEL: "gateway:gpt-4.1-mini", AI_GATEWAY_API_KEY: "vck-test" })).toThrow(/<provider>\/<model>/);
  });

  it("splits at the first colon only, so model ids with colons survive", () => {
    const chosen = extractionModel({ AI_MODEL: "openai:ft:gpt-4.1-mini:acme::abc123", OPENAI_API_KEY: "sk-test" });
    expect(chosen?.model).toMatchObject({ modelId: "ft:gpt-4.1-mini:acme::abc123" });
  });

  it("throws a message naming the missing key variable", () => {
    expect(() => extractionModel({ AI_MODEL: "openai:gpt-4.1-mini" })).toThrow(/OPENAI_API_KEY/);
    expect(() => extractionModel({ AI_MODEL: "anthropic:claude-sonnet-4-5", OPENAI_API_KEY: "sk-test" })).toThrow(
      /ANTHROPIC_API_KEY/,
    );
  });

  it("throws on an unknown provider, listing the supported ones", () => {
    let message = "";
    try {
      extractionModel({ AI_MODEL: "mistral:large", OPENAI_API_KEY: "sk-test" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('"mistral"');
    expect(SUPPORTED_PROVIDERS.length).toBeGreaterThan(1);
    for (const provider of SUPPORTED_PROVIDERS) expect(message).toContain(provider);
  });

  it("throws when AI_MODEL names no model", () => {
    expect(() => extractionModel({ AI_MODEL: "openai", OPENAI_API_KEY: "sk-test" })).toThrow(/<provider>:<model>/);
    expect(() => extractionModel({ AI_MODEL: "openai:", OPENAI_API_KEY: "sk-test" })).toThrow(/<provider>:<model>/);
  });

  it("reuses one model per configuration", () => {
    const env = { AI_MODEL: "openai:gpt-4.1-mini", OPENAI_API_KEY: "sk-test" };
    const first = extractionModel(env);
    expect(extractionModel({ ...env })).toBe(first);
    const other = extractionModel({ ...env, AI_MODEL: "openai:gpt-4.1" });
    expect(other).not.toBe(first);
    expect(other?.model).toMatchObject({ modelId: "gpt-4.1" });
  });
});
