// X-Token-Count. o200k_base is the encoding of current OpenAI chat models, a fair proxy for what the
// compiled text costs in the assistants it is pasted into.
import { countTokens as countO200k } from "gpt-tokenizer/encoding/o200k_base";

// Style text is user-written: a literal "<|endoftext|>" must count as text, not throw.
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

export function countTokens(text: string): number {
  return countO200k(text, PLAIN_TEXT);
}
