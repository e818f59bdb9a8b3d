import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { businessModelMachine, type LoadLodgeFiguresOutput } from '../../../machines/business-model.machine';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { createDefaultAnswers } from '../../../machines/shared/business-model';
import { BusinessModelWizard } from '../../../src/features/business-model/business-model-screen';
import {
  progressKey,
  type KeyValueStorage,
} from '../../../src/features/business-model/business-model-storage';
import { renderScreen, screen } from '../../support/render';
import { setNetwork } from '../../support/network';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// Step 8's code loads on first use (issue 22): imported before the tests, as a browser has it built.
importLazyModulesFirst(() => import('../../../src/features/business-model/result-step'));

/*
 * Issue 20: Use our figures — step 8's button fills the ROI calculator's price, cost and occupancy from
 * the lodge's own bookings, says so in plain words when there are none, and is offered only to roles
 * that may view finances and only with a connection.
 */

const FIGURES = {
  price: 450,
  cost: 180,
  occupancy: 42,
  summary:
    'Accommodation P 450.00 a night, cost P 180.00, occupancy 42% (37 nights sold in 12 months; amounts in BWP).',
};
const NO_HISTORY = 'No bookings with prices in the last 12 months yet. The calculator keeps its own figures.';

/** Storage holding progress on step 8 with the spec's defaults. */
function onStep8(data = stepEightData()): KeyValueStorage {
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

function stepEightData(): Map<string, string> {
  return new Map([
    [
      progressKey('user-1'),
      JSON.stringify({
        step: 8,
        furthestStep: 8,
        answers: createDefaultAnswers(),
        occupancy: 60,
        savedAt: null,
      }),
    ],
  ]);
}

async function renderStep8(
  role: LodgeRole,
  figures: LoadLodgeFiguresOutput = FIGURES,
  storage: KeyValueStorage = onStep8(),
) {
  const loadLodgeFigures = vi.fn(async () => figures);
  const logic = businessModelMachine.provide({
    actors: { loadLodgeFigures: fromPromise<LoadLodgeFiguresOutput>(loadLodgeFigures) },
  });
  const lodge = { lodgeId: 'lodge-1', name: 'Test Lodge', location: null, timezone: 'UTC', role };
  const rendered = await renderScreen(
    <BusinessModelWizard userId="user-1" storage={storage} logic={logic} lodge={lodge} />,
    { path: '/business?step=8' },
  );
  expect(screen.getByText('Step 8 of 8')).toBeInTheDocument();
  // Opened on step 8, the result's code comes on first use (issue 22): it shows once here.
  await screen.findByRole('table', { name: 'Annual revenue and profit' });
  return { loadLodgeFigures, unmount: rendered.unmount };
}

const table = () => screen.getByRole('table', { name: 'Annual revenue and profit' });

describe('Use our figures (issue 20)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("fills price, cost and occupancy from the lodge's bookings", async () => {
    const u = userEvent.setup();
    const { loadLodgeFigures } = await renderStep8('owner');
    expect(table()).toHaveTextContent('Accommodation$21,900$8,760');

    await u.click(screen.getByRole('button', { name: 'Use our figures' }));

    expect(await screen.findByText('Filled from your bookings')).toBeInTheDocument();
    expect(screen.getByText(FIGURES.summary)).toBeInTheDocument();
    expect(loadLodgeFigures).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('slider', { name: 'Occupancy' })).toHaveAttribute('aria-valuenow', '42');
    // 450 × 365 × 0.42 and (450 − 180) × 365 × 0.42.
    expect(table()).toHaveTextContent('Accommodation$68,985$41,391');

    // The answers themselves changed: step 1 shows the lodge's price and cost.
    await u.click(screen.getByRole('button', { name: 'Step 1: Today' }));
    expect(screen.getByLabelText('Accommodation price per night')).toHaveValue('$450');
    expect(screen.getByLabelText('Accommodation cost per night')).toHaveValue('$180');
  });

  it('bug: the "filled from your bookings" summary showed only in a toast — it stays beside the calculator, after a reload too, until the figures are changed by hand', async () => {
    const u = userEvent.setup();
    const data = stepEightData();
    const first = await renderStep8('owner', FIGURES, onStep8(data));
    await u.click(screen.getByRole('button', { name: 'Use our figures' }));
    const summary = await screen.findByText(FIGURES.summary);
    expect(summary.closest('[role="status"]')).toHaveTextContent(`From your bookings: ${FIGURES.summary}`);
    first.unmount();

    // Opened again (a reload): the sentence is still there with the figures it describes.
    await renderStep8('owner', FIGURES, onStep8(data));
    expect(screen.getByText(FIGURES.summary)).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Occupancy' })).toHaveAttribute('aria-valuenow', '42');

    // Moving the occupancy by hand: the figures are no longer the lodge's own, the sentence goes.
    screen.getByRole('slider', { name: 'Occupancy' }).focus();
    await u.keyboard('{ArrowRight}');
    expect(screen.queryByText(FIGURES.summary)).toBeNull();
    expect(
      screen.getByText('Price, cost and occupancy of accommodation from the last 12 months of bookings.'),
    ).toBeInTheDocument();
  });

  it('says so in plain words when the lodge has no history, and keeps the spec figures', async () => {
    const u = userEvent.setup();
    await renderStep8('manager', null);

    await u.click(screen.getByRole('button', { name: 'Use our figures' }));

    expect(await screen.findByText(NO_HISTORY)).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Occupancy' })).toHaveAttribute('aria-valuenow', '60');
    expect(table()).toHaveTextContent('Accommodation$21,900$8,760');
    expect(screen.getByRole('button', { name: 'Use our figures' })).toBeEnabled();
  });

  it('is offered to trustees (viewFinances)', async () => {
    await renderStep8('trustee');
    expect(screen.getByRole('button', { name: 'Use our figures' })).toBeInTheDocument();
  });

  it('is not offered to staff', async () => {
    await renderStep8('staff');
    expect(screen.queryByRole('button', { name: 'Use our figures' })).toBeNull();
    expect(table()).toHaveTextContent('Accommodation$21,900$8,760');
  });

  it('is disabled with the reason when offline', async () => {
    setNetwork(false);
    await renderStep8('owner');
    expect(screen.getByRole('button', { name: 'Use our figures' })).toBeDisabled();
    expect(
      screen.getByText("Needs a connection: the figures come from the lodge's bookings on the server."),
    ).toBeInTheDocument();
  });
});
