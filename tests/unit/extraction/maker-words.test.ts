// The maker's words are heard: a text is read for what it is (a look, a voice, a sample, a sample with
// a note), a brief becomes the style it names, and with images the maker's medium, subject and mood
// win while nothing contradicts what they wrote.
import { describe, expect, it } from "vitest";
import type { Analysis } from "@/lib/extraction/analysis";
import { analyzeBrief, analyzeVoiceDescription, readAs, readingNotice } from "@/lib/extraction/analyzers/description";
import { againstMakerWords, fuseWithImages, makerGrounding } from "@/lib/extraction/maker-words";
import { readTexts } from "@/lib/extraction/text-reading";
import { blockSchema, blockValueText, type Block } from "@/lib/styles/blocks";
import { LABELLED_TEXTS } from "./support/labelled-texts";

const CYBERPUNK = "moody cyberpunk city at night, neon signs reflected in rain-soaked streets, cinematic wide shots, teal and magenta";
const RANGER = "Write like a friendly park ranger: short, warm sentences, practical tips, a little gentle humour, never preachy.";
const STORYBOOK = "a storybook digital painting of a rocket landing in a pine forest, tiny figures, textured brushwork";
const NEWSLETTER =
  "here's our newsletter intro, keep it this warm but shorter: Hi friends! This week we finally opened the new workshop " +
  "space on Elm Street, and honestly, we cried a little. Thank you to everyone who came by with cake, tools and good " +
  "wishes. Classes start on Monday, and the kettle is always on.";

const texts = (a: Analysis, section: string) => a.blocks.filter((b) => b.section === section).map(blockValueText);
const must = (a: Analysis | null): Analysis => {
  if (!a) throw new Error("expected an analysis");
  for (const b of a.blocks) expect(blockSchema.safeParse(b).success, JSON.stringify(b)).toBe(true);
  return a;
};

describe("readAs: what a text is", () => {
  it.each([
    [CYBERPUNK, "look"],
    [STORYBOOK, "look"],
    ["flat vector icons, pastel, no shading", "look"],
    [RANGER, "voice"],
    ["casual, first person, lots of emoji, no hashtags", "voice"],
    ["brand voice: witty, concise, second person. visuals: mustard and sage, flat illustration", "look-and-voice"],
    ["loving the teal and magenta sunset tonight 🌅 #blessed", "sample"],
    ["We walked down to the harbour at dawn. The boats were painted blue and red, and the water was still.", "sample"],
  ])("%j is %s", (text, as) => {
    expect(readAs(text).as).toBe(as);
  });

  it("splits a sample from the note about it", () => {
    const r = readAs(NEWSLETTER);
    expect(r.as).toBe("mix");
    expect(r.note).toBe("here's our newsletter intro, keep it this warm but shorter");
    expect(r.sample).toMatch(/^Hi friends!/);
  });

  it("reads every labelled writing sample as a sample", () => {
    expect(LABELLED_TEXTS.filter((t) => readAs(t.text).as !== "sample").map((t) => t.id)).toEqual([]);
  });

  it("says how each text was read", () => {
    expect(readingNotice([{ as: "look" }])).toBe("We read your text as a description of a look.");
    expect(readingNotice([{ as: "sample" }, { as: "voice" }])).toBe(
      "We read your texts as: text 1, a writing sample; text 2, a description of a writing voice.",
    );
  });
});

describe("a description of a look becomes a look", () => {
  it("keeps the maker's colours, light, framing and subjects, and no voice", () => {
    const a = must(analyzeBrief(CYBERPUNK, "look"));
    expect(texts(a, "palette").slice(0, 2)).toEqual(expect.arrayContaining([expect.stringMatching(/teal/), expect.stringMatching(/magenta/)]));
    expect(texts(a, "lighting").join(" ")).toMatch(/night/);
    expect(texts(a, "lighting").join(" ")).toMatch(/neon/);
    expect(texts(a, "composition").join(" ")).toMatch(/wide/);
    expect(texts(a, "subjects")).toEqual(expect.arrayContaining(["city at night", "neon signs reflected in rain-soaked streets"]));
    expect(texts(a, "voice")).toEqual([]);
  });

  it("names the medium and subject the maker wrote, and what they ruled out", () => {
    const a = must(analyzeBrief(`${STORYBOOK}, never glossy`, "look"));
    expect(texts(a, "medium").join(" ")).toMatch(/digital painting/);
    expect(texts(a, "subjects")).toContain("rocket landing in a pine forest");
    expect(texts(a, "guardrails").join(" ")).toMatch(/gloss/);
    expect(a.blocks.map(blockValueText).join(" ")).not.toMatch(/photograph/i);
  });
});

