import { describe, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { LanguageScreen } from '../../../src/features/training/language-screen';
import userEvent from '@testing-library/user-event';
import { renderScreen, screen } from '../../support/render';
import { fakeTrainingWrites, testLanguageData, testLodge } from '../../support/lodge-fixtures';
import type { LodgeRole } from '../../../machines/shared/lodge-types';

const renderLanguage = (role: LodgeRole = 'staff', fake = fakeTrainingWrites()) =>
  renderScreen(<LanguageScreen data={testLanguageData()} lodge={testLodge(role)} writes={fake.writes} />, {
    path: '/language',
  });

describe('LanguageScreen (spec §2 /language)', () => {
  it('issue 34: with no practice days of the member, the streak says there are none yet', async () => {
    await renderScreen(
      <LanguageScreen
        data={{
          progress: new Map(),
          practice: { daysPractised: 0, streakDays: 0, bestStreakDays: 0, practisedToday: false },
        }}
        lodge={testLodge('staff')}
        writes={fakeTrainingWrites().writes}
      />,
      { path: '/language' },
    );
    const streak = screen.getByRole('region', { name: 'Streak' });
    expect(streak).toHaveTextContent('No practice days yet.');
    expect(streak).not.toHaveTextContent(/Best|\d+ days/);
    expect(screen.getByRole('button', { name: 'I practised today' })).toBeInTheDocument();
  });

  it('shows 3 learning-path cards with progress', async () => {
    await renderLanguage();
    const paths = screen.getByRole('region', { name: 'Learning Paths' });
    expect(within(paths).getAllByRole('progressbar')).toHaveLength(3);
    expect(within(paths).getByText('English for Guest Service')).toBeInTheDocument();
  });

  it('shows the weekly goal 5 of 7 days and the streak 3 (best 12)', async () => {
    await renderLanguage();
    const goal = screen.getByRole('region', { name: 'Weekly Goal' });
    expect(within(goal).getByText('5 of 7 days')).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar', { name: 'Weekly goal: 5 of 7 days' })).toBeInTheDocument();
    const streak = screen.getByRole('region', { name: 'Streak' });
    expect(within(streak).getByText('3 days')).toBeInTheDocument();
    expect(within(streak).getByText('Best: 12 days')).toBeInTheDocument();
  });

  it('shows a recommended course', async () => {
    await renderLanguage();
    expect(screen.getByRole('region', { name: 'Recommended Course' })).toBeInTheDocument();
  });

  it("shows each path at the member's own progress", async () => {
    await renderLanguage();
    expect(screen.getByRole('progressbar', { name: 'English for Guest Service progress' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    expect(screen.getByText('Not started')).toBeInTheDocument();
  });

  it('"I practised today" counts towards the weekly goal and the streak (issue 8)', async () => {
    const user = userEvent.setup();
    const fake = fakeTrainingWrites();
    await renderLanguage('staff', fake);
    await user.click(screen.getByRole('button', { name: 'I practised today' }));
    expect(await screen.findByText('You practised today')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Weekly Goal' })).getByText('6 of 7 days'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Streak' })).getByText('4 days')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I practised today' })).not.toBeInTheDocument();
    expect(fake.practisedCount()).toBe(1);
  });

  it('a failed "I practised today" keeps the figures and says why', async () => {
    const user = userEvent.setup();
    const fake = fakeTrainingWrites();
    fake.failNextWith({ message: 'permission denied for table language_practice', code: '42501' });
    await renderLanguage('staff', fake);
    await user.click(screen.getByRole('button', { name: 'I practised today' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved.');
    expect(
      within(screen.getByRole('region', { name: 'Weekly Goal' })).getByText('5 of 7 days'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I practised today' })).toBeEnabled();
  });

  it('trustees see the figures without the practice button', async () => {
    await renderLanguage('trustee');
    expect(screen.getByRole('region', { name: 'Streak' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I practised today' })).not.toBeInTheDocument();
  });
});
