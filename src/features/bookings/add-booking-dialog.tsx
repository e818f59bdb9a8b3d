import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import type { Booking } from '../../data/bookings';
import { showNotification } from '../../ui/notify';

/** What the Add Booking form holds while it is being filled in. */
interface BookingDraft {
  name: string;
  time: string;
  guests: number | string;
  description: string;
}

const emptyDraft: BookingDraft = { name: '', time: '', guests: 2, description: '' };

/**
 * The booking the draft describes, or null when a required field is missing: name and time must be
 * filled in and the party must have at least one guest.
 */
export function bookingFromDraft(draft: BookingDraft, date: string, id: string): Booking | null {
  const name = draft.name.trim();
  const guests = typeof draft.guests === 'number' ? draft.guests : Number.parseInt(draft.guests, 10);
  if (name === '' || draft.time === '' || !Number.isInteger(guests) || guests < 1) return null;
  const description = draft.description.trim();
  return { id, name, time: draft.time, guests, date, ...(description ? { description } : {}) };
}

/**
 * "Add Booking" dialog for an empty day of the three-day view (spec §2). Validated like the product
 * form (spec §5): a missing required field gives the toast "Please fill in all required fields" and the
 * dialog stays open with what was typed.
 */
export function AddBookingDialog({
  date,
  onClose,
  onAdd,
}: {
  /** The day to add to (`YYYY-MM-DD`); null when the dialog is closed. */
  date: string | null;
  onClose: () => void;
  onAdd: (booking: Booking) => void;
}) {
  return (
    <Modal
      opened={date !== null}
      onClose={onClose}
      title={date ? `Add Booking for ${dayjs(date).format('dddd, MMMM D')}` : 'Add Booking'}
      centered
    >
      {date ? <AddBookingForm key={date} date={date} onClose={onClose} onAdd={onAdd} /> : null}
    </Modal>
  );
}

function AddBookingForm({
  date,
  onClose,
  onAdd,
}: {
  date: string;
  onClose: () => void;
  onAdd: (booking: Booking) => void;
}) {
  const [draft, setDraft] = useState<BookingDraft>(emptyDraft);
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const booking = bookingFromDraft(
      draft,
      date,
      `bk-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    );
    if (!booking) {
      setTried(true);
      showNotification({ tone: 'error', title: 'Please fill in all required fields' });
      return;
    }
    onAdd(booking);
  };
  const missing = (value: string) => (tried && value.trim() === '' ? 'Required' : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Booking name"
          description="For example: Morning Mokoro Excursion"
          withAsterisk
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={missing(draft.name)}
          data-autofocus
        />
        <TextInput
          type="time"
          label="Time"
          withAsterisk
          value={draft.time}
          onChange={(event) => setDraft({ ...draft, time: event.currentTarget.value })}
          error={missing(draft.time)}
        />
        <NumberInput
          label="Guests"
          withAsterisk
          min={1}
          max={50}
          allowDecimal={false}
          allowNegative={false}
          value={draft.guests}
          onChange={(value) => setDraft({ ...draft, guests: value })}
          error={
            missing(String(draft.guests)) ??
            (tried && !(Number(draft.guests) >= 1) ? 'At least 1 guest' : undefined)
          }
        />
        <Textarea
          label="Description"
          rows={2}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Add Booking</Button>
        </Group>
      </Stack>
    </form>
  );
}
