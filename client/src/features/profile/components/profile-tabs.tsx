import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ProfileTabItem<T extends string> {
  id: T;
  label: string;
}

/** How the selection moved: by keyboard (focus follows it) or by pointer or the phone's select. */
export type SelectHow = 'keyboard' | 'pointer' | 'select';

export interface ProfileTabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** The label of the select that replaces the tab list on phones. */
  selectLabel: string;
  items: readonly ProfileTabItem<T>[];
  selected: T;
  onSelect: (id: T, how: SelectHow) => void;
  /** Put focus back on the tab list or the select once mounted (the selection changed the URL and the screen remounted). */
  focusOnMount?: 'tab' | 'select';
  children: ReactNode;
}

/**
 * The profile's sections as WAI-ARIA tabs (automatic activation): a vertical tab list beside the panel on wide
 * screens (arrow keys up/down, and left/right mirrored in right-to-left pages, Home and End), and on phones a native
 * select above it, since nine tabs do not fit across a phone. The selection lives in the URL (`/profile/:tab`).
 */
export function ProfileTabs<T extends string>({
  label,
  selectLabel,
  items,
  selected,
  onSelect,
  focusOnMount,
  children,
}: ProfileTabsProps<T>) {
  const base = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const select = useRef<HTMLSelectElement>(null);
  const tabId = (id: string) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;
  const index = Math.max(
    0,
    items.findIndex((item) => item.id === selected),
  );

  useEffect(() => {
    if (focusOnMount === 'tab') tabs.current.get(selected)?.focus();
    else if (focusOnMount === 'select') select.current?.focus();
    // Only on mount: later selections move focus in onKeyDown.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowDown: 1, ArrowUp: -1, ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + items.length) % items.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const id = items[next].id;
    onSelect(id, 'keyboard');
    tabs.current.get(id)?.focus();
  };

  return (
    <div className="profile-tabs">
      <div className="profile-tabs__select field">
        <label className="field__label" htmlFor={`${base}-select`}>
          {selectLabel}
        </label>
        <select
          ref={select}
          id={`${base}-select`}
          className="field__control"
          value={items[index]?.id}
          aria-controls={panelId}
          onChange={(event) => onSelect(event.target.value as T, 'select')}
        >
          {items.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
      <div role="tablist" aria-label={label} aria-orientation="vertical" className="profile-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const active = i === index;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabs.current.set(item.id, node);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className="profile-tabs__tab"
              onClick={() => onSelect(item.id, 'pointer')}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={items[index] ? tabId(items[index].id) : undefined}
        tabIndex={0}
        className="profile-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
