// The public page of a gallery style: what it looks or sounds like, its compiled spec in every
// format, Save to library and Remix, and its remixes. Its Markdown twin (/share/{slug}.md) is served by
// ./markdown/route.ts, its Open Graph card by ./opengraph-image.tsx.
import type { Metadata } from "next";
import { forbidden, notFound } from "next/navigation";
import { cache } from "react";
import Link from "next/link";
import { accountCsrfToken } from "@/lib/account/csrf";
import { pageSession } from "@/lib/auth/page-session";
import { ServiceError } from "@/lib/errors";
import { sharePage, type SharedStyle } from "@/lib/gallery/share";
import { isSavedBy } from "@/lib/library/saved-state";
import { categoryLabel } from "@/lib/styles/categories";
import { listGenerations } from "@/lib/versions/generations";
import { FormatPanels } from "../../_components/FormatPanels";
import { guardrails, hasLook, hasVoice, lookSections, paletteSwatches, voiceOf } from "../../_components/share-data";
import { SwatchList } from "../../_components/Swatches";
import { galleryHref } from "../../_components/gallery-params";
import { handle, sitePath } from "../../_components/urls";
import { ImageViewer } from "../_components/ImageViewer";
import { RemixList } from "../_components/RemixList";
import { VersionHistory } from "../_components/VersionHistory";
import { ShareActions } from "../_components/ShareActions";
import { ExportMenu } from "../_components/ExportMenu";
import { CheckPanel } from "../../_components/CheckPanel";
import { CHECK_LIMITS } from "@/lib/gallery/check";
import notice from "../../_components/notice.module.css";
import common from "../../_components/page.module.css";
import tags from "../../_components/tags.module.css";
import css from "../_components/share-page.module.css";

// Reads the database on every request; never pre-rendered at build time.
export const dynamic = "force-dynamic";

type Params = Promise<{ slug: string }>;
// The style and the visitor's side of the page both need the session: one lookup per request.
const session = cache(pageSession);

type Loaded =
  | { kind: "ok"; style: SharedStyle }
  | { kind: "not-generated"; message: string };

// generateMetadata and the page both need the style: one database read per request. The session
// decides whether the owner's own view applies.
const load = cache(async (slug: string): Promise<Loaded> => {
  const me = await session();
  try {
    return { kind: "ok", style: await sharePage(slug, me?.user.id ?? null) };
  } catch (err) {
    if (err instanceof ServiceError && err.code === "not_found") notFound();
    // 403, as the API answers for the same style; app/forbidden.tsx says why a page may be closed.
    if (err instanceof ServiceError && err.code === "forbidden") forbidden();
    if (err instanceof ServiceError && err.code === "service_not_generated") return { kind: "not-generated", message: err.message };
    throw err;
  }
});

/** The signed-in visitor's side of the page: the CSRF token of its actions and whether the style is
 *  already saved. Read beside the style, not after it (the saved check goes by slug). */
