import { afterEach, describe, expect, it } from 'vitest';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { TrainingScreen } from '../../../src/features/training/training-screen';
import { renderScreen, screen } from '../../support/render';
import { fakeTrainingWrites, testLodge, testTrainingData } from '../../support/lodge-fixtures';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { waitFor } from '@testing-library/react';

// "Marked as done · Undo" toasts live in Mantine's store, shared by the file's tests: none carries over.
afterEach(() => notifications.clean());

const renderTraining = (role: LodgeRole = 'staff', fake = fakeTrainingWrites()) =>
  renderScreen(<TrainingScreen data={testTrainingData()} lodge={testLodge(role)} writes={fake.writes} />, {
    path: '/hospitality',
  });

describe('TrainingScreen (spec §2 /hospitality)', () => {
  it('issue 34: with no training records of the member, it says no lessons started yet — Start', async () => {
    const user = userEvent.setup();
    await renderScreen(
      <TrainingScreen
        data={{ progress: new Map() }}
        lodge={testLodge('staff')}
        writes={fakeTrainingWrites().writes}
      />,
      { path: '/hospitality' },
    );
    const welcome = screen.getByRole('region', { name: 'Welcome!' });
    expect(welcome).toHaveTextContent('No lessons started yet.');
    expect(welcome).not.toHaveTextContent(/step \d of 7/);
    expect(screen.getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual([
      '0',
      '0',
      '0',
      '0',
    ]);
    expect(screen.queryByText(/85|60%/)).toBeNull();
    await user.click(within(welcome).getByRole('link', { name: 'Start Housekeeping' }));
    expect(await screen.findByText('Landed on /hospitality/housekeeping')).toBeInTheDocument();
  });

  it('issue 34: a finished Housekeeping course says so, not "step 7 of 7 — Continue"', async () => {
    const progress = new Map(testTrainingData().progress);
    for (let step = 1; step <= 7; step += 1) progress.set(`hk-${step}`, 100);
    await renderScreen(
      <TrainingScreen data={{ progress }} lodge={testLodge('staff')} writes={fakeTrainingWrites().writes} />,
      { path: '/hospitality' },
    );
    const welcome = screen.getByRole('region', { name: 'Welcome back!' });
    expect(welcome).toHaveTextContent('You finished Housekeeping: all 7 lessons done.');
    expect(welcome).not.toHaveTextContent('step 7 of 7');
    expect(within(welcome).queryByRole('link', { name: 'Continue Housekeeping' })).toBeNull();
    expect(within(welcome).getByRole('link', { name: 'Review Housekeeping' })).toBeInTheDocument();
  });

  it('has a search box (not wired up: typing filters nothing)', async () => {
    const user = userEvent.setup();
    await renderTraining();
    const search = screen.getByRole('searchbox', { name: 'Search training' });
    await user.type(search, 'zzz');
    expect(search).toHaveValue('zzz');
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
  });

  it('shows a welcome card', async () => {
    await renderTraining();
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument();
  });

  it('shows 4 modules with accessible progress bars at 85, 60, 25 and 0 percent', async () => {
    await renderTraining();
    const bars = screen.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['85', '60', '25', '0']);
    expect(screen.getByRole('progressbar', { name: 'Guest Welcome & Check-in progress' })).toHaveAttribute(
      'aria-valuenow',
      '85',
    );
    expect(screen.getByText('85% complete')).toBeInTheDocument();
    expect(screen.getByText('Not started')).toBeInTheDocument();
  });

  it('opens the housekeeping module at /hospitality/housekeeping', async () => {
    const user = userEvent.setup();
    await renderTraining('trustee');
    await user.click(screen.getByRole('link', { name: 'Housekeeping: 25% complete' }));
    expect(await screen.findByText('Landed on /hospitality/housekeeping')).toBeInTheDocument();
  });

  it('Training’s Housekeeping figure comes from the Housekeeping records: 7 of 7 done is 100 % (issue 18)', async () => {
    const data = testTrainingData();
    const progress = new Map(data.progress);
    for (let step = 1; step <= 7; step += 1) progress.set(`hk-${step}`, 100);
    await renderScreen(
      <TrainingScreen
        data={{ ...data, progress }}
        lodge={testLodge('staff')}
        writes={fakeTrainingWrites().writes}
      />,
      { path: '/hospitality' },
    );
    expect(screen.getByRole('progressbar', { name: 'Housekeeping progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(screen.queryByRole('button', { name: 'Mark as done: Housekeeping' })).toBeNull();
  });

  it('shows a recommended course', async () => {
    await renderTraining();
    const course = screen.getByRole('region', { name: 'Recommended Course' });
    expect(within(course).getByText('Telling the Story of the Delta')).toBeInTheDocument();
  });

  it('"Mark as done" keeps the module at 100 % as completed (issue 8)', async () => {
    const user = userEvent.setup();
    const fake = fakeTrainingWrites();
    await renderTraining('staff', fake);
    await user.click(screen.getByRole('button', { name: 'Mark as done: Food & Beverage Service' }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Food & Beverage Service progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(fake.marked).toEqual(['tm-food-service']);
    expect(
      screen.queryByRole('button', { name: 'Mark as done: Food & Beverage Service' }),
    ).not.toBeInTheDocument();
    expect(screen.getAllByText('Completed')).toHaveLength(1);
  });

  it('"Mark as done" can be undone for a few seconds: the module goes back to its percent (issue 18)', async () => {
    const user = userEvent.setup();
    const fake = fakeTrainingWrites();
    await renderTraining('staff', fake);
    const bar = () => screen.getByRole('progressbar', { name: 'Food & Beverage Service progress' });
    const before = bar().getAttribute('aria-valuenow');
    await user.click(screen.getByRole('button', { name: 'Mark as done: Food & Beverage Service' }));
    await user.click(
      await screen.findByRole('button', { name: 'Undo: Marked as done, Food & Beverage Service' }),
    );
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', before));
    expect(fake.undone).toEqual([['tm-food-service', Number(before)]]);
    expect(screen.getByRole('button', { name: 'Mark as done: Food & Beverage Service' })).toBeEnabled();
  });

  it('a failed "Mark as done" keeps the progress and says why', async () => {
    const user = userEvent.setup();
    const fake = fakeTrainingWrites();
    fake.failNextWith(new TypeError('Failed to fetch'));
    await renderTraining('manager', fake);
    await user.click(screen.getByRole('button', { name: 'Mark as done: Safety & First Aid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved. Could not reach the server');
    expect(screen.getByRole('progressbar', { name: 'Safety & First Aid progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(screen.getByRole('button', { name: 'Mark as done: Safety & First Aid' })).toBeEnabled();
  });

  it('trustees read the progress but are not offered "Mark as done"', async () => {
    await renderTraining('trustee');
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /^Mark as done/ })).not.toBeInTheDocument();
  });

  it('the welcome card names the housekeeping step the member is on', async () => {
    await renderTraining();
    expect(screen.getByText('Pick up where you left off: Housekeeping, step 2 of 7.')).toBeInTheDocument();
  });
});
