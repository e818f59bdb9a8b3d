import { describe, expect, it } from 'vitest';
import {
  bookingBalance,
  formatMoney,
  monthLabel,
  monthsBack,
  parseMoney,
  toDecimalString,
  type FinanceSummary,
} from '../../../src/data/money';
import {
  buildFinanceCsv,
  csvCell,
  occupancyLines,
  occupancyPercent,
} from '../../../src/features/finances/finances-csv';
import { nextMonthToClose } from '../../../src/features/finances/community-fund.data';

describe('money in minor units (issue 20)', () => {
  it('formats at the edge in the lodge’s currency: pula with a space, negatives with a minus', () => {
    expect(formatMoney(35000, 'BWP')).toBe('P 350.00');
    expect(formatMoney(123456789, 'BWP')).toBe('P 1,234,567.89');
    expect(formatMoney(-5000, 'BWP')).toBe('-P 50.00');
    expect(formatMoney(1999, 'USD')).toBe('$19.99');
    expect(formatMoney(500, 'JPY')).toBe('¥500');
  });

  it('writes plain numbers with a dot, never through floating point', () => {
    expect(toDecimalString(35000, 'BWP')).toBe('350.00');
    expect(toDecimalString(-5, 'BWP')).toBe('-0.05');
    expect(toDecimalString(100000000000, 'BWP')).toBe('1000000000.00');
    expect(toDecimalString(500, 'JPY')).toBe('500');
  });

  it('reads typed amounts as minor units, or says what is wrong', () => {
    expect(parseMoney('350', 'BWP')).toEqual({ minor: 35000 });
    expect(parseMoney(' 1,250.5 ', 'BWP')).toEqual({ minor: 125050 });
    expect(parseMoney('0.1', 'BWP')).toEqual({ minor: 10 });
    expect(parseMoney('-50', 'BWP', { allowNegative: true })).toEqual({ minor: -5000 });
    expect(parseMoney('-50', 'BWP')).toEqual({ error: 'Enter an amount of 0 or more' });
    expect(parseMoney('12.345', 'BWP')).toEqual({ error: 'Use at most 2 digits after the dot' });
    expect(parseMoney('abc', 'BWP')).toEqual({ error: 'Enter an amount such as 350 or 350.50' });
    expect(parseMoney('2000000000', 'BWP')).toEqual({ error: 'That amount is too large' });
  });

  it('a booking’s balance due is total − paid, never below zero', () => {
    const item = {
      id: 'i',
      bookingId: 'b',
      productId: null,
      productName: 'X',
      productType: 'activity' as const,
    };
    const items = [{ ...item, quantity: 2, unitPrice: 35000, lineTotal: 70000 }];
    const paid = (amount: number) => ({
      id: `p${amount}`,
      bookingId: 'b',
      amount,
      method: 'cash' as const,
      reference: null,
      paidAt: '',
    });
    expect(bookingBalance(items, [paid(35000)])).toEqual({
      total: 70000,
      paid: 35000,
      due: 35000,
      credit: 0,
    });
    expect(bookingBalance(items, [paid(80000)])).toEqual({
      total: 70000,
      paid: 80000,
      due: 0,
      credit: 10000,
    });
    expect(bookingBalance(items, [paid(70000), paid(-5000)])).toEqual({
      total: 70000,
      paid: 65000,
      due: 5000,
      credit: 0,
    });
  });

  it('months: labels, the picker’s list, the next month an owner may close', () => {
    expect(monthLabel('2026-11-01')).toBe('November 2026');
    expect(monthsBack('2026-02-01', 3)).toEqual(['2026-02-01', '2026-01-01', '2025-12-01']);
    expect(nextMonthToClose([], '2026-11-26')).toBe('2026-10-01');
    expect(nextMonthToClose(['2026-09-01', '2026-08-01'], '2026-11-26')).toBe('2026-10-01');
    expect(nextMonthToClose(['2026-10-01'], '2026-11-26')).toBeNull();
  });
});

