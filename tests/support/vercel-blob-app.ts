// The route-test app on the Vercel Blob adapter, against the local blob server: the environment is set
// before the app's first blobStore() call, and put back (after the extraction runs drain) on close.
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "./app";
import { startBlobServer, type BlobServer } from "./vercel-blob-server";

const VARIABLES = ["VERCEL_BLOB_API_URL", "BLOB_READ_WRITE_TOKEN"] as const;

export interface VercelBlobApp {
  server: BlobServer;
  app: TestApp;
  close(): Promise<void>;
}

export async function startAppOnVercelBlob(): Promise<VercelBlobApp> {
  const saved = Object.fromEntries(VARIABLES.map((k) => [k, process.env[k]]));
  const server = await startBlobServer();
  process.env.VERCEL_BLOB_API_URL = server.origin;
  process.env.BLOB_READ_WRITE_TOKEN = server.token;
  const app = await startTestApp();
  return {
    server,
    app,
    async close() {
      await drainExtractionRuns();
      await app.close();
      await server.close();
      for (const k of VARIABLES) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
    },
  };
}
