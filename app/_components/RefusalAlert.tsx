// A refusal from a service, shown as the API words it: `message` verbatim and, when the refusal is an
// upgrade prompt, its `pricingUrl`. The live region is always in the page, so assistive technology is
// already listening when the text arrives (a region inserted together with its text is often missed).
import Link from "next/link";
import styles from "./refusal.module.css";

export interface Refusal {
  error: string;
  message: string;
  pricingUrl?: string;
}

export function RefusalAlert({ refusal, id }: { refusal: Refusal | null; id?: string }) {
  return (
    <div aria-live="assertive" id={id} className={styles.region}>
      {refusal ? (
        <div className={styles.alert} role="alert">
          <p>{refusal.message}</p>
          {refusal.pricingUrl ? (
            <p>
              <Link href={refusal.pricingUrl}>See plans</Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
