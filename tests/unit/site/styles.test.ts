// One styling system (issue 22, seam 6): app/globals.css holds design tokens, resets and base element
// styles, and every other rule is a CSS module (*.module.css) beside the component or page that uses
// it, so class names cannot collide and a page loads only its own rules. Two checks:
//   1. globals.css has no class selector but the few global classes allowed below;
//   2. no file in app/ imports a stylesheet other than a CSS module, except app/layout.tsx's one
//      import of globals.css.
import { describe, expect, it } from "vitest";
import { filesUnder, read } from "./app-files";

const GLOBALS = "app/globals.css";

/**
 * Global classes globals.css may define, each used across the site. Keep it short, and say why.
 */
const ALLOWED_GLOBAL_CLASSES = new Set([
  // Text for screen readers only: headings, status lines and link suffixes on nearly every page.
  "visually-hidden",
  // The button look, on links and buttons in most components; several modules adjust it through
  // :global(.button) in their own context (toolbars, submit rows).
  "button",
  "button-primary",
  "button-small",
]);

/** The one non-module stylesheet import in app/: the root layout's globals.css. */
const ALLOWED_GLOBAL_IMPORTS = [{ file: "app/layout.tsx", stylesheet: "./globals.css" }];

/** Class names in selectors of `css` (comments and declaration blocks left out, so `0.5rem` is not a class). */
export function classSelectors(css: string): string[] {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    // Innermost declaration blocks first; what is left of an at-rule's block is its selectors.
    .replace(/\{[^{}]*\}/g, ";")
    .replace(/@[^{;]*\{/g, ";")
    .replace(/"[^"]*"|'[^']*'/g, "");
  return [...new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))];
}

/** Stylesheets a source file imports (`import "x.css"`, `import s from "x.css"`), as written. */
export function stylesheetImports(source: string): string[] {
  return [...source.matchAll(/^\s*import\s+(?:[\w{}\s,*]+\s+from\s+)?["']([^"']+\.(?:css|scss|sass|less))["']/gm)].map((m) => m[1]!);
}

describe("one styling system (issue 22, seam 6)", () => {
  it("reads class selectors and stylesheet imports as meant", () => {
    expect(classSelectors("/* .no */ :root { --x: 0.5rem; } .a, ul[role='list'] > .b:hover { margin: 1.5em } @media (max-width: 5.5rem) { .c .d { x: y } }")).toEqual(["a", "b", "c", "d"]);
    expect(stylesheetImports('import "./globals.css";\nimport css from "./x.module.css";\nimport { y } from "./y";')).toEqual(["./globals.css", "./x.module.css"]);
  });

  it("globals.css holds tokens, resets and base element styles: no class selectors but the allowed few", () => {
    const extra = classSelectors(read(GLOBALS)).filter((c) => !ALLOWED_GLOBAL_CLASSES.has(c));
    expect(extra, `${GLOBALS}: move these rules into a CSS module beside what uses them`).toEqual([]);
  });

  it("app/ imports no stylesheet but CSS modules (and the root layout's globals.css)", () => {
    const files = filesUnder("app", /\.(?:tsx?|jsx?|mjs)$/);
    const global = files.flatMap((file) =>
      stylesheetImports(read(file))
        .filter((sheet) => !sheet.endsWith(".module.css"))
        .filter((sheet) => !ALLOWED_GLOBAL_IMPORTS.some((a) => a.file === file && a.stylesheet === sheet))
        .map((sheet) => `${file} imports ${sheet}`),
    );
    expect(global).toEqual([]);
  });

  it("no stylesheet in app/ but globals.css and CSS modules", () => {
    const sheets = filesUnder("app", /\.(?:css|scss|sass|less)$/).filter((f) => f !== GLOBALS && !f.endsWith(".module.css"));
    expect(sheets).toEqual([]);
  });

  it("every allowed global class is still defined (no stale exceptions)", () => {
    const defined = new Set(classSelectors(read(GLOBALS)));
    expect([...ALLOWED_GLOBAL_CLASSES].filter((c) => !defined.has(c))).toEqual([]);
  });
});
