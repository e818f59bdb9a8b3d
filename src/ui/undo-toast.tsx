import { Button, Group, Text } from '@mantine/core';
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';

/** How long an Undo stays on offer (issue 18: "can be undone for a few seconds"). */
export const undoWindowMs = 6000;

let nextId = 0;

/** Where the top toasts end, at most (providers.module.css: below the 56 px header, one toast ~110 px). */
const TOP_TOAST_ZONE_PX = 56 + 8 + 120;

/**
 * Where a toast about `control` goes so that it never covers it (issue 34: "toasts never cover the
 * control that made them"): at the top, unless the control sits where the top toasts are drawn; then
 * at the bottom, above the bottom bar.
 */
export function undoToastPosition(control: DOMRect | null): NonNullable<NotificationData['position']> {
  const top = control?.top;
  return top !== undefined && top < TOP_TOAST_ZONE_PX ? 'bottom-center' : 'top-center';
}

/**
 * Where the control a person just tapped is (the focused element's box), or null: read it when the
 * tap is handled, before awaiting the write, and hand it to {@link showUndoToast} as `near` (by the
 * time the write is saved the button may be gone or disabled).
 */
export function tappedControlBox(): DOMRect | null {
  if (typeof document === 'undefined') return null;
  const control = document.activeElement;
  return control && control !== document.body ? control.getBoundingClientRect() : null;
}

/**
 * A success toast with an **Undo** button ("Checked in · Undo", issue 18): `title` says what
 * happened, `detail` what it happened to. Undo closes the toast and runs `onUndo` once; the toast
 * goes by itself after {@link undoWindowMs}. One at a time (issue 34: "Marked as done · Undo" toasts
 * piled up): a new one replaces the one before (whose Undo has then passed), and it is placed clear
 * of the control just tapped (`near`), so a finger resting there does not hold it open.
 * @returns the toast's id.
 */
export function showUndoToast({
  title,
  detail,
  onUndo,
  near = null,
}: {
  title: string;
  detail: string;
  onUndo: () => void;
  /** The tapped control's box ({@link tappedControlBox}), which the toast keeps clear of. */
  near?: DOMRect | null;
}): string {
  const id = `toast-undo-${(nextId += 1)}`;
  let used = false;
  for (const shown of [
    ...notificationsStore.getState().notifications,
    ...notificationsStore.getState().queue,
  ])
    if (shown.id?.startsWith('toast-undo-')) notifications.hide(shown.id);
  notifications.show({
    id,
    position: undoToastPosition(near),
    color: 'lodge',
    title,
    withBorder: true,
    autoClose: undoWindowMs,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" style={{ minWidth: 0 }}>
          {detail}
        </Text>
        <Button
          size="sm"
          variant="light"
          mih={44}
          miw={44}
          aria-label={`Undo: ${title}, ${detail}`}
          onClick={() => {
            if (used) return;
            used = true;
            notifications.hide(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
  return id;
}
