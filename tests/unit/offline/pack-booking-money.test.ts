import { describe, expect, it } from 'vitest';
import { emptyTables, packBookingMoney, type LodgePack } from '../../../src/lib/offline/lodge-pack';
import type { Booking } from '../../../src/data/bookings';
import type { BookingItem, Payment } from '../../../src/data/money';

const row = <T>(id: string, value: T, sort = id) => ({ id, value, updatedAt: '2026-11-29T08:00:00Z', sort });
const item = (id: string, bookingId: string, lineTotal: number): BookingItem => ({
  id,
  bookingId,
  productId: null,
  productName: 'Mokoro Excursion',
  productType: 'activity',
  quantity: 1,
  unitPrice: lineTotal,
  lineTotal,
});
const payment = (id: string, bookingId: string, amount: number): Payment => ({
  id,
  bookingId,
  amount,
  method: 'cash',
  reference: null,
  paidAt: '2026-11-29T07:00:00Z',
});

const pack = (fields: Partial<LodgePack> = {}): LodgePack => ({
  version: 1,
  from: '2026-11-28',
  to: '2026-12-01',
  cursor: '2026-11-29T08:00:00Z',
  pulledAt: 1,
  currency: 'BWP',
  tables: {
    ...emptyTables(),
    bookings: { b1: row('b1', { id: 'b1' } as Booking), b2: row('b2', { id: 'b2' } as Booking) },
    booking_items: { i1: row('i1', item('i1', 'b1', 180000)), i2: row('i2', item('i2', 'b2', 35000)) },
    payments: { p1: row('p1', payment('p1', 'b1', 90000)) },
    booking_channels: { b1: row('b1', { channelId: 'c1' }) },
  },
  ...fields,
});

describe('the day pack carries each booking’s money (issue 32: offline money)', () => {
  it('a booking in the window: its own items, payments, channel and the lodge’s currency', () => {
    expect(packBookingMoney(pack(), 'b1')).toEqual({
      items: [item('i1', 'b1', 180000)],
      payments: [payment('p1', 'b1', 90000)],
      channelId: 'c1',
      currency: 'BWP',
    });
  });

  it('nothing for a booking outside the window, or from a pack kept before it carried money', () => {
    expect(packBookingMoney(pack(), 'b9')).toBeNull();
    const old = pack();
    delete old.tables.payments;
    expect(packBookingMoney(old, 'b1')).toBeNull();
    expect(packBookingMoney(pack({ currency: null }), 'b1')).toBeNull();
  });
});
