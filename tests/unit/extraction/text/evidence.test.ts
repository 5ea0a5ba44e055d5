// Every habit the text analyzer claims quotes evidence that shows the habit on its own: each detector
// is run on its own evidence, over every labelled text, and the detectors refuse the quotes the
// analyzer used to get wrong (an active "we find" as passive, a noun phrase as an imperative, acronyms
// as capitals).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeText } from "@/lib/extraction/analyzers/text";
import { evidenceHolds, quotedEvidence } from "@/lib/extraction/analyzers/text/evidence";
import { blockValueText } from "@/lib/styles/blocks";
import { LABELLED_TEXTS } from "../support/labelled-texts";

const EVAL_DIR = path.join(import.meta.dirname, "../../../eval/texts");
const evalTexts = readdirSync(EVAL_DIR)
  .filter((f) => f.endsWith(".txt"))
  .map((f) => ({ id: f, text: readFileSync(path.join(EVAL_DIR, f), "utf8") }));

describe("a habit's evidence shows the habit", () => {
  it.each([
    ["Prefers the passive voice (“We find that the effect holds across cohorts.”).", false],
    ["Prefers the passive voice (“The samples were collected at dawn.”).", true],
    ["Speaks in direct imperatives (“The quiet harbour at dawn.”).", false],
    ["Speaks in direct imperatives (“Bring a friend and a flask.”).", true],
    ["Sets key passages in capitals (“GNU GPL FSF PCRE HTTPS”).", false],
    ["Sets key passages in capitals (“THE SOFTWARE IS PROVIDED AS IS, WITHOUT WARRANTY”).", true],
    ["Drops in short fragments for emphasis (“Never again.”, “Not once.”).", true],
    ["Drops in short fragments for emphasis (“This sentence is far too long to be a fragment.”).", false],
    ["Uses dashes for asides (“the kettle — still warm — sang”).", true],
    ["Uses dashes for asides (“xz --decompress file”).", false],
    // A form's rule quotes the lines that make the form (text/letter.ts, text/legal.ts).
    ["Written as a letter: a greeting on a line of its own (“Dear Gran,”), paragraphs of prose, then a sign-off on a line of its own (“Lots of love,”).", true],
    ["Written as a letter: a greeting on a line of its own (“The rain kept falling,”), paragraphs of prose.", false],
    ["Written as a letter: paragraphs of prose, then a sign-off with the name on the same line (“See you next week, Ana”).", true],
    ["Written as a letter: paragraphs of prose, then a sign-off with the name on the same line (“See you next week, and bring cake”).", false],
    ["Written as an email: header lines (“Subject: Friday's demo”), paragraphs of prose, and a postscript (“P.S. There's cake.”).", true],
    ["Laid out as legal text: numbered clauses (“5.1 You may terminate this Agreement at…”, “(a) you breach any provision”).", true],
    ["Laid out as legal text: numbered clauses (“You may terminate this Agreement at any time”).", false],
    ["Laid out as legal text: defined terms (“files (the \"Software\")”, “the Service”), the words of obligation and disclaimer (“shall”, “notwithstanding”).", true],
    ["Laid out as legal text: the words of obligation and disclaimer (“shallow”, “herring”).", false],
    ["Laid out as legal text: a disclaimer set in capitals (“THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY”).", true],
    ["Laid out as legal text: a disclaimer set in capitals (“The software is provided as is”).", false],
  ])("%s -> %s", (claim, holds) => {
    expect(evidenceHolds(claim)).toBe(holds);
  });

  it("reads the quotes out of a claim, without a cut's ellipsis", () => {
    expect(quotedEvidence("Drops in short fragments for emphasis (“stupid.”, “contemptible and…”).")).toEqual(["stupid.", "contemptible and"]);
  });

  it.each([...LABELLED_TEXTS.map((t) => [t.id, t.text] as const), ...evalTexts.map((t) => [t.id, t.text] as const)])(
    "%s: every claimed habit's quote passes its own detector",
    (_id, text) => {
      const phrases = analyzeText(text, { sample: true }).blocks.filter((b) => b.type === "phrase").map(blockValueText);
      for (const p of phrases) expect(evidenceHolds(p), p).toBe(true);
    },
  );
});

describe("the form of a text is a rule of its own, and survives in the sample", () => {
  const of = (text: string) => {
    const a = analyzeText(text, { sample: true });
    return { phrases: a.blocks.filter((b) => b.type === "phrase").map(blockValueText), sample: String(a.blocks.find((b) => b.type === "sample")?.value ?? "") };
  };

  it("keeps a Markdown README's headings and lists in the sample", () => {
    const readme = `# frob\n\nfrob rearranges the lines of a file.\n\n## Install\n\n- Download the release.\n- Run \`make install\`.\n\nThe defaults suit most people; see the manual for the rest of the options and the configuration file.\n`;
    const { phrases, sample } = of(readme);
    expect(phrases[0]).toMatch(/^Written in Markdown/);
    expect(sample).toMatch(/^# frob\n\n/);
    expect(sample).toContain("## Install");
    expect(sample).toContain("- Download the release.");
  });

  it("names a NEWS file's form and keeps its release headings", () => {
    const news = readFileSync(path.join(EVAL_DIR, "changelog-grep-news.txt"), "utf8");
    const { phrases, sample } = of(news);
    expect(phrases[0]).toMatch(/^Written as a NEWS file/);
    expect(sample).toMatch(/Noteworthy changes in release/);
    expect(sample.split("\n").length).toBeGreaterThan(5);
  });

  it("names verse and keeps its line breaks", () => {
    const poem = readFileSync(path.join(EVAL_DIR, "verse-poe-science.txt"), "utf8");
    const { phrases, sample } = of(poem);
    expect(phrases[0]).toMatch(/^Set as verse/);
    expect(sample.split("\n").length).toBeGreaterThanOrEqual(5);
  });
});
