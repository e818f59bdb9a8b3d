import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterSWOptions } from 'vite-plugin-pwa/types';
import AppUpdates from '../../../src/pwa/app-updates';
import { createAppUpdateStore } from '../../../src/pwa/app-update-store';
import { renderWithProviders } from '../../support/render';

/** What the app passed to vite-plugin-pwa's `registerSW`, and its "activate the waiting worker" function. */
const registered = {
  options: undefined as RegisterSWOptions | undefined,
  activateWaitingWorker: vi.fn(async () => {}),
};
/** The app's update store over a `registerSW` the test watches (handed in, no module mock). */
const store = createAppUpdateStore({
  registerSW: (options: RegisterSWOptions) => {
    registered.options = options;
    return registered.activateWaitingWorker;
  },
});

/** A registration with a new worker installed and waiting, as the browser reports it. */
const waitingRegistration = {
  waiting: {},
  installing: null,
  update: async () => {},
} as unknown as ServiceWorkerRegistration;

test('a new worker waiting shows "A new version is ready" with Reload in a polite live region', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AppUpdates aboveBottomBar store={store} />);
  const region = screen.getByRole('status');
  // The live region is on the page, empty, before an update arrives, so the message gets announced.
  expect(region).toBeEmptyDOMElement();
  expect(registered.options?.immediate).toBe(true);

  act(() => {
    registered.options?.onRegisteredSW?.('/sw.js', waitingRegistration);
    registered.options?.onNeedRefresh?.();
  });
  expect(within(region).getByText('A new version is ready')).toBeVisible();
  expect(region).not.toHaveFocus();

  await user.click(within(region).getByRole('button', { name: 'Reload' }));
  expect(registered.activateWaitingWorker).toHaveBeenCalledTimes(1);
  // While the new version takes over: the button shows it is busy and "Not now" is gone.
  expect(within(region).getByRole('button', { name: 'Reload' })).toHaveAttribute('data-loading', 'true');
  expect(within(region).queryByRole('button', { name: 'Not now' })).toBeNull();
});
