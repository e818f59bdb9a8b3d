import { useRef, useState, type ChangeEvent, type ClipboardEvent, type ReactNode } from 'react';
import { Textarea, TextInput, VisuallyHidden, type TextareaProps, type TextInputProps } from '@mantine/core';
import { counterText, lengthProblem } from '../data/field-limits';

/** How close to the limit (characters left) before assistive technology is told, politely. */
const NEAR = 20;

/**
 * What both limited fields add to Mantine's: the counter as the field's description (so a screen
 * reader reads "1,940 / 2,000" with the field), a polite live line that speaks only near and at the
 * limit (not on every keystroke) or when a paste did not fit (`cutNote`), and an error when a value arrived longer than the limit (a refused
 * write opened for editing: it is never cut, the person shortens it).
 */
function limitParts(
  value: string,
  limit: number,
  description: ReactNode,
  error: ReactNode,
  cutNote: string | null,
) {
  const left = limit - value.length;
  const spoken =
    cutNote ??
    (left <= 0
      ? `Limit reached: ${limit.toLocaleString('en')} characters`
      : left <= NEAR
        ? `${left} characters left`
        : '');
  return {
    maxLength: limit,
    description: (
      <>
        {description ? <>{description} · </> : null}
        <span data-counter>{counterText(value.length, limit)}</span>
        {cutNote ? <span data-cut-note> · {cutNote}</span> : null}
        <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
      </>
    ),
    error: error ?? lengthProblem(value, limit),
  };
}

/**
 * "1,000 characters were not pasted: the field holds 2,000." (issue 34: pasting 3,000 characters into
 * a 2,000 field was cut silently), or null when `pasted` fits in place of the selection.
 */
export function pasteCutNote(value: string, selected: number, pasted: number, limit: number): string | null {
  const cut = value.length - selected + pasted - limit;
  if (cut <= 0) return null;
  const characters = cut === 1 ? '1 character was' : `${cut.toLocaleString('en')} characters were`;
  return `${characters} not pasted: the field holds ${limit.toLocaleString('en')}.`;
}

/**
 * The paste note of a limited field: set when a paste does not fit (the browser keeps the start of it,
 * up to `maxlength`), kept through the change that paste makes, cleared by the next change.
 */
function usePasteNote<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  limit: number,
  onPaste: ((event: ClipboardEvent<E>) => void) | undefined,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const [note, setNote] = useState<string | null>(null);
  const pasting = useRef(false);
  return {
    note,
    onPaste: (event: ClipboardEvent<E>) => {
      const field = event.currentTarget;
      const selected = (field.selectionEnd ?? 0) - (field.selectionStart ?? 0);
      const found = pasteCutNote(value, selected, event.clipboardData.getData('text').length, limit);
      pasting.current = found !== null;
      setNote(found);
      onPaste?.(event);
    },
    onChange: (event: ChangeEvent<E>) => {
      if (pasting.current) pasting.current = false;
      else setNote(null);
      onChange?.(event);
    },
  };
}

/** Props of a limited field: Mantine's, with `value` required and `limit` (the column's). */
type Limited<P> = Omit<P, 'value' | 'maxLength'> & {
  value: string;
  /** The database's limit on the column (`data/field-limits.ts`). */
  limit: number;
};

/**
 * A one-line text field showing the database's limit as it is typed ("118 / 120") and refusing more
 * (issue 18 "Nothing typed is lost"); a paste that does not fit says how much was left out (issue 34).
 * Use it for every column with a limit.
 */
export function LimitedTextInput({
  value,
  limit,
  description,
  error,
  onPaste,
  onChange,
  ...props
}: Limited<TextInputProps>) {
  const paste = usePasteNote(value, limit, onPaste, onChange);
  return (
    <TextInput
      {...props}
      value={value}
      onPaste={paste.onPaste}
      onChange={paste.onChange}
      {...limitParts(value, limit, description, error, paste.note)}
    />
  );
}

/** A multi-line text field with the database's limit shown as typed ("1,940 / 2,000"): see {@link LimitedTextInput}. */
export function LimitedTextarea({
  value,
  limit,
  description,
  error,
  onPaste,
  onChange,
  ...props
}: Limited<TextareaProps>) {
  const paste = usePasteNote(value, limit, onPaste, onChange);
  return (
    <Textarea
      {...props}
      value={value}
      onPaste={paste.onPaste}
      onChange={paste.onChange}
      {...limitParts(value, limit, description, error, paste.note)}
    />
  );
}
