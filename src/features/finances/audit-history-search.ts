/**
 * The History page's search params (issue 32). A module of its own with no imports: `validateSearch`
 * stays in the entry chunk (see month-search.ts).
 */

/** The History page's filters as its address keeps them (`?month=YYYY-MM&booking=…&person=…&shown=…`). */
export interface AuditHistorySearch {
  month?: string;
  booking?: string;
  person?: string;
  /** How many entries are shown ("Show more" adds a page): 50, 100, … up to 1000. */
  shown?: number;
}

/** A page of entries ("Show more" adds this many). */
export const auditPageSize = 50;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the History page's search params, dropping anything malformed (never a crash). */
export function parseAuditHistorySearch(search: Record<string, unknown>): AuditHistorySearch {
  const out: AuditHistorySearch = {};
  if (typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month))
    out.month = search.month;
  if (typeof search.booking === 'string' && uuid.test(search.booking)) out.booking = search.booking;
  if (typeof search.person === 'string' && uuid.test(search.person)) out.person = search.person;
  const shown = Number(search.shown);
  if (Number.isInteger(shown) && shown > auditPageSize && shown <= 1000) out.shown = shown;
  return out;
}
