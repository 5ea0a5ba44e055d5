// Sign in: an email magic link where one can reach the asker (lib/auth/providers.ts
// emailSignInOffered), else a note saying what it needs; GitHub and Google buttons when configured.
// The forms post to next-auth's own endpoints (/api/auth/signin/<provider>) with its CSRF token.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { existingCsrfToken, pageSession } from "@/lib/auth/page-session";
import { EMAIL_SIGN_IN_NEEDS_SMTP, signInErrorMessage } from "@/lib/auth/messages";
import { EMAIL_PROVIDER_ID, emailSignInOffered, oauthProviders, safeCallbackPath } from "@/lib/auth/providers";
import { CsrfField } from "./CsrfField";
import styles from "./auth.module.css";
import common from "@/app/_components/page.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function SignInPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(one(params.callbackUrl));
  if (await pageSession()) redirect(callbackUrl);
  const error = signInErrorMessage(one(params.error), one(params.wait));
  const csrf = await existingCsrfToken();
  const providers = oauthProviders();
  const email = emailSignInOffered({ headers: await headers() });

  return (
    <section className={styles.panel} aria-labelledby="signin-title">
      <h1 id="signin-title">Sign in</h1>
      <p className={common.lede}>Save styles to your library, build your own and connect apps to your account.</p>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
      {email ? (
        <form method="post" action={`/api/auth/signin/${EMAIL_PROVIDER_ID}`} className={styles.stack}>
          <CsrfField initial={csrf} />
          <input type="hidden" name="callbackUrl" value={callbackUrl} />
          <div>
            <label htmlFor="signin-email">Email address</label>
            <input id="signin-email" name="email" type="email" autoComplete="email" required placeholder="you@example.com" />
          </div>
          <button type="submit" className={`button button-primary ${styles.wide}`}>
            Email me a sign-in link
          </button>
        </form>
      ) : error === EMAIL_SIGN_IN_NEEDS_SMTP ? null : (
        <p className={styles.alert}>{EMAIL_SIGN_IN_NEEDS_SMTP}</p>
      )}
      {providers.length > 0 ? (
        <>
          {email ? <p className={styles.divider}>or</p> : null}
          <div className={styles.stack}>
            {providers.map((p) => (
              <form key={p.id} method="post" action={`/api/auth/signin/${p.id}`}>
                <CsrfField initial={csrf} />
                <input type="hidden" name="callbackUrl" value={callbackUrl} />
                <button type="submit" className={`button ${styles.wide}`}>
                  Continue with {p.name}
                </button>
              </form>
            ))}
          </div>
        </>
      ) : null}
      {email || providers.length > 0 ? (
        <p className={common.hint}>No password needed. New here? Signing in creates your account, with 120 free credits.</p>
      ) : null}
    </section>
  );
}
