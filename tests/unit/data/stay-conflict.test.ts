import { describe, expect, it } from 'vitest';
import { nightsLabel, overlapSentence } from '../../../src/data/stay-conflict';

describe('issue 31 Availability holds offline: the words', () => {
  it('an offline overlap reads "Tent 3 was booked by Kagiso for 2–4 Dec while you were offline"', () => {
    const overlap = {
      roomName: 'Tent 3',
      guestName: 'Kagiso',
      arrival: '2026-12-02',
      departure: '2026-12-04',
    };
    expect(overlapSentence(overlap, '2026')).toBe(
      'Tent 3 was booked by Kagiso for 2–4 Dec while you were offline',
    );
    expect(nightsLabel('2026-11-30', '2026-12-02', '2026')).toBe('30 Nov – 2 Dec');
    expect(nightsLabel('2027-01-02', '2027-01-04', '2026')).toBe('2–4 Jan 2027');
    expect(overlapSentence({ ...overlap, guestName: '', outOfOrder: true }, '2026')).toBe(
      'Tent 3 was put out of order for 2–4 Dec while you were offline',
    );
  });
});
