// The package ships no types. Only its British -> American table is used (lib/search/word-forms.ts).
declare module "american-english" {
  const spelling: {
    /** British spelling -> American spelling, lowercase, inflected forms listed one by one. */
    us_spelling: Record<string, string>;
  };
  export default spelling;
}
