// One gallery result. The title link stretches over the whole card (CSS ::after), so the card is one
// big click target while a screen reader hears only the style's name as the link.
import type { CSSProperties } from "react";
import Link from "next/link";
import type { StyleCard as Card } from "@/lib/gallery/cards";
import { categoryLabel } from "@/lib/styles/categories";
import { SwatchStrip } from "./Swatches";
import css from "./style-card.module.css";
import tagStyles from "./tags.module.css";
import { handle, sitePath } from "./urls";

/** A stable hue per style, so typographic tiles differ from each other without any stored colour. */
function hueOf(slug: string): number {
  let h = 0;
  for (const ch of slug) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

function Tile({ card, eager }: { card: Card; eager: boolean }) {
  if (card.heroImage) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- blobs are already sized webp; no optimizer needed
      <img
        className={css.image}
        src={sitePath(card.heroImage)}
        alt={`Reference image for ${card.name}`}
        width={480}
        height={360}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
    );
  }
  // No image: a visual style shows its palette as bands; a writing voice a line of its sample.
  if (card.palette.length > 0) {
    return (
      <div className={`${css.tile} ${css.tilePalette}`} aria-hidden="true">
        {card.palette.map((hex, i) => (
          <span key={`${hex}-${i}`} style={{ backgroundColor: hex }} />
        ))}
      </div>
    );
  }
  // A writing voice shows a line in its own words (its sample); the name is the card's title below.
  return (
    <div className={`${css.tile} ${css.tileType}`} style={{ "--tile-hue": hueOf(card.slug) } as CSSProperties} aria-hidden="true">
      <span className={css.tileMark}>&ldquo;</span>
      <span className={css.tileSample}>
        {/* "card-tile-sample" styles nothing: tests/unit/seed/writing-cards.test.ts finds the line by it. */}
        <span className="card-tile-sample">{card.sample ?? card.name}</span>
      </span>
    </div>
  );
}

export function StyleCard({ card, eager = false }: { card: Card; eager?: boolean }) {
  return (
    // "card" styles nothing: the browser tests find the cards by it.
    <article className={`${css.card} card`}>
      <div className={css.media}>
        <Tile card={card} eager={eager} />
      </div>
      <div className={css.body}>
        <h3 className={css.title}>
          <Link href={`/share/${card.slug}`} className={css.link}>
            {card.name}
          </Link>
        </h3>
        <p className={css.meta}>
          {card.author ? <span>{handle(card.author)}</span> : null}
          {card.author && card.category ? <span aria-hidden="true"> · </span> : null}
          {card.category ? <span>{categoryLabel(card.category)}</span> : null}
        </p>
        {card.tags.length > 0 ? (
          <ul className={`${tagStyles.tags} ${css.tags}`} aria-label="Tags">
            {card.tags.slice(0, 4).map((t) => (
              <li key={t} className={tagStyles.tag}>
                {t}
              </li>
            ))}
            {card.tags.length > 4 ? <li className={tagStyles.tag}>+{card.tags.length - 4}</li> : null}
          </ul>
        ) : null}
        <SwatchStrip colors={card.palette} label={`Palette of ${card.name}`} />
      </div>
    </article>
  );
}
