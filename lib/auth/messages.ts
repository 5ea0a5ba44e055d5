// What the sign-in page says for next-auth's ?error= codes (https://errors.authjs.dev), and our own.

/** Said where email sign-in is not offered (lib/auth/providers.ts emailSignInOffered). */
export const EMAIL_SIGN_IN_NEEDS_SMTP =
  "Email sign-in is not available on this server: it needs a mail server (EMAIL_SERVER). Sign-in links are never left in a mailbox anyone could read.";

const MESSAGES: Record<string, string> = {
  Verification: "That sign-in link has expired or was already used. Ask for a new one below.",
  MissingCSRF: "The form expired. Please try again.",
  OAuthAccountNotLinked: "That email already belongs to an account that signs in another way. Use the method you used before.",
  AccessDenied: "Sign-in was cancelled.",
  Configuration: "Sign-in is not available right now. Please try again later.",
  EmailSignin: "We could not send the email. Check the address and try again.",
  EmailUnavailable: EMAIL_SIGN_IN_NEEDS_SMTP,
  EmailRateLimited: "Too many sign-in links were asked for, for this address or from your network. A link already sent still works.",
};

/** `wait`: the minutes before another link may be asked for (?wait=, sent with EmailRateLimited). */
export function signInErrorMessage(code: string | undefined, wait?: string): string | null {
  if (!code) return null;
  // Own keys only: ?error=__proto__ would otherwise find Object.prototype and break the page.
  if (!Object.hasOwn(MESSAGES, code)) return "Something went wrong while signing in. Please try again.";
  const minutes = Number(wait);
  if (code === "EmailRateLimited" && Number.isInteger(minutes) && minutes >= 1 && minutes <= 60) {
    return `${MESSAGES[code]} Wait ${minutes === 1 ? "a minute" : `${minutes} minutes`} before asking for another.`;
  }
  return MESSAGES[code]!;
}
