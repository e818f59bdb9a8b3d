/**
 * Whether a form's draft differs from how it opened (issue 35: read without `Object.keys(x) as K[]`):
 * compares each field of `opening` with the draft's field of the same name, `===` unless `same` says
 * otherwise (a dialog that holds numbers and text for one field compares them as text). For
 * `useDialogDraft`'s `dirty`: a dialog asks before discarding only when something was typed.
 */
export function draftChanged<T extends object>(
  draft: T,
  opening: T,
  same: (now: unknown, was: unknown) => boolean = (now, was) => now === was,
): boolean {
  const now = new Map<string, unknown>(Object.entries(draft));
  return Object.entries(opening).some(([field, was]: [string, unknown]) => !same(now.get(field), was));
}
