import 'fake-indexeddb/auto';
import { sampleBooking } from '../../support/offline-fixtures';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 9: offline writes "show at once, wait in an outbox with their client-made ids"; online a
 * refusal still rejects (the form keeps what was typed) and nothing is queued; earlier waiting writes
 * keep their place (a new one queues behind them).
 */
const server = vi.hoisted(() => ({
  insertDailyNote: vi.fn(),
  transitionBookingStatus: vi.fn(),
}));
vi.mock('../../../src/lib/supabase/daily-notes', () => ({ insertDailyNote: server.insertDailyNote }));
vi.mock('../../../src/lib/supabase/bookings', () => ({
  insertBooking: vi.fn(),
  transitionBookingStatus: server.transitionBookingStatus,
}));

const { addDailyNote, setBookingStatus, setOutboxPerson } =
  await import('../../../src/lib/offline/queued-writes');
const { listOutbox, wipeOutbox } = await import('../../../src/lib/offline/outbox');

let online = true;
beforeEach(async () => {
  online = true;
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  server.insertDailyNote.mockReset();
  server.transitionBookingStatus.mockReset();
  setOutboxPerson({ userId: 'u1', authorName: 'Neo Kgosi' });
  await wipeOutbox();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOutboxPerson(null);
});

const note = { lodgeId: 'l1', date: '2026-11-25', text: 'Boat 2 leaks' };
const booking = sampleBooking;

describe('queued writes', () => {
  it('offline: the note waits with its own id and shows at once as "pending", by its author', async () => {
    online = false;
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
    online = false;
    await setBookingStatus('l1', booking, 'checked_in');
    online = true;
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
});
