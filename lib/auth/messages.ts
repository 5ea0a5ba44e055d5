// What the sign-in page says for next-auth's ?error= codes (https://errors.authjs.dev).
const MESSAGES: Record<string, string> = {
  Verification: "That sign-in link has expired or was already used. Ask for a new one below.",
  MissingCSRF: "The form expired. Please try again.",
  OAuthAccountNotLinked: "That email already belongs to an account that signs in another way. Use the method you used before.",
  AccessDenied: "Sign-in was cancelled.",
  Configuration: "Sign-in is not available right now. Please try again later.",
  EmailSignin: "We could not send the email. Check the address and try again.",
};

export function signInErrorMessage(code: string | undefined): string | null {
  if (!code) return null;
  // Own keys only: ?error=__proto__ would otherwise find Object.prototype and break the page.
  return Object.hasOwn(MESSAGES, code) ? MESSAGES[code]! : "Something went wrong while signing in. Please try again.";
}
