import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { LanguageScreen } from '../../../src/features/training/language-screen';
import { renderScreen, screen } from '../../support/render';

vi.setConfig({ testTimeout: 20_000 });

describe('LanguageScreen (spec §2 /language)', () => {
  it('shows 3 learning-path cards with progress', async () => {
    await renderScreen(<LanguageScreen />, { path: '/language' });
    const paths = screen.getByRole('region', { name: 'Learning Paths' });
    expect(within(paths).getAllByRole('progressbar')).toHaveLength(3);
    expect(within(paths).getByText('English for Guest Service')).toBeInTheDocument();
  });

  it('shows the weekly goal 5 of 7 days and the streak 3 (best 12)', async () => {
    await renderScreen(<LanguageScreen />, { path: '/language' });
    const goal = screen.getByRole('region', { name: 'Weekly Goal' });
    expect(within(goal).getByText('5 of 7 days')).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar', { name: 'Weekly goal: 5 of 7 days' })).toBeInTheDocument();
    const streak = screen.getByRole('region', { name: 'Streak' });
    expect(within(streak).getByText('3 days')).toBeInTheDocument();
    expect(within(streak).getByText('Best: 12 days')).toBeInTheDocument();
  });

  it('shows a recommended course', async () => {
    await renderScreen(<LanguageScreen />, { path: '/language' });
    expect(screen.getByRole('region', { name: 'Recommended Course' })).toBeInTheDocument();
  });
});
