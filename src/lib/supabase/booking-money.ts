import type { BookingItem, MoneyAdjustment, Payment, PaymentMethod } from '../../data/money';
import { getSupabase } from './client';

const itemColumns =
  'id, booking_id, product_id, product_name, product_type, quantity, unit_price, line_total, version, created_by, created_at';
const paymentColumns = 'id, booking_id, amount, method, reference, paid_at, version, created_by, created_at';
const adjustmentColumns =
  'id, month, adjusts_month, booking_name, record, change, revenue, costs, received, description, reason';

/** A booking_items row as the money screens read it (and the day pack carries it). */
export interface ItemRow {
  id: string;
  booking_id: string;
  product_id: string | null;
  product_name: string;
  product_type: BookingItem['productType'];
  quantity: number;
  unit_price: number;
  /** Generated (quantity × unit_price), never null in a read row; typed nullable by the generator. */
  line_total: number | null;
  version: number;
  created_by: string | null;
  created_at: string;
}

/** A payments row as the money screens read it (and the day pack carries it). */
export interface PaymentRow {
  id: string;
  booking_id: string;
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  paid_at: string;
  version: number;
  created_by: string | null;
  created_at: string;
}

interface AdjustmentRow {
  id: string;
  month: string;
  adjusts_month: string;
  booking_name: string;
  record: string;
  change: string;
  revenue: number;
  costs: number;
  received: number;
  description: string;
  reason: string | null;
}

/** The app's shape of an item row. */
export const itemFromRow = (row: ItemRow): BookingItem => ({
  id: row.id,
  bookingId: row.booking_id,
  productId: row.product_id,
  productName: row.product_name,
  productType: row.product_type,
  quantity: row.quantity,
  unitPrice: row.unit_price,
  lineTotal: row.line_total ?? row.quantity * row.unit_price,
  version: row.version,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

/** The app's shape of a payment row. */
export const paymentFromRow = (row: PaymentRow): Payment => ({
  id: row.id,
  bookingId: row.booking_id,
  amount: row.amount,
  method: row.method,
  reference: row.reference,
  paidAt: row.paid_at,
  version: row.version,
  createdBy: row.created_by,
  createdAt: row.created_at,
});

const adjustmentFromRow = (row: AdjustmentRow): MoneyAdjustment => ({
  id: row.id,
  month: row.month,
  adjustsMonth: row.adjusts_month,
  booking: row.booking_name,
  record: row.record === 'payment' ? 'payment' : 'item',
  change: row.change === 'added' ? 'added' : row.change === 'removed' ? 'removed' : 'changed',
  // numeric columns arrive as JSON numbers (PostgREST) — Number() keeps a string-typed copy honest.
  revenue: Number(row.revenue),
  costs: Number(row.costs),
  received: Number(row.received),
  description: row.description,
  reason: row.reason,
});

/** What a booking earns and what was paid (issue 20); amounts in minor units. */
export interface BookingMoneyRows {
  items: BookingItem[];
  payments: Payment[];
  /** The channel the booking came through (null: direct). */
  channelId: string | null;
  /** Changes to its lines in closed months, counted in later months (issue 32), oldest first. */
  adjustments: MoneyAdjustment[];
}

/**
 * A booking's items (oldest first), payments (oldest first) and channel: three reads in parallel.
 * @throws the first PostgREST error (trustees read no items or payments: empty lists).
 */
export async function fetchBookingMoney(bookingId: string): Promise<BookingMoneyRows> {
  const supabase = await getSupabase();
  const [items, payments, booking, adjustments] = await Promise.all([
    supabase.from('booking_items').select(itemColumns).eq('booking_id', bookingId).order('created_at'),
    supabase.from('payments').select(paymentColumns).eq('booking_id', bookingId).order('paid_at'),
    supabase.from('bookings').select('channel_id').eq('id', bookingId).single(),
    supabase
      .from('money_adjustments')
      .select(adjustmentColumns)
      .eq('booking_id', bookingId)
      .order('created_at'),
  ]);
  if (items.error) throw items.error;
  if (payments.error) throw payments.error;
  if (booking.error) throw booking.error;
  if (adjustments.error) throw adjustments.error;
  return {
    items: items.data.map(itemFromRow),
    payments: payments.data.map(paymentFromRow),
    channelId: booking.data.channel_id,
    adjustments: adjustments.data.map(adjustmentFromRow),
  };
}

/**
 * Adds an item to a booking (RPC `add_booking_item`, issue 36: the unit price goes as a JSON number the
 * server checks); the server copies the product's name, type and cost, and the line total is quantity ×
 * unit price. `id` is made on the phone: sent twice, one row (`on conflict do nothing`).
 * @returns the saved item. @throws the PostgREST error (42501 for trustees).
 */
export async function insertBookingItem(item: {
  id: string;
  lodgeId: string;
  bookingId: string;
  productId: string;
  quantity: number;
  /** Minor units. */
  unitPrice: number;
}): Promise<BookingItem> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('add_booking_item', {
    p_id: item.id,
    p_lodge_id: item.lodgeId,
    p_booking_id: item.bookingId,
    p_product_id: item.productId,
    p_quantity: item.quantity,
    p_unit_price: item.unitPrice,
  });
  if (error) throw error;
  return itemFromRow(data);
}

/**
 * Records a payment (a refund: a negative amount), once per client-made `id` (RPC `record_payment`,
 * issue 36: the amount goes as a JSON number the server checks).
 * @returns the saved payment. @throws the PostgREST error (42501 for trustees).
 */
export async function insertPayment(payment: {
  id: string;
  lodgeId: string;
  bookingId: string;
  /** Minor units; negative for a refund; never 0. */
  amount: number;
  method: PaymentMethod;
  reference: string | null;
}): Promise<Payment> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('record_payment', {
    p_id: payment.id,
    p_lodge_id: payment.lodgeId,
    p_booking_id: payment.bookingId,
    p_amount: payment.amount,
    p_method: payment.method,
    // No reference: the argument is left out (its SQL default is null).
    ...(payment.reference !== null ? { p_reference: payment.reference } : {}),
  });
  if (error) throw error;
  return paymentFromRow(data);
}

