import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

interface TabsProps {
  label: string;
  tabs: TabItem[];
  initialTab?: string;
  /** Told which tab was chosen, e.g. to keep it in the address. */
  onSelect?: (id: string) => void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs({ label, tabs, initialTab, onSelect }: TabsProps) {
  const [selected, setSelectedState] = useState(initialTab ?? tabs[0]?.id);
  const setSelected = (id: string) => {
    setSelectedState(id);
    onSelect?.(id);
  };
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function select(index: number) {
    const tab = tabs[index];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    select(target);
  }

  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  // A panel's content mounts when it is first opened (no requests for tabs nobody opens) and
  // then stays, so what was typed in it survives switching tabs.
  const [opened, setOpened] = useState(() => new Set(active ? [active.id] : []));
  if (active && !opened.has(active.id)) setOpened(new Set(opened).add(active.id));

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-stone-200 px-4 sm:mx-0 sm:px-0"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === active?.id;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 ${
                isSelected
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-stone-600 hover:border-stone-300 hover:text-ink"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== active?.id}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel focusable
          tabIndex={0}
          className="py-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-700"
        >
          {opened.has(tab.id) && tab.content}
        </div>
      ))}
    </div>
  );
}
