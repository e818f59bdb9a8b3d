import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach } from 'vitest';
import { resetNetwork } from './network';
import { LOAD_TIMEOUTS } from './load-timeouts';
import { forgetLastAnswers } from '../../src/lib/offline/last-answers';

// Waits sized for a loaded 2-core machine, in one place (issue 33).
configure({ asyncUtilTimeout: LOAD_TIMEOUTS.asyncUtilMs });

// The app frame's staff parts (bell, avatar, bottom bar) are loaded by the harnesses that draw the frame
// (tests/support/staff-frame.ts), not here: loading them for every file was ~60 % of each jsdom file's
// set-up (issue 33: cut per-file start-ups; measured on 6 empty files, setup 99.9 s → 37.7 s at load 13).

// Each file starts with empty storage, as when each had its own jsdom: the files of a worker now share
// one (vite.config.ts, `isolate: false`).
localStorage.clear();
sessionStorage.clear();
// And with no server answer remembered from another file's screens (issue 33's last answers).
forgetLastAnswers();

// Mantine reads these browser APIs; the test DOMs (happy-dom, jsdom for three files) lack them or
// answer them in ways no test should depend on.
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
