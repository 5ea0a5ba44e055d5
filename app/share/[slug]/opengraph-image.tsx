// The Open Graph card of a share page (og:image and, by inheritance, twitter:image): the style's name,
// author, palette and hero image, drawn by next/og. A style without a public share page (private,
// pending, link-only, unknown) gets the same generic Styleshelf card, so the card never tells whether
// such a style exists.
import { ImageResponse } from "next/og";
import { SHARE_CARD_HERO, shareCardData, type ShareCardData } from "@/lib/gallery/share";
import { categoryLabel } from "@/lib/styles/categories";
import { handle } from "../../_components/urls";

// Reads the database per request; never drawn at build time.
export const dynamic = "force-dynamic";
export const alt = "A style on Styleshelf: its name, author and palette";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

const INK = "#1c1b19";
const MUTED = "#5b5853";
const PAPER = "#f7f6f3";

/** The renderer fetches emoji artwork from a CDN and fails the whole image when it cannot: leave them out. */
function plain(text: string, max: number): string {
  const clean = text
    .replace(/[\p{Extended_Pictographic}\p{Regional_Indicator}\u{FE0F}\u{200D}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

function Wordmark() {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 14, fontSize: 30, color: INK }}>
      <div style={{ display: "flex", width: 34, height: 34, borderRadius: 8, background: INK }} />
      Styleshelf
    </div>
  );
}

function GenericCard() {
  const stripes = ["#2b4bb0", "#e4572e", "#f3b61f", "#1d7a5f", "#1c1b19"];
  return (
    <div style={{ display: "flex", width: "100%", height: "100%", background: PAPER, color: INK }}>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, flex: 1 }}>
        <Wordmark />
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ fontSize: 68, lineHeight: 1.1 }}>Find a style. Use it anywhere.</div>
          <div style={{ fontSize: 30, color: MUTED }}>A gallery of reusable looks and writing voices, compiled for every tool.</div>
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", width: 220 }}>
        {stripes.map((c) => (
          <div key={c} style={{ display: "flex", flex: 1, background: c }} />
        ))}
      </div>
    </div>
  );
}

function StyleCardImage({ card }: { card: ShareCardData }) {
  const name = plain(card.name, 70);
  const titleSize = name.length <= 22 ? 76 : name.length <= 40 ? 62 : 50;
  const byline = [card.author ? `by ${plain(handle(card.author), 40)}` : null, card.category ? categoryLabel(card.category) : null]
    .filter(Boolean)
    .join("  ·  ");
  const palette = card.palette.slice(0, 6);
  return (
    <div style={{ display: "flex", width: "100%", height: "100%", background: PAPER, color: INK }}>
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 64, flex: 1 }}>
        <Wordmark />
        <div style={{ display: "flex", flexDirection: "column", gap: 18 }}>
          <div style={{ fontSize: titleSize, lineHeight: 1.08 }}>{name}</div>
          {byline ? <div style={{ fontSize: 30, color: MUTED }}>{byline}</div> : null}
        </div>
        {palette.length > 0 ? (
          <div style={{ display: "flex", gap: 14 }}>
            {palette.map((hex, i) => (
              <div key={`${hex}-${i}`} style={{ display: "flex", flexDirection: "column", gap: 8, alignItems: "center" }}>
                <div style={{ display: "flex", width: 84, height: 84, borderRadius: 14, background: hex, border: "2px solid rgba(0,0,0,0.12)" }} />
                <div style={{ fontSize: 18, color: MUTED }}>{hex}</div>
              </div>
            ))}
          </div>
        ) : card.description ? (
          <div style={{ display: "flex", fontSize: 28, lineHeight: 1.4, color: MUTED, maxWidth: 980 }}>{plain(card.description, 150)}</div>
        ) : (
          <div style={{ display: "flex" }} />
        )}
      </div>
      {card.hero ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by next/og, not a page element
        <img src={card.hero} alt="" width={SHARE_CARD_HERO.width} height={SHARE_CARD_HERO.height} style={{ objectFit: "cover" }} />
      ) : palette.length > 0 ? (
        <div style={{ display: "flex", flexDirection: "column", width: 220 }}>
          {palette.map((hex, i) => (
            <div key={`${hex}-${i}`} style={{ display: "flex", flex: 1, background: hex }} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const card = await shareCardData(slug);
  return new ImageResponse(card ? <StyleCardImage card={card} /> : <GenericCard />, size);
}