const viewer = cache(async (slug: string): Promise<{ csrf: string; saved: boolean } | null> => {
  const me = await session();
  if (!me) return null;
  return { csrf: accountCsrfToken(me.sessionToken, "share"), saved: await isSavedBy(me.user.id, { slug }) };
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const loaded = await load(slug);
  if (loaded.kind !== "ok") return { title: "Style not available", robots: { index: false } };
  const { card, description, canonicalUrl, audience } = loaded.style;
  const summary = description ?? `${card.name}${card.author ? ` by ${handle(card.author)}` : ""}, a style on Styleshelf.`;
  return {
    title: card.name,
    description: summary,
    alternates: { canonical: canonicalUrl, types: { "text/markdown": `/share/${slug}.md` } },
    // No `images` key here (not even undefined): it would replace the card ./opengraph-image.tsx draws,
    // and twitter:image follows og:image when twitter has none of its own.
    openGraph: { title: card.name, description: summary, url: canonicalUrl },
    twitter: { card: "summary_large_image" },
    // Only gallery styles belong in search engines; a link-only page is for those who have the link.
    ...(audience === "gallery" ? {} : { robots: { index: false, follow: false } }),
  };
}

/** Signed out, Save and Remix are links to sign in that come back to this page. */
function signInHref(slug: string): string {
  return `/signin?callbackUrl=${encodeURIComponent(`/share/${slug}`)}`;
}

/** Above the owner's own view of a page that is not (or not yet) in the gallery, and above a link-only
 *  page: who can see it, and what to do next. */
function Standing({ style }: { style: SharedStyle }) {
  const { owner } = style;
  if (!owner) {
    if (style.audience !== "link") return null;
    return (
      <p className={css.standing} role="note">
        <strong>Unlisted.</strong> Only people with this link can open this style; it is not in the gallery or in search.
      </p>
    );
  }
  const edit = (
    <Link className="button button-small" href={owner.editUrl}>
      Edit in the builder
    </Link>
  );
  const say = (title: string, text: string, tone: "neutral" | "waiting" | "refused" = "neutral") => (
    <div className={css.standing} role="note" data-tone={tone}>
      <p>
        <strong>{title}</strong> {text}
      </p>
      {owner.note && tone === "refused" ? <blockquote aria-label="Moderator's note">{owner.note}</blockquote> : null}
      {edit}
    </div>
  );
  if (owner.unpublished) {
    return say(
      owner.visibility === "private" ? "Private." : "Not published yet.",
      "Only you can see this page. It shows your last generated version; publish it from the builder to share it.",
    );
  }
  if (owner.visibility === "link_shared") return say("Link only.", "Anyone with this link can open this page; it is not listed in the gallery or in search.");
  if (owner.moderation === "pending") {
    return say("Waiting for review.", "Only you can see this page until a moderator approves it; then it is listed in the gallery and anyone can open it.", "waiting");
  }
  if (owner.moderation === "rejected") {
    return say("Not approved for the gallery.", "Only you can see this page. Change the style, generate and publish again to ask for another review.", "refused");
  }
  return say("Your style.", "It is listed in the gallery.");
}

function NotGenerated({ message }: { message: string }) {
  return (
    <section className={notice.notice} aria-labelledby="unavailable-title">
      <h1 id="unavailable-title">Nothing to show yet</h1>
      <p>{message}</p>
      <p className={notice.actions}>
        <Link className="button button-primary" href="/library">
          Open your library
        </Link>
      </p>
    </section>
  );
}

/** Whether anyone with the link reads the style: a visitor's page always is; the owner's own view only
 *  once it is listed or link-shared and published. */
function readableByLink(owner: SharedStyle["owner"]): boolean {
  if (!owner) return true;
  if (owner.unpublished) return false;
  return owner.visibility === "link_shared" || (owner.visibility === "public" && owner.moderation === "approved");
}

export default async function SharePage({ params }: { params: Params }) {
  const { slug } = await params;
  const [loaded, me] = await Promise.all([load(slug), viewer(slug)]);
  if (loaded.kind === "not-generated") return <NotGenerated message={loaded.message} />;

  const { card, description, snapshot, canonicalUrl, remixOf, remixes, owner } = loaded.style;
  const mine = owner ? await session() : null;
  const versions = owner && mine ? (await listGenerations(mine.user.id, loaded.style.id)).generations : null;
  const palette = paletteSwatches(snapshot);
  const look = lookSections(snapshot);
  const voice = voiceOf(snapshot);
  const avoid = guardrails(snapshot);
  const visual = hasLook(snapshot);
  const imageAlt = (alt: string | null | undefined, kind: string, n: number) =>
    alt?.trim() || `${kind === "inspiration" ? "Reference" : kind === "sample" ? "Sample" : "Source"} image ${n} for ${card.name}`;
  const images = snapshot.referenceImages.map((img, i) => ({
    src: sitePath(img.url),
    thumbnail: sitePath(img.thumbnailUrl ?? img.url),
    alt: imageAlt(img.alt, img.kind, i + 1),
  }));

  return (
    <article className="share">
      <p className={css.crumbs}>
        <Link href="/">Gallery</Link>
        {card.category ? (
          <>
            <span aria-hidden="true"> / </span>
            <Link href={galleryHref({ category: card.category })}>{categoryLabel(card.category)}</Link>
          </>
        ) : null}
      </p>

      <Standing style={loaded.style} />

      {/* Phones read header, Use this style, pictures, facts; wide screens put the last three beside
          and under the header (share-page.module.css). */}
      <div className={css.layout}>
        <header className={css.header}>
          <h1>{card.name}</h1>
          <p className={css.byline}>
            {card.author ? <span>by <strong>{handle(card.author)}</strong></span> : <span>A Styleshelf style</span>}
            {card.category ? <span> · {categoryLabel(card.category)}</span> : null}
            {remixOf ? (
              <span>
                {" "}· Remix of {remixOf.url ? <Link href={sitePath(remixOf.url)}>{remixOf.name}</Link> : remixOf.name}
              </span>
            ) : null}
          </p>
          {description ? <p className={common.lede}>{description}</p> : null}
          {card.tags.length > 0 ? (
            <ul className={tags.chips} aria-label="Tags">
              {card.tags.map((t) => (
                <li key={t}>
                  <Link className={tags.chip} href={galleryHref({ query: t })}>
                    {t}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          {me ? (
            <ShareActions slug={card.slug} csrf={me.csrf} initiallySaved={me.saved} />
          ) : (
            <ul className={`${common.actions} ${css.shareActions}`} role="list">
              <li>
                <Link className="button button-primary" href={signInHref(card.slug)}>
                  Save to library
                </Link>
              </li>
              <li>
                <Link className="button" href={signInHref(card.slug)}>
                  Remix
                </Link>
              </li>
            </ul>
          )}
        </header>
        <div className={css.side}>
          <section className={css.use} aria-labelledby="use-title">
            <div className={css.useHead}>
              <h2 id="use-title">Use this style</h2>
              <ul className={`${common.actions} ${css.actions}`} role="list">
                <li>
                  <a className="button button-small" href={`/share/${card.slug}.md`} type="text/markdown">
                    Markdown
                  </a>
                </li>
                <li>
                  <a className="button button-small" href={`/api/v1/styles/${card.slug}`}>
                    API
                  </a>
                </li>
                <li><ExportMenu slug={card.slug} snapshot={snapshot} canonicalUrl={canonicalUrl} /></li>
              </ul>
            </div>
            <FormatPanels snapshot={snapshot} canonicalUrl={canonicalUrl} hasLook={visual} styleMdUrl={`/api/v1/styles/${card.slug}/style.md`} />
            <p className={`${common.hint} ${css.hint}`}>
              Pick the format your tool speaks and copy it. Credit {card.author ? handle(card.author) : "the author"} and link{" "}
              <Link href={`/share/${card.slug}`}>{canonicalUrl}</Link> when you share what you make.
            </p>
          </section>
          <div className={css.facts}>
            {palette.length > 0 ? (
              <section aria-labelledby="palette-title">
                <h2 id="palette-title">Palette</h2>
                <SwatchList colors={palette} />
              </section>
            ) : null}
            {voice && (voice.traits.length > 0 || voice.rules.length > 0) ? (
              <section aria-labelledby="voice-title">
                <h2 id="voice-title">Voice</h2>
                {voice.traits.length > 0 ? (
                  <dl className={css.traits}>
                    {voice.traits.map((t) => (
                      <div key={t.label}>
                        <dt>{t.label}</dt>
                        <dd>{t.value}</dd>
                      </div>
                    ))}
                  </dl>
                ) : null}
                {voice.rules.length > 0 ? (
                  <ul className={css.rules}>
                    {voice.rules.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ) : null}
            {look.length > 0 ? (
              <section aria-labelledby="look-title">
                <h2 id="look-title">Look</h2>
                <dl className={css.look}>
                  {look.map((sec) => (
                    <div key={sec.title}>
                      <dt>{sec.title}</dt>
                      <dd>{sec.items.join("; ")}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
            {avoid.length > 0 ? (
              <section aria-labelledby="avoid-title">
                <h2 id="avoid-title">Avoid</h2>
                <ul className={css.avoid}>
                  {avoid.map((a) => (
                    <li key={a.term}>
                      {a.term}
                      {a.prefer ? <span className={css.avoidPrefer}> → {a.prefer}</span> : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
        {images.length > 0 ? (
          <ImageViewer images={images} label="Reference images" />
        ) : voice && voice.samples.length > 0 ? (
          <section className={css.samples} aria-labelledby="samples-title">
            <h2 id="samples-title" className="visually-hidden">Writing samples</h2>
            {voice.samples.map((s, i) => (
              <blockquote key={i} className={css.sample}>
                <p>{s}</p>
              </blockquote>
            ))}
          </section>
        ) : null}
      </div>

      {/* The panel calls the REST endpoint anonymously: shown where anyone may read the style by its slug. */}
      {(visual || hasVoice(snapshot)) && readableByLink(owner) ? <CheckPanel action={`/api/v1/styles/${card.slug}/check`} limits={CHECK_LIMITS} name={card.name} look={visual} voice={hasVoice(snapshot)} /> : null}

      <RemixList name={card.name} remixes={remixes} signedIn={me !== null} />
      {owner && versions ? <VersionHistory versions={versions} editUrl={owner.editUrl} /> : null}
    </article>
  );
}
