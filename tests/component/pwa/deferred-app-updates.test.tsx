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
