// Letters, emails and legal text are forms a voice must keep (text/letter.ts, text/legal.ts): each is
// named by a rule of its own, whose quotes pass the form's own detector, and its sample keeps the
// form's layout (a greeting and a sign-off on their own lines; numbered clauses under their numbers).
// Both are read from structure, never from one word: "Dear diary" inside a story is no letter, one
// "shall" in a README no legal text, a numbered changelog neither.
import { describe, expect, it } from "vitest";
import { analyzeText } from "@/lib/extraction/analyzers/text";
import { evidenceHolds } from "@/lib/extraction/analyzers/text/evidence";
import { readLegal } from "@/lib/extraction/analyzers/text/legal";
import { readLetter } from "@/lib/extraction/analyzers/text/letter";
import { blockValueText, SAMPLE_MAX_CHARS } from "@/lib/styles/blocks";

function read(text: string) {
  const a = analyzeText(text, { sample: true });
  const phrases = a.blocks.filter((b) => b.type === "phrase").map(blockValueText);
  return { phrases, sample: String(a.blocks.find((b) => b.type === "sample")?.value ?? ""), form: phrases.find((p) => /^(?:Written as (?:a letter|an email)|Laid out as legal text)/.test(p)) };
}

const FORMAL_LETTER = `14 Marlowe Road
Leeds LS6 2QT

3 April 2025

Dear Mr Patel,

Thank you for meeting me on Tuesday to discuss the refurbishment of the reading room. As agreed, I enclose the revised schedule, which moves the shelving work to the second week of May so that the library can remain open during the examination period.

I would be grateful if you could confirm by Friday whether the contractor is able to start on 12 May. If that date is no longer possible, please let me know which alternatives you would propose, and I will consult the trustees before the end of the month.

Yours sincerely,

Joan Whitfield
Head of Operations`;

const EMAIL = `From: Sam Ortiz <sam@ortiz.example>
To: Jo Baptiste <jo@baptiste.example>
Subject: Friday's demo, and the projector

Hi Jo,

Quick one before the weekend. The demo's still on for Friday at ten, but the projector in room 4 is
broken again, so we'll use the big screen downstairs instead. I've booked it until noon, which gives
us time for questions.

Could you bring the spare HDMI cable? Mine went missing after the offsite and I'm not convinced it's
coming back.

Cheers,
Sam

P.S. There's cake. Don't tell the others.`;

const NEWSLETTER = `Hi friends,

It has been a strange, lovely week at the studio. The kiln finally behaved, the new glazes came out the colour of wet slate, and a class of eight-year-olds made forty-one lopsided bowls that I wouldn't trade for anything.

A few of you asked about the spring workshops. They open for booking on Monday at nine, and this time there are evening sessions for those of you who work days. Places go quickly, so set an alarm if you can.

Thank you, as always, for reading these letters and for telling me when they make you smile.

See you next week, Ana`;

const LICENSE = `Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:

1. Redistributions of source code must retain the above copyright notice,
   this list of conditions and the following disclaimer.

2. Redistributions in binary form must reproduce the above copyright notice,
   this list of conditions and the following disclaimer in the documentation
   and/or other materials provided with the distribution.

3. Neither the name of the copyright holder nor the names of its
   contributors may be used to endorse or promote products derived from
   this software without specific prior written permission.

THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS"
AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE
IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE
ARE DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE
LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR
CONSEQUENTIAL DAMAGES ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE.`;

const TERMS = `Section 4. Your Content

4.1 You retain ownership of any text, images or other material that you upload to the Service (your "Content"). By uploading Content, you hereby grant the Company a worldwide, non-exclusive, royalty-free licence to host, store and display your Content solely for the purpose of operating the Service.

4.2 You shall not upload Content that (a) infringes the rights of any third party; (b) is unlawful, defamatory or obscene; or (c) contains malicious code.

4.3 Notwithstanding clause 4.1, the Company may remove any Content at its sole discretion, provided that it notifies you of the removal within a reasonable time.`;

const DISCLAIMER = `THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.`;

