/**
 * The tab row of a screen (WAI-ARIA tabs pattern): one tab in the Tab order, arrow keys move
 * between tabs (wrapping), Home and End jump to the first and last, and the chosen tab gets the
 * focus. The panel is the caller's: give it `id={tabPanelId(idPrefix, selected)}`,
 * `role="tabpanel"` and `aria-labelledby={tabId(idPrefix, selected)}`.
 */
import type { KeyboardEvent } from "react";

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;
export const tabPanelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id}`;

export function TabList<Id extends string>({
  tabs,
  selected,
  onSelect,
  idPrefix,
  label,
  className,
  panelId = (id) => tabPanelId(idPrefix, id),
}: {
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Unique on the page: the tabs get the ids `<idPrefix>-tab-<id>`. */
  idPrefix: string;
  /** The accessible name of the tab row. */
  label: string;
  className?: string;
  /** The id of the panel a tab controls (default `<idPrefix>-panel-<id>`). */
  panelId?: (id: Id) => string;
}) {
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const target =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    if (target < 0) return;
    event.preventDefault();
    const next = tabs[target]!.id;
    onSelect(next);
    document.getElementById(tabId(idPrefix, next))?.focus();
  };
  return (
    <div className={className ? `tabs ${className}` : "tabs"} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.id}
          id={tabId(idPrefix, t.id)}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={selected === t.id}
          aria-controls={panelId(t.id)}
          tabIndex={selected === t.id ? 0 : -1}
          onClick={() => onSelect(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
