import { emit, fromCallback, setup } from 'xstate';
import { machineTypes } from './shared/machine-types';

/** What the browser reports about the phone's network (its `online` and `offline` events). */
export type NetworkEvent = { type: 'network.online' } | { type: 'network.offline' };

/**
 * The phone's network as the browser reports it: the app's one listener to the `online` and
 * `offline` events (issue 19). `watchNetwork` (invoked for the machine's whole life) reports the state
 * at start (a phone that starts offline leaves `online` before anything reads it) and every report
 * after. The state says whether there is a network now; each report is also emitted as it came (the
 * browser may say `online` again, and the consumers act on each report, as they did on each event).
 * The app's wiring feeds the other actors from it: the auth actor's reconnect work (refresh a
 * stale token, revoke sign-outs made offline), the lodge actor's refresh and the day pack's sync; the
 * offline banner and load screens read it too.
 *
 * `watchNetwork` is supplied with `.provide()` (src/lib/network/network-actor.ts); the placeholder
 * throws, so a forgotten `.provide()` fails loudly.
 */
export const networkMachine = setup({
  types: machineTypes<{ events: NetworkEvent; emitted: NetworkEvent }>(),
  actors: {
    watchNetwork: fromCallback<NetworkEvent>(() => {
      throw new Error('watchNetwork not provided');
    }),
  },
  actions: {
    /** Emits the browser's report as it came, for the actors that act on each one. */
    passOnReport: emit(({ event }) => event),
  },
}).createMachine({
  id: 'network',
  description:
    "Whether the phone has a network, as the browser says. The offline banner, the sync, the sign-in's renewal and the lodge list all follow it.",
  meta: { title: "The phone's network (online or offline)" },
  invoke: { id: 'watchNetwork', src: 'watchNetwork' },
  initial: 'online',
  on: {
    'network.online': { target: '.online', actions: 'passOnReport' },
    'network.offline': { target: '.offline', actions: 'passOnReport' },
  },
  states: {
    online: {
      description: 'The phone has a network: screens read from the lodge and waiting writes are sent.',
    },
    offline: {
      description:
        'No network: the banner says "You\'re offline", screens show the phone\'s copy and writes wait.',
    },
  },
});

export type NetworkMachine = typeof networkMachine;
