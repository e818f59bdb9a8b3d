import { formatMoney, isPaymentMethod, monthLabel, paymentMethodLabels } from '../../data/money';
import type { AuditEntry } from '../../lib/supabase/audit-trail';

/**
 * The money's audit trail in words (issue 32: a trustee answering to the community reads who changed
 * what): one sentence per entry, e.g. "Lorato removed item 'Extra night' (P 450.00) from booking
 * Smith", the reason and the time in the lodge's time zone ("14:02, 3 Dec"). Amounts are the row's
 * minor units, formatted with the lodge's currency.
 */
export interface AuditWords {
  /** Who did what, e.g. "Lorato removed item 'Extra night' (P 450.00) from booking Smith". */
  sentence: string;
  /** "added twice", or null when none was given. */
  reason: string | null;
  /** "14:02, 3 Dec" in the lodge's time zone (the year too when not this year's). */
  when: string;
}

const num = (row: Record<string, unknown> | null, key: string): number => {
  const value = row?.[key];
  return typeof value === 'number' ? value : Number(value ?? 0);
};
const text = (row: Record<string, unknown> | null, key: string): string | null => {
  const value = row?.[key];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** "booking Smith", or "a booking since removed" when its name was not known then. */
const bookingWords = (entry: AuditEntry) =>
  entry.bookingName ? `booking ${entry.bookingName}` : 'a booking since removed';

function itemWords(entry: AuditEntry, money: (minor: number) => string): string {
  const row = entry.after ?? entry.before;
  const label = `item '${text(row, 'product_name') ?? 'Item'}'`;
  if (entry.action === 'insert')
    return `added ${label} (${money(num(row, 'line_total'))}) to ${bookingWords(entry)}`;
  if (entry.action === 'delete') {
    return `removed ${label} (${money(num(row, 'line_total'))}) from ${bookingWords(entry)}`;
  }
  const was = `${num(entry.before, 'quantity')} × ${money(num(entry.before, 'unit_price'))}`;
  const now = `${num(entry.after, 'quantity')} × ${money(num(entry.after, 'unit_price'))}`;
  return `changed ${label} on ${bookingWords(entry)}: ${was} → ${now}`;
}

function paymentWords(entry: AuditEntry, money: (minor: number) => string): string {
  const row = entry.after ?? entry.before;
  const amount = num(row, 'amount');
  const said = text(row, 'method');
  const method = said !== null && isPaymentMethod(said) ? paymentMethodLabels[said] : (said ?? '');
  const what = amount < 0 ? `a refund of ${money(-amount)}` : `a payment of ${money(amount)}`;
  if (entry.action === 'insert') return `recorded ${what} (${method}) on ${bookingWords(entry)}`;
  if (entry.action === 'delete') return `removed ${what} (${method}) from ${bookingWords(entry)}`;
  return `changed a payment on ${bookingWords(entry)}: ${money(num(entry.before, 'amount'))} → ${money(num(entry.after, 'amount'))}`;
}

function fundWords(entry: AuditEntry, money: (minor: number) => string): string {
  const row = entry.after ?? entry.before;
  const amount = num(row, 'amount');
  if (entry.action === 'delete') return `removed a community fund entry (${money(amount)})`;
  if (entry.action === 'update') {
    return `changed a community fund entry: ${money(num(entry.before, 'amount'))} → ${money(amount)}`;
  }
  const kind = text(row, 'kind');
  const month = text(row, 'month');
  if (kind === 'share') {
    return `credited the community share${month ? ` of ${monthLabel(month)}` : ''} (${money(amount)}) to the fund`;
  }
  if (kind === 'reversal') return `corrected a disbursement with a counter-entry (${money(amount)})`;
  const purpose = text(row, 'purpose');
  const recipient = text(row, 'recipient');
  return `paid ${money(-amount)} from the community fund${recipient ? ` to ${recipient}` : ''}${purpose ? ` for ${purpose}` : ''}`;
}

function monthWords(entry: AuditEntry): string {
  const month = monthLabel(entry.rowId.slice(0, 10));
  if (entry.action === 'insert') return `closed ${month}`;
  if (entry.action === 'delete') return `reopened ${month}`;
  return `changed the frozen figures of ${month}`;
}

function settingsWords(entry: AuditEntry): string {
  const changes: string[] = [];
  const wasCurrency = text(entry.before, 'currency');
  const nowCurrency = text(entry.after, 'currency');
  if (wasCurrency !== nowCurrency)
    changes.push(`the currency from ${wasCurrency ?? '—'} to ${nowCurrency ?? '—'}`);
  const wasShare = num(entry.before, 'community_share_pct');
  const nowShare = num(entry.after, 'community_share_pct');
  if (wasShare !== nowShare) changes.push(`the community share from ${wasShare} % to ${nowShare} %`);
  return changes.length > 0 ? `changed ${changes.join(' and ')}` : 'changed the money settings';
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();
/** "14:02, 3 Dec" (and the year when not `thisYear`) in `timeZone`. */
export function auditTime(at: string, timeZone: string, thisYear: string): string {
  const key = timeZone;
  let formatter = timeFormatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hourCycle: 'h23',
      });
    } catch {
      formatter = new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hourCycle: 'h23',
      });
    }
    timeFormatters.set(key, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(at)).map((part) => [part.type, part.value]),
  );
  const year = parts.year === thisYear ? '' : ` ${parts.year}`;
  return `${parts.hour}:${parts.minute}, ${parts.day} ${parts.month}${year}`;
}

/**
 * One audit entry in words. `currency` is the lodge's (ISO 4217), `timeZone` its time zone, and
 * `thisYear` (`YYYY`) the lodge's year (dates of other years say theirs).
 */
export function describeAuditEntry(
  entry: AuditEntry,
  currency: string,
  timeZone: string,
  thisYear: string,
): AuditWords {
  const money = (minor: number) => formatMoney(minor, currency);
  const who = entry.actorName ?? (entry.actorId ? 'Someone' : 'The system');
  const did =
    entry.table === 'booking_items'
      ? itemWords(entry, money)
      : entry.table === 'payments'
        ? paymentWords(entry, money)
        : entry.table === 'community_fund_entries'
          ? fundWords(entry, money)
          : entry.table === 'finance_months'
            ? monthWords(entry)
            : settingsWords(entry);
  return { sentence: `${who} ${did}`, reason: entry.reason, when: auditTime(entry.at, timeZone, thisYear) };
}
