import { vi } from 'vitest';

/**
 * For tests in Node's environment, where there is no `navigator`: stubs `navigator.onLine` (what the
 * outbox's `browserOffline()` reads) and returns its switch — set `network.online = false` to go
 * offline. Starts online; undone by `vi.unstubAllGlobals()`.
 */
export function stubNavigatorOnLine(): { online: boolean } {
  const network = { online: true };
  vi.stubGlobal('navigator', {
    get onLine() {
      return network.online;
    },
  });
  return network;
}
