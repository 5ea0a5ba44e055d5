// Section bodies for the two prose formats: `default` (instructions for a chat assistant) and
// `stylemd` (the STYLE.md document). They differ only in palette and voice wording, so one renderer
// serves both and the two formats cannot drift apart.
import { VOICE_TYPES, type VoiceType } from "@/lib/styles/blocks";
import { SECTION_TITLES, type SectionId } from "@/lib/styles/sections";
import { colorWords, normalizeHex } from "./colors";
import { avoidsOf, colorsOf, descriptorsOf, type Selection, voiceOf } from "./select";
import { blockquote, capitalize, escapeLineStart, oneLine, sentence, stripEnd } from "./text";

export type ProseDialect = "default" | "stylemd";

export interface ProseSection {
  id: SectionId;
  title: string;
  body: string;
}

/** Sections read as a sentence or two rather than a list of separate rules. */
const PARAGRAPH_SECTIONS: ReadonlySet<SectionId> = new Set(["overview", "mood", "subjects"]);

// Enumerated voice values become concrete instructions in `default`: an assistant follows
// "rare; one at most" far more reliably than the bare word "rare".
const VOICE_GUIDANCE: Partial<Record<VoiceType, { label: string; values: Record<string, string> }>> = {
  formality: {
    label: "Register",
    values: {
      casual: "casual; contractions, fragments and everyday slang are fine.",
      conversational: "conversational; contractions are welcome.",
      neutral: "neutral; plain and clear, neither chatty nor stiff.",
      professional: "professional; polished and precise, no slang.",
      formal: "formal; complete sentences, no contractions or slang.",
    },
  },
  emoji: {
    label: "Emoji",
    values: {
      none: "none.",
      rare: "rare; one at most, only where it adds something.",
      moderate: "moderate; a few, where they fit the tone.",
      frequent: "frequent; use them freely where they add tone.",
    },
  },
  hashtags: {
    label: "Hashtags",
    values: {
      none: "none.",
      rare: "rare; one at most, at the very end.",
      moderate: "moderate; two or three relevant tags at the end.",
      frequent: "frequent; several relevant tags where the platform expects them.",
    },
  },
  "sentence-length": {
    label: "Sentences",
    values: {
      short: "short.",
      medium: "medium length; one idea each.",
      long: "long and flowing, with clauses that build on each other.",
      varied: "varied; mix short, punchy lines with longer ones.",
    },
  },
  person: {
    label: "Perspective",
    values: {
      first: 'first person ("I", "we").',
      second: 'second person; speak to the reader as "you".',
      third: "third person; describe rather than address the reader.",
    },
  },
};

// STYLE.md keeps the stored values verbatim so other tools can read them back.
const STYLEMD_LABELS: Record<Exclude<VoiceType, "phrase" | "sample">, string> = {
  tone: "Tone",
  formality: "Formality",
  emoji: "Emoji",
  hashtags: "Hashtags",
  "sentence-length": "Sentence length",
  person: "Person",
};

/** User text as it goes into the body. STYLE.md is linted for malformed hex colors anywhere in the
 *  body, so a `#` the author typed ("#1 pick", "#C0FFE") is escaped there (`\#` renders as `#`) and
 *  only the palette's own codes are read as colors. Chat prose keeps the text as typed. */
export function userText(text: string, dialect: ProseDialect): string {
  return dialect === "stylemd" ? text.replace(/#/g, "\\#") : text;
}

function bullet(text: string): string {
  return `- ${escapeLineStart(capitalize(oneLine(text)))}`;
}

function renderPalette(sel: Selection, dialect: ProseDialect): string {
  return colorsOf(sel)
    .map((c) => {
      const hex = normalizeHex(c.hex);
      const role = c.role ? `: ${oneLine(userText(c.role, dialect))}` : "";
      if (dialect === "stylemd") return `- \`${hex}\`${c.name ? ` ${oneLine(userText(c.name, dialect))}` : ""}${role}`;
      return `- ${capitalize(colorWords(c))} ${hex}${role}`;
    })
    .join("\n");
}

function renderVoice(sel: Selection, dialect: ProseDialect): string {
  const items = voiceOf(sel)
    .map((i) => ({ ...i, value: userText(i.value, dialect) }))
    .sort((a, b) => VOICE_TYPES.indexOf(a.type) - VOICE_TYPES.indexOf(b.type));
  const lines: string[] = [];
  const tones = items.filter((i) => i.type === "tone").map((i) => stripEnd(i.value));
  if (tones.length > 0) {
    lines.push(dialect === "stylemd" ? `- Tone: ${tones.join("; ")}` : `- Tone: ${tones.join("; ")}.`);
  }
  for (const item of items) {
    if (item.type === "tone" || item.type === "phrase" || item.type === "sample") continue;
    const value = oneLine(item.value);
    if (dialect === "stylemd") {
      lines.push(`- ${STYLEMD_LABELS[item.type]}: ${value}`);
      continue;
    }
    const guide = VOICE_GUIDANCE[item.type];
    if (guide) lines.push(`- ${guide.label}: ${guide.values[value] ?? sentence(value)}`);
  }
  for (const item of items) if (item.type === "phrase") lines.push(`- ${escapeLineStart(sentence(item.value))}`);
  const samples = items.filter((i) => i.type === "sample" && i.value.trim() !== "");
  const out = [lines.join("\n")];
  if (samples.length > 0) {
    const many = samples.length > 1;
    const intro =
      dialect === "stylemd" ? (many ? "Samples:" : "Sample:") : many ? "Examples of the voice:" : "An example of the voice:";
    out.push(`${intro}\n${samples.map((s) => blockquote(s.value)).join("\n\n")}`);
  }
  return out.filter((part) => part !== "").join("\n\n");
}

function renderGuardrails(sel: Selection, dialect: ProseDialect): string {
  return avoidsOf(sel)
    .map((a) => {
      const prefer = a.prefer ? stripEnd(userText(a.prefer, dialect)) : "";
      return `- Avoid ${stripEnd(userText(a.term, dialect))}${prefer ? `; prefer ${prefer}` : ""}.`;
    })
    .join("\n");
}

function renderDescriptors(sel: Selection, id: SectionId, dialect: ProseDialect): string {
  const items = descriptorsOf(sel, id).map((d) => userText(d, dialect));
  if (!PARAGRAPH_SECTIONS.has(id)) return items.map(bullet).join("\n");
  const sentences = items.map((d) => escapeLineStart(sentence(d)));
  // Several overview descriptors are separate statements; mood and subject notes read as one line.
  return id === "overview" ? sentences.join("\n\n") : sentences.join(" ");
}

export function renderSectionBody(sel: Selection, id: SectionId, dialect: ProseDialect): string {
  if (id === "palette") return renderPalette(sel, dialect);
  if (id === "voice") return renderVoice(sel, dialect);
  if (id === "guardrails") return renderGuardrails(sel, dialect);
  return renderDescriptors(sel, id, dialect);
}

/** Every selected section that renders to something, in compile order. */
export function proseSections(sel: Selection, dialect: ProseDialect): ProseSection[] {
  return sel.sections
    .map((id) => ({ id, title: SECTION_TITLES[id], body: renderSectionBody(sel, id, dialect).trim() }))
    .filter((s) => s.body !== "");
}

export function joinSections(sections: readonly ProseSection[]): string {
  return sections.map((s) => `## ${s.title}\n${s.body}`).join("\n\n");
}
