// How the text analyzer reads real-world text: markup and hard wraps before measuring, the register
// driving tone and formality, person from the pronouns present, a sample in whole sentences, and
// guardrails that never forbid what the text itself does.
import { describe, expect, it } from "vitest";
import { analyzeText, guardrailsTrueTo } from "@/lib/extraction/analyzers/text";
import { readLines } from "@/lib/extraction/analyzers/text/lines";
import { stripMarkup } from "@/lib/extraction/analyzers/text/markup";
import { measureText } from "@/lib/extraction/analyzers/text/metrics";
import type { AvoidValue, Block } from "@/lib/styles/blocks";

const voice = (blocks: Block[], type: string) => blocks.filter((b) => b.section === "voice" && b.type === type).map((b) => String(b.value));
const one = (blocks: Block[], type: string) => voice(blocks, type)[0];
const avoids = (blocks: Block[]) => blocks.filter((b) => b.section === "guardrails").map((b) => b.value as AvoidValue);

// A man page as `man` renders it at 80 columns: justified, hyphenated with U+2010, option tags.
const MAN_PAGE = `FROB(1)                          User Commands                         FROB(1)

NAME
       frob - rearrange the lines of a file

SYNOPSIS
       frob [OPTION]... [FILE]...

DESCRIPTION
       frob  reads  each  FILE  and  writes its lines to standard output in a
       new order chosen by the options below.  With no FILE, frob reads stan‐
       dard input.  The original file is never modified, and the output  can
       be redirected to a new file when the result is wanted.

OPTIONS
   Ordering
       -r, --reverse
              Write the lines in reverse order.  This is the default when  no
              other ordering option is given.

       -s, --shuffle
              Write the lines in a random order chosen from the seed given by
              --seed.

       --help Display a short usage message and exit.

GNU frob 1.0                      2024-01-01                          FROB(1)
`;

// A licence clause wrapped at 72 columns, numbered, in long sentences.
const LICENCE = `1. This LICENSE AGREEMENT is between the Example Foundation ("Foundation"), and the
Individual or Organization ("Licensee") accessing and otherwise using this
software ("Frobnicator") in source or binary form and its associated
documentation.

2. Subject to the terms and conditions of this License Agreement, Foundation
hereby grants Licensee a nonexclusive, royalty-free, world-wide license to
reproduce, analyze, test, perform and/or display publicly, prepare derivative
works, distribute, and otherwise use Frobnicator alone or in any derivative
version, provided, however, that the Foundation's notice of copyright is
retained in Frobnicator alone or in any derivative version prepared by Licensee.

3. FOUNDATION IS MAKING FROBNICATOR AVAILABLE TO LICENSEE ON AN "AS IS" BASIS AND
MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED, OF ANY KIND.

4. Nothing in this License Agreement shall be deemed to create any relationship
of agency, partnership, or joint venture between Foundation and Licensee, and
this License Agreement does not grant permission to use Foundation trademarks
or trade name in a trademark sense to endorse or promote products of Licensee.
`;

// Rhymed verse: every line starts with a capital, sentences run across lines.
const POEM = `The lamp is low, the kettle sings,
And in the grate the ember clings;
The cat has found the warmest chair,
And sleeps as if he had no care.
Outside the wind goes round the hill
And tries the latch, and finds it still,
And all the house is held in light
Against the long and stormy night.
`;

const NOIR = `The rain had been falling since Tuesday, the way it does in this town when it has nothing better to do. I was on my third cup of coffee when she walked in. She had the kind of face that makes a man forget his rent is late.

"You're the detective?" she said.

"Depends who's asking."

She set a photograph on my desk and pushed it toward me with one gloved finger. I'd seen the man before, face down in the river off the pier, three days dead and nobody's business. I didn't tell her that. Not yet.`;

