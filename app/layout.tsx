// The site shell: header, main landmark and footer shared by every page.
// First, so the tokens, resets and base element styles come before every module's rules.
import "./globals.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { cookies } from "next/headers";
import Link from "next/link";
import { sessionCookieName } from "@/lib/auth/session";
import { siteUrl } from "@/lib/config";
import { SiteNav } from "./_components/SiteNav";
import shell from "./layout.module.css";

const DESCRIPTION =
  "A public gallery of reusable creative styles: visual looks and writing voices, compiled into prompts for chat assistants, Midjourney, Flux, Stable Diffusion, STYLE.md and JSON.";

const SITE_NAV = [
  { href: "/", label: "Gallery" },
  { href: "/extract", label: "Extract" },
  { href: "/library", label: "Library" },
  { href: "/docs", label: "Docs" },
  { href: "/pricing", label: "Pricing" },
] as const;

/** "Account" when the browser holds a session cookie, else "Sign in". Only the cookie's presence is
 *  read (no database work per page); an expired session lands on sign-in from /account anyway. */
async function accountLink(): Promise<{ href: string; label: string }> {
  const signedIn = (await cookies()).has(sessionCookieName());
  return signedIn ? { href: "/account", label: "Account" } : { href: "/signin", label: "Sign in" };
}

// A function, not a constant: SITE_URL is read when the page renders, not when the app is built.
export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: "Styleshelf", template: "%s · Styleshelf" },
    description: DESCRIPTION,
    applicationName: "Styleshelf",
    icons: { icon: { url: "/favicon.svg", type: "image/svg+xml" } },
    openGraph: { siteName: "Styleshelf", type: "website" },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#f7f6f3" },
    { media: "(prefers-color-scheme: dark)", color: "#161514" },
  ],
  colorScheme: "light dark",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const account = await accountLink();
  return (
    <html lang="en">
      <body>
        <a className={shell.skipLink} href="#main">
          Skip to content
        </a>
        <header className={shell.header}>
          <div className={`${shell.container} ${shell.headerInner}`}>
            <Link href="/" className={shell.wordmark} aria-label="Styleshelf, home">
              <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
                <rect x="4" y="5" width="6" height="20" rx="1.5" fill="#e4572e" />
                <rect x="12" y="8" width="6" height="17" rx="1.5" fill="#2a9d8f" />
                <rect x="20" y="3" width="6" height="22" rx="1.5" fill="#e9c46a" transform="rotate(8 23 14)" />
                <rect x="2" y="26" width="28" height="3" rx="1.5" fill="currentColor" />
              </svg>
              <span>Styleshelf</span>
            </Link>
            <SiteNav items={[...SITE_NAV, account]} />
          </div>
        </header>
        <main id="main" tabIndex={-1} className={`${shell.container} ${shell.main}`}>
          {children}
        </main>
        <footer className={shell.footer}>
          <div className={`${shell.container} ${shell.footerInner}`}>
            <p>
              <strong>Styleshelf</strong>: reusable creative styles, free to search and compile. Credit the author
              and link the style when you use it.
            </p>
            <ul role="list" className={shell.footerLinks}>
              <li>
                <Link href="/">Gallery</Link>
              </li>
              <li>
                <Link href="/docs">Documentation</Link>
              </li>
              <li>
                <a href="/api/v1/openapi.json">OpenAPI document</a>
              </li>
              <li>
                <a href="/api/v1/styles">Styles API</a>
              </li>
              <li>
                <Link href="/pricing">Pricing</Link>
              </li>
            </ul>
          </div>
        </footer>
      </body>
    </html>
  );
}
