// The route wrapper maps whatever a handler throws to a contract error, and never leaks internals.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ServiceError } from "@/lib/errors";
import { apiRoute } from "@/lib/http/api-route";

const request = (ip: string) => new Request("http://localhost/api/v1/x", { headers: { "x-forwarded-for": ip } });

afterEach(() => vi.restoreAllMocks());

describe("apiRoute", () => {
  it("turns an unexpected error into 500 internal_error with CORS, logging the cause but not sending it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await apiRoute(async () => {
      throw new TypeError("secret detail at /srv/app/lib/thing.ts:12");
    })(request("192.0.2.10"));
    expect(res.status).toBe(500);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("x-ratelimit-limit")).toBe("120");
    const body = await res.json();
    expect(body.error).toBe("internal_error");
    expect(JSON.stringify(body)).not.toContain("secret detail");
    expect(log).toHaveBeenCalled();
  });

  it("keeps a service error's code, status, extra headers and pricingUrl", async () => {
    const res = await apiRoute(async () => {
      throw new ServiceError("plan_limit_reached", "Saving drafts needs Pro.", { status: 402, pricingUrl: "https://x.test/pricing", headers: { "X-Extra": "1" } });
    })(request("192.0.2.11"));
    expect(res.status).toBe(402);
    expect(res.headers.get("x-extra")).toBe("1");
    expect(await res.json()).toEqual({ error: "plan_limit_reached", message: "Saving drafts needs Pro.", pricingUrl: "https://x.test/pricing" });
  });

  it("adds the common headers to a response whose headers are immutable", async () => {
    const res = await apiRoute(async () => Response.redirect("http://localhost/elsewhere", 302))(request("192.0.2.12"));
    expect(res.status).toBe(302);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});
