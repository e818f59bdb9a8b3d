import { Button, Group, Text } from '@mantine/core';
import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import type { Box, TappedPlace } from './tapped-place';

/** How long an Undo stays on offer (issue 18: "can be undone for a few seconds"). */
export const undoWindowMs = 6000;

// Module state: a counter for the toasts' ids, unique for the page's life; it decides nothing.
let nextId = 0;

/** A toast's height at most on a phone (title, one line of detail and the 44 px Undo button). */
const TOAST_HEIGHT_PX = 120;
/** The fixed header above the top toasts and the bottom bar below the bottom ones (providers.module.css). */
const HEADER_PX = 56;
const BOTTOM_BAR_PX = 64;
const GAP_PX = 8;

/** The offline banner's height as it publishes it (ui/offline-banner.tsx), 0 while it does not show. */
function offlineBannerPx(): number {
  if (typeof document === 'undefined') return 0;
  return parseFloat(document.documentElement.style.getPropertyValue('--offline-banner-height')) || 0;
}

const overlaps = (box: Box, top: number, bottom: number) => box.top < bottom && box.bottom > top;

/**
 * Where a toast about the control at `place` goes (issue 34: "toasts never cover the control that
 * made them"): never over that control, and over as few of its dialog's other controls as can be
 * (bug: placed at the bottom, the undo toast covered the booking dialog's Cancel for six seconds) —
 * at the top unless the bottom covers fewer. The top zone starts below the header and the offline
 * banner (both pixel sizes as providers.module.css draws them); the bottom zone ends above the bottom bar.
 */
export function undoToastPosition(
  place: TappedPlace | null,
  viewportHeight: number = typeof window === 'undefined' ? 844 : window.innerHeight,
  bannerPx: number = offlineBannerPx(),
): NonNullable<NotificationData['position']> {
  if (!place) return 'top-center';
  const topStart = HEADER_PX + bannerPx + GAP_PX;
  const bottomEnd = viewportHeight - BOTTOM_BAR_PX - GAP_PX;
  const cost = ({ top, bottom }: { top: number; bottom: number }) =>
    overlaps(place.control, top, bottom)
      ? Number.POSITIVE_INFINITY
      : place.nearby.filter((box) => overlaps(box, top, bottom)).length;
  const atTop = cost({ top: topStart, bottom: topStart + TOAST_HEIGHT_PX });
  const atBottom = cost({ top: bottomEnd - TOAST_HEIGHT_PX, bottom: bottomEnd });
  return atBottom < atTop ? 'bottom-center' : 'top-center';
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
  /** Where the person tapped (`tappedPlace()`, read at the tap): the toast keeps clear of it. */
  near?: TappedPlace | null;
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
          // Never narrower than its word (bug: "Unc" at 320 px beside a two-line booking name).
          style={{ flexShrink: 0 }}
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