describe("stripMarkup and readLines: the writer's lines, before anything is measured", () => {
  it("drops a man page's header, footer, NAME and SYNOPSIS, section headings and option tags, and mends words hyphenated at the margin", () => {
    const { text, markup } = stripMarkup(MAN_PAGE);
    expect(markup.has("man")).toBe(true);
    const lines = readLines(text, false);
    expect(lines.text).not.toMatch(/FROB\(1\)|User Commands|SYNOPSIS|\[OPTION\]|--reverse|Ordering/);
    expect(lines.text).toContain("With no FILE, frob reads standard input.");
    expect(lines.text).toContain("Write the lines in reverse order. This is the default when no other ordering option is given.");
    expect(lines.text).toContain("Display a short usage message and exit.");
    expect(lines.hardWrapped).toBe(true);
  });

  it("joins hard-wrapped lines into paragraphs and takes the clause numbers off a licence", () => {
    const { text, markup } = stripMarkup(LICENCE);
    expect(markup.has("numbered-clauses")).toBe(true);
    const paragraphs = readLines(text).text.split("\n\n");
    expect(paragraphs).toHaveLength(4);
    expect(paragraphs[0]).toMatch(/^This LICENSE AGREEMENT is between .+ associated documentation\.$/);
    expect(paragraphs.every((p) => !p.includes("\n"))).toBe(true);
  });

  it("keeps a poem's lines, and measures its sentences across them", () => {
    const lines = readLines(stripMarkup(POEM).text);
    expect(lines.verse).toBe(true);
    expect(lines.display.split("\n")).toHaveLength(8);
    expect(lines.text).not.toContain("\n");
    expect(lines.text.length).toBe(lines.display.length);
  });

  it("reads a Debian package description without its leading spaces and dot lines", () => {
    const description = "frobnicator for text files\n frob rearranges the lines of text files in many orders. It reads\n standard input when no file is named.\n .\n This package provides the frob program.\n";
    const { text, markup } = stripMarkup(description);
    expect(markup.has("debian-description")).toBe(true);
    expect(readLines(text).text).toBe("frob rearranges the lines of text files in many orders. It reads standard input when no file is named.\n\nThis package provides the frob program.");
  });
});