const november: FinanceSummary = {
  revenue: 555000,
  costs: 195000,
  commission: 83250,
  profit: 276750,
  community_share: 41513,
  community_share_pct: 15,
  received: -5000,
  due: 555000,
  owed_to_guests: 0,
  occupancy_pct: null,
  by_channel: [],
  by_type: [],
};

describe('issue 32: money owed back', () => {
  it('a booking paid beyond its total owes the difference back to the guest; nothing is then due', () => {
    const items = [
      {
        id: 'i',
        bookingId: 'b',
        productId: null,
        productName: 'Walk',
        productType: 'activity' as const,
        quantity: 5,
        unitPrice: 35000,
        lineTotal: 175000,
      },
    ];
    const paid = [
      { id: 'p', bookingId: 'b', amount: 1750000, method: 'cash' as const, reference: null, paidAt: '' },
    ];
    expect(bookingBalance(items, paid)).toEqual({ total: 175000, paid: 1750000, due: 0, credit: 1575000 });
  });
});

describe('the finances CSV', () => {
  it('issue 32: spreadsheet-safe cells — text that a spreadsheet would run as a formula is quoted', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+267 71 000 000')).toBe('"\'+267 71 000 000"');
    expect(csvCell('-Tent')).toBe('"\'-Tent"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tx')).toBe('"\'\tx"');
    // Our own numbers stay numbers; ordinary text stays as it is.
    expect(csvCell('-450.00')).toBe('-450.00');
    expect(csvCell(3)).toBe('3');
    expect(csvCell('Mokoro, 2 people')).toBe('"Mokoro, 2 people"');
    expect(csvCell('Élise — P 450')).toBe('Élise — P 450');
  });

  it('issue 32: a closed month’s adjustments made later, and the adjustments a month counts, are rows', () => {
    const adjustment = {
      id: 'a1',
      month: '2026-12-01',
      adjusts_month: '2026-11-01',
      booking: 'Tent 3',
      record: 'item' as const,
      change: 'changed' as const,
      revenue: -45000,
      costs: -15000,
      received: 0,
      description: 'Tent × 3 → × 2',
      reason: 'Tent 3 extra night removed',
      created_at: '2026-12-02T09:00:00+00:00',
    };
    const closed = buildFinanceCsv('BWP', '2026-11-01', november, 20, {
      items: [],
      payments: [],
      fund_entries: [],
      adjusted_later: [adjustment],
    });
    expect(closed).toContain('total,2026-11,,Community fund share (15 %),,,415.13,BWP,');
    expect(closed).toContain(
      'adjusted_later,2026-12-02,Tent 3,Adjusted in December 2026: Tent 3 extra night removed,,,-450.00,BWP,item',
    );
    const next = buildFinanceCsv('BWP', '2026-12-01', november, 20, {
      items: [],
      payments: [],
      fund_entries: [],
      adjustments: [adjustment],
    });
    expect(next).toContain(
      'adjustment,2026-12-02,Tent 3,Adjusts November 2026: Tent 3 extra night removed,,,-450.00,BWP,item',
    );
  });

  it('one header row, then items, payments and fund entries; amounts with a dot; quotes escaped', () => {
    const csv = buildFinanceCsv('BWP', '2026-11-01', november, 15, {
      items: [
        {
          id: 'i1',
          booking_date: '2026-11-03',
          booking: 'Tent stay, "honeymoon"',
          status: 'checked_out',
          product: 'Riverside Safari Tent',
          type: 'accommodation',
          quantity: 3,
          unit_price: 185000,
          line_total: 555000,
          cost: 195000,
          channel: 'OTA',
        },
      ],
      payments: [
        {
          id: 'p1',
          booking_date: '2026-11-03',
          booking: 'Tent stay',
          status: 'cancelled',
          paid_at: '2026-11-03T08:00:00+00:00',
          method: 'mobile_money',
          reference: null,
          amount: -5000,
        },
      ],
      fund_entries: [
        {
          id: 'f1',
          entry_date: '2026-11-10',
          kind: 'disbursement',
          month: null,
          amount: -400000,
          purpose: 'School bursaries',
          recipient: 'Boro Primary School',
          note: null,
        },
      ],
    });
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'record,date,booking,description,quantity,unit_price,amount,currency,reference',
      'total,2026-11,,Revenue,,,5550.00,BWP,',
      'total,2026-11,,Costs,,,1950.00,BWP,',
      'total,2026-11,,Channel commission,,,832.50,BWP,',
      'total,2026-11,,Profit,,,2767.50,BWP,',
      'total,2026-11,,Community fund share (15 %),,,415.13,BWP,',
      'total,2026-11,,Received,,,-50.00,BWP,',
      'total,2026-11,,Still due,,,5550.00,BWP,',
      'total,2026-11,,Owed to guests,,,0.00,BWP,',
      'item,2026-11-03,"Tent stay, ""honeymoon""",Riverside Safari Tent,3,1850.00,5550.00,BWP,OTA',
      'refund,2026-11-03,Tent stay,Mobile money (cancelled booking),,,-50.00,BWP,',
      'fund_disbursement,2026-11-10,,School bursaries,,,-4000.00,BWP,Boro Primary School',
      '',
    ]);
  });
});

