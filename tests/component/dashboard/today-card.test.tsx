import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/react';
import type { FrontDeskStay, FrontDeskToday } from '../../../src/data/front-desk';
import { TodayCard, type TodayActions } from '../../../src/features/dashboard/today-card';
import { checkInProblem } from '../../../src/features/dashboard/front-desk.writes';
import { renderScreen, screen } from '../../support/render';

const date = '2026-12-02';
const stay = (over: Partial<FrontDeskStay> & { id: string }): FrontDeskStay => ({
  version: 3,
  guestName: 'Kagiso Molefe',
  status: 'confirmed',
  arrival: date,
  departure: '2026-12-05',
  guests: 2,
  rooms: [{ roomId: 'r3', name: 'Tent 3', housekeeping: 'clean' }],
  balanceDue: 35000,
  ...over,
});

const today: FrontDeskToday = {
  date,
  arrivals: [
    stay({ id: 'a1' }),
    stay({
      id: 'a2',
      guestName: 'Neo Sithole',
      guests: 4,
      balanceDue: 0,
      rooms: [{ roomId: 'r7', name: 'Family Chalet 1', housekeeping: 'dirty' }],
    }),
  ],
  departures: [
    stay({
      id: 'd1',
      guestName: 'Thato Kgosi',
      status: 'checked_in',
      arrival: '2026-11-29',
      departure: date,
      rooms: [{ roomId: 'r1', name: 'Tent 1', housekeeping: 'clean' }],
    }),
  ],
  inHouse: { stays: 5, guests: 11 },
  tonight: { taken: 6, rooms: 8 },
};

function actions(over: Partial<TodayActions> = {}): TodayActions {
  return {
    checkIn: vi.fn(async () => undefined),
    checkOut: vi.fn(async () => undefined),
    stayHref: (s) => `/bookings/calendar?stay=${s.id}`,
    ...over,
  };
}

const row = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

