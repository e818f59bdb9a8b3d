/**
 * Stand-in for `@supabase/realtime-js` in the browser bundle. The app uses no realtime channel (spec §7:
 * "their use by the product is not shown"), yet supabase-js constructs a RealtimeClient eagerly, which
 * costs ~15 KiB gzip on every first visit. vite.config.ts aliases the package to this file for builds
 * only; tests and the contract suite use the real package. Using a channel fails loudly, not silently.
 */
const NOT_USED = 'Realtime is not bundled in Ecolodge: remove the alias in vite.config.ts to use channels.';

export class RealtimeClient {
  constructor(
    readonly endpoint: string,
    readonly options: unknown = {},
  ) {}
  /** Called by supabase-js on every token change; nothing to authorise. */
  setAuth(): Promise<void> {
    return Promise.resolve();
  }
  channel(): never {
    throw new Error(NOT_USED);
  }
  getChannels(): [] {
    return [];
  }
  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }
  removeAllChannels(): Promise<[]> {
    return Promise.resolve([]);
  }
  connect(): void {}
  disconnect(): void {}
}
