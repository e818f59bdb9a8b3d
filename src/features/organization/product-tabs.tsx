import { memo, useState, type ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import type { ProductTab } from '../../../machines/products.machine';

/** The tabs of spec §2: All, Accommodation, Activities, Packages. */
const tabs: readonly { value: ProductTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'accommodation', label: 'Accommodation' },
  { value: 'activity', label: 'Activities' },
  { value: 'package', label: 'Packages' },
];

/**
 * The tabs and the active tab's panel with `list`. A tap on a tab is drawn here alone, from this
 * component's own state, and `onTab` tells the machine after that frame (issue 22: a tab's tap redrew
 * the whole screen, 20–50 ms at 4× CPU, before the tab could show); the machine's `tab` then takes
 * over (two quick taps: the last one wins).
 */
export const ProductTabs = memo(function ProductTabs({
  tab,
  onTab,
  list,
}: {
  tab: ProductTab;
  onTab: (tab: ProductTab) => void;
  list: ReactNode;
}) {
  const [tapped, setTapped] = useState<ProductTab | null>(null);
  const [answered, setAnswered] = useState(tab);
  if (answered !== tab) {
    setAnswered(tab);
    setTapped(null);
  }
  const shown = tapped ?? tab;
  return (
    <Tabs
      value={shown}
      onChange={(value) => {
        const next = (value as ProductTab | null) ?? 'all';
        setTapped(next);
        onTab(next);
      }}
    >
      {tabList}
      {/* One panel for the active tab, keyed so it stays the same element when the tab changes: the
          cards are kept (not rebuilt), so a tab switch only hides and shows cards (issue 11: it took
          456 ms at 4× CPU; issue 22). The other tabs' panels stay, empty, for aria-controls. */}
      <Tabs.Panel value={shown} key="active" pt="md">
        {list}
      </Tabs.Panel>
      {tabs
        .filter((t) => t.value !== shown)
        .map((t) => (
          <Tabs.Panel value={t.value} key={t.value}>
            {null}
          </Tabs.Panel>
        ))}
    </Tabs>
  );
});

/** The tab buttons; the same element every render, so only the tabs whose state changed redraw. */
const tabList = (
  <Tabs.List grow>
    {tabs.map((t) => (
      <Tabs.Tab value={t.value} key={t.value} px={6}>
        {t.label}
      </Tabs.Tab>
    ))}
  </Tabs.List>
);
