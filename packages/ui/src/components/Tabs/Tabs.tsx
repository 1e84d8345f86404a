import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { focusShouldBeVisible, trackLastInteraction } from '../private/focusVisible/lastInteraction';
import * as styles from './Tabs.css';
import { useHasTabbableChild } from './useHasTabbableChild';

export type TabItem = { id: string; label: string; content: ReactNode };

export type TabsProps = {
  items: readonly TabItem[];
  'aria-label': string;
  selectedKey?: string;
  onSelectionChange?: (id: string) => void;
};

/** Where each key takes the focus and the selection, from the focused tab's place; the ends wrap. */
const moves = new Map<string, (at: number, count: number) => number>([
  ['ArrowRight', (at, count) => (at + 1) % count],
  ['ArrowLeft', (at, count) => (at - 1 + count) % count],
  ['Home', () => 0],
  ['End', (_at, count) => count - 1],
]);

/**
 * A row of tabs and the selected one's panel, as the WAI-ARIA tabs pattern has them: the tabs are
 * buttons in a named `tablist`, only the selected one is in the tab order, the arrow keys (round the
 * ends), Home and End move the focus and select at once, and the panel is labelled by its tab. It
 * replaces React Aria's Tabs, whose collection and selection code was most of what the two
 * Appointments pages loaded over their budget; the states the styles draw are the attributes React
 * Aria put on the tab (`data-selected`, `data-hovered`, `data-focus-visible`) and on the panel.
 */
export function Tabs({ items, selectedKey, onSelectionChange, 'aria-label': ariaLabel }: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState(items[0]?.id);
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const [focusVisibleKey, setFocusVisibleKey] = useState<string | null>(null);
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const pointerType = useRef('');
  useEffect(trackLastInteraction, []);

  const selected = items.find((item) => item.id === (selectedKey ?? ownKey)) ?? items[0];
  if (!selected) return null;

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-tabpanel-${id}`;
  const select = (id: string) => {
    if (id === selected.id) return;
    if (selectedKey === undefined) setOwnKey(id);
    onSelectionChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => tabs.current.get(item.id) === event.target);
    if (at < 0) return;
    if (focusShouldBeVisible()) setFocusVisibleKey(items[at]?.id ?? null);
    const move = moves.get(event.key);
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = items[move(at, items.length)];
    if (!next) return;
    tabs.current.get(next.id)?.focus();
    select(next.id);
  };

  return (
    <div className={styles.tabs}>
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-orientation="horizontal"
        className={styles.list}
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selected.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabs.current.set(item.id, element);
                else tabs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              data-selected={isSelected || undefined}
              data-hovered={hoveredKey === item.id || undefined}
              data-focus-visible={focusVisibleKey === item.id || undefined}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'touch') setHoveredKey(item.id);
              }}
              onPointerLeave={() => setHoveredKey((key) => (key === item.id ? null : key))}
              onPointerDown={(event) => {
                pointerType.current = event.pointerType;
              }}
              onMouseDown={(event) => {
                if (event.button !== 0) return;
                // The focus follows the press in every browser (Safari does not focus a clicked
                // button by itself), and a mouse selects on press, as React Aria's tabs did.
                event.preventDefault();
                setFocusVisibleKey(null);
                event.currentTarget.focus();
                if (pointerType.current === 'mouse') select(item.id);
              }}
              onClick={(event) => {
                // A touch or pen selects when lifted; Enter and Space arrive as a click without one.
                if (event.detail === 0 || pointerType.current !== 'mouse') select(item.id);
              }}
              onFocus={() => setFocusVisibleKey(focusShouldBeVisible() ? item.id : null)}
              onBlur={() => setFocusVisibleKey((key) => (key === item.id ? null : key))}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <Panel key={selected.id} id={panelId(selected.id)} labelledBy={tabId(selected.id)}>
        {selected.content}
      </Panel>
    </div>
  );
}

/** The selected tab's panel: in the tab order itself only when nothing inside it is. */
function Panel({ id, labelledBy, children }: { id: string; labelledBy: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const hasTabbableChild = useHasTabbableChild(ref);
  const [isFocusVisible, setFocusVisible] = useState(false);
  return (
    <div
      ref={ref}
      role="tabpanel"
      id={id}
      aria-labelledby={labelledBy}
      tabIndex={hasTabbableChild ? undefined : 0}
      className={styles.panel}
      data-focus-visible={isFocusVisible || undefined}
      onFocus={(event) => {
        if (event.target === event.currentTarget) setFocusVisible(focusShouldBeVisible());
      }}
      onBlur={(event) => {
        if (event.target === event.currentTarget) setFocusVisible(false);
      }}
      onKeyDown={(event) => {
        if (event.target === event.currentTarget) setFocusVisible(focusShouldBeVisible());
      }}
      onPointerDown={() => setFocusVisible(false)}
    >
      {children}
    </div>
  );
}
