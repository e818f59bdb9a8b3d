import { describe, expect, it } from 'vitest';
import {
  bookingBalance,
  formatMoney,
  monthLabel,
  monthsBack,
  parseMoney,
  toDecimalString,
} from '../../../src/data/money';
import { buildFinanceCsv } from '../../../src/features/finances/finances-csv';
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
    expect(bookingBalance(items, [paid(35000)])).toEqual({ total: 70000, paid: 35000, due: 35000 });
    expect(bookingBalance(items, [paid(80000)])).toEqual({ total: 70000, paid: 80000, due: 0 });
    expect(bookingBalance(items, [paid(70000), paid(-5000)])).toEqual({
      total: 70000,
      paid: 65000,
      due: 5000,
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

describe('the finances CSV', () => {
  it('one header row, then items, payments and fund entries; amounts with a dot; quotes escaped', () => {
    const csv = buildFinanceCsv('BWP', {
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
    expect(csv.split('\r\n')).toEqual([
      'record,date,booking,description,quantity,unit_price,amount,currency,reference',
      'item,2026-11-03,"Tent stay, ""honeymoon""",Riverside Safari Tent,3,1850.00,5550.00,BWP,OTA',
      'refund,2026-11-03,Tent stay,Mobile money (cancelled booking),,,-50.00,BWP,',
      'fund_disbursement,2026-11-10,,School bursaries,,,-4000.00,BWP,Boro Primary School',
      '',
    ]);
  });
});
