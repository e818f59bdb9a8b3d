import type { ReactNode } from 'react';
import { Textarea, TextInput, VisuallyHidden, type TextareaProps, type TextInputProps } from '@mantine/core';
import { counterText, lengthProblem } from '../data/field-limits';

/** How close to the limit (characters left) before assistive technology is told, politely. */
const NEAR = 20;

/**
 * What both limited fields add to Mantine's: the counter as the field's description (so a screen
 * reader reads "1,940 / 2,000" with the field), a polite live line that speaks only near and at the
 * limit (not on every keystroke), and an error when a value arrived longer than the limit (a refused
 * write opened for editing: it is never cut, the person shortens it).
 */
function limitParts(value: string, limit: number, description: ReactNode, error: ReactNode) {
  const left = limit - value.length;
  const spoken =
    left <= 0
      ? `Limit reached: ${limit.toLocaleString('en')} characters`
      : left <= NEAR
        ? `${left} characters left`
        : '';
  return {
    maxLength: limit,
    description: (
      <>
        {description ? <>{description} · </> : null}
        <span data-counter>{counterText(value.length, limit)}</span>
        <VisuallyHidden aria-live="polite">{spoken}</VisuallyHidden>
      </>
    ),
    error: error ?? lengthProblem(value, limit),
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
 * (issue 18 "Nothing typed is lost"). Use it for every column with a limit.
 */
export function LimitedTextInput({ value, limit, description, error, ...props }: Limited<TextInputProps>) {
  return <TextInput {...props} value={value} {...limitParts(value, limit, description, error)} />;
}

/** A multi-line text field with the database's limit shown as typed ("1,940 / 2,000"): see {@link LimitedTextInput}. */
export function LimitedTextarea({ value, limit, description, error, ...props }: Limited<TextareaProps>) {
  return <Textarea {...props} value={value} {...limitParts(value, limit, description, error)} />;
}
