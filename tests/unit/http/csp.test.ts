// The page policy: what each directive allows, per page and per environment.
import { describe, expect, it } from "vitest";
import { newNonce, pagePolicy } from "@/lib/http/csp";

const base = { nonce: "abc123", pathname: "/", development: false, https: true };
const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.split(" ")[0] === name);

describe("pagePolicy", () => {
  it("lets only this response's nonced scripts run, never eval in production", () => {
    const policy = pagePolicy(base);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'self'");
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("adds 'unsafe-eval' in development only, and upgrades requests only on https", () => {
    const dev = pagePolicy({ ...base, development: true, https: false });
    expect(directive(dev, "script-src")).toContain("'unsafe-eval'");
    expect(dev).not.toContain("upgrade-insecure-requests");
  });

  it("keeps forms on this site except sign-in and OAuth consent, which end on another origin", () => {
    for (const pathname of ["/", "/extract", "/builder/x", "/account", "/signing-off"]) {
      expect(directive(pagePolicy({ ...base, pathname }), "form-action"), pathname).toBe("form-action 'self'");
    }
    for (const pathname of ["/signin", "/signin/check-email", "/oauth/authorize/consent"]) {
      expect(directive(pagePolicy({ ...base, pathname }), "form-action"), pathname).toBeUndefined();
    }
  });

  it("allows previews from data: and blob: URLs and the blob CDN for images and media", () => {
    const policy = pagePolicy(base);
    expect(directive(policy, "img-src")).toContain("blob:");
    expect(directive(policy, "img-src")).toContain("data:");
    expect(directive(policy, "media-src")).toContain("https://*.public.blob.vercel-storage.com");
  });
});

describe("newNonce", () => {
  it("is 128 random bits in base64, different every time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(n).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
