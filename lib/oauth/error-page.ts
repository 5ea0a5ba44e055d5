// The page a person sees for an authorization request we must refuse before trusting its redirect
// URI (so the error is never sent to it): a real HTML page with the request's status, readable on its
// own (no app shell, no scripts), and unframeable like the consent page.
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE =
  "body{font:16px/1.55 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0;background:#f7f6f3;color:#1c1b19}" +
  "main{max-width:36rem;margin:12vh auto;padding:2rem;background:#fff;border:1px solid #dedbd4;border-radius:12px}" +
  "h1{font-size:1.5rem;margin:0 0 .75rem}p{margin:.5rem 0}a{color:#2b4bb0}.muted{color:#5b5853}" +
  "@media (prefers-color-scheme:dark){body{background:#161514;color:#f3f2ef}main{background:#1f1e1c;border-color:#363430}a{color:#9bb5ff}.muted{color:#b0aca4}}";

export function errorPage(status: number, message: string): Response {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>This authorization link doesn’t work · Styleshelf</title><style>${STYLE}</style></head>` +
    `<body><main><h1>This authorization link doesn’t work</h1><p>${escape(message)}</p>` +
    `<p class="muted">Go back to the app you came from and try connecting again. If it keeps happening, tell the app’s developer what this page says.</p>` +
    `<p><a href="/">Styleshelf gallery</a></p></main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Frame-Options": "DENY",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "Referrer-Policy": "no-referrer",
    },
  });
}
