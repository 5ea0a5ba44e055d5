"use client";
// The main navigation. On a phone the links fold behind a Menu button, so the wordmark and the
// page get the first screen; with scripting off the CSS never folds them (the button needs it).
// Escape closes the menu and returns focus to its button; following a link closes it too.
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import Link from "next/link";
import shell from "../layout.module.css";

export interface NavItem {
  href: string;
  label: string;
}

export function SiteNav({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const path = usePathname();
  const current = (href: string) => (href === "/" ? path === "/" : path === href || path.startsWith(`${href}/`));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={shell.menuButton}
        aria-expanded={open}
        aria-controls={navId}
        onClick={() => setOpen((was) => !was)}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        Menu
      </button>
      <nav id={navId} aria-label="Main" className={shell.nav} data-open={open ? "" : undefined}>
        <ul role="list">
          {items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} aria-current={current(item.href) ? "page" : undefined} onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
