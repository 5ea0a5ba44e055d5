// The builder's media uploads spend a lane of their own (issue 31): a clip is probed and an image
// decoded on our CPU, and a refused clip cost nothing, so one crafted file could be sent forever.
// RATE_LIMIT_MEDIA_PER_MIN (default 20) uploads a minute per account, across clips, image samples and
// inspiration images; the lane is spent before the file is read, so refused files count too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { rateLimits } from "@/lib/config";
import { startTestApp, type TestApp } from "../support/app";
import { wav } from "../support/clips";
import { picture } from "../support/extraction";
import { websiteSession } from "../support/sessions";
import { createUser } from "../support/tokens";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

function post(path: string, who: { cookie: string; csrf: string }, parts: Record<string, Buffer>): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, new Blob([new Uint8Array(value)]), `${name}.bin`);
  return app.request(path, { method: "POST", headers: { cookie: who.cookie, "x-csrf-token": who.csrf }, body: form });
}

describe("the media lane", () => {
  it("counts refused clips, then answers 429 with Retry-After for every media upload of that account", async () => {
    const session = await websiteSession((await createUser()).id);
    const who = { cookie: session.cookie, csrf: session.csrfFor("builder") };
    const style = await createStyle(session.userId, { name: "Lane" });
    const garbage = Buffer.alloc(4096, 0x5a);
    const max = rateLimits().mediaPerMinute;
    for (let i = 0; i < max; i++) {
      const res = await post(`/api/site/builder/${style.id}/samples/clip`, who, { clip: garbage, poster: garbage });
      expect(res.status).toBe(400);
    }
    for (const [path, parts] of [
      [`/api/site/builder/${style.id}/samples/clip`, { clip: wav(1), poster: await picture("png") }],
      [`/api/site/builder/${style.id}/samples/image`, { image: await picture("png") }],
      [`/api/site/builder/${style.id}/images`, { image: await picture("png") }],
    ] as const) {
      const res = await post(path, who, parts);
      expect(res.status, path).toBe(429);
      expect((await res.json()).error).toBe("rate_limited");
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Another account has its own lane.
    const other = await websiteSession((await createUser()).id);
    const theirs = await createStyle(other.userId, { name: "Theirs" });
    const res = await post(`/api/site/builder/${theirs.id}/images`, { cookie: other.cookie, csrf: other.csrfFor("builder") }, { image: await picture("png") });
    expect(res.status).toBe(201);
  });
});
