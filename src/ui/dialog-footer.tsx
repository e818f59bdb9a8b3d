import type { ReactNode } from 'react';
import { Alert, Button, Group, type MantineColor } from '@mantine/core';

/** A label that is long for a 320 px screen wraps onto a second line instead of being cut off. */
export const wrappingLabel = {
  h: 'auto',
  mih: 44,
  styles: { label: { whiteSpace: 'normal' as const, textAlign: 'center' as const } },
};

/**
 * A footer button is as wide as its label at least and shares the row with the other; when the two do
 * not fit (a 320 px phone) each takes a whole row instead of leaving a ragged right edge.
 */
const footerButton = { ...wrappingLabel, style: { flex: '1 0 auto' } };

/**
 * The end of every dialog and inline form: what went wrong (when something did, kept visible while
 * the form stays open), then **Cancel** and the primary action sharing a row (each on a row of its
 * own when they do not fit), each at least 44 × 44, labels never cut on a narrow phone. The primary
 * button submits the surrounding form unless `onConfirm` is given; while `loading` it shows a spinner
 * and cannot be pressed twice. Presentational: the caller owns the state.
 */
export function DialogFooter({
  confirmLabel,
  onCancel,
  onConfirm,
  cancelLabel = 'Cancel',
  color,
  loading = false,
  disabled = false,
  cancelDisabled = false,
  problem = null,
  spaced = false,
  cancelFirst = false,
}: {
  /** The primary action's label; without one only Cancel shows (someone who may only read). */
  confirmLabel?: ReactNode;
  onCancel: () => void;
  /** Called by the primary button; without it the button is the form's submit button. */
  onConfirm?: () => void;
  /** "Keep" when the primary action deletes or removes something. */
  cancelLabel?: string;
  /** `red.9` for an action that deletes. */
  color?: MantineColor;
  loading?: boolean;
  disabled?: boolean;
  cancelDisabled?: boolean;
  /** Why the last attempt failed, shown above the buttons as an alert. */
  problem?: ReactNode;
  /** A little space above the buttons (long forms). */
  spaced?: boolean;
  /** The dialog opens with focus on Cancel/Keep (a confirm before deleting: Enter never deletes). */
  cancelFirst?: boolean;
}) {
  return (
    <>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm" mt={spaced ? 'xs' : undefined}>
        <Button
          variant="default"
          onClick={onCancel}
          disabled={cancelDisabled}
          data-autofocus={cancelFirst || undefined}
          {...footerButton}
        >
          {cancelLabel}
        </Button>
        {confirmLabel === undefined ? null : (
          <Button
            type={onConfirm ? 'button' : 'submit'}
            color={color}
            loading={loading}
            disabled={disabled}
            onClick={onConfirm}
            {...footerButton}
          >
            {confirmLabel}
          </Button>
        )}
      </Group>
    </>
  );
}
