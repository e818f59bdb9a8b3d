import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxCommand } from '../../../src/lib/offline/commands';
import {
  listAttention,
  listOutbox,
  setAside,
  wipeOutbox,
  type AttentionItem,
} from '../../../src/lib/offline/outbox';
import { NeedsAttentionDialog } from '../../../src/ui/needs-attention-dialog';
import { renderWithProviders } from '../../support/render';

/** The rooms free for the asked nights, as `public.free_rooms` would answer (Tent 3 is Kagiso's). */
const freeRooms = vi.fn(async (_lodgeId: string, _arrival: string, _departure: string, _except?: string) => [
  { id: 'tent1', name: 'Tent 1' },
  { id: 'tent5', name: 'Tent 5' },
]);
vi.mock('../../../src/lib/supabase/rooms', () => ({
  freeRooms: (lodgeId: string, arrival: string, departure: string, except?: string) =>
    freeRooms(lodgeId, arrival, departure, except),
}));

/**
 * Issue 31 "Availability holds offline": a stay booked with no signal for Tent 3, 2–4 Dec, reached the
 * lodge after Kagiso's stay took the room (`23P01`). The stay commands carry the shape the conflict
 * card reads, so Needs attention shows the card with the plain words and its choices work: Move to
 * re-sends it with another room, Change dates with other nights, Discard drops it.
 */
const booked: OutboxCommand = {
  id: 'stay-mpho',
  kind: 'stay.book',
  lodgeId: 'l1',
  queuedAt: 1,
  authorName: 'Neo Kgosi',
  roomNames: ['Tent 3', 'Family Chalet 1'],
  input: {
    lodgeId: 'l1',
    guestName: 'Mpho Dube',
    guestPhone: '+267 71 234 567',
    guestEmail: '',
    arrival: '2026-12-02',
    departure: '2026-12-04',
    adults: 2,
    children: 0,
    rooms: [
      { roomId: 'tent3', nightlyRate: 85000 },
      { roomId: 'chalet1', nightlyRate: 150000 },
    ],
    status: 'confirmed',
  },
};

const refused: AttentionItem = {
  command: booked,
  reason: 'refused',
  code: '23P01',
  message: 'room_taken',
  details: JSON.stringify({
    room_id: 'tent3',
    room_name: 'Tent 3',
    booking_id: 'b-kagiso',
    guest_name: 'Kagiso',
    arrival: '2026-12-02',
    departure: '2026-12-04',
  }),
  at: 2,
};

afterEach(async () => {
  cleanup();
  freeRooms.mockClear();
  await wipeOutbox();
});

async function open() {
  await setAside('u-neo', refused);
  renderWithProviders(<NeedsAttentionDialog userId="u-neo" items={[refused]} onClose={() => {}} />);
  return screen.findByRole('dialog', { name: 'Needs attention' });
}

describe('a stay refused because its room was taken offline, in Needs attention (issue 31)', () => {
  it('says who holds the room and that nothing was overwritten, with Move to, Change dates, Copy and Discard', async () => {
    const dialog = await open();
    expect(
      within(dialog).getByText('Tent 3 was booked by Kagiso for 2–4 Dec while you were offline.'),
    ).toBeVisible();
    expect(within(dialog).getByText(/^Nothing was overwritten\./)).toBeVisible();
    for (const name of ['Move to', 'Change dates', 'Discard', 'Copy the guest’s details'])
      expect(within(dialog).getByRole('button', { name })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('Move to lists the rooms free for those nights (not the guest’s other room) and re-sends it there in two taps', async () => {
    const user = userEvent.setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Move to' }));
    const tent5 = await within(dialog).findByRole('button', { name: 'Move to Tent 5' });
    expect(freeRooms).toHaveBeenCalledWith('l1', '2026-12-02', '2026-12-04', undefined);
    await user.click(tent5);
    await waitFor(async () => expect(await listAttention('u-neo')).toEqual([]));
    const [resent] = await listOutbox('u-neo');
    expect(resent?.kind).toBe('stay.book');
    if (resent?.kind !== 'stay.book') return;
    expect(resent.id).not.toBe(booked.id);
    expect(resent.input.rooms.map((room) => room.roomId)).toEqual(['tent5', 'chalet1']);
    // The rate the guest was told stays.
    expect(resent.input.rooms[0]?.nightlyRate).toBe(85000);
    expect(resent.roomNames).toEqual(['Tent 5', 'Family Chalet 1']);
    expect(resent.input.guestName).toBe('Mpho Dube');
  });

  it('the guest’s other room is never offered as Move to', async () => {
    freeRooms.mockResolvedValueOnce([
      { id: 'chalet1', name: 'Family Chalet 1' },
      { id: 'tent5', name: 'Tent 5' },
    ]);
    const user = userEvent.setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Move to' }));
    await within(dialog).findByRole('button', { name: 'Move to Tent 5' });
    expect(within(dialog).queryByRole('button', { name: 'Move to Family Chalet 1' })).toBeNull();
  });

  it('Change dates re-sends the same stay for the nights typed', async () => {
    const user = userEvent.setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Change dates' }));
    const arrival = within(dialog).getByLabelText('Arrival');
    const departure = within(dialog).getByLabelText('Departure');
    await user.clear(departure);
    await user.type(departure, '2026-12-07');
    await user.clear(arrival);
    await user.type(arrival, '2026-12-04');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await listAttention('u-neo')).toEqual([]));
    const [resent] = await listOutbox('u-neo');
    if (resent?.kind !== 'stay.book') throw new Error(`expected a stay, got ${resent?.kind}`);
    expect([resent.input.arrival, resent.input.departure]).toEqual(['2026-12-04', '2026-12-07']);
    expect(resent.input.rooms.map((room) => room.roomId)).toEqual(['tent3', 'chalet1']);
  });

  it('Discard drops it: nothing is sent', async () => {
    const user = userEvent.setup();
    const dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await listAttention('u-neo')).toEqual([]));
    expect(await listOutbox('u-neo')).toEqual([]);
  });
});
