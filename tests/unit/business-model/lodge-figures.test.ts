import { describe, expect, it } from 'vitest';
import { currentMonthIn, lodgeFiguresFromYear } from '../../../src/features/business-model/lodge-figures';
import type { FinanceYear } from '../../../src/lib/supabase/finances';

/** A `finance_year` answer with only what the mapping reads. */
function year(by_type: FinanceYear['by_type'], occupancy_pct: number | null): FinanceYear {
  return { months: [], capacity: occupancy_pct === null ? null : 4, by_type, occupancy_pct };
}

describe('lodgeFiguresFromYear (issue 20: Use our figures)', () => {
  it('averages accommodation per night, in whole pula, with the 12-month occupancy', () => {
    // 37 nights: P 16,650.00 revenue and P 6,660.00 costs → P 450 and P 180 a night; 41.6 % → 42 %.
    const figures = lodgeFiguresFromYear(
      year(
        [
          { type: 'accommodation', revenue: 1_665_000, costs: 666_000, quantity: 37 },
          { type: 'activity', revenue: 90_000, costs: 10_000, quantity: 6 },
        ],
        41.6,
      ),
      'BWP',
    );
    expect(figures).toEqual({
      price: 450,
      cost: 180,
      occupancy: 42,
      summary:
        'Accommodation P 450.00 a night, cost P 180.00, occupancy 42% (37 nights sold in 12 months; amounts in BWP).',
    });
  });

  it('rounds an uneven average to the nearest whole unit', () => {
    // 3 nights for P 1,000.00 → P 333.33 → 333; costs P 0.50 a night → 1 (half up).
    const figures = lodgeFiguresFromYear(
      year([{ type: 'accommodation', revenue: 100_000, costs: 150, quantity: 3 }], 10),
      'BWP',
    );
    expect(figures).toMatchObject({ price: 333, cost: 1 });
  });

  it("maps the contract test's finance_year answer (tests/contract/finance-summary.test.ts)", () => {
    // 11 nights for 1,010.00 and costs 440.00 → 91.82 → 92 and 40 a night; 1.5 % → 2 %.
    const figures = lodgeFiguresFromYear(
      year(
        [
          { type: 'accommodation', revenue: 101000, costs: 44000, quantity: 11 },
          { type: 'activity', revenue: 7500, costs: 3000, quantity: 3 },
        ],
        1.5,
      ),
      'BWP',
    );
    expect(figures).toMatchObject({ price: 92, cost: 40, occupancy: 2 });
  });

  it('leaves the occupancy alone when the lodge has no capacity set', () => {
    const figures = lodgeFiguresFromYear(
      year([{ type: 'accommodation', revenue: 50_000, costs: 0, quantity: 1 }], null),
      'BWP',
    );
    expect(figures?.occupancy).toBeNull();
    expect(figures?.summary).toContain('occupancy unchanged (no capacity set)');
    expect(figures?.summary).toContain('1 night sold');
  });

  it('has no figures without priced accommodation sold', () => {
    expect(lodgeFiguresFromYear(year([], 0), 'BWP')).toBeNull();
    expect(
      lodgeFiguresFromYear(year([{ type: 'activity', revenue: 9_000, costs: 0, quantity: 2 }], 0), 'BWP'),
    ).toBeNull();
    expect(
      lodgeFiguresFromYear(year([{ type: 'accommodation', revenue: 0, costs: 0, quantity: 5 }], 20), 'BWP'),
    ).toBeNull();
  });

  it("reads this month in the lodge's time zone", () => {
    // 23:30 UTC on 30 November is already 1 December in Gaborone (UTC+2).
    expect(currentMonthIn('Africa/Gaborone', new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(currentMonthIn('UTC', new Date('2026-11-30T23:30:00Z'))).toBe('2026-11-01');
  });
});
