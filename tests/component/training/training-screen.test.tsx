import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import { TrainingScreen } from '../../../src/features/training/training-screen';
import { renderScreen, screen } from '../../support/render';

vi.setConfig({ testTimeout: 20_000 });

const renderTraining = () => renderScreen(<TrainingScreen />, { path: '/hospitality' });

describe('TrainingScreen (spec §2 /hospitality)', () => {
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
    await renderTraining();
    await user.click(screen.getByRole('link', { name: 'Housekeeping: 25% complete' }));
    expect(await screen.findByText('Landed on /hospitality/housekeeping')).toBeInTheDocument();
  });

  it('shows a recommended course', async () => {
    await renderTraining();
    const course = screen.getByRole('region', { name: 'Recommended Course' });
    expect(within(course).getByText('Telling the Story of the Delta')).toBeInTheDocument();
  });
});
