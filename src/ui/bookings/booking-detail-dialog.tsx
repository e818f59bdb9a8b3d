import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconClock, IconPhone, IconUsers } from '@tabler/icons-react';
import { guestsLabel, guideFor, telHref, type Booking } from '../../data/bookings';
import { useReturnFocus } from '../use-return-focus';

/**
 * Booking detail dialog (spec §2): the name, the time and guest count, a description, guide name and
 * phone (with fallbacks by booking name), an "Add Notes" textarea and "Cancel" / "Save Note". Save
 * Note is ignored when the note is empty after trimming (spec §5); what a saved note does is the
 * caller's (Bookings logs it, the dashboard adds it to today's notes, spec §4).
 *
 * Shared by the dashboard and Bookings. While it animates closed it keeps showing the booking it had,
 * instead of collapsing to an empty box (Mantine unmounts the body once closed, so a cancelled note
 * never comes back).
 */
export function BookingDetailDialog({
  booking,
  onClose,
  onSaveNote,
}: {
  booking: Booking | null;
  onClose: () => void;
  onSaveNote: (booking: Booking, note: string) => void;
}) {
  const [shown, setShown] = useState(booking);
  const returnFocus = useReturnFocus(booking !== null);
  if (booking && booking !== shown) setShown(booking);
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title={shown?.name ?? ''}
      centered
      size="md"
      {...returnFocus}
    >
      {shown ? (
        // Keyed by booking so a half-written note never carries over to another booking.
        <BookingDetail key={shown.id} booking={shown} onClose={onClose} onSaveNote={onSaveNote} />
      ) : null}
    </Modal>
  );
}

function BookingDetail({
  booking,
  onClose,
  onSaveNote,
}: {
  booking: Booking;
  onClose: () => void;
  onSaveNote: (booking: Booking, note: string) => void;
}) {
  const [note, setNote] = useState('');
  const guide = guideFor(booking);
  const save = () => {
    const trimmed = note.trim();
    if (trimmed === '') return;
    onSaveNote(booking, trimmed);
  };
  return (
    <Stack gap="md">
      <Group gap="lg">
        <Group gap={6}>
          <IconClock size={18} aria-hidden="true" />
          <Text>{booking.time}</Text>
        </Group>
        <Group gap={6}>
          <IconUsers size={18} aria-hidden="true" />
          <Text>{guestsLabel(booking.guests)}</Text>
        </Group>
      </Group>
      <div>
        <Text fw={600} size="sm">
          Description
        </Text>
        <Text size="sm">{booking.description ?? 'No description for this booking yet.'}</Text>
      </div>
      <div>
        <Text fw={600} size="sm">
          Guide
        </Text>
        <Text size="sm">{guide.name}</Text>
        <Anchor href={telHref(guide.phone)} size="sm" aria-label={`Call ${guide.name} on ${guide.phone}`}>
          <Group gap={6} component="span" wrap="nowrap">
            <IconPhone size={16} aria-hidden="true" />
            {guide.phone}
          </Group>
        </Anchor>
      </div>
      <Textarea
        label="Add Notes"
        placeholder="Add notes about this booking..."
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        rows={3}
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={save}>Save Note</Button>
      </Group>
    </Stack>
  );
}
