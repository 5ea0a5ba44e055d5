// A remix of someone else's style copies what its public generation shows, nothing more. It copied every
// block of the published snapshot, switched-off blocks and switched-off sections included, which no
// share page, API format or MCP tool shows (issue 31): a draft note the author had switched off reached
// whoever pressed Remix. The owner remixing their own style still gets all of it (it is theirs).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStyle } from "@/lib/builder/create";
import { saveStyleEdits } from "@/lib/builder/edit";
import { generateStyle } from "@/lib/builder/generate";
import { publishStyle } from "@/lib/builder/publish";
import { remixStyle } from "@/lib/builder/remix";
import { db } from "@/lib/db/client";
import { startTestApp, type TestApp } from "../support/app";
import { account } from "../support/extraction";

let app: TestApp;
let slug: string;
let authorId: string;
let styleId: string;

beforeAll(async () => {
  app = await startTestApp();
  const author = await account({ plan: "pro" });
  authorId = author.userId;
  const style = await createStyle(author.userId, { name: "Half Shown" });
  styleId = style.id;
  await saveStyleEdits(author.userId, style.id, {
    disabledSections: ["texture"],
    blocks: [
      { section: "overview", type: "descriptor", value: "Flat cut paper shapes", enabled: true },
      { section: "overview", type: "descriptor", value: "SECRET note to self: client is Acme", enabled: false },
      { section: "texture", type: "descriptor", value: "HIDDEN section: grain from the scanner", enabled: true },
      { section: "palette", type: "color", value: { hex: "#FF48B0", name: "pink" }, enabled: true },
    ],
  });
  await generateStyle(author.userId, style.id);
  const published = await publishStyle(author.userId, style.id, { visibility: "public", category: "illustration", tags: ["paper"] });
  await (await db()).style.update({ where: { id: style.id }, data: { moderation: "approved" } });
  slug = published.slug!;
});
afterAll(() => app?.close());

async function blocksOf(id: string): Promise<string[]> {
  const rows = await (await db()).block.findMany({ where: { styleId: id }, orderBy: { position: "asc" } });
  return rows.map((b) => JSON.stringify(b.value));
}

describe("remix", () => {
  it("another person's remix holds only the blocks the public generation shows", async () => {
    const other = await account({ plan: "pro" });
    const remix = await remixStyle(other.userId, slug);
    const copied = await blocksOf(remix.id);
    expect(copied.join("\n")).not.toMatch(/SECRET|HIDDEN/);
    expect(copied.join("\n")).toContain("Flat cut paper shapes");
    expect(copied.join("\n")).toContain("#FF48B0");
    // And nothing of it shows through the compiled remix either.
    const row = await (await db()).style.findUniqueOrThrow({ where: { id: remix.id }, select: { disabledSections: true } });
    expect(row.disabledSections).toEqual([]);
  });

  it("the owner's own remix keeps everything, switched off as it was", async () => {
    const remix = await remixStyle(authorId, styleId);
    const copied = await blocksOf(remix.id);
    expect(copied.join("\n")).toMatch(/SECRET/);
    expect(copied.join("\n")).toMatch(/HIDDEN/);
  });
});
