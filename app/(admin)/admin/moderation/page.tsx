// The admin review queue: public publications waiting for moderation, oldest first, each previewed
// from the snapshot that approval would make public, with Approve and Reject as plain form posts.
// Everyone but an admin gets the site's 404, so the page does not advertise that it exists.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "next/link";
import { accountCsrfToken } from "@/lib/account/csrf";
import { pageSession } from "@/lib/auth/page-session";
import { isAdmin, pendingQueue } from "@/lib/moderation";
import { ReviewItem } from "./_components/ReviewItem";
import { doneMessage, problemMessage } from "./_lib/decision";
import css from "./moderation.module.css";
import common from "@/app/_components/page.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Moderation", robots: { index: false } };

const QUEUE_LIMIT = 50;

type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

export default async function ModerationPage({ searchParams }: { searchParams: Search }) {
  const session = await pageSession();
  // The role is read from the database, not the session, so a demotion takes effect at once.
  if (!session || !(await isAdmin(session.user.id))) notFound();
  const [queue, params] = await Promise.all([pendingQueue(session.user.id, { limit: QUEUE_LIMIT }), searchParams]);
  const csrf = accountCsrfToken(session.sessionToken, "moderation");

  const done = doneMessage(one(params.done));
  const problem = problemMessage(one(params.problem));
  const problemStyle = one(params.style);
  // A problem with a style still in the queue is shown at its form; otherwise (decided elsewhere,
  // deleted) at the top, where it is still read.
  const problemInQueue = problem !== null && queue.some((s) => s.styleId === problemStyle);

  return (
    <>
      <header className={`${common.intro} ${css.section}`}>
        <h1>Moderation</h1>
        <p className={common.lede}>
          {queue.length === 0
            ? "Nothing is waiting for review."
            : queue.length === QUEUE_LIMIT
              ? `The oldest ${QUEUE_LIMIT} publications waiting for review, oldest first.`
              : `${queue.length} ${queue.length === 1 ? "publication is" : "publications are"} waiting for review, oldest first.`}
        </p>
        <p>
          Plans are switched on the <Link href="/admin/accounts">accounts page</Link>.
        </p>
      </header>

      <div className={css.section}>
        {done ? (
          <p className={css.status} role="status">
            {done}
          </p>
        ) : null}
        {problem && !problemInQueue ? (
          <p className={css.problem} role="alert">
            {problem}
          </p>
        ) : null}
        {queue.length > 0 ? (
          <ol className={css.queue} aria-label="Waiting for review">
            {queue.map((style) => (
              <ReviewItem key={style.styleId} style={style} csrf={csrf} problem={problemInQueue && style.styleId === problemStyle ? problem : null} />
            ))}
          </ol>
        ) : null}
      </div>
    </>
  );
}
