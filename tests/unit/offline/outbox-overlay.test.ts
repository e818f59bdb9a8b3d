import { sampleBooking } from '../../support/offline-fixtures';
import { describe, expect, it } from 'vitest';
import type { OutboxCommand } from '../../../src/lib/offline/outbox';
import { bookingsWithOutbox, notesWithOutbox } from '../../../src/lib/offline/outbox-overlay';

/** Issue 9 "show at once": waiting writes laid over what a screen read, until the server has them. */
const base = { lodgeId: 'l1', queuedAt: Date.parse('2026-11-25T08:00:00Z'), authorName: 'Neo' };
const booking = sampleBooking;
const outbox: OutboxCommand[] = [
  { ...base, id: 'n1', kind: 'dailyNote.add', date: '2026-11-25', text: 'Boat 2' },
  { ...base, id: 'n2', kind: 'dailyNote.add', date: '2026-11-26', text: 'Tomorrow' },
  { ...base, id: 's1', kind: 'booking.setStatus', booking, to: 'checked_in' },
  {
    ...base,
    id: 'b2',
    kind: 'booking.add',
    details: { date: '2026-11-25', time: '07:30', name: 'Walk-in', guests: 1 },
  },
];

describe('the outbox overlay', () => {
  it("adds the day's waiting notes once, after the server's", () => {
    const server = [{ id: 'n0', text: 'Kept', authorName: 'Kabo', createdAt: '2026-11-25T07:00:00Z' }];
    expect(
      notesWithOutbox(server, outbox, 'l1', '2026-11-25').map((n) => [n.id, n.pending ?? false]),
    ).toEqual([
      ['n0', false],
      ['n1', true],
    ]);
    // Once the server has it (a pull came back with it), it is not shown twice.
    const synced = [...server, { id: 'n1', text: 'Boat 2', authorName: 'Neo', createdAt: 'x' }];
    expect(notesWithOutbox(synced, outbox, 'l1', '2026-11-25')).toHaveLength(2);
  });

  it('applies a waiting check-in and a walk-in booking, in time order', () => {
    const shown = bookingsWithOutbox([booking], outbox, 'l1', (day) => day === '2026-11-25');
    expect(shown.map((b) => [b.name, b.status, b.pending])).toEqual([
      ['Walk-in', 'confirmed', true],
      ['Mokoro', 'checked_in', true],
    ]);
    expect(bookingsWithOutbox([booking], outbox, 'other-lodge', () => true)).toEqual([booking]);
  });
});
