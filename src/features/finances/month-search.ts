/**
 * `?month=YYYY-MM` as the finance routes keep it (else absent). A module of its own with no imports:
 * `validateSearch` stays in the entry chunk (see business-model/step-search.ts).
 */
export function parseMonthSearch(search: Record<string, unknown>): { month?: string } {
  const raw = search.month;
  return typeof raw === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? { month: raw } : {};
}