describe('issue 31: occupancy, ADR and RevPAR on Finances, the report and the CSV', () => {
  it('occupancy to 0.1 % from the nights themselves, rounded half up once (never twice)', () => {
    expect(occupancyPercent(17, 79)).toBe('21.5'); // 21.518… %
    expect(occupancyPercent(5, 248)).toBe('2.0'); // 2.016… %
    expect(occupancyPercent(1, 2000)).toBe('0.1'); // exactly 0.05 % → up
    // 0.45649 → 4 decimals 0.4565 → 45.7 would be rounding twice; the truth is 45.6 %.
    expect(occupancyPercent(45649, 100000)).toBe('45.6');
    expect(occupancyPercent(0, 31)).toBe('0.0');
    expect(occupancyPercent(31, 31)).toBe('100.0');
    expect(occupancyPercent(0, 0)).toBeNull();
  });

  const rows = [
    {
      roomType: null,
      nightsAvailable: 248,
      nightsSold: 5,
      roomRevenue: 1075000,
      occupancy: 0.0202,
      adr: 215000,
      revpar: 4335,
    },
    {
      roomType: 'chalet' as const,
      nightsAvailable: 62,
      nightsSold: 2,
      roomRevenue: 520000,
      occupancy: 0.0323,
      adr: 260000,
      revpar: 8387,
    },
    {
      roomType: 'tent' as const,
      nightsAvailable: 186,
      nightsSold: 3,
      roomRevenue: 555000,
      occupancy: 0.0161,
      adr: 185000,
      revpar: 2984,
    },
  ];

  it('all rooms first, then each room type in words; nothing for a lodge with no rooms', () => {
    expect(occupancyLines(rows).map((line) => [line.label, line.occupancy])).toEqual([
      ['All rooms', '2.0'],
      ['Chalet', '3.2'],
      ['Tent', '1.6'],
    ]);
    const none = [
      { ...rows[0]!, nightsAvailable: 0, nightsSold: 0, occupancy: null, adr: null, revpar: null },
    ];
    expect(occupancyLines(none)).toEqual([]);
    expect(occupancyLines(undefined)).toEqual([]);
  });

  it('the CSV carries occupancy, ADR and RevPAR per line after the totals', () => {
    const csv = buildFinanceCsv(
      'BWP',
      '2027-03-01',
      november,
      15,
      { items: [], payments: [], fund_entries: [] },
      rows,
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines.slice(9, 18)).toEqual([
      'occupancy,2027-03,,All rooms,5,,2.0,%,248 nights available',
      'adr,2027-03,,All rooms,5,,2150.00,BWP,',
      'revpar,2027-03,,All rooms,248,,43.35,BWP,',
      'occupancy,2027-03,,Chalet,2,,3.2,%,62 nights available',
      'adr,2027-03,,Chalet,2,,2600.00,BWP,',
      'revpar,2027-03,,Chalet,62,,83.87,BWP,',
      'occupancy,2027-03,,Tent,3,,1.6,%,186 nights available',
      'adr,2027-03,,Tent,3,,1850.00,BWP,',
      'revpar,2027-03,,Tent,186,,29.84,BWP,',
    ]);
  });
});
