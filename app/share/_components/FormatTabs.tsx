"use client";
// The format switcher: an ARIA tabs widget (WAI-ARIA APG "Tabs with automatic activation") over
// panels the server has already rendered. Only the tabs' state lives here: the panels' text arrives
// as children, once. Without JavaScript (CSS `scripting: none`, format-tabs.module.css) the tab row
// is hidden and every panel shows under its own heading, so the page still reads top to bottom.
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import css from "./format-tabs.module.css";

export interface FormatTab {
  id: string;
  label: string;
}

const tabId = (id: string) => `format-tab-${id}`;
const panelId = (id: string) => `format-${id}`;

export function FormatTabs({ tabs, panels }: { tabs: FormatTab[]; panels: ReactNode[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id ?? "");
  const refs = useRef(new Map<string, HTMLButtonElement>());

  // A link to #format-midjourney (what the page used to have) still opens that format.
  useEffect(() => {
    const fromHash = tabs.find((t) => `#${panelId(t.id)}` === window.location.hash);
    if (fromHash) setSelected(fromHash.id);
  }, [tabs]);

  function select(id: string, focus: boolean) {
    setSelected(id);
    if (focus) refs.current.get(id)?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const to =
      e.key === "ArrowRight" ? (index === last ? 0 : index + 1)
      : e.key === "ArrowLeft" ? (index === 0 ? last : index - 1)
      : e.key === "Home" ? 0
      : e.key === "End" ? last
      : null;
    if (to === null) return;
    e.preventDefault();
    select(tabs[to]!.id, true);
  }

  return (
    <div className={css.switcher}>
      <div className={css.tablist} role="tablist" aria-label="Formats">
        {tabs.map((t, i) => {
          const isSelected = t.id === selected;
          return (
            <button
              key={t.id}
              ref={(el) => {
                if (el) refs.current.set(t.id, el);
                else refs.current.delete(t.id);
              }}
              type="button"
              role="tab"
              id={tabId(t.id)}
              aria-selected={isSelected}
              aria-controls={panelId(t.id)}
              tabIndex={isSelected ? 0 : -1}
              className={css.tab}
              onClick={() => select(t.id, false)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      {tabs.map((t, i) => (
        <div key={t.id} role="tabpanel" id={panelId(t.id)} aria-labelledby={tabId(t.id)} hidden={t.id !== selected} className={css.panel}>
          {panels[i]}
        </div>
      ))}
    </div>
  );
}
