import {
  monthLabel,
  paymentMethodLabels,
  toDecimalString,
  type FinanceSummary,
  type PaymentMethod,
} from '../../data/money';
import type { FinanceMonthLines } from '../../lib/supabase/finances';

/** The CSV's one header row (issue 20 "Download CSV"; issue 32: totals, adjustments). */
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

/** A byte-order mark: Excel then reads the file as UTF-8 ("P", "é", "—"). */
export const UTF8_BOM = '\ufeff';

/** An amount or count we wrote ourselves: never a formula. */
const plainNumber = /^-?\d+(\.\d+)?$/;

/**
 * One cell, spreadsheet-safe (issue 32, OWASP "CSV Injection"): text beginning with = + - @, a tab or
 * a carriage return is prefixed with a single quote so no spreadsheet runs it as a formula, and every
 * such cell, and any with a comma, quote or line break, is quoted with its quotes doubled. Numbers we
 * wrote (amounts such as -50.00) stay numbers.
 */
export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (plainNumber.test(text)) return text;
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return safe !== text || /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The month's totals as the screen labels them, in the same order (issue 32 "One truth"). */
export function financeTotals(summary: FinanceSummary, communitySharePct: number): [string, number][] {
  return [
    ['Revenue', summary.revenue],
    ['Costs', summary.costs],
    ['Channel commission', summary.commission],
    ['Profit', summary.profit],
    [`Community fund share (${summary.community_share_pct ?? communitySharePct} %)`, summary.community_share],
    ['Received', summary.received],
    ['Still due', summary.due],
    ['Owed to guests', summary.owed_to_guests ?? 0],
  ];
}

/**
 * The month's CSV (issues 20 and 32): UTF-8 with a BOM, one header row, then the month's **totals**
 * (from `finance_summary`, the same as the screen and the trustees' report), its booking items, the
 * **adjustments** it counts (changes to closed months, each naming the month it adjusts), the payments
 * **received** in it, its community fund entries, and — for a closed month — the adjustments later
 * counted elsewhere that name it. Amounts are plain numbers with a dot in the lodge's currency (e.g.
 * 1850.00), never through floating point. Cancelled bookings' items are marked (they count nowhere).
 */
export function buildFinanceCsv(
  currency: string,
  month: string,
  summary: FinanceSummary,
  communitySharePct: number,
  lines: FinanceMonthLines,
): string {
  const amount = (minor: number) => toDecimalString(minor, currency);
  const cancelled = (status: string) => (status === 'cancelled' ? ' (cancelled booking)' : '');
  const period = month.slice(0, 7);
  const rows: (string | number | null)[][] = [
    ...financeTotals(summary, communitySharePct).map(([label, minor]) => [
      'total',
      period,
      null,
      label,
      null,
      null,
      amount(minor),
      currency,
      null,
    ]),
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
    ...(lines.adjustments ?? []).map((adjustment) => [
      'adjustment',
      adjustment.created_at.slice(0, 10),
      adjustment.booking,
      `Adjusts ${monthLabel(adjustment.adjusts_month)}: ${adjustment.reason ?? adjustment.description}`,
      null,
      null,
      amount(adjustment.record === 'payment' ? adjustment.received : adjustment.revenue),
      currency,
      adjustment.record,
    ]),
    ...(lines.other_adjustment && lines.other_adjustment.revenue !== 0
      ? [
          [
            'adjustment',
            period,
            null,
            'Other changes to closed months (cancelled, moved or re-channelled bookings)',
            null,
            null,
            amount(lines.other_adjustment.revenue),
            currency,
            null,
          ],
        ]
      : []),
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
    ...(lines.adjusted_later ?? []).map((adjustment) => [
      'adjusted_later',
      adjustment.created_at.slice(0, 10),
      adjustment.booking,
      `Adjusted in ${monthLabel(adjustment.month)}: ${adjustment.reason ?? adjustment.description}`,
      null,
      null,
      amount(adjustment.record === 'payment' ? adjustment.received : adjustment.revenue),
      currency,
      adjustment.record,
    ]),
  ];
  return (
    UTF8_BOM + [financeCsvHeader, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
  );
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
