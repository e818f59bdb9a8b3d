import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Sets the phone's network as a browser does: `navigator.onLine` and the `online`/`offline` event,
 * which the page's network actor (src/lib/network/network-actor.ts) follows. Call it before rendering
 * to start offline. Restored by `vi.restoreAllMocks()` (the getter) and `resetNetwork()`.
 */
export function setNetwork(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Back online for the next test (the page's network actor outlives a test). */
export function resetNetwork(): void {
  window.dispatchEvent(new Event('online'));
}
