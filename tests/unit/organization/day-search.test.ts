import { describe, expect, it } from 'vitest';
import { parseDaySearch } from '../../../src/features/organization/day-search';

/** Issue 19: the rota's day lives in the address (`/organization/staff?day=2026-11-27`). */
describe('parseDaySearch', () => {
  it('keeps a real calendar day', () => {
    expect(parseDaySearch({ day: '2026-11-27' })).toEqual({ day: '2026-11-27' });
    expect(parseDaySearch({ day: '2028-02-29' })).toEqual({ day: '2028-02-29' });
  });

  it('drops anything else, so the rota opens on the lodge’s today', () => {
    for (const day of ['2026-02-30', '2026-13-01', '27/11/2026', '', 20261127, undefined])
      expect(parseDaySearch({ day })).toEqual({});
  });
});
