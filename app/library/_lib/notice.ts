// The flash cookie /api/site/library/new sets when the plan's styles are used up (see its route.ts
// for why a cookie). Read by the page; it expires on its own a minute later.
export const LIMIT_NOTICE_COOKIE = "library-limit-notice";
