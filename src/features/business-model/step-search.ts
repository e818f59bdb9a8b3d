/**
 * `?step=N` as the route keeps it: a whole number 1–8, else absent. Used by the route's
 * `validateSearch` and, defensively, by the screen (test routers have no validation). A module of its
 * own with no imports: `validateSearch` stays in the entry chunk, so whatever this file imports would
 * load on every page (issue 11: the wizard leaked into the entry through it).
 */
export function parseStepSearch(search: Record<string, unknown>): { step?: number } {
  const raw = search.step;
  const step = typeof raw === 'string' ? Number(raw) : raw;
  return typeof step === 'number' && Number.isInteger(step) && step >= 1 && step <= 8 ? { step } : {};
}
