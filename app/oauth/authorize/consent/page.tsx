// The consent page. GET /oauth/authorize (../route.ts) checks the request first and sends only valid
// ones here, so a broken link answers 400 there; this page checks again (the same lib/oauth function)
// because its URL can be edited, and renders the approve/deny form.
import { redirect } from "next/navigation";
import { pageSessionToken } from "@/lib/auth/page-session";
import { authorizePage } from "@/lib/oauth/authorize";

export const dynamic = "force-dynamic";
export const metadata = { title: "Authorize an app · Styleshelf", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function toParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) for (const item of Array.isArray(v) ? v : v === undefined ? [] : [v]) params.append(k, item);
  return params;
}

export default async function AuthorizePage({ searchParams }: { searchParams: SearchParams }) {
  const outcome = await authorizePage(toParams(await searchParams), await pageSessionToken());
  if (outcome.kind === "signin" || outcome.kind === "redirect") redirect(outcome.location);
  if (outcome.kind === "invalid") {
    return (
      <section className="oauth-consent" aria-labelledby="consent-title">
        <h1 id="consent-title">This authorization link doesn’t work</h1>
        <p>{outcome.description}</p>
        <p>Go back to the app you came from and try connecting again.</p>
      </section>
    );
  }
  const v = outcome.view;
  return (
    <section className="oauth-consent" aria-labelledby="consent-title">
      <h1 id="consent-title">Allow {v.clientName} to use your Styleshelf account?</h1>
      <p>
        After you decide, you will be sent back to <strong>{v.redirectHost}</strong>.
        {v.clientUri ? (
          <>
            {" "}
            The app says it is <a href={v.clientUri} rel="noopener noreferrer">{v.clientUri}</a>.
          </>
        ) : null}
      </p>
      <p>{v.clientName} will be able to:</p>
      <ul>
        {v.scopes.map((s) => (
          <li key={s.scope}>{s.description}</li>
        ))}
      </ul>
      <p>You can disconnect it any time from your account’s connected apps.</p>
      <form method="post" action="/oauth/authorize/decision">
        {Object.entries(v.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name="decision" value="approve">
          Allow
        </button>{" "}
        <button type="submit" name="decision" value="deny">
          Deny
        </button>
      </form>
    </section>
  );
}
