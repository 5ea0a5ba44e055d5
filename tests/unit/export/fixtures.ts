// Snapshots to export: the whole seeded gallery (visual styles and writing voices), built the way a
// publish builds them, and one style written to break exports (markup and comment terminators in
// names, colors with the same or no ASCII name, a translucent color, named typefaces).
import { GALLERY } from "@/lib/seed/gallery";
import { seedSnapshot } from "@/lib/seed/snapshot";
import type { ColorValue } from "@/lib/styles/blocks";
import type { CompileContext, StyleSnapshot } from "@/lib/styles/snapshot";

export const SITE = "https://styleshelf.app";

export interface Fixture {
  slug: string;
  snapshot: StyleSnapshot;
  ctx: CompileContext;
}

export function galleryFixtures(): Fixture[] {
  return GALLERY.map((style) => ({
    slug: style.slug,
    snapshot: seedSnapshot(style, {
      blocks: style.blocks.map((b, position) => ({ ...b, enabled: b.enabled !== false, position })),
      referenceImages: [],
      samples: [],
    }),
    ctx: { canonicalUrl: `${SITE}/share/${style.slug}` },
  }));
}

export function galleryFixture(slug: string): Fixture {
  const found = galleryFixtures().find((f) => f.slug === slug);
  if (!found) throw new Error(`no seeded style ${slug}`);
  return found;
}

/** The palette colors an export must carry: enabled, outside switched-off sections. */
export function enabledColors(snapshot: StyleSnapshot): ColorValue[] {
  if (snapshot.disabledSections.includes("palette")) return [];
  return snapshot.blocks.filter((b) => b.section === "palette" && b.type === "color" && b.enabled !== false).map((b) => b.value as ColorValue);
}

/** #RGB / #RRGGBBAA as #RRGGBB(AA), upper case. */
export function fullHex(hex: string): string {
  const body = hex.slice(1);
  return `#${(body.length <= 4 ? [...body].map((c) => c + c).join("") : body).toUpperCase()}`;
}

export const HOSTILE_NAME = 'Evil */ } body { color: red } <script>alert(1)</script> "quoted" & #1';

export function hostileFixture(): Fixture {
  const snapshot: StyleSnapshot = {
    name: HOSTILE_NAME,
    description: "A description with <img src=x onerror=alert(1)> markup, a ](javascript:alert(1)) link and: a colon.",
    author: "@mallory",
    category: "graphic-design",
    tags: ["test"],
    slug: "evil-style-zz01",
    blocks: [
      { section: "overview", type: "descriptor", value: "## Not a heading\n- not a list" },
      { section: "palette", type: "color", value: { hex: "#E0115F", name: "Rosé", role: "accent */ } .x { color: red" } },
      { section: "palette", type: "color", value: { hex: "#f0f", name: "rosé", role: "accent <b>" } },
      { section: "palette", type: "color", value: { hex: "#0A0B0C", name: "東京の夜" } },
      { section: "palette", type: "color", value: { hex: "#80FF0080", name: "Glass", role: "primary" } },
      { section: "palette", type: "color", value: { hex: "#123456", name: "Switched off" }, enabled: false },
      { section: "typography", type: "descriptor", value: "Helvetica Neue headlines, IBM Plex Mono labels; body copy in Inter" },
      { section: "composition", type: "descriptor", value: "everything centred" },
      { section: "guardrails", type: "avoid", value: { term: "</style><script>", prefer: "plain text" } },
      { section: "voice", type: "tone", value: "dry" },
    ],
    disabledSections: [],
    referenceImages: [],
    remixOf: null,
  };
  return { slug: snapshot.slug!, snapshot, ctx: { canonicalUrl: `${SITE}/share/${snapshot.slug}` } };
}
