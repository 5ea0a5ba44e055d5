// target=skill, unzipped with Info-ZIP's unzip and checked against the Agent Skills rules: one folder
// named by the style holding SKILL.md (the reference validator, skills-ref, finds no error; a body under
// 5,000 tokens), the style's STYLE.md (which our linter passes) and the reference images as given.
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { parse as parseYaml } from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import { countTokens } from "@/lib/compile";
import { exportStyle, type SkillImage } from "@/lib/export";
import { lintStyleMd } from "@/lib/stylemd/lint";
import { type UnzippedSkill, unzipSkill } from "./ecosystem";
import { type Fixture, galleryFixture, galleryFixtures, hostileFixture } from "./fixtures";

const opened: UnzippedSkill[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.dispose()));
});

async function skillOf(f: Fixture, images: SkillImage[] = []): Promise<UnzippedSkill> {
  const file = exportStyle("skill", f.snapshot, f.ctx, images);
  expect(file.contentType).toBe("application/zip");
  const skill = await unzipSkill(file.body as Uint8Array);
  opened.push(skill);
  return skill;
}

async function skillMd(skill: UnzippedSkill): Promise<{ front: { name: string; description: string }; body: string }> {
  const text = (await skill.read("SKILL.md")).toString("utf8");
  const [, yaml, ...rest] = text.split(/^---$/m);
  return { front: parseYaml(yaml!), body: rest.join("---") };
}

async function png(color: string): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: color } }).png().toBuffer());
}

describe("skill export", () => {
  it.each(galleryFixtures().map((f) => [f.slug, f] as const))("%s: a valid skill folder with a valid STYLE.md", async (_slug, f) => {
    const skill = await skillOf(f);
    expect(skill.top).toEqual([skill.folder]);
    expect(await skill.validate()).toEqual([]);
    const { front, body } = await skillMd(skill);
    expect(front.name).toBe(skill.folder);
    expect(front.name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(front.name.length).toBeLessThanOrEqual(64);
    expect(front.description.length).toBeLessThanOrEqual(1024);
    expect(front.description).toContain(f.snapshot.name);
    expect(front.description).toMatch(/Use it when/);
    expect(countTokens(body)).toBeLessThan(5000);
    expect(body).toMatch(/## How to apply it/);
    expect(body).toMatch(/## When to read STYLE\.md again/);
    const lint = lintStyleMd((await skill.read("STYLE.md")).toString("utf8"));
    expect(lint).toMatchObject({ valid: true, errors: [] });
  });

  it("carries the reference images as given, and names them in SKILL.md", async () => {
    const images: SkillImage[] = [
      { kind: "inspiration", alt: "a pink zine cover", contentType: "image/png", data: await png("#FF48B0") },
      { kind: "sample", alt: null, contentType: "image/png", data: await png("#0078BF") },
      { kind: "sample", alt: null, contentType: "image/png", data: await png("#FFE800") },
    ];
    const skill = await skillOf(galleryFixture("risograph-zine-k2f9"), images);
    expect(skill.files).toEqual(["SKILL.md", "STYLE.md", "images/inspiration-1.png", "images/sample-1.png", "images/sample-2.png"]);
    expect(new Uint8Array(await skill.read("images/sample-2.png"))).toEqual(images[2]!.data);
    const { body } = await skillMd(skill);
    expect(body).toContain("`images/inspiration-1.png`: inspiration, a pink zine cover");
    expect(body).toContain("`images/sample-2.png`");
  });

  it("a writing voice gets instructions for text and no images folder", async () => {
    const skill = await skillOf(galleryFixture("plant-shop-social-a9r6"));
    expect(skill.files).toEqual(["SKILL.md", "STYLE.md"]);
    const { front, body } = await skillMd(skill);
    expect(front.description).toMatch(/a writing voice/);
    expect(body).toMatch(/follow the Voice section/);
    expect(body).not.toMatch(/images\//);
  });

  it("keeps name and description within the limits for a style that is all words", async () => {
    const base = galleryFixture("swiss-launch-poster-m3x8");
    const long: Fixture = {
      ...base,
      snapshot: {
        ...base.snapshot,
        name: "Claude's Extremely Long Named Style For Testing The Sixty Four Character Limit Of Skill Names Right Here",
        description: "word ".repeat(400),
        blocks: [...base.snapshot.blocks, ...Array.from({ length: 400 }, (_, i) => ({ section: "subjects" as const, type: "descriptor" as const, value: `subject number ${i} with a few more words to make it long` }))],
      },
    };
    const skill = await skillOf(long);
    expect(await skill.validate()).toEqual([]);
    const { front, body } = await skillMd(skill);
    expect(front.name.length).toBeLessThanOrEqual(64);
    expect(front.name).not.toMatch(/claude/);
    expect(front.description.length).toBeLessThanOrEqual(1024);
    expect(front.description).toMatch(/Use it when/);
    // Too big to repeat in brief: the body points to STYLE.md and stays under budget.
    expect(countTokens(body)).toBeLessThan(5000);
    expect(body).not.toContain("## The style in brief");
  });

  it("hostile text stays data in SKILL.md and STYLE.md", async () => {
    const skill = await skillOf(hostileFixture());
    expect(await skill.validate()).toEqual([]);
    const { front, body } = await skillMd(skill);
    expect(front.name).toBe("evil-body-color-red-script-alert-1-script-quoted-and-1");
    expect(front.description).not.toMatch(/[<>]/);
    expect(body).not.toMatch(/<script|<img|<\/style>|\]\(javascript/);
    expect(lintStyleMd((await skill.read("STYLE.md")).toString("utf8")).valid).toBe(true);
  });

  it("SKILL.md's front matter, as text, makes no link or image of the description (a renderer that shows it as text)", async () => {
    const f = hostileFixture();
    f.snapshot.description = "Cut paper [click](javascript:alert(1)) and ![pixel](https://evil.example/p.png) <b>bold</b>";
    const skill = await skillOf(f);
    const text = (await skill.read("SKILL.md")).toString("utf8");
    const yaml = text.split(/^---$/m)[1]!;
    expect(yaml).not.toMatch(/\]\(|<b>/);
    // YAML readers still get the words as typed (but for the tags agent hosts refuse).
    expect((await skillMd(skill)).front.description).toContain("[click](javascript:alert(1))");
    expect(await skill.validate()).toEqual([]);
  });

  it("the validator is strict: it refuses a folder that does not match its name", async () => {
    const bad = zipSync({ "Bad Folder": { "SKILL.md": strToU8("---\nname: Bad--Name\ndescription: x\n---\nbody\n") } });
    const skill = await unzipSkill(bad);
    opened.push(skill);
    const errors = await skill.validate();
    expect(errors.join("\n")).toMatch(/lowercase/);
    expect(errors.join("\n")).toMatch(/consecutive hyphens/);
    expect(errors.join("\n")).toMatch(/must match skill name/);
  });

  it("zips the same generation to the same bytes", () => {
    const f = galleryFixture("risograph-zine-k2f9");
    expect(exportStyle("skill", f.snapshot, f.ctx).body).toEqual(exportStyle("skill", f.snapshot, f.ctx).body);
  });
});
