import { setup } from 'xstate';

export type DrawerEvent =
  { type: 'drawer.close' } | { type: 'drawer.toggle' } | { type: 'route.changed' } | { type: 'auth.signOut' };

/**
 * The navigation drawer (spec §2 "Layout", §4 "Drawer: open or closed"): `closed` ⇄ `open`.
 * The ☰ button toggles it. It closes on Escape, the close button or a tap on one of its links
 * (`drawer.close`), on any other navigation (`route.changed`) and on
 * Sign Out (`auth.signOut`, spec: "a Sign Out link that closes the drawer").
 */
export const drawerMachine = setup({
  types: { events: {} as DrawerEvent },
}).createMachine({
  id: 'drawer',
  initial: 'closed',
  states: {
    closed: {
      on: { 'drawer.toggle': 'open' },
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