describe("letters and emails", () => {
  it("names a formal letter by its frame and keeps greeting and sign-off on their own lines", () => {
    const { form, sample, phrases } = read(FORMAL_LETTER);
    expect(form).toBe(
      "Written as a letter: a greeting on a line of its own (“Dear Mr Patel,”), paragraphs of prose, then a sign-off on a line of its own (“Yours sincerely,”) above the signature.",
    );
    // The form's rule says what the greeting and sign-off habits would: they are not repeated.
    expect(phrases.some((p) => /^(?:Opens with a greeting|Signs off)/.test(p))).toBe(false);
    // The address block and the date stay out; the body's paragraphs stay apart.
    expect(sample).toMatch(/^Dear Mr Patel,\n\nThank you for meeting me/);
    expect(sample).toMatch(/examination period\.\n\nI would be grateful/);
    expect(sample).toMatch(/\n\nYours sincerely,\nJoan Whitfield\nHead of Operations$/);
    expect(sample).not.toMatch(/Marlowe Road|April 2025/);
  });

  it("names an email by its headers, keeps its postscript and joins its hard-wrapped lines", () => {
    const letter = readLetter(EMAIL)!;
    expect(letter).toMatchObject({ salutation: "Hi Jo,", signOff: "Cheers,", signature: ["Sam"], postscript: "P.S. There's cake. Don't tell the others." });
    const { form, sample } = read(EMAIL);
    expect(form).toBe(
      "Written as an email: header lines (“Subject: Friday's demo, and the projector”), a greeting on a line of its own (“Hi Jo,”), paragraphs of prose, then a sign-off on a line of its own (“Cheers,”) above the signature, and a postscript (“P.S. There's cake. Don't tell…”).",
    );
    // Headers carry addresses: they are named, not kept.
    expect(sample).not.toMatch(/@|^From:|^To:/m);
    expect(sample).toMatch(/^Hi Jo,\n\nQuick one before the weekend\./);
    expect(sample).toContain("the projector in room 4 is broken again");
    expect(sample).toMatch(/\n\nCheers,\nSam\n\nP\.S\. There's cake\. Don't tell the others\.$/);
  });

  it("reads a newsletter that opens “Hi friends,” and signs “See you next week, Ana” as a letter", () => {
    const { form, sample } = read(NEWSLETTER);
    expect(form).toMatch(/^Written as a letter: a greeting on a line of its own \(“Hi friends,”\).*a sign-off with the name on the same line \(“See you next week, Ana”\)\.$/);
    expect(sample).toMatch(/^Hi friends,\n\n/);
    expect(sample).toMatch(/\n\nSee you next week, Ana$/);
  });

  it("keeps the frame of a long letter and marks where its body is cut", () => {
    const paragraph =
      "The harvest came in late this year, and the barn is fuller than it has been since your grandfather kept it. We spent most of October on the ladders, and the apples are the best we have had in a decade.";
    const long = `Dear Tom,\n\n${Array.from({ length: 12 }, () => paragraph).join("\n\n")}\n\nWith love,\nMum`;
    const { sample } = read(long);
    expect(sample.length).toBeLessThanOrEqual(SAMPLE_MAX_CHARS);
    expect(sample).toMatch(/^Dear Tom,\n\nThe harvest came in late/);
    expect(sample).toMatch(/\.\n\n\[…\]\n\nWith love,\nMum$/);
  });

  it("is no letter when “Dear diary” comes in the middle of a story", () => {
    const story = `Mara found the notebook under the loose floorboard on the third night. The pages were soft with damp, and the ink had run in places, but the first entry was still clear enough to read by candlelight.

Dear diary,

Father says the river will not rise again this year. I do not believe him.

She closed it quickly when she heard the stairs creak, and for a long time afterwards she lay awake, listening to the water moving somewhere below the house.`;
    expect(readLetter(story)).toBeNull();
    expect(read(story).form).toBeUndefined();
  });

  it("needs both ends of the frame: a greeting alone, or a sign-off alone, is not a letter", () => {
    const greetingOnly = `Hello team\n\nThe build is green again after this morning's outage. The cause was an expired certificate on the artefact store, which has now been renewed and added to the monitoring dashboard so that it warns us a month ahead next time.`;
    const signOffOnly = `The build is green again after this morning's outage. The cause was an expired certificate on the artefact store, which has now been renewed and added to the monitoring dashboard.\n\nThanks,\nPriya`;
    expect(readLetter(greetingOnly)).toBeNull();
    expect(readLetter(signOffOnly)).toBeNull();
  });
});

