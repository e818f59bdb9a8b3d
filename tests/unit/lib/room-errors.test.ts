import { describe, expect, it } from 'vitest';
import {
  dayRangeWords,
  notReadySentence,
  overlapSentence,
  problemSentence,
} from '../../../src/lib/supabase/errors';
import { isStaleVersion, notReadyFrom, overlapFrom } from '../../../src/lib/supabase/stays';

/**
 * Issue 31: the refusals of rooms and stays in plain words — a 23P01 overlap names the room, the guest
 * and the nights ("Tent 3 was booked by Kagiso for 2–4 Dec while you were offline"), a refused check-in
 * names the rooms that are ready, a stale write says someone changed it — never a constraint's name.
 */
const overlapError = {
  code: '23P01',
  message: 'room_taken',
  details: JSON.stringify({
    room_id: 'r3',
    room_name: 'Tent 3',
    booking_id: 'b1',
    guest_name: 'Kagiso',
    arrival: '2026-12-02',
    departure: '2026-12-04',
  }),
  hint: null,
};

describe('rooms and stays in the error catalogue (issue 31)', () => {
  it('an overlap refused by the server reads as who booked the room for which nights', () => {
    const overlap = overlapFrom(overlapError);
    expect(overlap).toMatchObject({
      roomName: 'Tent 3',
      guestName: 'Kagiso',
      bookingId: 'b1',
      outOfOrder: false,
    });
    expect(overlapSentence(overlap!, true)).toBe(
      'Tent 3 was booked by Kagiso for 2–4 Dec while you were offline.',
    );
    expect(overlapSentence({ ...overlap!, arrival: '2026-11-30', departure: '2026-12-02' })).toBe(
      'Tent 3 was booked by Kagiso for 30 Nov – 2 Dec.',
    );
    expect(problemSentence(overlapError, 'rooms')).toBe(
      'Those nights in that room are already taken. Choose another room or other dates.',
    );
  });

  it('an out-of-order clash says the room is out of order and why', () => {
    const error = {
      ...overlapError,
      details: JSON.stringify({
        room_name: 'Tent 5',
        booking_id: null,
        guest_name: null,
        arrival: '2026-12-10',
        departure: '2026-12-14',
        out_of_order: true,
        reason: 'Canvas repair',
      }),
    };
    expect(overlapSentence(overlapFrom(error)!)).toBe('Tent 5 is out of order 10–14 Dec (Canvas repair).');
  });

  it('a check-in refused for a dirty room names the ready rooms', () => {
    const error = {
      code: 'P0001',
      message: 'room_not_ready',
      details: JSON.stringify({ not_ready: ['Tent 3'], ready: ['Tent 1', 'Tent 5'] }),
    };
    expect(notReadySentence(notReadyFrom(error)!)).toBe(
      'Tent 3 is not clean yet. Ready for these nights: Tent 1, Tent 5.',
    );
    expect(notReadySentence({ notReady: ['Tent 3', 'Tent 4'], ready: [] })).toBe(
      'Tent 3, Tent 4 are not clean yet. No other room is ready for these nights.',
    );
  });

  it('a stale write and other refusals read in plain words; other errors are not mistaken for them', () => {
    const stale = { code: 'PT409', message: 'stale_version', details: '{"version":4}' };
    expect(isStaleVersion(stale)).toBe(true);
    expect(problemSentence(stale, 'rooms')).toBe(
      'Someone else changed this while you were looking at it. Look at it again, then make your change.',
    );
    expect(problemSentence({ code: '22023', message: 'stay_dates_invalid' }, 'rooms')).toBe(
      'The departure must be after the arrival, at most 365 nights later.',
    );
    expect(overlapFrom({ code: '23505', message: 'duplicate', details: overlapError.details })).toBeNull();
    expect(overlapFrom({ code: '23P01', message: 'x', details: 'Key (room_id)=(…) conflicts' })).toBeNull();
    expect(notReadyFrom(overlapError)).toBeNull();
    expect(dayRangeWords('2026-12-31', '2027-01-02')).toBe('31 Dec – 2 Jan');
  });
});