describe("a look's words land in their sections", () => {
  it("reads a lens, contrast, candid framing and type, and keeps a colour list within its clause", () => {
    const a = must(analyzeBrief("gritty black and white street photography, high contrast, candid, 85mm lens, big waves, indigo and bone, chunky serif type", "look"));
    expect(texts(a, "composition")).toEqual(expect.arrayContaining(["seen through an 85mm lens", expect.stringMatching(/candid/)]));
    expect(texts(a, "lighting").join(" ")).toMatch(/high contrast/);
    expect(texts(a, "typography").join(" ")).toMatch(/serif/);
    // "big waves, indigo": waves is a subject, not a colour of the list after the comma.
    expect(texts(a, "palette").join(" ")).not.toMatch(/waves/);
    expect(texts(a, "subjects").join(" ")).toMatch(/big waves/);
  });

  it("keeps the maker's words the vocabulary does not know in the section their head word names", () => {
    const a = must(analyzeBrief("a botanical engraving of ferns, fine crosshatching, visible craquelure, overhead shots, dim lantern glow, sepia", "look"));
    expect(texts(a, "medium").join(" ")).toMatch(/etch/);
    expect(texts(a, "subjects")).toContain("ferns");
    expect(texts(a, "texture")).toEqual(expect.arrayContaining(["fine crosshatching", "visible craquelure"]));
    expect(texts(a, "composition")).toContain("overhead shots");
    expect(texts(a, "lighting")).toContain("dim lantern glow");
  });

  it("names the medium in the maker's words, a material being no colour, and the moods they named", () => {
    const a = must(analyzeBrief("quick graphite and charcoal portrait studies on grey paper, melancholy", "look"));
    expect(texts(a, "medium").join(" ")).toMatch(/charcoal portrait studies|graphite/);
    expect(texts(a, "palette").join(" ")).not.toMatch(/charcoal/);
    expect(texts(a, "mood").join(" ")).toMatch(/melanchol/);
    const b = must(analyzeBrief("a 1950s travel poster of a beach town, welcoming, slightly wonky lettering", "look"));
    expect(texts(b, "medium").join(" ")).toMatch(/travel poster/);
    expect(texts(b, "mood")).toContain("welcoming");
    expect(texts(b, "subjects").join(" ")).toMatch(/beach town/);
    // A mood word that describes a thing is the thing's ("dark sky" is no mood).
    const c = must(analyzeBrief("watercolour, dark sky over a harbour", "look"));
    expect(texts(c, "mood").join(" ")).not.toMatch(/\bdark\b/);
  });

  it("keeps a modifier and an everyday word after a colour from becoming colours", () => {
    const a = must(analyzeBrief("dark romantic oil painting, deep crimson velvet curtains, navy + bone + rust", "look"));
    const palette = texts(a, "palette").join(" ");
    expect(palette).not.toMatch(/romantic|velvet/);
    expect(palette).toMatch(/crimson/);
    expect(palette).toMatch(/bone/);
    expect(palette).toMatch(/rust/);
    expect(texts(a, "mood")).toEqual(expect.arrayContaining(["dark", "romantic"]));
  });

  it("reads 'A not B', 'X-free' and 'no textures' as what the maker rules out", () => {
    const a = must(analyzeBrief("moody not gloomy, clutter-free studio shots of ceramics, absolutely no textures, like the Bauhaus", "look"));
    const guardrails = texts(a, "guardrails").join(" | ");
    expect(guardrails).toMatch(/gloomy/);
    expect(guardrails).toMatch(/clutter/);
    expect(texts(a, "subjects").join(" ")).not.toMatch(/clutter/);
    // The maker ruled textures out: a named reference lends none.
    expect(texts(a, "texture")).toEqual([]);
  });

  it("reads a hue before a thing as the hue ('red seal stamp'), low poly as its own medium, and skips pointers at the image", () => {
    const a = must(analyzeBrief("low poly foxes, one red seal stamp, exactly this kind of thing", "look"));
    expect(texts(a, "palette").join(" ")).toMatch(/#FF0000 red/);
    expect(texts(a, "medium").join(" ")).toMatch(/low-poly/);
    expect(texts(a, "subjects").join(" ")).not.toMatch(/kind of thing/);
  });

  it("drops prompt-tool flags but reads '--no' as what they rule out, and 'people: none' too", () => {
    const a = must(analyzeBrief("retro arcade cabinet art, chrome lettering --ar 3:2 --style raw --no people, watermark --v 6.1", "look"));
    const all = a.blocks.map(blockValueText).join(" | ");
    expect(all).not.toMatch(/\b3:2\b|\braw\b|6\.1/);
    expect(texts(a, "guardrails")).toEqual(expect.arrayContaining(["people", "watermark"]));
    const b = must(analyzeBrief("• isometric 3D scenes of a bakery\n• palette: cream, cocoa, mint\n• people: none", "look"));
    expect(texts(b, "guardrails")).toContain("people");
  });

  it("reads a hue typed with one slip, 'pure black' as black, and 'X are a no' as ruled out", () => {
    const a = must(analyzeBrief("turqouise sea and pure black rocks, gouache. seagulls are a no", "look"));
    const palette = texts(a, "palette").join(" ");
    expect(palette).toMatch(/#40E0D0 turquoise/);
    expect(palette).toMatch(/#000000 pure black/);
    expect(texts(a, "guardrails")).toContain("seagulls");
  });

  it("says what the maker rules out plainly, and keeps what they allow in brackets", () => {
    const a = must(analyzeBrief("knitted toy photos, soft daylight. no big shiny plastic eyes pls (button eyes are fine!!), don't show the faces of people, stay away from anything that looks like canva", "look"));
    const guardrails = texts(a, "guardrails");
    expect(guardrails).toEqual(expect.arrayContaining(["big shiny plastic eyes", "faces of people", "canva"]));
    expect(guardrails.join(" | ")).not.toMatch(/button|pls|that looks/);
  });

  it("rules out every item of a list that a negation opens, as one line", () => {
    const a = must(analyzeBrief("clean flat icons. please no realistic teeth, gums, drills or anything clinical. warm colours", "look"));
    const guardrails = texts(a, "guardrails");
    expect(guardrails.some((g) => /teeth/.test(g) && /gums/.test(g) && /drills/.test(g) && /clinical/.test(g))).toBe(true);
    expect(texts(a, "mood").join(" ")).not.toMatch(/clinical/);
  });

  it("rules out every name inside what a clause forbids", () => {
    const a = must(analyzeBrief("risograph zine, pink and blue, avoid gradients and anything glossy", "look"));
    expect(texts(a, "texture").join(" ")).not.toMatch(/gloss/);
    expect(texts(a, "guardrails").join(" ")).toMatch(/gloss/);
  });
});

describe("a description of a voice becomes a voice", () => {
  it("takes only the levels the maker named, their tone, persona and rules, and never a sample", () => {
    const a = must(analyzeVoiceDescription(RANGER));
    expect(texts(a, "voice").length).toBeGreaterThan(0);
    const of = (type: string) => a.blocks.filter((b) => b.type === type).map(blockValueText);
    expect(of("tone")[0]).toMatch(/warm/);
    expect(of("tone")[0]).toMatch(/humo/);
    expect(of("sentence-length")).toEqual(["short"]);
    expect(of("phrase").join(" ")).toMatch(/park ranger/);
    expect(of("avoid")).toEqual(["preachy"]);
    expect(of("sample")).toEqual([]);
    // Not measured as if it were the voice: a brief has no person, formality or emoji it did not ask for.
    expect(of("person")).toEqual([]);
    expect(of("formality")).toEqual([]);
    expect(of("emoji")).toEqual([]);
    expect(texts(a, "palette")).toEqual([]);
  });

  it("reads habits a brief asks for as rules, and a persona never from what it rules out", () => {
    const a = must(analyzeVoiceDescription("lowercase always, active voice, we not I, never sound like a corporate press release, no hashtag walls"));
    const of = (type: string) => a.blocks.filter((b) => b.type === type).map(blockValueText);
    expect(of("phrase")).toEqual(expect.arrayContaining([expect.stringMatching(/lower case/), expect.stringMatching(/active voice/)]));
    expect(of("phrase").join(" ")).not.toMatch(/Sounds like/);
    expect(of("person")).toEqual(["first"]);
    expect(of("hashtags")).toEqual(["rare"]);
    expect(of("avoid")).toEqual(expect.arrayContaining(["corporate press release", "hashtag walls"]));
  });

  it("reads levels and ruled-out habits from a terse brief", () => {
    const a = must(analyzeVoiceDescription("formal and precise, third person, avoid jargon and exclamation marks, no emoji"));
    const of = (type: string) => a.blocks.filter((b) => b.type === type).map(blockValueText);
    expect(of("formality")).toEqual(["formal"]);
    expect(of("person")).toEqual(["third"]);
    expect(of("emoji")).toEqual(["none"]);
    expect(of("avoid")).toEqual(["jargon", "exclamation marks", "emoji"]);
  });
});

describe("a voice brief's levels, however they are written", () => {
  it("reads ordinal persons, a mix of lengths, a feeling as a tone, and an emoji as a clause's end", () => {
    const a = must(analyzeVoiceDescription("3rd person thriller, quiet menace, vary the sentence length. one emoji max 🙂 never gory"));
    const of = (type: string) => a.blocks.filter((b) => b.type === type).map(blockValueText);
    expect(of("person")).toEqual(["third"]);
    expect(of("sentence-length")).toEqual(["varied"]);
    const b = must(analyzeVoiceDescription("playful not silly, you/your, present tense, long build-ups then short punchlines"));
    const ofB = (type: string) => b.blocks.filter((x) => x.type === type).map(blockValueText);
    expect(ofB("person")).toEqual(["second"]);
    expect(ofB("sentence-length")).toEqual(["varied"]);
    expect(ofB("phrase")).toContain("Writes in the present tense.");
    expect(ofB("avoid")).toContain("silly");
    const d = must(analyzeVoiceDescription("warm and honest. longer flowing sentences with a short line now and then. I never want to lecture"));
    expect(d.blocks.filter((x) => x.type === "sentence-length").map(blockValueText)).toEqual(["varied"]);
    expect(d.blocks.filter((x) => x.type === "avoid").map(blockValueText)).toContain("lecture");
    const c = must(analyzeVoiceDescription("chatty, end every post with #ShopLocal #Handmade"));
    expect(c.blocks.filter((x) => x.type === "hashtags").map(blockValueText)).toEqual(["moderate"]);
    expect(of("tone").join(" ")).toMatch(/quiet menace/);
    expect(of("avoid")).toContain("gory");
  });

  it("reads a rule written after its wish ('emojis no') and an editor's 'way too' as things to avoid", () => {
    const a = must(analyzeVoiceDescription("friendly and direct, contractions ok, hashtags no, way too salesy at the moment"));
    const of = (type: string) => a.blocks.filter((b) => b.type === type).map(blockValueText);
    expect(of("hashtags")).toEqual(["none"]);
    expect(of("tone").join(" ")).not.toMatch(/salesy/);
  });

  it("reads a brief that tells the maker's story as a brief, by what it wishes, rules out and labels", () => {
    const told =
      "So we run a small bakery by the canal and for the new menu boards I keep thinking of old enamel signs, " +
      "you know, the glossy chipped ones on railway stations. I'd love that chunky lettering with a thin outline. " +
      "Colours: cobalt blue, cream and a little signal red. It should feel friendly and a bit nostalgic. " +
      "Not too shiny though, and please no fake rust texture.";
    expect(readAs(told).as).toBe("look");
    // "colours:" labels the brief; it does not end a note before a sample.
    expect(readAs("hello! we want knitted toy photos for the shop. colours: oatmeal, sage, soft coral. natural window light, shallow focus, no plastic eyes").as).toBe("look");
  });

  it("reads a brief of imperatives as a brief, and a note after a sample's rule line as a note", () => {
    expect(readAs("museum label voice, plain and calm. describe what the object is and who made it, cite the date. no jargon").as).toBe("voice");
    const release = [
      "1.8.0",
      "",
      "Added",
      "- Exports keep their folder names.",
      "- A --since flag limits the scan to recent files.",
      "",
      "Fixed",
      "- The cache is cleared when the config changes.",
      "- Paths with spaces are quoted in the log.",
      "- Retries stop after the third failure.",
      "",
      "----",
      "that's the tone we want for the release notes page too: terse, factual, no hype, keep the headings",
    ].join("\n");
    const read = readAs(release);
    expect(read.as).toBe("mix");
    expect(read.note).toMatch(/terse/);
  });
});

describe("readTexts: briefs and samples apart", () => {
  it("keeps a brief out of the samples, and a mix's note beside its sample", () => {
    const { briefs, samples, readings } = readTexts([CYBERPUNK, NEWSLETTER]);
    expect(readings.map((r) => r.as)).toEqual(["look", "mix"]);
    expect(samples).toHaveLength(1);
    expect(samples[0]).toMatch(/^Hi friends!/);
    expect(briefs.map((b) => b.text)).toEqual([CYBERPUNK, "here's our newsletter intro, keep it this warm but shorter"]);
  });
});

describe("with images, the maker's words decide what pixels cannot", () => {
  const image: Analysis = {
    title: "Vivid Vermilion Photograph",
    description: "A vivid photograph.",
    blocks: [
      { section: "overview", type: "descriptor", value: "A vivid vermilion photograph." },
      { section: "palette", type: "color", value: { hex: "#E34234", name: "vermilion", role: "dominant" } },
      { section: "medium", type: "descriptor", value: "photograph" },
      { section: "lighting", type: "descriptor", value: "soft, even light" },
      { section: "guardrails", type: "avoid", value: { term: "visible brushwork", prefer: "smooth photographic detail" } },
      { section: "guardrails", type: "avoid", value: { term: "harsh contrast", prefer: "soft transitions" } },
    ],
  };
  const brief = { text: STORYBOOK, analysis: must(analyzeBrief(STORYBOOK, "look")) };

  it("takes the maker's medium, keeps the measured palette and light, and drops what contradicts them", () => {
    const fused = fuseWithImages(image, [brief]);
    const all = fused.blocks.map(blockValueText).join(" | ");
    expect(all).not.toMatch(/photograph/i);
    expect(texts(fused, "medium").join(" ")).toMatch(/digital painting/);
    expect(texts(fused, "palette")[0]).toMatch(/vermilion/);
    expect(texts(fused, "lighting")).toContain("soft, even light");
    expect(texts(fused, "guardrails")).toEqual(["harsh contrast -> soft transitions"]);
    expect(fused.title).not.toMatch(/Photograph/);
  });

  it("holds any block to the maker's words: no guardrail against what they asked for, nothing they ruled out", () => {
    const withNo = { text: "flat pastel shapes, no grain", analysis: must(analyzeBrief("flat pastel shapes, no grain", "look")) };
    const grain: Block = { section: "texture", type: "descriptor", value: "fine film grain" };
    expect(againstMakerWords(grain, [withNo])).toMatch(/ruled out/);
    expect(makerGrounding([brief])!.contradiction({ term: "visible brushwork" })).toMatch(/asked for/);
    expect(makerGrounding([brief])!.facts[0]).toContain(STORYBOOK);
  });
});