describe("analyzeText: register, tone and person", () => {
  it("reads a man page as a technical reference in the third person, never addressed to a 'you' it does not contain", () => {
    const a = analyzeText(MAN_PAGE);
    expect(a.register).toBe("technical");
    expect(one(a.blocks, "person")).toBe("third");
    expect(one(a.blocks, "formality")).toBe("neutral");
    expect(one(a.blocks, "tone")).toMatch(/precise/);
    expect(one(a.blocks, "sample")).not.toMatch(/FROB\(1\)|NAME|SYNOPSIS|--reverse/);
    expect(avoids(a.blocks).some((g) => /you/.test(g.prefer ?? ""))).toBe(false);
  });

  it("reads a licence as legal and formal, with its defined terms and its capitals, and never asks it for short sentences", () => {
    const a = analyzeText(LICENCE);
    expect(a.register).toBe("legal");
    expect(one(a.blocks, "formality")).toBe("formal");
    expect(one(a.blocks, "tone")).toMatch(/authoritative/);
    expect(voice(a.blocks, "phrase").some((p) => p.includes("“Licensee”"))).toBe(true);
    expect(voice(a.blocks, "phrase").some((p) => /capitals/.test(p))).toBe(true);
    expect(avoids(a.blocks).some((g) => /long|winding/.test(g.term) || /short sentences/.test(g.prefer ?? ""))).toBe(false);
    // Its form survives in the sample: each clause on its own line, under its number, wrapping undone.
    const sample = one(a.blocks, "sample")!;
    expect(sample).toMatch(/^1\. This LICENSE AGREEMENT is between the Example Foundation \("Foundation"\), and the Individual/);
    expect(sample).toMatch(/^2\. Subject to the terms/m);
    expect(sample).toMatch(/^3\. FOUNDATION IS MAKING/m);
  });

  it("names a licence's defined terms once, not again as jargon", () => {
    const phrases = voice(analyzeText(LICENCE).blocks, "phrase");
    expect(phrases.some((p) => p.startsWith("Uses the field's own terms"))).toBe(false);
  });

  it("gives titles without a repeated word and guardrails that do not say the same thing twice", () => {
    const swift =
      "The common swift is a medium-sized bird that spends almost its entire life in the air. It breeds across Europe and much of Asia and migrates each autumn to Africa. Swifts feed, drink and even sleep on the wing, and a young bird may not land again for two or three years. The nest is a shallow cup of feathers and seeds glued together with saliva.";
    const advert =
      "Your mornings, sorted. Brewly learns how you like your coffee and has it ready before your alarm goes off. No buttons, no apps, no guesswork. Just the perfect cup, every single day. Try it free for 30 days. If you don't love it, send it back. We'll even pay for shipping.";
    for (const text of [swift, advert]) {
      const a = analyzeText(text);
      const words = a.title!.split(" ");
      expect(new Set(words).size, a.title!).toBe(words.length);
      expect(avoids(a.blocks).filter((g) => /jargon/.test(g.term)).length).toBeLessThanOrEqual(1);
    }
  });

  it("reads rhymed verse as verse: lyrical rather than conversational, its lines kept in the sample, its rhymes named", () => {
    const a = analyzeText(POEM);
    expect(a.register).toBe("verse");
    expect(one(a.blocks, "tone")).toMatch(/^lyrical/);
    expect(one(a.blocks, "formality")).not.toBe("conversational");
    expect(one(a.blocks, "sentence-length")).not.toBe("short");
    expect(one(a.blocks, "sample")).toBe(POEM.trim());
    expect(voice(a.blocks, "phrase").some((p) => p.startsWith("Rhymes its line ends") && p.includes("“sings” / “clings”"))).toBe(true);
  });

  it("hears noir narration as fiction, not as a warm, candid personal voice", () => {
    const a = analyzeText(NOIR);
    expect(a.register).toBe("fiction");
    expect(one(a.blocks, "tone")).not.toMatch(/warm|candid/);
    expect(one(a.blocks, "person")).toBe("first");
  });

  it("counts 'we' as the first person and says so", () => {
    const a = analyzeText(
      "We present a method for estimating uncertainty without retraining the model. Our approach perturbs the input in a controlled manner and measures the variance of the predictions. We evaluate the method on a benchmark of 1,214 structures and show that the estimated variance correlates with the observed error. We argue that such estimates complement the confidence scores of existing systems.",
    );
    expect(one(a.blocks, "person")).toBe("first");
    expect(voice(a.blocks, "phrase").some((p) => p.includes("“we”"))).toBe(true);
  });

  it("reads imperatives from verb-initial sentences, and noun phrases that open with a verb-like word as noun phrases", () => {
    const imperative = (line: string) => measureText(line).sentences[0]!.imperative;
    for (const line of ["Debug mode.", "Support for Postgres 17.", "Use of force is forbidden.", "Foreground mode."]) expect(imperative(line), line).toBe(false);
    for (const line of ["Output a usage message and exit.", "Copy the file to the server.", "Set it up in two minutes.", "Bring a friend."]) expect(imperative(line), line).toBe(true);
  });

  it("does not read imperative option lines as a second person when the text never says 'you'", () => {
    const text = "Fix the crash when a file name holds a newline. Add a --dry-run flag to the sync command. Remove the deprecated legacy-auth option. Update the German translation of the settings page. Rebuild the package for the security archive.";
    expect(one(analyzeText(text).blocks, "person")).not.toBe("second");
  });
});

