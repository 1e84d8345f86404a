import type { ReactNode } from 'react';
import { Tabs as AriaTabs, Tab, TabList, TabPanel } from 'react-aria-components';
import * as styles from './Tabs.css';

export type TabItem = { id: string; label: string; content: ReactNode };

export type TabsProps = {
  items: readonly TabItem[];
  'aria-label': string;
  selectedKey?: string;
  onSelectionChange?: (id: string) => void;
};

export function Tabs({ items, selectedKey, onSelectionChange, 'aria-label': ariaLabel }: TabsProps) {
  return (
    <AriaTabs
      className={styles.tabs}
      {...(selectedKey === undefined ? {} : { selectedKey })}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
    >
      <TabList className={styles.list} aria-label={ariaLabel} items={items}>
        {(item) => (
          <Tab id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
