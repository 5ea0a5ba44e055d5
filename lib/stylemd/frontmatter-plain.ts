// The usual frontmatter, read fast. yaml's document parser spent ~86 µs of the linter's ~127 µs on the
// bench's six-line frontmatter; js-yaml's event parser reads the same in ~40 µs and gives every node's
// source offset, which is all the linter needs for its line numbers. It is used only where it reads
// exactly what the yaml path reads: one document, a block mapping at the top whose keys are plain words,
// no anchors, aliases or tags, and no error. Anything else (including every mistake, whose wording the
// linter's messages are built on) returns null and goes through lib/stylemd/frontmatter.ts's yaml path.
// tests/unit/stylemd/frontmatter-plain.property.test.ts holds the two paths to the same answers.
import { CORE_SCHEMA, COLLECTION_STYLE, constructFromEvents, EVENT_ID, parseEvents, SCALAR_STYLE, type Event } from "js-yaml";
import type { FrontmatterField } from "./frontmatter";

/** Keys that resolve to strings in YAML's core schema, whichever parser reads them. */
const WORD_KEY = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** Document markers and directives (yaml reads a second document) and tabs (yaml refuses them as
 *  indentation where js-yaml lets some pass): left to the yaml path before parsing. */
const YAML_PATH_ONLY = /^(?:---|\.\.\.|%)|\t/m;
const NON_STRING_WORDS = new Set(["null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE"]);

/** Offsets to 1-based document lines: the frontmatter starts on document line `firstLine`. */
function lineFinder(source: string, firstLine: number): (offset: number) => number {
  const starts = [0];
  for (let i = source.indexOf("\n"); i !== -1; i = source.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + firstLine;
  };
}

function startOf(event: Event): number {
  if (event.type === EVENT_ID.SCALAR) return event.valueStart;
  if (event.type === EVENT_ID.MAPPING || event.type === EVENT_ID.SEQUENCE) return event.start;
  return -1;
}

/** Constructs where the two parsers part ways, found by the equivalence test: anchors, aliases and
 *  tags; a pair inside a flow collection (`[a, b: c]`); an empty entry in a collection (`- #FF48B0`
 *  unquoted), which yaml places on the line after; and block scalars (`|`, `>`). Document markers,
 *  directives and tabs never get this far (YAML_PATH_ONLY). */
function outsideCommonGround(events: Event[]): boolean {
  const flow: boolean[] = [];
  for (const event of events) {
    if (event.type === EVENT_ID.ALIAS) return true;
    if (event.type === EVENT_ID.POP) {
      flow.pop();
      continue;
    }
    if (event.type === EVENT_ID.DOCUMENT) {
      flow.push(false);
      continue;
    }
    if (event.anchorStart >= 0 || event.tagStart >= 0) return true;
    if (event.type === EVENT_ID.SCALAR) {
      if (event.style === SCALAR_STYLE.LITERAL_BLOCK || event.style === SCALAR_STYLE.FOLDED_BLOCK) return true;
      if (flow.length > 2 && event.valueStart === event.valueEnd && event.style === SCALAR_STYLE.PLAIN) return true;
      continue;
    }
    if (event.type === EVENT_ID.MAPPING && flow.includes(true)) return true;
    flow.push(event.style === COLLECTION_STYLE.FLOW);
  }
  return false;
}

/** The top-level fields, or null when this reader cannot promise the yaml path's answer. */
export function readPlainFrontmatter(source: string, firstLine: number): Map<string, FrontmatterField> | null {
  if (YAML_PATH_ONLY.test(source)) return null;
  let events: Event[];
  let values: unknown[];
  try {
    events = parseEvents(source, { maxDepth: 64 });
    // Duplicate keys throw here; the yaml path words that error.
    values = constructFromEvents(events, { source, schema: CORE_SCHEMA, maxAliases: 0 });
  } catch {
    return null;
  }
  const top = events[1];
  if (values.length !== 1 || top?.type !== EVENT_ID.MAPPING || top.style !== COLLECTION_STYLE.BLOCK) return null;
  const object = values[0];
  if (object === null || typeof object !== "object" || Array.isArray(object)) return null;
  if (outsideCommonGround(events)) return null;

  const toLine = lineFinder(source, firstLine);
  const fields = new Map<string, FrontmatterField>();
  // Walks the top mapping's children: key, value, key, value... A value that is a collection has its
  // direct children's lines recorded (every other one, the keys, for a mapping); deeper ones are skipped.
  let i = 2;
  while (i < events.length && events[i]!.type !== EVENT_ID.POP) {
    const keyEvent = events[i]!;
    if (keyEvent.type !== EVENT_ID.SCALAR || keyEvent.style !== SCALAR_STYLE.PLAIN) return null;
    const key = source.slice(keyEvent.valueStart, keyEvent.valueEnd);
    if (!WORD_KEY.test(key) || NON_STRING_WORDS.has(key)) return null;
    const valueEvent = events[i + 1];
    if (!valueEvent) return null;
    const itemLines: number[] = [];
    i += 2;
    if (valueEvent.type === EVENT_ID.MAPPING || valueEvent.type === EVENT_ID.SEQUENCE) {
      const everyOther = valueEvent.type === EVENT_ID.MAPPING;
      let depth = 0;
      let child = 0;
      for (; i < events.length; i++) {
        const e = events[i]!;
        if (e.type === EVENT_ID.POP) {
          if (depth === 0) break;
          depth--;
          continue;
        }
        if (depth === 0) {
          if (!everyOther || child % 2 === 0) itemLines.push(toLine(startOf(e)));
          child++;
        }
        if (e.type === EVENT_ID.MAPPING || e.type === EVENT_ID.SEQUENCE) depth++;
      }
      i++; // past the value's POP
    }
    fields.set(key, { value: Object.getOwnPropertyDescriptor(object, key)?.value, line: toLine(keyEvent.valueStart), itemLines });
  }
  return fields;
}
