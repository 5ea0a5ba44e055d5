// Zod compiles object parsers with `new Function` when it may, and decides so by probing Function("")
// as each object schema is defined. Under the site's Content-Security-Policy (no 'unsafe-eval' in
// production) the browser refuses that probe and reports a CSP violation even though zod catches it.
// Pages only define schemas for their constants and never parse with them, so in the browser the
// compiler (and its probe) is switched off; the server keeps it. Import this before defining schemas
// in any module a client component can reach.
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });
