import {
  isPaymentMethod,
  monthLabel,
  paymentMethodLabels,
  toDecimalString,
  type FinanceMonthLines,
  type FinanceSummary,
} from '../../data/money';
import { roomTypeLabels, type OccupancyFigures } from '../../lib/supabase/rooms';

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
 * Occupancy as a percentage to 0.1 (issue 31 "matches to 0.1 %"): `sold ÷ available`, rounded half up,
 * computed from the two whole numbers (never from the 4-decimal fraction, which would round twice):
 * 17 of 79 → "21.5". Null when no night was available.
 */
export function occupancyPercent(sold: number, available: number): string | null {
  if (available <= 0) return null;
  const tenths = Math.floor((sold * 2000 + available) / (2 * available));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** One line of the month's room figures as Finances, the report and the CSV show it. */
export interface OccupancyLine {
  /** "All rooms", or the room type's words ("Tent"). */
  label: string;
  nightsSold: number;
  nightsAvailable: number;
  /** "21.5" (per cent, to 0.1), null when no night was available. */
  occupancy: string | null;
  /** Minor units, null when no night was sold. */
  adr: number | null;
  /** Minor units, null when no night was available. */
  revpar: number | null;
}

/**
 * The month's room figures (issue 31 "Finances: occupancy, ADR, RevPAR … by room type") from
 * `occupancy_summary`, all rooms first then per type, for the screen, the report and the CSV alike.
 * Empty when the lodge has no rooms (its one all-rooms row has no night available): the figures then
 * keep the capacity estimate of issue 20.
 */
export function occupancyLines(rows: readonly OccupancyFigures[] | undefined): OccupancyLine[] {
  const all = rows?.find((row) => row.roomType === null);
  if (!rows || !all || all.nightsAvailable <= 0) return [];
  return [all, ...rows.filter((row) => row.roomType !== null)].map((row) => ({
    label: row.roomType === null ? 'All rooms' : roomTypeLabels[row.roomType],
    nightsSold: row.nightsSold,
    nightsAvailable: row.nightsAvailable,
    occupancy: occupancyPercent(row.nightsSold, row.nightsAvailable),
    adr: row.adr,
    revpar: row.revpar,
  }));
}

/** `format(value)`, or null for null. */
const nullable = (value: number | null, format: (minor: number) => string) =>
  value === null ? null : format(value);

/**
 * The month's CSV (issues 20 and 32): UTF-8 with a BOM, one header row, then the month's **totals**
 * (from `finance_summary`, the same as the screen and the trustees' report), its booking items, the
 * **adjustments** it counts (changes to closed months, each naming the month it adjusts), the payments
 * **received** in it, its community fund entries, and — for a closed month — the adjustments later
 * counted elsewhere that name it. Amounts are plain numbers with a dot in the lodge's currency (e.g.
 * 1850.00), never through floating point. Cancelled bookings' items are marked (they count nowhere).
 * Issue 31: after the totals, the month's room figures from {@link occupancyLines}, three rows per line
 * (all rooms, then each type): `occupancy` (quantity = nights sold, amount = per cent to 0.1, currency
 * "%", reference = "N nights available"), `adr` and `revpar` (amount in the currency; empty when none
 * was sold or available).
 */
export function buildFinanceCsv(
  currency: string,
  month: string,
  summary: FinanceSummary,
  communitySharePct: number,
  lines: FinanceMonthLines,
  occupancy: readonly OccupancyFigures[] = [],
): string {
  const amount = (minor: number) => toDecimalString(minor, currency);
  const cancelled = (status: string) => (status === 'cancelled' ? ' (cancelled booking)' : '');
  const period = month.slice(0, 7);
  const rooms = occupancyLines(occupancy);
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
    ...rooms.flatMap((line) => [
      [
        'occupancy',
        period,
        null,
        line.label,
        line.nightsSold,
        null,
        line.occupancy,
        '%',
        `${line.nightsAvailable} nights available`,
      ],
      ['adr', period, null, line.label, line.nightsSold, null, nullable(line.adr, amount), currency, null],
      [
        'revpar',
        period,
        null,
        line.label,
        line.nightsAvailable,
        null,
        nullable(line.revpar, amount),
        currency,
        null,
      ],
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
      `${isPaymentMethod(payment.method) ? paymentMethodLabels[payment.method] : payment.method}${cancelled(payment.status)}`,
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
