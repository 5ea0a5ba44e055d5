// /pricing: the plans, read from lib/plans.ts (the same table every limit is enforced from), so the
// page cannot promise what the service does not do. 402 and 403 messages link here.
import type { Metadata } from "next";
import Link from "next/link";
import { PLANS, UNLIMITED, type PlanId, type PlanLimits } from "@/lib/plans";
import styles from "./pricing.module.css";

export const metadata: Metadata = {
  title: "Pricing",
  description: "Styleshelf plans: search and compile for free; extract new styles with credits on Free or without limits on Pro.",
};

function features(plan: PlanLimits): string[] {
  const credits =
    plan.initialCredits === UNLIMITED
      ? "Unlimited extractions"
      : `${plan.initialCredits} credits to start; an extraction costs ${plan.extractionCost}, and a failed one is refunded`;
  return [
    credits,
    `Up to ${plan.maxFiles} files per extraction, 8 MB each`,
    plan.documents ? "Documents as sources: PDF, .txt, .md, .csv, .json" : "Images, text, named references and image URLs as sources",
    plan.maxStyles === null ? "Unlimited own styles" : `Up to ${plan.maxStyles} own styles`,
    plan.fullHistory ? "The whole extraction archive, across styles" : "The newest extraction of each style in your history",
  ];
}

const BLURB: Record<PlanId, string> = {
  free: "For trying extraction and keeping a small shelf of your own styles.",
  pro: "For designers, writers and teams who extract every day.",
};

export default function PricingPage() {
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>Pricing</h1>
        <p>
          Searching the gallery, compiling any public style into every format, STYLE.md files and the linter are free
          for everyone, signed in or not. Plans decide how much you can extract and keep.
        </p>
      </header>
      <ul role="list" className={styles.plans}>
        {(Object.keys(PLANS) as PlanId[]).map((id) => (
          <li key={id} className={styles.plan} aria-labelledby={`plan-${id}`}>
            <h2 id={`plan-${id}`}>{PLANS[id].label}</h2>
            <p className={styles.blurb}>{BLURB[id]}</p>
            <ul className={styles.features}>
              {features(PLANS[id]).map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <section className={styles.note} aria-labelledby="upgrade-title">
        <h2 id="upgrade-title">Upgrading</h2>
        <p>
          Online checkout is not open yet. Until it is, an administrator of this Styleshelf instance switches accounts
          to Pro. Every account starts on Free; <Link href="/signin">sign in</Link> to get your starting credits.
        </p>
      </section>
    </div>
  );
}