/** Sets the channel a booking came through (null: direct); the server copies its commission %. */
export async function setBookingChannel(bookingId: string, channelId: string | null): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('bookings').update({ channel_id: channelId }).eq('id', bookingId);
  if (error) throw error;
}

/**
 * Corrects an item's quantity and unit price (minor units) over the version the person saw (RPC
 * `update_booking_item`, issue 32); in a closed month the change is counted in the next open month.
 * @returns the saved item. @throws the PostgREST error: 409 `money_changed_meanwhile`, 403
 * `money_change_not_allowed`, 404 `money_row_not_found`.
 */
export async function updateBookingItem(change: {
  id: string;
  version: number;
  quantity: number;
  unitPrice: number;
  reason: string | null;
}): Promise<BookingItem> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('update_booking_item', {
    p_item_id: change.id,
    p_version: change.version,
    p_quantity: change.quantity,
    p_unit_price: change.unitPrice,
    ...(change.reason ? { p_reason: change.reason } : {}),
  });
  if (error) throw error;
  return itemFromRow(data);
}

/** Removes an item with a reason over the version seen (RPC `remove_booking_item`). @throws as updateBookingItem, and 400 `reason_required`. */
export async function removeBookingItem(id: string, version: number, reason: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('remove_booking_item', {
    p_item_id: id,
    p_version: version,
    p_reason: reason,
  });
  if (error) throw error;
}

/** Corrects a payment's amount, method and reference over the version seen (RPC `update_payment`). @throws as updateBookingItem. */
export async function updatePayment(change: {
  id: string;
  version: number;
  /** Minor units; never 0; negative for a refund. */
  amount: number;
  method: PaymentMethod;
  reference: string | null;
  reason: string | null;
}): Promise<Payment> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('update_payment', {
    p_payment_id: change.id,
    p_version: change.version,
    p_amount: change.amount,
    p_method: change.method,
    // No reference: the argument is left out (its SQL default is null, migration 20261201400000).
    ...(change.reference !== null ? { p_reference: change.reference } : {}),
    ...(change.reason ? { p_reason: change.reason } : {}),
  });
  if (error) throw error;
  return paymentFromRow(data);
}

/** Removes a payment with a reason over the version seen (RPC `remove_payment`). @throws as removeBookingItem. */
export async function removePayment(id: string, version: number, reason: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.rpc('remove_payment', {
    p_payment_id: id,
    p_version: version,
    p_reason: reason,
  });
  if (error) throw error;
}

/**
 * The items and payments of several bookings at once (issue 31: the Today card's balances due), by
 * booking id; a booking with none maps to empty lists. Two reads in parallel.
 * @throws the first PostgREST error.
 */
export async function fetchBookingsMoney(
  bookingIds: readonly string[],
): Promise<Map<string, { items: BookingItem[]; payments: Payment[] }>> {
  const byBooking = new Map<string, { items: BookingItem[]; payments: Payment[] }>(
    bookingIds.map((id) => [id, { items: [], payments: [] }]),
  );
  if (bookingIds.length === 0) return byBooking;
  const supabase = await getSupabase();
  const [items, payments] = await Promise.all([
    supabase.from('booking_items').select(itemColumns).in('booking_id', bookingIds),
    supabase.from('payments').select(paymentColumns).in('booking_id', bookingIds),
  ]);
  if (items.error) throw items.error;
  if (payments.error) throw payments.error;
  for (const row of items.data) byBooking.get(row.booking_id)?.items.push(itemFromRow(row));
  for (const row of payments.data) byBooking.get(row.booking_id)?.payments.push(paymentFromRow(row));
  return byBooking;
}
