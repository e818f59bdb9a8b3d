import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, NumberInput, Stack, TextInput, Textarea } from '@mantine/core';
import dayjs from 'dayjs';
import { failureSentence } from '../../lib/supabase/errors';
import type { Booking } from '../../data/bookings';
import type { BookingDetails } from '../../lib/supabase/bookings';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { showNotification } from '../../ui/notify';

/** What the booking form holds while it is being filled in. */
interface BookingDraft {
  name: string;
  time: string;
  guests: number | string;
  description: string;
}

const emptyDraft: BookingDraft = { name: '', time: '', guests: 2, description: '' };

const draftOf = (booking: Booking): BookingDraft => ({
  name: booking.name,
  time: booking.time,
  guests: booking.guests,
  description: booking.description ?? '',
});

/**
 * The booking details the draft describes, or null when a required field is missing: name and time
 * must be filled in and the party must have at least one guest.
 */
export function bookingFromDraft(draft: BookingDraft, date: string): BookingDetails | null {
  const name = draft.name.trim();
  const guests = typeof draft.guests === 'number' ? draft.guests : Number.parseInt(draft.guests, 10);
  if (name === '' || draft.time === '' || !Number.isInteger(guests) || guests < 1) return null;
  const description = draft.description.trim();
  return { name, time: draft.time, guests, date, ...(description ? { description } : {}) };
}

/** Whether the form still holds what it opened with (nothing typed). */
const sameDraft = (a: BookingDraft, b: BookingDraft) =>
  a.name === b.name &&
  a.time === b.time &&
  String(a.guests) === String(b.guests) &&
  a.description === b.description;

/** What the dialog is for: a new booking on a day, or changing an existing one. */
export type BookingFormTarget = { kind: 'add'; date: string } | { kind: 'edit'; booking: Booking };

/**
 * "Add Booking" (any day of the three-day view, spec §2) and "Edit booking" (managers). Validated like
 * the product form (spec §5): a missing required field gives the toast "Please fill in all required
 * fields" and the dialog stays open with what was typed. `onSubmit` keeps the booking (a promise); when
 * it fails the dialog stays open with the form as typed and says why.
 */
export function AddBookingDialog({
  target,
  onClose,
  onSubmit,
  onCancelBooking,
}: {
  /** Null when the dialog is closed. */
  target: BookingFormTarget | null;
  onClose: () => void;
  onSubmit: (details: BookingDetails) => Promise<void>;
  /** Editing only: cancels the booking (after a second tap to confirm). */
  onCancelBooking?: () => Promise<void>;
}) {
  const date = target ? (target.kind === 'add' ? target.date : target.booking.date) : null;
  const title = !target
    ? 'Add Booking'
    : target.kind === 'add'
      ? `Add Booking for ${dayjs(date).format('dddd, MMMM D')}`
      : `Edit ${target.booking.name}`;
  return (
    <GuardedModal opened={target !== null} onClose={onClose} title={title} centered>
      {target && date ? (
        <BookingForm
          key={target.kind === 'add' ? `add-${date}` : `edit-${target.booking.id}`}
          date={date}
          initial={target.kind === 'add' ? emptyDraft : draftOf(target.booking)}
          submitLabel={target.kind === 'add' ? 'Add Booking' : 'Save changes'}
          onClose={onClose}
          onSubmit={onSubmit}
          onCancelBooking={target.kind === 'edit' ? onCancelBooking : undefined}
        />
      ) : null}
    </GuardedModal>
  );
}

function BookingForm({
  date,
  initial,
  submitLabel,
  onClose,
  onSubmit,
  onCancelBooking,
}: {
  date: string;
  initial: BookingDraft;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (details: BookingDetails) => Promise<void>;
  onCancelBooking?: () => Promise<void>;
}) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [draft, setDraft] = useState<BookingDraft>(initial);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const requestClose = useDialogDraft(!sameDraft(draft, initial), onClose);
  const cancelBooking = async () => {
    if (!onCancelBooking) return;
    setCancelling(true);
    setProblem(null);
    try {
      await onCancelBooking();
    } catch (error) {
      setProblem(failureSentence('The booking was not cancelled.', error));
      setCancelling(false);
    }
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const details = bookingFromDraft(draft, date);
    if (!details) {
      setTried(true);
      showNotification({ tone: 'error', title: 'Please fill in all required fields' });
      return;
    }
    setSaving(true);
    setProblem(null);
    try {
      await onSubmit(details);
    } catch (error) {
      setProblem(failureSentence('The booking was not saved.', error));
      setSaving(false);
    }
  };
  const missing = (value: string) => (tried && value.trim() === '' ? 'Required' : undefined);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={requestClose}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={cancelling}>
            {submitLabel}
          </Button>
        </Group>
        {onCancelBooking ? (
          confirmingCancel ? (
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setConfirmingCancel(false)} disabled={cancelling}>
                Keep booking
              </Button>
              <Button color="red.9" loading={cancelling} onClick={() => void cancelBooking()}>
                Yes, cancel booking
              </Button>
            </Group>
          ) : (
            <Button
              variant="subtle"
              color="red.9"
              onClick={() => setConfirmingCancel(true)}
              disabled={saving}
            >
              Cancel booking
            </Button>
          )
        ) : null}
      </Stack>
    </form>
  );
}
