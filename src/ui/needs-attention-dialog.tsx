import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { bookingStatusLabels, type BookingStatus } from '../data/bookings';
import {
  dismissAttention,
  retryAttention,
  type AttentionItem,
  type OutboxCommand,
} from '../lib/offline/outbox';
import { GuardedModal } from './guarded-modal';

/** The front-desk action that moves a booking to a status, as a button would name it. */
const actionTo: Readonly<Record<BookingStatus, string>> = {
  confirmed: 'Confirm',
  checked_in: 'Check in',
  checked_out: 'Check out',
  cancelled: 'Cancel',
  no_show: 'No show',
};

/** What the person did, in their words ("Check in: Morning Mokoro Excursion, 09:00"). */
export function describeCommand(command: OutboxCommand): string {
  switch (command.kind) {
    case 'dailyNote.add':
      return `Note: ${command.text}`;
    case 'bookingNote.add':
      return `Booking note: ${command.text}`;
    case 'booking.add':
      return `New booking: ${command.details.name}, ${command.details.date} ${command.details.time}`;
    case 'training.markDone':
      return `Training step marked as done (${command.moduleId})`;
    case 'booking.setStatus':
      return `${actionTo[command.to]}: ${command.booking.name}, ${command.booking.time}`;
  }
}

/**
 * **Needs attention** (issue 9 "Conflicts"): the writes that could not be applied — the server refused
 * them (its message is shown) or the booking changed meanwhile (both versions are shown: what the
 * person saw and what it is now). Each can be tried again (back into the outbox, e.g. once the role
 * is given back) or discarded. Nothing leaves this list without the person's tap.
 */
export function NeedsAttentionDialog({
  userId,
  items,
  onClose,
}: {
  userId: string;
  items: readonly AttentionItem[];
  onClose: () => void;
}) {
  return (
    <GuardedModal opened onClose={onClose} title="Needs attention" centered>
      <Stack gap="sm">
        {items.length === 0 ? <Text>Nothing needs attention.</Text> : null}
        {items.map((item) => (
          <Paper key={item.command.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Text fw={700} size="sm">
                {describeCommand(item.command)}
              </Text>
              <Text size="sm">{item.message}</Text>
              {item.reason === 'conflict' && item.command.kind === 'booking.setStatus' ? (
                <Text size="sm" c="dimmed">
                  You saw: {bookingStatusLabels[item.command.booking.status]} · Now:{' '}
                  {item.current ? bookingStatusLabels[item.current.status] : 'deleted'}
                </Text>
              ) : null}
              <Group gap="xs" justify="flex-end">
                <Button
                  variant="default"
                  mih={44}
                  onClick={() => void dismissAttention(userId, item.command.id)}
                >
                  Discard
                </Button>
                <Button mih={44} onClick={() => void retryAttention(userId, item.command.id)}>
                  Try again
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        <Group justify="flex-end">
          <Button variant="subtle" mih={44} onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