describe('issue 31 Front desk: the Today card', () => {
  it('shows arrivals with room, guests and balance due, departures, in house and tonight', async () => {
    await renderScreen(<TodayCard today={today} currency="BWP" mayAct actions={actions()} />);
    expect(screen.getByRole('heading', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByText('Tonight: 6 of 8 rooms taken')).toBeInTheDocument();
    expect(screen.getByText('In house: 11 guests in 5 stays')).toBeInTheDocument();
    const arrivals = screen.getByRole('list', { name: 'Arrivals (2)' });
    expect(within(arrivals).getAllByRole('listitem')).toHaveLength(2);
    const kagiso = row('Kagiso Molefe');
    expect(within(kagiso).getByText('Tent 3 · 2 guests')).toBeInTheDocument();
    expect(within(kagiso).getByText(/^Balance due P\s?350\.00$/)).toBeInTheDocument();
    expect(within(row('Neo Sithole')).getByText('Paid in full')).toBeInTheDocument();
    // A dirty room is said in words before anyone taps Check in.
    expect(within(row('Neo Sithole')).getByText('Family Chalet 1: Dirty')).toBeInTheDocument();
    const departures = screen.getByRole('list', { name: 'Departures (1)' });
    expect(within(departures).getByRole('button', { name: 'Check out Thato Kgosi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kagiso Molefe' })).toHaveAttribute(
      'href',
      '/bookings/calendar?stay=a1',
    );
  });

  it('a refused check-in says which rooms are ready, and the row keeps its button', async () => {
    const refusal = { code: 'P0001', message: 'room_not_ready', details: '' };
    const checkIn = vi.fn(async (s: FrontDeskStay) => {
      throw new Error(
        checkInProblem(refusal, s, { notReady: ['Family Chalet 1'], ready: ['Tent 2', 'Tent 5'] }),
      );
    });
    await renderScreen(<TodayCard today={today} currency="BWP" mayAct actions={actions({ checkIn })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check in Neo Sithole' }));
    expect(await within(row('Neo Sithole')).findByRole('alert')).toHaveTextContent(
      'Family Chalet 1 is not ready yet: mark it Clean first, or move the stay. Ready now: Tent 2 and Tent 5.',
    );
    expect(checkIn).toHaveBeenCalledWith(expect.objectContaining({ id: 'a2', version: 3 }));
    expect(screen.getByRole('button', { name: 'Check in Neo Sithole' })).toBeEnabled();
  });

  it('check-out with a balance due asks first; Not yet checks nobody out', async () => {
    const checkOut = vi.fn(async () => undefined);
    await renderScreen(<TodayCard today={today} currency="BWP" mayAct actions={actions({ checkOut })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check out Thato Kgosi' }));
    const ask = screen.getByRole('alertdialog', { name: 'Balance due' });
    expect(ask).toHaveTextContent(/P\s?350\.00 still due — check out anyway\?/);
    await userEvent.click(within(ask).getByRole('button', { name: 'Not yet' }));
    expect(checkOut).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Check out Thato Kgosi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Check out anyway' }));
    await waitFor(() => expect(checkOut).toHaveBeenCalledWith(expect.objectContaining({ id: 'd1' })));
  });

  it('a role that does not check guests in and out sees the day without the buttons', async () => {
    await renderScreen(<TodayCard today={today} currency="BWP" mayAct={false} actions={actions()} />);
    expect(screen.getByText('Tonight: 6 of 8 rooms taken')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Check (in|out)/ })).toBeNull();
  });

  it('issue 34 Today card: arrivals and departures are one block — each headed with its count, or its empty line', async () => {
    await renderScreen(
      <TodayCard today={{ ...today, departures: [] }} currency="BWP" mayAct actions={actions()} />,
    );
    expect(screen.getByRole('heading', { name: 'Arrivals (2)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Departures (0)' })).toBeInTheDocument();
    expect(screen.getByText('No departures today.')).toBeInTheDocument();
    expect(screen.queryByText('No arrivals today.')).toBeNull();
    // Readiness is an arrival's line only.
    expect(within(row('Neo Sithole')).getByText('Family Chalet 1: Dirty')).toBeInTheDocument();
  });

  it('issue 34 Today card at 320 px: "P" never breaks from its amount (balance and check-out question)', async () => {
    const user = userEvent.setup();
    await renderScreen(<TodayCard today={today} currency="BWP" mayAct actions={actions()} />);
    // Testing Library folds a no-break space into a space; the text itself keeps it.
    expect(within(row('Kagiso Molefe')).getByText(/^Balance due P/).textContent).toBe(
      'Balance due P\u00a0350.00',
    );
    await user.click(screen.getByRole('button', { name: 'Check out Thato Kgosi' }));
    const ask = screen.getByRole('alertdialog', { name: 'Balance due' });
    expect(ask.textContent).toMatch(/^P\u00a0350\.00 still due — check out anyway\?/);
  });

  it('issue 34 Today card at 320 px: the details sit under the name, not in a column beside the badges', async () => {
    await renderScreen(
      <TodayCard
        today={{ ...today, arrivals: [stay({ id: 'a1', pending: true })], departures: [] }}
        currency="BWP"
        mayAct
        actions={actions()}
      />,
    );
    const kagiso = row('Kagiso Molefe');
    const status = within(kagiso).getByText('Confirmed');
    const details = within(kagiso).getByText('Tent 3 · 2 guests');
    // The status badge shares its line with the name only; rooms, balance and "Waiting to send" are below.
    const nameLine = status.closest('.mantine-Group-root');
    expect(nameLine).not.toBeNull();
    expect(nameLine?.contains(details)).toBe(false);
    expect(nameLine?.contains(within(kagiso).getByText('Waiting to send'))).toBe(false);
  });

  it('review of stop 31: the stay status words are in one place (room-words), the Today card reads them', async () => {
    const frontDesk: Record<string, unknown> = await import('../../../src/data/front-desk');
    const roomWords = await import('../../../src/data/room-words');
    expect(frontDesk.stayStatusLabels).toBeUndefined();
    await renderScreen(
      <TodayCard
        today={{ ...today, arrivals: [stay({ id: 'n1', status: 'no_show' })], departures: [] }}
        currency="BWP"
        mayAct
        actions={actions()}
      />,
    );
    expect(within(row('Kagiso Molefe')).getByText(roomWords.stayStatusLabels.no_show)).toBeInTheDocument();
  });
});
