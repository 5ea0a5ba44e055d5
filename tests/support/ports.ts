// A free TCP port on 127.0.0.1 for a server a test or script starts (asked of the OS, then released).
import { createServer } from "node:net";

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => ok(port));
    });
    srv.on("error", fail);
  });
}
