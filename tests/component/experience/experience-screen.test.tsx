import { describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/react';
import { ExperienceScreen } from '../../../src/features/experience/experience-screen';
import { renderScreen, screen } from '../../support/render';

vi.setConfig({ testTimeout: 20_000 });

const renderExperience = () => renderScreen(<ExperienceScreen />, { path: '/experience' });

describe('ExperienceScreen (spec §2 /experience)', () => {
  it('offers communication tools: message templates with a copy button', async () => {
    await renderExperience();
    const tools = screen.getByRole('region', { name: 'Communication Tools' });
    expect(within(tools).getByRole('button', { name: 'Copy message: Welcome message' })).toBeInTheDocument();
    expect(within(tools).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows social mentions with image, likes and comments', async () => {
    await renderExperience();
    const social = screen.getByRole('region', { name: 'Social Mentions' });
    expect(
      within(social).getByRole('img', { name: /two elephants crossing a shallow channel/ }),
    ).toBeInTheDocument();
    expect(within(social).getByRole('group', { name: '512 likes' })).toBeInTheDocument();
    expect(within(social).getByRole('group', { name: '64 comments' })).toBeInTheDocument();
  });

  it('shows reviews with name, date, text, stars named "Rated N out of 5" and replied state', async () => {
    await renderExperience();
    const reviews = screen.getByRole('region', { name: 'Guest Reviews' });
    const items = within(reviews).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const first = items[0]!;
    expect(within(first).getByText('Anna Becker')).toBeInTheDocument();
    expect(within(first).getByText('November 12, 2025')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Replied')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Awaiting reply')).toBeInTheDocument();
  });

  it('shows feedback scores 92, 86 and 90 percent by category', async () => {
    await renderExperience();
    const feedback = screen.getByRole('region', { name: 'Feedback Scores' });
    const bars = within(feedback).getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['92', '86', '90']);
    expect(within(feedback).getByRole('progressbar', { name: 'Accommodation score' })).toHaveAttribute(
      'aria-valuenow',
      '86',
    );
    expect(within(feedback).getByText('92%')).toBeInTheDocument();
  });
});
