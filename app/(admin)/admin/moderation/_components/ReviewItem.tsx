// One publication under review: a preview of the published snapshot (its share page stays closed
// until approval, so the preview is inline) and the two decisions.
import { SwatchStrip } from "@/app/_components/Swatches";
import { sitePath } from "@/app/_components/urls";
import tagStyles from "@/app/_components/tags.module.css";
import type { PendingStyle } from "@/lib/moderation";
import { REASON_MAX_CHARS, REASON_MIN_CHARS } from "@/lib/moderation/decide";
import { categoryLabel } from "@/lib/styles/categories";
import css from "../moderation.module.css";
import { siteApi } from "@/app/_components/site-api";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function ReviewItem({ style, csrf, problem }: { style: PendingStyle; csrf: string; problem: string | null }) {
  const id = `review-${style.styleId}`;
  const submitted = new Date(style.submittedAt);
  return (
    <li id={id} className={css.item}>
      <article aria-labelledby={`${id}-title`} className={css.preview}>
        {style.heroImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- blobs are already sized webp; no optimizer needed
          <img className={css.hero} src={sitePath(style.heroImage)} alt={`Reference image for ${style.name}`} width={480} height={360} loading="lazy" decoding="async" />
        ) : null}
        <div className={css.details}>
          <h2 id={`${id}-title`}>{style.name}</h2>
          <p className={css.meta}>
            by @{style.ownerHandle}
            {style.category ? ` · ${categoryLabel(style.category)}` : ""}
            {" · submitted "}
            <time dateTime={style.submittedAt}>{dateFormat.format(submitted)} UTC</time>
          </p>
          {style.description ? <p className={css.description}>{style.description}</p> : <p className={css.meta}>No description.</p>}
          <SwatchStrip colors={style.palette} label={`Palette of ${style.name}`} />
          {style.tags.length > 0 ? (
            <ul className={tagStyles.tags} aria-label="Tags">
              {style.tags.map((t) => (
                <li key={t} className={tagStyles.tag}>
                  {t}
                </li>
              ))}
            </ul>
          ) : null}
          {style.previousNote ? (
            <p className={css.previous}>
              <strong>Rejected before:</strong> {style.previousNote}
            </p>
          ) : null}
        </div>
      </article>

      <div className={css.decisions}>
        <form method="post" action={siteApi.moderationDecision("approve")}>
          <input type="hidden" name="styleId" value={style.styleId} />
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" className="button button-primary">
            Approve<span className="visually-hidden"> {style.name}</span>
          </button>
        </form>
        <form method="post" action={siteApi.moderationDecision("reject")} className={css.reject}>
          <input type="hidden" name="styleId" value={style.styleId} />
          <input type="hidden" name="csrf" value={csrf} />
          <label htmlFor={`${id}-reason`}>Reason for the owner</label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={3}
            required
            minLength={REASON_MIN_CHARS}
            maxLength={REASON_MAX_CHARS}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ""}`}
          />
          <p id={`${id}-hint`} className={css.meta}>
            {REASON_MIN_CHARS}-{REASON_MAX_CHARS} characters. The owner sees it as written.
          </p>
          {problem ? (
            <p id={`${id}-problem`} className={css.problem} role="alert">
              {problem}
            </p>
          ) : null}
          <button type="submit" className="button">
            Reject<span className="visually-hidden"> {style.name}</span>
          </button>
        </form>
      </div>
    </li>
  );
}
