// The labels of a voice's readings on the extract page's result: a reading alone ("casual", "none",
// "second") says nothing until it is named ("Formality: casual", "Emoji: none", "Person: second").
// Pure. The words match the STYLE.md export (lib/compile/prose.ts), which names them the same way.
const TRAIT_LABELS: Readonly<Record<string, string>> = {
  tone: "Tone",
  formality: "Formality",
  person: "Person",
  emoji: "Emoji",
  hashtags: "Hashtags",
  "sentence-length": "Sentence length",
  sample: "Sample",
};

/** The label a block of this type is shown with, or null for types that read on their own. */
export function traitLabel(type: string): string | null {
  return TRAIT_LABELS[type] ?? null;
}
