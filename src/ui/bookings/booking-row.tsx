import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconClock, IconCloudUpload, IconUsers } from '@tabler/icons-react';
import { bookingStatusLabels, guestsLabel, type Booking } from '../../data/bookings';
import classes from './bookings.module.css';

/** Front-desk status colours on a row; dark shades so white text passes WCAG AA. */
const rowStatusColors = { checked_in: 'lodge', checked_out: 'blue.8' } as const;

/**
 * One booking in a list (spec §2): name, time and guests, "Checked in"/"Checked out" once the front
 * desk has moved it on, and "Waiting to send" while a change to it (or the booking itself) waits in
 * the outbox (issue 18: every offline write is marked until it arrives). The whole row is a button that opens the
 * booking detail dialog; its accessible name is the booking's name.
 */
export function BookingRow({ booking, onOpen }: { booking: Booking; onOpen: (booking: Booking) => void }) {
  return (
    <Paper withBorder radius="md" component="li" className={classes.item}>
      <UnstyledButton
        onClick={() => onOpen(booking)}
        className={classes.row}
        aria-label={booking.pending ? `${booking.name}, waiting to send` : booking.name}
        aria-haspopup="dialog"
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={2}>
            <Text fw={600}>{booking.name}</Text>
            <Group gap="md">
              <Group gap={4} wrap="nowrap">
                <IconClock size={16} aria-hidden="true" />
                <Text size="sm">{booking.time}</Text>
              </Group>
              <Group gap={4} wrap="nowrap">
                <IconUsers size={16} aria-hidden="true" />
                <Text size="sm">{guestsLabel(booking.guests)}</Text>
              </Group>
              {booking.status === 'checked_in' || booking.status === 'checked_out' ? (
                <Badge variant="filled" size="sm" color={rowStatusColors[booking.status]}>
                  {bookingStatusLabels[booking.status]}
                </Badge>
              ) : null}
              {booking.pending ? (
                <Badge
                  variant="outline"
                  size="sm"
                  color="orange.9"
                  leftSection={<IconCloudUpload size={12} aria-hidden="true" />}
                >
                  Waiting to send
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <IconChevronRight size={20} aria-hidden="true" />
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

/** A list of booking rows (a real list, so screen readers announce how many there are). */
export function BookingList({
  bookings,
  onOpen,
}: {
  bookings: readonly Booking[];
  onOpen: (booking: Booking) => void;
}) {
  return (
    <Stack component="ul" gap="xs" className={classes.list}>
      {bookings.map((booking) => (
        <BookingRow key={booking.id} booking={booking} onOpen={onOpen} />
      ))}
    </Stack>
  );
}