describe("legal text", () => {
  it("names a licence's clauses and capitals and keeps each clause under its number", () => {
    const { form, sample } = read(LICENSE);
    expect(form).toMatch(/^Laid out as legal text: numbered clauses \(“1\. Redistributions of source code must…”, “2\. Redistributions in binary form must…”\)/);
    expect(form).toMatch(/a disclaimer set in capitals \(“THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS/);
    expect(form && evidenceHolds(form)).toBe(true);
    expect(sample).toMatch(/^Redistribution and use in source and binary forms, with or without modification, are permitted/);
    expect(sample).toMatch(/\n\n1\. Redistributions of source code must retain the above copyright notice, this list of conditions and the following disclaimer\.\n\n2\. /);
    expect(sample).toMatch(/^3\. Neither the name/m);
    // The disclaimer's wrapped lines are one paragraph again.
    expect(sample).toMatch(/\n\nTHIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS [^\n]+ USE OF THIS SOFTWARE\.$/);
  });

  it("names a terms-of-service section's numbered clauses, defined terms and drafting words", () => {
    const { form, sample } = read(TERMS);
    expect(form).toBe(
      "Laid out as legal text: numbered clauses (“4.1 You retain ownership of any text…”, “4.2 You shall not upload Content that…”), defined terms (“the Service (your \"Content\")”), the words of obligation and disclaimer (“hereby”, “shall”, “Notwithstanding”).",
    );
    expect(sample).toMatch(/^Section 4\. Your Content\n\n4\.1 You retain ownership/);
    expect(sample).toMatch(/\n\n4\.2 You shall not upload Content that \(a\) infringes/);
  });

  it("reads an all-caps warranty disclaimer alone as legal text", () => {
    const { form, sample } = read(DISCLAIMER);
    expect(form).toMatch(/^Laid out as legal text: .*a disclaimer set in capitals \(“THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY…”\)\.$/);
    expect(sample).toBe(DISCLAIMER);
  });

  it("is not read from one “shall” in a README with numbered steps", () => {
    const readme = `frob rearranges the lines of a file so that related lines sit together.

To install it:

1. Download the latest release from the project page.
2. Unpack it and run make install as root.
3. Run frob --help to check that it works.

A word of warning: frob rewrites the file in place. Keep a copy, or, as a wise wizard once put it, you shall not pass without a backup.`;
    expect(readLegal(readme)).toBeNull();
    expect(read(readme).form).toBeUndefined();
  });

  it("is not read from a licence at the foot of a long README", () => {
    const intro = Array.from({ length: 12 }, () => "frob groups related lines of a file together, so that a long configuration reads as a set of sections rather than a heap.").join(" ");
    const readme = `${intro}\n\nLicense\n\nPermission is hereby granted, free of charge, to any person obtaining a copy of this software. ${DISCLAIMER}`;
    expect(readLegal(readme)).toBeNull();
  });

  it("is not read from a changelog with numbered entries", () => {
    const changelog = `Release 2.4.0

1. Fixed a crash when the input file was empty.
2. Added a --quiet option that suppresses the progress bar.
3. The configuration file is now read from the XDG config directory.
4. Removed the deprecated --legacy flag.`;
    expect(readLegal(changelog)).toBeNull();
    expect(readLetter(changelog)).toBeNull();
    expect(read(changelog).form ?? "").not.toMatch(/legal|letter/);
  });
});

describe("verse keeps its own form", () => {
  it("is neither letter nor legal text, even when it opens on a greeting", () => {
    const poem = `Hello, old friend, the river said,
I carried you when you were small,
I took your paper boats to bed
and never gave them back at all.

Now you come grey along my bank
and throw me bread you do not eat;
I keep the crumbs, I keep the thanks,
I keep the prints of little feet.

Love,
the river`;
    const { form, phrases } = read(poem);
    expect(form).toBeUndefined();
    expect(phrases[0]).toMatch(/^Set as verse/);
  });
});
