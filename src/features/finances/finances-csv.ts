import { paymentMethodLabels, toDecimalString, type PaymentMethod } from '../../data/money';
import type { FinanceItemLine, FinancePaymentLine, FundEntryLine } from '../../lib/supabase/finances';

/** The CSV's one header row (issue 20 "Download CSV"). */
export const financeCsvHeader = [
  'record',
  'date',
  'booking',
  'description',
  'quantity',
  'unit_price',
  'amount',
  'currency',
  'reference',
] as const;

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/**
 * The month's booking items, payments and fund entries as one CSV (issue 20): UTF-8 text, a header
 * row, one row per line, amounts as plain numbers with a dot in the lodge's currency (e.g. 1850.00),
 * never through floating point. Cancelled bookings' lines are marked in `description`.
 */
export function buildFinanceCsv(
  currency: string,
  lines: { items: FinanceItemLine[]; payments: FinancePaymentLine[]; fund_entries: FundEntryLine[] },
): string {
  const amount = (minor: number) => toDecimalString(minor, currency);
  const cancelled = (status: string) => (status === 'cancelled' ? ' (cancelled booking)' : '');
  const rows: (string | number | null)[][] = [
    ...lines.items.map((item) => [
      'item',
      item.booking_date,
      item.booking,
      `${item.product}${cancelled(item.status)}`,
      item.quantity,
      amount(item.unit_price),
      amount(item.line_total),
      currency,
      item.channel,
    ]),
    ...lines.payments.map((payment) => [
      payment.amount < 0 ? 'refund' : 'payment',
      payment.paid_at.slice(0, 10),
      payment.booking,
      `${paymentMethodLabels[payment.method as PaymentMethod] ?? payment.method}${cancelled(payment.status)}`,
      null,
      null,
      amount(payment.amount),
      currency,
      payment.reference,
    ]),
    ...lines.fund_entries.map((entry) => [
      `fund_${entry.kind}`,
      entry.entry_date,
      null,
      entry.purpose ?? entry.note,
      null,
      null,
      amount(entry.amount),
      currency,
      entry.recipient,
    ]),
  ];
  return [financeCsvHeader, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** Hands `text` to the browser as a download named `fileName` (UTF-8 CSV). */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
