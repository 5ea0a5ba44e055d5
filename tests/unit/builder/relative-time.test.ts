// The builder's "Generated …" wording: always in the past, even when the page's clock lags the server's.
import { describe, expect, it } from "vitest";
import { relativeTime } from "@/app/builder/_components/draft";

const now = Date.parse("2026-11-22T12:00:00Z");
const at = (offsetSeconds: number) => new Date(now + offsetSeconds * 1000).toISOString();

describe("relativeTime", () => {
  it("says just now for the last few seconds, and for a time slightly ahead of the page's clock", () => {
    expect(relativeTime(at(-3), now)).toBe("just now");
    expect(relativeTime(at(20), now)).toBe("just now");
    expect(relativeTime(at(3600), now)).toBe("just now");
  });

  it("counts back in the largest whole unit", () => {
    expect(relativeTime(at(-25), now)).toBe("25 seconds ago");
    expect(relativeTime(at(-120), now)).toBe("2 minutes ago");
    expect(relativeTime(at(-3 * 3600), now)).toBe("3 hours ago");
  });
});
