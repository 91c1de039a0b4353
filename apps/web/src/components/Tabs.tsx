import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<K extends string> {
  key: K;
  label: string;
  icon?: string;
}

interface TabsProps<K extends string> {
  tabs: readonly TabDef<K>[];
  active: K;
  onChange(key: K): void;
  /** Every panel stays mounted (hidden when inactive) so uploads and generations keep running. */
  renderPanel(key: K, active: boolean): ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the active tab is in the tab order. */
export function Tabs<K extends string>({ tabs, active, onChange, renderPanel }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function keyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    refs.current[next]?.focus();
  }

  return (
    <>
      <div role="tablist" aria-label="Sections" className="tabs">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={`tab-${tab.key}`}
            type="button"
            role="tab"
            aria-selected={tab.key === active}
            aria-controls={`panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className={tab.key === active ? 'tab tab--active' : 'tab'}
            onClick={() => onChange(tab.key)}
            onKeyDown={(e) => keyDown(e, i)}
          >
            {tab.icon && (
              <span className="tab__icon" aria-hidden="true">
                {tab.icon}
              </span>
            )}
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          id={`panel-${tab.key}`}
          role="tabpanel"
          aria-labelledby={`tab-${tab.key}`}
          hidden={tab.key !== active}
          className="tab-panel"
          tabIndex={-1}
        >
          {renderPanel(tab.key, tab.key === active)}
        </div>
      ))}
    </>
  );
}
