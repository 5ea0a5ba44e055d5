// The access-control matrix (issue 9, "Access control"): every REST endpoint, MCP tool and share page
// x every caller (anonymous; the owner with the right scope; another signed-in user; the owner with a
// wrong scope, with a token for the other resource, with an expired and with a revoked token) x every
// object (the owner's public+approved, link-shared, private, pending and rejected style by slug, id,
// share URL and builder URL; the owner's and the other's extraction and history entry). Each cell
// asserts the exact status and code of the contract (./contract.ts), and that nothing of the owner's
// reaches anyone else. One world is built for all surfaces; the closing summary counts the cells.
import { afterAll, beforeAll } from "vitest";
import { drainExtractionRuns } from "@/lib/jobs";
import { startTestApp, type TestApp } from "../../support/app";
import { roomyRateLimits } from "../support/config";
import { summary } from "./harness";
import { mcpSuites } from "./mcp-tools";
import { restAccountSuites } from "./rest-account";
import { restStyleSuites } from "./rest-styles";
import { shareSuites } from "./share-and-listings";
import { buildWorld, type World } from "./world";

let app: TestApp;
let world: World;

beforeAll(async () => {
  // Each caller checks 28 refs in a row: more than the check lane's 30 a minute across callers of one account.
  roomyRateLimits();
  app = await startTestApp();
  world = await buildWorld(app);
});

afterAll(async () => {
  // The extraction cells start runs; let them end before the database goes.
  await drainExtractionRuns();
  await app?.close();
  console.log(`\n${summary()}\n`);
});

restStyleSuites(() => app, () => world);
restAccountSuites(() => app, () => world);
mcpSuites(() => app, () => world);
shareSuites(() => app, () => world);