describe("analyzeText: short posts and samples", () => {
  it("analyses a short post with emoji and hashtags instead of refusing it, and keeps them in the sample", () => {
    const post = "Sunday market vibes 🌻 fresh sourdough, cold brew and absolutely zero plans. Who's coming? #slowliving #weekend";
    const a = analyzeText(post);
    expect(a.kind).toBe("sample");
    expect(a.register).toBe("social");
    expect(one(a.blocks, "formality")).toBe("casual");
    expect(one(a.blocks, "sample")).toBe(post);
  });

  it("never starts the sample mid-word or on a heading line", () => {
    // A sentence may open with a command's lower-case name ("frob reads ..."), never with a fragment.
    // (A licence's sample starts on its clause number: its form, text/legal.ts.)
    for (const text of [MAN_PAGE, NOIR]) {
      const sample = one(analyzeText(text).blocks, "sample")!;
      expect(sample, sample).toMatch(/^(?:["“]?\p{Lu}|frob )/u);
      expect(sample).not.toMatch(/^(?:NAME|DESCRIPTION|\d)/);
    }
  });
});

const DEBIAN_CHANGELOG = `frob (1.2-1) unstable; urgency=medium

  * New upstream release.
  * Fix a crash when a file name holds a newline (CVE-2024-1234).
    (Closes: #1068938)
  * Team upload.
  * d/control: bump the standards version to 4.6.2; no changes needed.

 -- Jane Doe <jane@example.org>  Sun, 12 Mar 2023 12:18:18 -0400

frob (1.1-2) unstable; urgency=medium

  * Team upload.
  * Rebuild against the new libc, which changed the size of a structure
    used by the reader. (Closes: #1040001)

 -- Jane Doe <jane@example.org>  Fri, 03 Feb 2023 09:00:00 +0100
`;

describe("analyzeText: changelogs and man pages keep their own shape", () => {
  it("reads a Debian changelog as a changelog: no header or trailer lines, whole entries in the sample, no 'fragments for emphasis'", () => {
    const a = analyzeText(DEBIAN_CHANGELOG);
    expect(a.register).toBe("changelog");
    const sample = one(a.blocks, "sample")!;
    expect(sample).toMatch(/^\* /);
    expect(sample).not.toMatch(/urgency=|^ -- |Jane Doe/m);
    expect(voice(a.blocks, "phrase").some((p) => /fragments for emphasis|one-line hook/.test(p))).toBe(false);
  });

  it("knows a man page by a lower-case header, and an option's '--' from a dash", () => {
    const page = MAN_PAGE.replace(/FROB\(1\)/g, "frob(1)");
    expect(stripMarkup(page).markup.has("man")).toBe(true);
    const a = analyzeText(page);
    expect(voice(a.blocks, "phrase").some((p) => p.startsWith("Uses dashes"))).toBe(false);
  });
});

describe("analyzeText: what is not verse, and what is not a changelog", () => {
  it("reads a Debian copyright file's fields and licence as legal, not as verse", () => {
    const copyright = `Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: frob
Upstream-Contact: frob@example.org
Source: https://example.org/frob
Comment: This is the pre-packaged Debian version of the frob line
 rearranger.  It was packaged by Jane Doe <jane@example.org>
 from sources retrieved from the project's site.
Files-Excluded:
 contrib/ada
 contrib/delphi

Files: *
Copyright: 2001-2024 Jane Doe
License: Expat

License: Expat
 Permission is hereby granted, free of charge, to any person obtaining a
 copy of this software and associated documentation files (the "Software"),
 to deal in the Software without restriction, including without limitation
 the rights to use, copy, modify, merge, publish, distribute, sublicense,
 and/or sell copies of the Software.
`;
    expect(readLines(stripMarkup(copyright).text).verse).toBe(false);
    const a = analyzeText(copyright);
    expect(a.register).toBe("legal");
    expect(one(a.blocks, "tone")).not.toMatch(/lyrical/);
  });

  it("does not take a README's table of contents about releases for release notes", () => {
    const readme = `# Frob

Frob is an open-source, cross-platform runtime for rearranging text.

Contributors are expected to act in a collaborative manner to move the
project forward, and the maintainers review every change before it lands.

## Table of contents

* [Support](#support)
* [Release types](#release-types)
* [Current and LTS releases](#current-and-lts-releases)
* [Nightly releases](#nightly-releases)
* [Verifying releases](#verifying-releases)
* [Building Frob](#building)

## Support

Looking for help? Read the instructions for getting support, or ask on the forum.
`;
    expect(analyzeText(readme).register).not.toBe("changelog");
  });
});

describe("analyzeText: licence definitions and option lists", () => {
  it("finds terms defined at the start of a clause and drops numbered clause titles", () => {
    const licence = `   1. Definitions.

      "Work" shall mean the work of authorship made available under this
      Agreement, as indicated by a copyright notice that is included in or
      attached to the Work.

      "Contributor" shall mean the Licensor and any individual or Legal Entity
      on behalf of whom a Contribution has been received by Licensor and
      subsequently incorporated within the Work.

   2. Grant of Rights.

      Subject to the terms and conditions of this Agreement, each Contributor
      hereby grants to You a perpetual, worldwide, non-exclusive, no-charge,
      royalty-free, irrevocable license to reproduce and distribute the Work.
`;
    expect(readLines(stripMarkup(licence).text).text).not.toMatch(/Definitions\.|Grant of Rights/);
    const a = analyzeText(licence);
    expect(voice(a.blocks, "phrase").some((p) => p.startsWith("Defines its terms") && p.includes("“Work”") && p.includes("“Contributor”"))).toBe(true);
  });

  it("does not start the sample on a lower-case option description in a page of capitalised sentences", () => {
    const options = Array.from({ length: 30 }, (_, i) => `       -${String.fromCharCode(97 + (i % 26))}, --option-${i}\n              do not list the entries of kind ${i} in the output.\n`).join("\n");
    const page = `LS(1)                            User Commands                           LS(1)

DESCRIPTION
       List  information  about  the FILEs (the current directory by default),
       sorting the entries alphabetically when none of the sorting options  is
       given, and printing each entry on its own line when the output is not a
       terminal, so that other programs can read it one line at a time.

${options}`;
    const sample = one(analyzeText(page).blocks, "sample")!;
    expect(sample).toMatch(/^List information about the FILEs/);
  });
});

describe("analyzeText: guardrails never contradict the source", () => {
  it("does not ask a poem addressed to 'thou' to keep the reader at the centre", () => {
    const ode = `Thou still unravish'd bride of quietness,
Thou foster-child of silence and slow time,
Sylvan historian, who canst thus express
A flowery tale more sweetly than our rhyme:
What leaf-fring'd legend haunts about thy shape
Of deities or mortals, or of both,
In Tempe or the dales of Arcady?`;
    const a = analyzeText(ode);
    expect(a.register).toBe("verse");
    expect(avoids(a.blocks).some((g) => /talking about yourself/.test(g.term))).toBe(false);
  });

  it("drops 'avoid long sentences' for a text of long sentences and 'keep you at the centre' for a text without 'you'", () => {
    for (const text of [MAN_PAGE, LICENCE, POEM, NOIR]) {
      const a = analyzeText(text);
      const long = (a.metrics.proseSentenceLength ?? 0) > 18;
      for (const g of avoids(a.blocks)) {
        if (long) expect(`${g.term} -> ${g.prefer}`).not.toMatch(/long, winding|short sentences/);
        if (!/\byou\b/i.test(text)) expect(g.prefer ?? "").not.toMatch(/you/);
        if (a.metrics.contractionRate > 0) expect(g.term).not.toMatch(/contraction/);
      }
    }
  });

  it("checks guardrails written elsewhere (a model's) against the text the same way", () => {
    const kept = guardrailsTrueTo(LICENCE, [
      { term: "long sentences", prefer: "short sentences, one idea each" },
      { term: "slang and emoji", prefer: "defined terms in full" },
      { term: "talking about yourself", prefer: "keep the reader, “you”, at the centre" },
    ]);
    expect(kept.map((a) => a.term)).toEqual(["slang and emoji"]);
  });
});
