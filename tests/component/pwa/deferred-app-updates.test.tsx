import { act, screen } from '@testing-library/react';
import { DeferredAppUpdates } from '../../../src/pwa/deferred-app-updates';
import { renderWithProviders } from '../../support/render';

/** A moment the test decides: `arrive()` is the person having stopped tapping. */
function controlledMoment() {
  let arrive = () => {};
  const moment = new Promise<void>((resolve) => (arrive = resolve));
  return { whenQuiet: () => moment, arrive };
}

test('the service worker registration waits for a quiet moment after the first taps (issue 22, worst tap)', async () => {
  const quiet = controlledMoment();
  const load = vi.fn(async () => ({
    default: ({ aboveBottomBar }: { aboveBottomBar: boolean }) => (
      <p>registered{aboveBottomBar ? ' above the bottom bar' : ''}</p>
    ),
  }));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  renderWithProviders(<DeferredAppUpdates aboveBottomBar whenQuiet={quiet.whenQuiet} load={load} />);
  // Painted, effects run, every timer fired: still nothing loaded or registered while the person taps.
  await act(() => vi.runAllTimersAsync());
  vi.useRealTimers();
  expect(load).not.toHaveBeenCalled();
  expect(screen.queryByText(/registered/)).toBeNull();

  await act(async () => quiet.arrive());
  expect(await screen.findByText('registered above the bottom bar')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('the update prompt’s code failing to download offline left the whole screen on “Something went wrong!”: the screen stays, and the code is fetched again when the signal returns', async () => {
  const quiet = controlledMoment();
  const load = vi
    .fn<() => Promise<{ default: (props: { aboveBottomBar: boolean }) => React.ReactNode }>>()
    // No signal, and no service worker yet to keep the code on the phone.
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: () => <p>registered</p> });
  renderWithProviders(
    <>
      <h1>Bookings</h1>
      <DeferredAppUpdates aboveBottomBar whenQuiet={quiet.whenQuiet} load={load} />
    </>,
  );
  await act(async () => quiet.arrive());
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('heading', { name: 'Bookings' })).toBeVisible();
  expect(screen.queryByText('registered')).toBeNull();

  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('registered')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('heading', { name: 'Bookings' })).toBeVisible();
});
