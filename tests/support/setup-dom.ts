import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';
import { resetNetwork } from './network';
import { loadStaffFrame } from '../../src/ui/staff-frame-loader';
import { LOAD_TIMEOUTS } from './load-timeouts';

// Waits sized for a loaded 2-core machine, in one place (issue 33).
configure({ asyncUtilTimeout: LOAD_TIMEOUTS.asyncUtilMs });

// The app frame's staff parts (bell, avatar, bottom bar) are a lazily loaded chunk in the app (issue
// 22), drawn at once when loaded, as the signed-in start preloads them: tests see them at once too.
await loadStaffFrame();

// Mantine reads these browser APIs; jsdom does not implement them.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;
// Mantine's autosize Textarea waits on document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { ready: Promise.resolve(), addEventListener: () => {}, removeEventListener: () => {} },
  });
}

afterEach(() => {
  cleanup();
  resetNetwork();
  // Mantine's toasts live in one module-wide store: a test's toasts must not queue the next test's
  // behind them (the outlet shows 3 at a time). Bug seen: "Mention deleted" queued behind an earlier
  // test's "Reply saved" on a busy machine (experience-screen.test.tsx).
  notifications.clean();
});
