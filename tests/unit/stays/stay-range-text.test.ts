import { afterEach, describe, expect, it, vi } from 'vitest';
import { stayRangeText } from '../../../src/data/room-words';

/**
 * Issue 31, `bench:web` on the calendar (20 rooms × 31 days, 4× CPU): Next spent 3.5 s of a 4 s frame
 * in stayRangeText, which built a new date formatter (`Date#toLocaleString` with options) for every
 * month of every stay bar's label. It now formats with one formatter made once; the words are the same.
 */
describe('stayRangeText (issue 31: the calendar’s long frame on Next)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says a stay’s nights as before: "2–4 Dec", across months and years', () => {
    expect(stayRangeText('2026-12-02', '2026-12-04')).toBe('2–4 Dec');
    expect(stayRangeText('2026-11-29', '2026-12-02')).toBe('29 Nov – 2 Dec');
    expect(stayRangeText('2026-12-30', '2027-01-02')).toBe('30 Dec – 2 Jan');
  });

  it('bench:web calendar Next frame: builds no date formatter per bar (no Date#toLocaleString per call)', () => {
    const perCall = vi.spyOn(Date.prototype, 'toLocaleString');
    const perCallDate = vi.spyOn(Date.prototype, 'toLocaleDateString');
    for (let index = 0; index < 200; index += 1) stayRangeText('2026-11-29', '2026-12-02');
    expect(perCall).not.toHaveBeenCalled();
    expect(perCallDate).not.toHaveBeenCalled();
  });
});
