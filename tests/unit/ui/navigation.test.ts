import { describe, expect, it } from 'vitest';
import { activeOptionsFor, bottomBarItems, drawerItems } from '../../../src/ui/navigation';

describe('navigation (spec §2 layout)', () => {
  it('lists the drawer destinations in the spec order', () => {
    expect(drawerItems.map((item) => item.label)).toEqual([
      'Dashboard',
      'Organization',
      'Training',
      'Language',
      'Experience',
      'Account',
    ]);
  });
  it('lists the bottom bar with Business going to /organization', () => {
    expect(bottomBarItems.map((item) => [item.label, item.to])).toEqual([
      ['Dashboard', '/'],
      ['Training', '/hospitality'],
      ['Business', '/organization'],
      ['Experience', '/experience'],
      ['Account', '/account'],
    ]);
  });
  it('matches the root exactly and the others by prefix', () => {
    expect(activeOptionsFor({ to: '/' }).exact).toBe(true);
    expect(activeOptionsFor({ to: '/organization' }).exact).toBe(false);
  });
});
