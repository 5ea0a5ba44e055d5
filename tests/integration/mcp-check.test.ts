// check_style through the official MCP SDK client over real HTTP: the same answer as REST's POST
// /styles/{ref}/check for a text, a base64 image and an image refused; one candidate only; the
// check lane shared with REST.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { startTestApp, type TestApp } from "../support/app";
import { mcpClient, textOf, toolErrorOf } from "../support/mcp";

let app: TestApp;
let client: Client;
beforeAll(async () => {
  app = await startTestApp();
  ({ client } = await mcpClient(app));
});
afterAll(async () => {
  await client?.close();
  await app?.close();
});

const RISO = "risograph-zine-k2f9";
const NOTES = "release-notes-plainly-t4u8";
const TEXT = "Version 2.4 fixes the export that dropped the last colour of a palette. Search now matches British and American spellings.";
const image = readFileSync(`prisma/seed-images/styles/${RISO}/inspiration-1.webp`);

async function rest(ref: string, body: BodyInit, type?: string) {
  const res = await app.request(`/api/v1/styles/${ref}/check`, { method: "POST", body, headers: type ? { "content-type": type } : {}, ip: app.newIp() });
  return { status: res.status, body: await res.json() };
}

describe("check_style", () => {
  it("answers a text as REST does, with readable text beside the structured result", async () => {
    const r = await client.callTool({ name: "check_style", arguments: { ref: NOTES, text: TEXT } });
    expect(r.isError, textOf(r as never)).toBeFalsy();
    const viaRest = await rest(NOTES, TEXT, "text/plain");
    expect(r.structuredContent).toEqual(viaRest.body);
    expect(textOf(r as never)).toMatch(/^Score \d+\/100 \((on-style|close|off-style)\), voice check\./);
  });

  it("answers a base64 image (data: URL or bare) as REST answers the same file", async () => {
    const form = new FormData();
    form.append("image", new File([new Uint8Array(image)], "riso.webp"));
    const viaRest = await rest(RISO, form);
    for (const data of [image.toString("base64"), `data:image/webp;base64,${image.toString("base64")}`]) {
      const r = await client.callTool({ name: "check_style", arguments: { ref: RISO, image: { data, mediaType: "image/webp" } } });
      expect(r.isError, textOf(r as never)).toBeFalsy();
      expect(r.structuredContent).toEqual(viaRest.body);
    }
    expect(viaRest.body.kind).toBe("visual");
  });

  it("refuses as REST does: two candidates, none, bad base64, a text against a look, an unknown style", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ref: NOTES, text: TEXT, image_url: "https://example.com/a.png" }, /one candidate/],
      [{ ref: NOTES }, /candidate/],
      [{ ref: RISO, image: { data: "***", mediaType: "image/png" } }, /not valid base64/],
      [{ ref: RISO, text: TEXT }, /no writing voice/],
      [{ ref: "no-such-style-zz99", text: TEXT }, /No public style/],
    ];
    for (const [args, message] of cases) {
      const err = toolErrorOf((await client.callTool({ name: "check_style", arguments: args })) as never);
      expect(err.message).toMatch(message);
    }
    const restRefusal = await rest(RISO, JSON.stringify({ text: TEXT }), "application/json");
    const toolRefusal = toolErrorOf((await client.callTool({ name: "check_style", arguments: { ref: RISO, text: TEXT } })) as never);
    expect(toolRefusal).toEqual({ error: restRefusal.body.error, message: restRefusal.body.message });
  });
});
