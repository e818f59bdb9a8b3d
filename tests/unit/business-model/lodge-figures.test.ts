import { describe, expect, it } from 'vitest';
import {
  currentMonthIn,
  lodgeFiguresFromRooms,
  lodgeFiguresFromYear,
} from '../../../src/features/business-model/lodge-figures';
import { annualAmount } from '../../../src/features/business-model/roi';
import type { FinanceYear } from '../../../src/data/money';
import type { OccupancyYear } from '../../../src/lib/supabase/rooms';

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

describe("lodgeFiguresFromRooms (issue 31: Use our figures from the lodge's rooms)", () => {
  // By hand: 8 rooms, 365 nights each, 2,920 room-nights available; 876 sold (30 %) for P 81,030.00
  // → ADR P 92.50. The calculator's day is the whole lodge: 8 × P 92.50 = P 740; the accommodation
  // costs P 8,760.00 over the 876 nights → P 10.00 a night → P 80 a day.
  const eightRooms: OccupancyYear = {
    rooms: 8,
    nightsAvailable: 2920,
    nightsSold: 876,
    roomRevenue: 8_103_000,
    occupancy: 0.3,
    adr: 9250,
  };
  const items = year([{ type: 'accommodation', revenue: 8_103_000, costs: 876_000, quantity: 876 }], 3.8);

  it("issue 31: an 8-room lodge is 8 rooms — the 12 months come back as P 81,030, not the one-room reading's P 1,358", () => {
    const figures = lodgeFiguresFromRooms(eightRooms, items, 'BWP');
    expect(figures).toMatchObject({ price: 740, cost: 80, occupancy: 30 });
    // The calculator's annual revenue (spec §9: price × 365 × occupancy) is the lodge's room revenue.
    expect(annualAmount(figures!.price, figures!.occupancy!)).toBe(81_030);
    // The old reading (issue 20: one room at P 93, occupancy guessed from items and a capacity of 4, 4 %).
    const old = lodgeFiguresFromYear(items, 'BWP')!;
    expect(annualAmount(old.price, old.occupancy!)).toBe(1_358);
  });

  it("issue 31: says the lodge's rooms, rate, cost and occupancy in the lodge's currency", () => {
    expect(lodgeFiguresFromRooms(eightRooms, items, 'BWP')?.summary).toBe(
      '8 rooms at P 92.50 a night on average, cost P 10.00 a night, occupancy 30% (876 room-nights sold of 2,920 in 12 months). ' +
        'A day here is the whole lodge: P 740.00 and cost P 80.00 (amounts in BWP).',
    );
  });

  it('issue 31: a lodge with no rooms, or no night sold in them, falls back to the items (issue 20)', () => {
    expect(lodgeFiguresFromRooms({ ...eightRooms, rooms: 0 }, items, 'BWP')).toBeNull();
    expect(
      lodgeFiguresFromRooms({ ...eightRooms, nightsSold: 0, roomRevenue: 0, adr: null }, items, 'BWP'),
    ).toBeNull();
  });

  it('issue 31: no accommodation costs recorded means a cost of 0, never a guess', () => {
    expect(lodgeFiguresFromRooms(eightRooms, year([], null), 'BWP')).toMatchObject({ cost: 0, price: 740 });
  });
});
