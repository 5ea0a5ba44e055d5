// A small Upstash-REST server in front of the machine's real Redis, so the production limiter
// (@upstash/ratelimit over @upstash/redis) runs its Lua scripts on a real Redis in tests. It speaks the
// part of Upstash's REST protocol the client uses: POST / with one command as a JSON array, POST
// /pipeline with an array of them, a bearer token, `{result}` / `{error}` bodies, and base64-encoded
// strings when the client asks for `Upstash-Encoding: base64` (its default). Upstash accepts a Lua
// flag of its own (`#!lua flags=allow-key-locking`) that Redis refuses, so the bridge drops it and
// keeps the client's script SHAs working, as Upstash does.
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import Redis from "ioredis";

export interface UpstashBridge {
  url: string;
  token: string;
  /** Commands the bridge forwarded, by name (EVALSHA, EVAL, ...). */
  commands: Map<string, number>;
  /** The Redis connection behind it, for assertions and SCRIPT FLUSH. */
  redis: Redis;
  close(): Promise<void>;
}

type Reply = string | number | null | Reply[];

const UPSTASH_ONLY_FLAGS = new Set(["allow-key-locking"]);
const sha1 = (text: string) => createHash("sha1").update(text).digest("hex");

/** The script as Redis accepts it: the shebang without Upstash-only flags. */
function forRedis(script: string): string {
  return script.replace(/^#!lua flags=([^\n]*)/, (_line, flags: string) => {
    const kept = flags.split(",").filter((f) => f && !UPSTASH_ONLY_FLAGS.has(f));
    return kept.length ? `#!lua flags=${kept.join(",")}` : "#!lua";
  });
}

function encode(reply: unknown, base64: boolean): Reply {
  if (Buffer.isBuffer(reply)) return base64 ? reply.toString("base64") : reply.toString("utf8");
  if (Array.isArray(reply)) return reply.map((r) => encode(r, base64));
  if (typeof reply === "string") return base64 && reply !== "OK" ? Buffer.from(reply).toString("base64") : reply;
  if (typeof reply === "number" || reply === null) return reply;
  return String(reply);
}

async function body(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

export async function startUpstashBridge(redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379"): Promise<UpstashBridge> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  const token = randomBytes(16).toString("hex");
  const commands = new Map<string, number>();
  // The client's SHA of a script (with Upstash's flag) -> the SHA Redis knows it by.
  const shas = new Map<string, string>();

  /** EVAL and SCRIPT LOAD send the script Redis accepts; EVALSHA names it by Redis's SHA. */
  const translate = (name: string, args: string[]): string[] => {
    if ((name === "EVAL" || name === "EVAL_RO") && args[0]) {
      const script = forRedis(args[0]);
      shas.set(sha1(args[0]), sha1(script));
      return [script, ...args.slice(1)];
    }
    if (name === "SCRIPT" && args[0]?.toUpperCase() === "LOAD" && args[1]) {
      const script = forRedis(args[1]);
      shas.set(sha1(args[1]), sha1(script));
      return ["LOAD", script];
    }
    if ((name === "EVALSHA" || name === "EVALSHA_RO") && args[0]) return [shas.get(args[0]) ?? args[0], ...args.slice(1)];
    return args;
  };

  const run = async (command: unknown, base64: boolean): Promise<{ result?: Reply; error?: string }> => {
    if (!Array.isArray(command) || command.length === 0) return { error: "ERR a command is a non-empty array" };
    const [raw, ...args] = command.map(String);
    const name = raw!.toUpperCase();
    commands.set(name, (commands.get(name) ?? 0) + 1);
    try {
      return { result: encode(await redis.callBuffer(name, ...translate(name, args)), base64) };
    } catch (err) {
      return { error: (err as Error).message };
    }
  };

  const server = createServer(async (req, res) => {
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${token}`) return send(401, { error: "Unauthorized" });
    const base64 = String(req.headers["upstash-encoding"] ?? "").toLowerCase() === "base64";
    let parsed: unknown;
    try {
      parsed = await body(req);
    } catch {
      return send(400, { error: "ERR the body is not JSON" });
    }
    const path = new URL(req.url ?? "/", "http://bridge").pathname;
    if (path === "/pipeline" || path === "/multi-exec") {
      if (!Array.isArray(parsed)) return send(400, { error: "ERR a pipeline is an array of commands" });
      const out = [];
      for (const command of parsed) out.push(await run(command, base64));
      return send(200, out);
    }
    const answer = await run(parsed, base64);
    return answer.error !== undefined ? send(400, answer) : send(200, answer);
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    commands,
    redis,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      redis.disconnect();
    },
  };
}
