// check_style: an image or a draft checked against a style (POST /styles/{ref}/check): the same
// service, read rules, check lane and StyleCheck answer. An agent that generates an image or writes
// a draft checks it, reads the failing checks' hints, and tries again.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { styleCheckSchema } from "@/lib/api/check";
import { CHECK_TEXT_MAX_CHARS, type StyleCheck } from "@/lib/check";
import { invalidRequest } from "@/lib/errors";
import { IMAGE_MEDIA_TYPES } from "@/lib/extraction/sources";
import { CHECK_LIMITS, checkStyle, type CheckCandidate } from "@/lib/gallery/check";
import { spendStyleCheck } from "@/lib/ratelimit";
import { base64Bytes, textArg } from "../inputs";
import { defineTool, type McpContext } from "../tool";
import { refArg } from "./shared";

const MEDIA_TYPES = Object.values(IMAGE_MEDIA_TYPES) as [string, ...string[]];

const imageArg = z
  .object({
    data: z.string().min(1).describe("The image file's bytes, base64-encoded (a `data:` URL prefix is accepted); 8 MB at most."),
    mediaType: z.enum(MEDIA_TYPES).describe("Its media type. The type is read from the bytes; this one only has to be an image type we read."),
  })
  .describe("An image held as data (a generated image, a screenshot), when there is no public URL for it.");

function candidateOf(args: { text?: string; image_url?: string; image?: z.output<typeof imageArg> }): CheckCandidate {
  const sent = [args.text !== undefined, args.image_url !== undefined, args.image !== undefined].filter(Boolean).length;
  if (sent > 1) throw invalidRequest("send one candidate: text, image_url or image, not several");
  if (args.text !== undefined) return { kind: "text", text: args.text };
  if (args.image_url !== undefined) return { kind: "image_url", url: args.image_url };
  if (args.image !== undefined) return { kind: "image", bytes: base64Bytes(args.image.data, "image", CHECK_LIMITS.imageBytes, "a checked image"), label: "image" };
  throw invalidRequest("send a candidate to check: text, image_url or image");
}

function readable(out: StyleCheck): string {
  const lines = out.checks.map((c) => `${c.pass ? "✓" : "✗"} ${c.section} · ${c.aspect}: expected ${c.expected}; found ${c.found}${c.hint ? ` → ${c.hint}` : ""}`);
  const palette = out.palette ? [`Palette coverage ${Math.round(out.palette.coverage * 100)}%${out.palette.stray.length ? `; stray colors ${out.palette.stray.map((s) => s.hex).join(", ")}` : ""}.`] : [];
  return [`Score ${out.score}/100 (${out.verdict}), ${out.kind} check.`, ...palette, ...lines].join("\n");
}

export function registerCheckTools(server: McpServer, ctx: McpContext): void {
  defineTool(server, ctx, {
    name: "check_style",
    title: "Check an image or a text against a style",
    description:
      "Score an image or a text against a style, 0-100, with a verdict (on-style, close, off-style) and each check: " +
      "what the style asks for, what was found, and a hint for what to change. Images: palette coverage (CIEDE2000), " +
      "medium, light, color, composition and guardrails; texts: formality, person, sentence length, emoji, hashtags, " +
      "register, phrases and guardrails. Free and deterministic. Use it after generating an image or writing a draft " +
      "in a style, fix what fails, and check again.\n" +
      'Example: {"ref": "release-notes-plainly-t4u8", "text": "Version 2.4 fixes the export that dropped the last colour."}',
    input: {
      ref: refArg,
      text: textArg(CHECK_TEXT_MAX_CHARS, `A text to check against the style's writing voice (8 words or more, at most ${CHECK_TEXT_MAX_CHARS} characters).`),
      image_url: z.string().optional().describe("A public https link to a JPEG, PNG, GIF or WebP image to check against the style's look."),
      image: imageArg.optional(),
    },
    output: styleCheckSchema,
    annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: true },
    async run({ ref, ...args }, caller) {
      const candidate = candidateOf(args);
      await spendStyleCheck(caller ? { userId: caller.userId } : { ip: ctx.clientAddress });
      return checkStyle(ref, candidate, caller);
    },
    text: readable,
  });
}
