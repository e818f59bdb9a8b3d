import 'fake-indexeddb/auto';
import { sampleBooking } from '../../support/offline-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '../../../src/data/notes';
import {
  appliedBooking,
  CommandInvalid,
  commands,
  type CommandTable,
} from '../../../src/lib/offline/commands';
import { listOutbox, wipeOutbox } from '../../../src/lib/offline/outbox';
import { saveOrQueue, type OutboxPerson } from '../../../src/lib/offline/queued-writes';
import type { Booking } from '../../../src/data/bookings';
import type { TransitionResult } from '../../../src/lib/supabase/bookings';
import { stubNavigatorOnLine } from '../../support/node-network';

/**
 * Issue 9: offline writes "show at once, wait in an outbox with their client-made ids"; online a
 * refusal still rejects (the form keeps what was typed) and nothing is queued; earlier waiting writes
 * keep their place (a new one queues behind them). The server is a `commands` table whose sends are
 * fakes (handed in, no module mocks); everything else is the app's.
 */
const server = {
  insertDailyNote: vi.fn<(command: { id: string }) => Promise<Note>>(),
  transitionBookingStatus: vi.fn<() => Promise<TransitionResult>>(),
};
const table: CommandTable = {
  ...commands,
  'dailyNote.add': { ...commands['dailyNote.add'], send: (command) => server.insertDailyNote(command) },
  'booking.setStatus': {
    ...commands['booking.setStatus'],
    // The app's reading of the server's answer, over a fake transition.
    send: async () => appliedBooking(await server.transitionBookingStatus()),
  },
};
const person: OutboxPerson = { userId: 'u1', authorName: 'Neo Kgosi' };
const addDailyNote = (payload: typeof note) => saveOrQueue('dailyNote.add', payload, person, table);
const setBookingStatus = (lodgeId: string, booking: Booking, to: Booking['status']) =>
  saveOrQueue('booking.setStatus', { lodgeId, booking, to }, person, table);

let network = { online: true };
beforeEach(async () => {
  network = stubNavigatorOnLine();
  server.insertDailyNote.mockReset();
  server.transitionBookingStatus.mockReset();
  await wipeOutbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const note = { lodgeId: 'l1', date: '2026-11-25', text: 'Boat 2 leaks' };
const booking = sampleBooking;

describe('queued writes', () => {
  it('a 3,000-character note offline is refused before it is queued, with the limit in words (issue 18)', async () => {
    network.online = false;
    const saving = addDailyNote({ ...note, text: 'x'.repeat(3000) });
    await expect(saving).rejects.toBeInstanceOf(CommandInvalid);
    await expect(saving).rejects.toThrow('1,000 characters too many (at most 2,000)');
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('a new booking with 999999 guests is refused with the range, never changed (issue 18)', async () => {
    network.online = false;
    const details = { name: 'Mokoro', date: '2026-11-25', time: '09:00', guests: 999999 };
    await expect(saveOrQueue('booking.add', { lodgeId: 'l1', details }, person, table)).rejects.toThrow(
      'Guests: Between 1 and 50',
    );
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('offline: the note waits with its own id and shows at once as "pending", by its author', async () => {
    network.online = false;
    const shown = await addDailyNote(note);
    expect(shown).toMatchObject({ text: 'Boat 2 leaks', authorName: 'Neo Kgosi', pending: true });
    const [queued] = await listOutbox('u1');
    expect(queued).toMatchObject({ kind: 'dailyNote.add', id: shown.id, text: 'Boat 2 leaks' });
    expect(server.insertDailyNote).not.toHaveBeenCalled();
  });

  it('online: sent with the same id the outbox would use; a refusal rejects and queues nothing', async () => {
    server.insertDailyNote.mockResolvedValueOnce({
      id: 'n1',
      text: 'Boat 2 leaks',
      authorName: 'Neo',
      createdAt: 'x',
    });
    await addDailyNote(note);
    expect(server.insertDailyNote.mock.calls[0]![0]).toMatchObject({ ...note, id: expect.any(String) });
    server.insertDailyNote.mockRejectedValueOnce({
      code: '42501',
      message: 'permission denied for table daily_notes',
    });
    await expect(addDailyNote(note)).rejects.toMatchObject({ code: '42501' });
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('no answer (the signal dropped mid-request): it waits instead of failing', async () => {
    server.insertDailyNote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const shown = await addDailyNote(note);
    expect(shown.pending).toBe(true);
    expect(await listOutbox('u1')).toHaveLength(1);
  });

  it('while earlier writes wait, a new one queues behind them even online (the order holds)', async () => {
    network.online = false;
    await setBookingStatus('l1', booking, 'checked_in');
    network.online = true;
    await addDailyNote(note);
    expect((await listOutbox('u1')).map((c) => c.kind)).toEqual(['booking.setStatus', 'dailyNote.add']);
    expect(server.insertDailyNote).not.toHaveBeenCalled();
  });

  it('online, a check-in on a booking changed meanwhile is refused with both states named', async () => {
    server.transitionBookingStatus.mockResolvedValueOnce({
      outcome: 'changed',
      current: { ...booking, status: 'cancelled' },
    });
    await expect(setBookingStatus('l1', booking, 'checked_in')).rejects.toThrow(
      'Someone changed this booking meanwhile: it is now cancelled. Nothing was changed.',
    );
  });

  it('with nobody signed in (no person) it only sends, even offline', async () => {
    network.online = false;
    server.insertDailyNote.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(saveOrQueue('dailyNote.add', note, null, table)).rejects.toThrow('Failed to fetch');
    expect(await listOutbox('u1')).toEqual([]);
  });
});
