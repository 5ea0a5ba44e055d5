// Extraction and credits in brief: sources, the start-poll-save flow over the API, and what it costs
// on each plan (read from lib/plans.ts, the table every limit is enforced from).
import { LIMITS } from "@/lib/api/queries";
import { PLANS, UNLIMITED, type PlanId } from "@/lib/plans";
import { C, Code } from "../_components/Code";
import styles from "../docs.module.css";

function costWords(id: PlanId): string {
  const plan = PLANS[id];
  if (plan.initialCredits === UNLIMITED) return `${plan.label}: unlimited extractions, never charged.`;
  return `${plan.label}: ${plan.initialCredits} credits to start; an extraction costs ${plan.extractionCost}.`;
}

export function Extraction({ base }: { base: string }) {
  const plans = Object.keys(PLANS) as PlanId[];
  return (
    <section className={styles.section} aria-labelledby="extraction">
      <h2 id="extraction">Extraction and credits</h2>
      <p>
        Extraction reads your sources and hands back a style: palette, light, texture and composition from images; tone,
        formality, sentence length and person from writing; a curated description for a named reference such as
        &ldquo;Bauhaus&rdquo; or &ldquo;Hokusai&rdquo;. On the website it is the <a href="/extract">Extract</a> page; over
        the API it needs the <C>extract</C> scope.
      </p>
      <ul className={styles.bullets}>
        <li>
          <strong>Sources:</strong> images (JPEG, PNG, GIF, WebP; up to 8 MB each, judged by their bytes), text up to{" "}
          {LIMITS.extractionText.toLocaleString("en")} characters, a named <C>reference</C>, <C>image_url</C> links (public
          https only) and, on {plans.filter((p) => PLANS[p].documents).map((p) => PLANS[p].label).join(" and ")}, documents
          (PDF, .txt, .md, .csv, .json).
        </li>
        <li>
          <strong>Files per run:</strong> {plans.map((p) => `${PLANS[p].maxFiles} on ${PLANS[p].label}`).join(", ")}.
        </li>
        <li>
          <strong>Cost:</strong> {plans.map(costWords).join(" ")} Only extraction spends credits: searching, compiling and
          linting are free.
        </li>
        <li>
          <strong>Refunds:</strong> a run that fails is refunded automatically, and a request refused before it starts (a bad
          file, too many files) costs nothing. Your <a href="/account#credits">account page</a> lists every charge and refund
          with its extraction.
        </li>
      </ul>
      <p>
        It runs in the background: start it (202, with <C>statusUrl</C> and <C>creditsRemaining</C>; the{" "}
        <C>X-Service-Credits-Remaining</C> header says the same, or <C>unlimited</C>), poll every couple of seconds until{" "}
        <C>status</C> is <C>complete</C> or <C>failed</C>, then read the result or save it as a private draft.
      </p>
      <Code id="extract-image" title="Start from an uploaded image">{`curl -s -H "Authorization: Bearer $TOKEN" -F image=@poster.jpg -F name='Poster look' \\
  '${base}/extractions'
# -> 202 {"extractionId":"…","statusUrl":"${base}/extractions/…?name=Poster+look",
#         "status":"running","creditsRemaining":90,"sources":["image"],"images":[…]}`}</Code>
      <Code id="extract-json" title="Start from a named reference, or from text (JSON)">{`curl -s -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \\
  -d '{"reference": "Bauhaus"}' '${base}/extractions'
curl -s -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \\
  -d '{"text": "Short sentences. Warm, plain words. One clear ask at the end."}' '${base}/extractions'`}</Code>
      <Code id="extract-poll" title="Poll, then save the result as a draft">{`STATUS_URL='…'   # the statusUrl the start answered with
curl -s -H "Authorization: Bearer $TOKEN" "$STATUS_URL"
# -> {"status":"complete","blocks":[…],"spec":"…","styleMd":"…",…}
curl -s -G -d save_as_draft=true -H "Authorization: Bearer $TOKEN" "$STATUS_URL"
# -> {"status":"complete","saved":true,"style":{"ref":"<style id>",…},"editUrl":"…/builder/<style id>"}`}</Code>
      <p>
        When credits run out, a start answers 402 <C>insufficient_credits</C> with a <C>message</C> that names the cost and a{" "}
        <C>pricingUrl</C>; treat the number in the message as the truth, since costs are set per plan. See{" "}
        <a href="/pricing">pricing</a> for what each plan includes.
      </p>
    </section>
  );
}
