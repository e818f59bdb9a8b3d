import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { NotFoundPage } from '../../../src/features/shell/not-found-page';
import { waitFor } from '@testing-library/react';
import { renderScreen, screen } from '../../support/render';

afterEach(() => vi.restoreAllMocks());

describe('NotFoundPage (spec §2, §8)', () => {
  it('a valid route never logs "404": Return to Home logs only the unknown path (issue 18)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderScreen(<NotFoundPage />, { path: '/no-such-page' });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    // The page's own part (its title, the console line) has come.
    await waitFor(() => expect(document.title).toBe('Page not found · Ecolodge'));
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(await screen.findByText('Landed on /')).toBeInTheDocument();
    const notFoundLogs = logged.mock.calls.filter((call) => String(call[0]).startsWith('404'));
    expect(notFoundLogs).toEqual([
      ['404 Error: User attempted to access non-existent route:', '/no-such-page'],
    ]);
  });
});
