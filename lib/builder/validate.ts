// Checking what the builder sends before anything is written. Pure (zod only), so pages can show the
// same messages before saving and the unit tests cover every rule. Every message names the field (and
// for blocks the index in the list) so a person or an agent can fix exactly that item.
import { z } from "zod";
import "@/lib/zod-browser";
import { invalidRequest } from "@/lib/errors";
import { blockSchema, type Block } from "@/lib/styles/blocks";
import { isCategoryId, CATEGORY_IDS } from "@/lib/styles/categories";
import { isSectionId, SECTION_IDS, type SectionId } from "@/lib/styles/sections";

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 600;
export const MAX_BLOCKS = 300;
export const MAX_TAGS = 8;
export const TAG_MAX = 32;

export interface BlockEdit {
  id?: string;
  section: string;
  type: string;
  value: unknown;
  enabled?: boolean;
}

export interface StyleEdits {
  name?: string;
  /** null or "" clears it. */
  description?: string | null;
  /** The whole ordered list; positions are the list order. */
  blocks?: BlockEdit[];
  disabledSections?: string[];
}

export interface ValidBlock {
  id?: string;
  section: SectionId;
  type: Block["type"];
  value: Block["value"];
  enabled: boolean;
}

export interface ValidEdits {
  name?: string;
  description?: string | null;
  blocks?: ValidBlock[];
  disabledSections?: SectionId[];
}

export function validName(raw: unknown): string {
  if (typeof raw !== "string") throw invalidRequest("name must be a string.");
  const name = raw.trim().replace(/\s+/g, " ");
  if (name.length === 0) throw invalidRequest("name cannot be empty.");
  if (name.length > NAME_MAX) throw invalidRequest(`name is ${name.length} characters; at most ${NAME_MAX} are allowed.`);
  return name;
}

function validDescription(raw: unknown): string | null {
  if (raw === null) return null;
  if (typeof raw !== "string") throw invalidRequest("description must be a string or null.");
  const description = raw.trim();
  if (description.length > DESCRIPTION_MAX) {
    throw invalidRequest(`description is ${description.length} characters; at most ${DESCRIPTION_MAX} are allowed.`);
  }
  return description || null;
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.length ? ` (${path.map(String).join(".")})` : "";
}

function validBlock(raw: unknown, index: number): ValidBlock {
  const parsed = blockSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalidRequest(`blocks[${index}]: ${issue?.message ?? "not a valid block"}${issuePath(issue?.path ?? [])}.`);
  }
  const block = parsed.data;
  const valid: ValidBlock = { section: block.section, type: block.type, value: block.value, enabled: block.enabled !== false };
  if (block.id !== undefined) valid.id = block.id;
  return valid;
}

function validBlocks(raw: unknown): ValidBlock[] {
  if (!Array.isArray(raw)) throw invalidRequest("blocks must be the whole ordered list of the style's blocks.");
  if (raw.length > MAX_BLOCKS) throw invalidRequest(`blocks has ${raw.length} items; a style holds at most ${MAX_BLOCKS}.`);
  const blocks = raw.map(validBlock);
  const seen = new Map<string, number>();
  blocks.forEach((b, index) => {
    if (b.id === undefined) return;
    const first = seen.get(b.id);
    if (first !== undefined) throw invalidRequest(`blocks[${index}]: id ${b.id} is already used by blocks[${first}]; each block appears once.`);
    seen.set(b.id, index);
  });
  return blocks;
}

function validSections(raw: unknown): SectionId[] {
  if (!Array.isArray(raw)) throw invalidRequest("disabledSections must be a list of section ids.");
  const sections: SectionId[] = [];
  raw.forEach((id, index) => {
    if (typeof id !== "string" || !isSectionId(id)) {
      throw invalidRequest(`disabledSections[${index}]: ${JSON.stringify(id)} is not a section. Sections: ${SECTION_IDS.join(", ")}.`);
    }
    if (!sections.includes(id)) sections.push(id);
  });
  return sections;
}

const KNOWN_EDIT_FIELDS = ["name", "description", "blocks", "disabledSections"];

/** Validates a save. Fields left out are left as they are. */
export function validateEdits(raw: unknown): ValidEdits {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw invalidRequest("edits must be an object.");
  const input = raw as Record<string, unknown>;
  const unknown = Object.keys(input).filter((k) => !KNOWN_EDIT_FIELDS.includes(k) && input[k] !== undefined);
  if (unknown.length) throw invalidRequest(`Unknown field ${unknown.join(", ")}; a save accepts ${KNOWN_EDIT_FIELDS.join(", ")}.`);
  const edits: ValidEdits = {};
  if (input.name !== undefined) edits.name = validName(input.name);
  if (input.description !== undefined) edits.description = validDescription(input.description);
  if (input.blocks !== undefined) edits.blocks = validBlocks(input.blocks);
  if (input.disabledSections !== undefined) edits.disabledSections = validSections(input.disabledSections);
  return edits;
}

export type PublishVisibility = "public" | "link_shared" | "private";

export interface PublishInput {
  visibility: PublishVisibility | "link-shared";
  /** A gallery category id; null clears it; left out keeps it. */
  category?: string | null;
  /** Replaces the tags; left out keeps them. */
  tags?: string[];
}

export interface ValidPublication {
  visibility: PublishVisibility;
  category?: string | null;
  tags?: string[];
}

const visibilitySchema = z.enum(["public", "link_shared", "link-shared", "private"]);

function validTags(raw: unknown): string[] {
  if (!Array.isArray(raw)) throw invalidRequest("tags must be a list of strings.");
  const tags: string[] = [];
  raw.forEach((tag, index) => {
    if (typeof tag !== "string") throw invalidRequest(`tags[${index}] must be a string.`);
    const clean = tag.trim().replace(/\s+/g, " ").toLowerCase();
    if (!clean) throw invalidRequest(`tags[${index}] is empty; a tag has 1 to ${TAG_MAX} characters.`);
    if (clean.length > TAG_MAX) throw invalidRequest(`tags[${index}] "${clean}" is ${clean.length} characters; at most ${TAG_MAX} are allowed.`);
    if (!tags.includes(clean)) tags.push(clean);
  });
  if (tags.length > MAX_TAGS) throw invalidRequest(`${tags.length} different tags given; a style has at most ${MAX_TAGS}.`);
  return tags;
}

export function validatePublication(raw: unknown): ValidPublication {
  if (typeof raw !== "object" || raw === null) throw invalidRequest("publication settings must be an object.");
  const input = raw as Record<string, unknown>;
  const visibility = visibilitySchema.safeParse(input.visibility);
  if (!visibility.success) throw invalidRequest('visibility must be "public", "link_shared" or "private".');
  const publication: ValidPublication = { visibility: visibility.data === "link-shared" ? "link_shared" : visibility.data };
  if (input.category !== undefined) {
    if (input.category !== null && (typeof input.category !== "string" || !isCategoryId(input.category))) {
      throw invalidRequest(`category ${JSON.stringify(input.category)} is not a gallery category. Categories: ${CATEGORY_IDS.join(", ")}.`);
    }
    publication.category = input.category;
  }
  if (input.tags !== undefined) publication.tags = validTags(input.tags);
  return publication;
}
