import { setup } from 'xstate';
import { machineTypes } from './shared/machine-types';

export type DrawerEvent =
  { type: 'drawer.close' } | { type: 'drawer.toggle' } | { type: 'route.changed' } | { type: 'auth.signOut' };

/**
 * The navigation drawer (spec §2 "Layout", §4 "Drawer: open or closed"): `closed` ⇄ `open`.
 * The ☰ button toggles it. It closes on Escape, the close button or a tap on one of its links
 * (`drawer.close`), on any other navigation (`route.changed`) and on
 * Sign Out (`auth.signOut`, spec: "a Sign Out link that closes the drawer").
 */
export const drawerMachine = setup({
  types: machineTypes<{ events: DrawerEvent }>(),
}).createMachine({
  id: 'drawer',
  description:
    'The slide-out menu behind the ☰ button. It closes by itself when the person navigates or signs out.',
  meta: { title: 'The navigation drawer' },
  initial: 'closed',
  states: {
    closed: {
      description: 'The drawer is hidden.',
      on: { 'drawer.toggle': 'open' },
    },
    open: {
      description: 'The drawer is showing the profile, the destinations and Sign In / Sign Out.',
      on: {
        'drawer.close': 'closed',
        'drawer.toggle': 'closed',
        'route.changed': 'closed',
        'auth.signOut': 'closed',
      },
    },
  },
});
