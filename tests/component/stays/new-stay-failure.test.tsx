import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { NewStayDialog } from '../../../src/features/stays/new-stay-dialog';
import { calendarRoom } from '../../support/calendar-fixtures';
import { renderWithProviders, screen } from '../../support/render';

describe('issue 35: one write path for a new stay', () => {
  it('a refused stay keeps what was typed and says why in the catalogue’s words', async () => {
    const user = userEvent.setup();
    const tent = calendarRoom(0);
    const onBook = vi.fn(async () => {
      throw { code: 'P0001', message: 'not_allowed_for_role' };
    });
    renderWithProviders(
      <NewStayDialog
        target={{ arrival: '2026-12-08', roomId: tent.id }}
        rooms={[tent]}
        channels={[]}
        currency="BWP"
        lodgeId="lodge-1"
        freeRooms={async () => [tent]}
        onClose={() => {}}
        onBook={onBook}
      />,
    );
    await user.type(await screen.findByRole('textbox', { name: /Guest's name/ }), 'Kagiso');
    await user.click(screen.getByRole('button', { name: 'Book stay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The stay was not booked. Your role in this lodge cannot do this.',
    );
    expect(onBook).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /Guest's name/ })).toHaveValue('Kagiso');
  });
});
