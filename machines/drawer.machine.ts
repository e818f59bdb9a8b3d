import { setup } from 'xstate';

export type DrawerEvent =
  | { type: 'drawer.open' }
  | { type: 'drawer.close' }
  | { type: 'drawer.toggle' }
  | { type: 'route.changed' }
  | { type: 'auth.signOut' };

/**
 * The navigation drawer (spec §2 "Layout", §4 "Drawer: open or closed"): `closed` ⇄ `open`.
 * It closes on Escape or the close button (`drawer.close`), on navigation (`route.changed`) and on
 * Sign Out (`auth.signOut`, spec: "a Sign Out link that closes the drawer").
 */
export const drawerMachine = setup({
  types: { events: {} as DrawerEvent },
}).createMachine({
  id: 'drawer',
  initial: 'closed',
  states: {
    closed: {
      on: { 'drawer.open': 'open', 'drawer.toggle': 'open' },
    },
    open: {
      on: {
        'drawer.close': 'closed',
        'drawer.toggle': 'closed',
        'route.changed': 'closed',
        'auth.signOut': 'closed',
      },
    },
  },
});
