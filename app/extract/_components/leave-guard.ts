"use client";
// Asks before leaving a result that is not saved as a style: the browser's own prompt when the tab
// closes, reloads or goes elsewhere (beforeunload), and a confirm for the site's own links, which
// navigate in the page and never raise beforeunload. The result is not lost either way (it stays
// under Recent runs), but people who paid for it should leave on purpose.
import { useCallback, useEffect, useRef } from "react";

export const LEAVE_QUESTION =
  "This result is not saved as a style yet. Leave the page? It stays under Recent runs on the Extract page until you dismiss it.";

/** A click on a link that would take this page away (not a download, a new tab or a jump within it). */
function leavingLink(e: MouseEvent): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const link = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!link || link.hasAttribute("download") || (link.target && link.target !== "_self")) return false;
  const to = new URL(link.href, window.location.href);
  const here = new URL(window.location.href);
  return !(to.origin === here.origin && to.pathname === here.pathname && to.search === here.search && to.hash !== "");
}

/** Asks before leaving while `active` (with `question` on the site's own links). Returns `release`, for
 *  a navigation the page starts itself once the work is safe (e.g. saved as a draft): it takes effect at
 *  once, before React renders again. The builder uses it too, for edits not saved yet. */
export function useLeaveGuard(active: boolean, question: string = LEAVE_QUESTION): () => void {
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = question;
    };
    const onClick = (e: MouseEvent) => {
      if (!leavingLink(e)) return;
      if (window.confirm(question)) {
        // Asked once: the browser's own prompt would ask the same again.
        window.removeEventListener("beforeunload", onBeforeUnload);
        return;
      }
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    // Capture: decided before Next.js's link handler starts a client-side navigation.
    document.addEventListener("click", onClick, true);
    const remove = () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
    stop.current = remove;
    return remove;
  }, [active, question]);
  return useCallback(() => stop.current?.(), []);
}
