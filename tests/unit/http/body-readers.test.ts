// Regressions found by the adversarial suite (npm run test:adversarial): a multipart request whose
// Content-Type has no usable boundary made busboy throw before reading (500 internal_error), and a
// body that ended early (a client's Content-Length lie, a dropped upload) failed the reader the same
// way. Both are the client's mistake: 400 invalid_request. The STYLE.md reader now stops at its size
// limit instead of buffering the whole body first.
import { describe, expect, it } from "vitest";
import { ServiceError } from "@/lib/errors";
import { DISCARD_MAX_BYTES } from "@/lib/http/discard-body";
import { readBodyBytes, readMultipart } from "@/lib/http/multipart";
import { styleMdDocumentOf } from "@/lib/http/parse";

const limits = { maxFiles: 3, maxFileBytes: 1024, maxFieldChars: 100, fileField: /^image(_\d+)?$/, filesLimitWords: "3 on the Free plan" };

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ServiceError) return err.code;
    throw err;
  }
  throw new Error("expected a ServiceError");
}

/** A request whose body sends some bytes and then fails, as an aborted upload does. */
function cutShort(): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"text": "par'));
      controller.error(new Error("aborted"));
    },
  });
  return new Request("http://localhost/x", { method: "POST", body, headers: { "content-type": "text/markdown" }, duplex: "half" } as RequestInit);
}

describe("request body readers", () => {
  it.each(["multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=)(.-mb4_'."])("refuse Content-Type %j with 400 invalid_request", async (type) => {
    const req = new Request("http://localhost/x", { method: "POST", body: "--x\r\n\r\n", headers: { "content-type": type } });
    expect(await codeOf(readMultipart(req, limits))).toBe("invalid_request");
  });

  it.each([
    ["inside an accepted file part", "image"],
    ["inside a refused file part", "attachment"],
  ])("answer a form that ends %s with 400, and leave no error unheard", async (_, field) => {
    // busboy hands the "Unexpected end of form" to the open file's stream too; with no listener there
    // it was an uncaught exception in the server process.
    const uncaught: unknown[] = [];
    const hear = (err: unknown) => uncaught.push(err);
    process.on("uncaughtException", hear);
    try {
      const body = `--b\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
      const req = new Request("http://localhost/x", { method: "POST", body, headers: { "content-type": "multipart/form-data; boundary=b" } });
      expect(await codeOf(readMultipart(req, limits))).toBe("invalid_request");
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", hear);
    }
  });

  it("answer a body that ends early with 400 invalid_request", async () => {
    expect(await codeOf(readBodyBytes(cutShort(), 1024, () => new Error("too large")))).toBe("invalid_request");
    expect(await codeOf(styleMdDocumentOf(cutShort()))).toBe("invalid_request");
  });

  it("read a body with a Content-Length whole, and refuse one that declares more than the limit without keeping it", async () => {
    const sized = (body: BodyInit, length: number) =>
      new Request("http://localhost/x", { method: "POST", body, headers: { "content-type": "text/markdown", "content-length": String(length) }, duplex: "half" } as RequestInit);
    expect((await readBodyBytes(sized("# Title\n", 8), 1024, () => new Error("too large"))).toString()).toBe("# Title\n");
    // Read to its end and dropped, so that the refusal reaches a client still sending (discard-body.ts)...
    let pulled = 0;
    const rest = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 4096) return controller.close();
        pulled += 512;
        controller.enqueue(new Uint8Array(512));
      },
    });
    await expect(readBodyBytes(sized(rest, 4096), 1024, () => new Error("too large"))).rejects.toThrow("too large");
    expect(pulled).toBe(4096);
    // ...unless it declares more than is ever discarded: then it is refused unread.
    const huge = sized(new ReadableStream<Uint8Array>(), DISCARD_MAX_BYTES + 1);
    await expect(readBodyBytes(huge, 1024, () => new Error("too large"))).rejects.toThrow("too large");
    expect(huge.bodyUsed).toBe(false);
    const cut = cutShort();
    const declared = new Request(cut.url, { method: "POST", body: cut.body, headers: { "content-length": "64" }, duplex: "half" } as RequestInit);
    expect(await codeOf(readBodyBytes(declared, 1024, () => new Error("too large")))).toBe("invalid_request");
  });

  it("refuse a STYLE.md document over 512 KB", async () => {
    const req = new Request("http://localhost/x", { method: "POST", body: "x".repeat(512 * 1024 + 1), headers: { "content-type": "text/markdown" } });
    expect(await codeOf(styleMdDocumentOf(req))).toBe("invalid_request");
  });
});
