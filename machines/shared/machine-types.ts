/**
 * The `types` of an XState `setup()` without a type assertion (issue 35: casts ≤ 40).
 *
 * XState's `SetupTypes` (`context`, `events`, `input`, `output`, `emitted`, `tags`, `children`,
 * `meta`) is phantom: every field is optional and `setup()` never reads the object at run time (it
 * keeps only `schemas`), so the value only carries the type parameters to TypeScript. The usual
 * `types: {} as { context: C; events: E }` asserts an object that has none of those fields; this
 * returns the same empty object typed as what it is — `Partial<T>`, every field absent — and
 * `setup()` infers `C` and `E` from the optional fields just as well.
 *
 * @example setup({ types: machineTypes<{ context: CalendarContext; events: CalendarEvent }>() })
 */
export function machineTypes<T extends object>(): Partial<T> {
  return {};
}
