import { useState, type FormEvent } from 'react';
import { Button, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import dayjs from 'dayjs';
import {
  bookingNameLimit,
  bookingTextLimit,
  guestContactLimits,
  isBookingCancellable,
  type Booking,
} from '../../data/bookings';
import type { BookingDetails } from '../../lib/supabase/bookings';
import { LimitedTextarea, LimitedTextInput } from '../../ui/limited-text';
import { NUMBER_RANGES, rangeProblem, rangeText } from '../../data/field-limits';
import { GuardedModal, useDialogDraft } from '../../ui/guarded-modal';
import { showNotification } from '../../ui/notify';
import type { GuideChoice } from './booking-guides.data';
import { DialogFooter } from '../../ui/dialog-footer';
import { ConflictChoice } from '../../ui/conflict-choice';
import { useSubmit } from '../../ui/use-submit';

/**
 * Issue 33: the booking as someone else saved it after the form opened (nothing was written): who,
 * when (ISO, the version Keep mine is sent over) and the booking now.
 */
export interface BookingTheirs {
  byName: string;
  at: string;
  booking: Booking;
}

/** Keeps the booking; `over` is the version Keep mine saves over. Resolves to theirs on a conflict. */
type SaveBooking = (details: BookingDetails, over?: string) => Promise<BookingTheirs | void>;

/** A booking's details in words, for both versions of a conflict. */
const detailWords = (b: Pick<BookingDetails, 'name' | 'time' | 'guests'>) =>
  `${b.name}, ${b.time}, ${b.guests} guests`;

/** What the booking form holds while it is being filled in. */
export interface BookingDraft {
  name: string;
  time: string;
  guests: number | string;
  description: string;
  guestName: string;
  guestPhone: string;
  guestEmail: string;
  /** A staff member's id, or null for no guide. */
  guideStaffId: string | null;
}

const emptyDraft: BookingDraft = {
  name: '',
  time: '',
  guests: 2,
  description: '',
  guestName: '',
  guestPhone: '',
  guestEmail: '',
  guideStaffId: null,
};

const draftOf = (booking: Booking): BookingDraft => ({
  name: booking.name,
  time: booking.time,
  guests: booking.guests,
  description: booking.description ?? '',
  guestName: booking.guest?.name ?? '',
  guestPhone: booking.guest?.phone ?? '',
  guestEmail: booking.guest?.email ?? '',
  guideStaffId: booking.guideStaffId ?? null,
});

/** A guest e-mail the form accepts: blank, or something@somewhere. */
const emailLooksRight = (email: string) => email.trim() === '' || /^[^\s@]+@[^\s@]+$/.test(email.trim());

/**
 * The booking details the draft describes, or null when a required field is missing: name and time
 * must be filled in and the party within the front desk's range (1–50, data/field-limits.ts; an
 * out-of-range number is refused with the range shown, never changed — issue 18).
 */
export function bookingFromDraft(draft: BookingDraft, date: string): BookingDetails | null {
  const name = draft.name.trim();
  const guests = typeof draft.guests === 'number' ? draft.guests : Number.parseInt(draft.guests, 10);
  if (name === '' || draft.time === '' || rangeProblem(guests, NUMBER_RANGES.bookingGuests)) return null;
  if (!emailLooksRight(draft.guestEmail)) return null;
  const description = draft.description.trim();
  return {
    name,
    time: draft.time,
    guests,
    date,
    ...(description ? { description } : {}),
    guideStaffId: draft.guideStaffId,
    guest: { name: draft.guestName.trim(), phone: draft.guestPhone.trim(), email: draft.guestEmail.trim() },
  };
}

/** Whether the form still holds what it opened with (nothing typed). */
const sameDraft = (a: BookingDraft, b: BookingDraft) =>
  a.name === b.name &&
  a.time === b.time &&
  String(a.guests) === String(b.guests) &&
  a.description === b.description &&
  a.guestName === b.guestName &&
  a.guestPhone === b.guestPhone &&
  a.guestEmail === b.guestEmail &&
  a.guideStaffId === b.guideStaffId;

/** What the dialog is for: a new booking on a day, or changing an existing one. */
export type BookingFormTarget = { kind: 'add'; date: string } | { kind: 'edit'; booking: Booking };

/**
 * "Add Booking" (any day of the three-day view, spec §2) and "Edit booking" (managers). Validated like
 * the product form (spec §5): a missing required field gives the toast "Please fill in all required
 * fields" and the dialog stays open with what was typed. `onSubmit` keeps the booking (a promise); when
 * it fails the dialog stays open with the form as typed and says why.
 *
 * Issue 18: the guest's name, phone and e-mail, and the guide picked from the lodge's staff list (by
 * staff member, so renaming the booking never changes its guide). Every text field shows the
 * database's limit as it is typed ("12 / 120") and takes no more.
 */
export function AddBookingDialog({
  target,
  guides = [],
  onClose,
  onSubmit,
  onCancelBooking,
}: {
  /** Null when the dialog is closed. */
  target: BookingFormTarget | null;
  /** The lodge's staff list, to pick the guide from. */
  guides?: readonly GuideChoice[];
  onClose: () => void;
  onSubmit: SaveBooking;
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
          guides={guides}
          submitLabel={target.kind === 'add' ? 'Add Booking' : 'Save changes'}
          onClose={onClose}
          onSubmit={onSubmit}
          onCancelBooking={
            target.kind === 'edit' && isBookingCancellable(target.booking.status)
              ? onCancelBooking
              : undefined
          }
          checkedIn={target.kind === 'edit' && target.booking.status === 'checked_in'}
        />
      ) : null}
    </GuardedModal>
  );
}

function BookingForm({
  date,
  initial,
  guides,
  submitLabel,
  onClose,
  onSubmit,
  onCancelBooking,
  checkedIn = false,
}: {
  date: string;
  initial: BookingDraft;
  guides: readonly GuideChoice[];
  submitLabel: string;
  onClose: () => void;
  onSubmit: SaveBooking;
  onCancelBooking?: () => Promise<void>;
  /** Editing a booking whose guests are on site: no Cancel booking, and the form says why. */
  checkedIn?: boolean;
}) {
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [draft, setDraft] = useState<BookingDraft>(initial);
  const [tried, setTried] = useState(false);
  // Saving and cancelling the booking: one problem shows, the last attempt's.
  const save = useSubmit();
  const cancel = useSubmit();
  // Issue 33: theirs when a save found the booking changed; `over` the version the next save is over.
  const [theirs, setTheirs] = useState<BookingTheirs | null>(null);
  const [over, setOver] = useState<string | undefined>(undefined);
  const requestClose = useDialogDraft(!sameDraft(draft, initial), onClose);
  const cancelBooking = () => {
    if (!onCancelBooking) return;
    save.clear();
    void cancel.run('The booking was not cancelled.', onCancelBooking);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.pending) return;
    if (!emailLooksRight(draft.guestEmail)) {
      setTried(true);
      return;
    }
    const details = bookingFromDraft(draft, date);
    if (!details) {
      setTried(true);
      // Issue 34: only an empty required field is "required"; a number out of range is said on its field.
      if ([draft.name, draft.time, String(draft.guests)].some((value) => value.trim() === ''))
        showNotification({ tone: 'error', title: 'Please fill in all required fields' });
      return;
    }
    cancel.clear();
    const changed = await save.run('The booking was not saved.', () => onSubmit(details, over));
    if (changed) {
      setTheirs(changed);
      setOver(changed.at);
    }
  };
  const missing = (value: string) => (tried && value.trim() === '' ? 'Required' : undefined);
  const guestsError =
    missing(String(draft.guests)) ??
    (tried ? (rangeProblem(draft.guests, NUMBER_RANGES.bookingGuests) ?? undefined) : undefined);
  const guideData = guides.map((guide) => ({
    value: guide.id,
    label: guide.role ? `${guide.name} · ${guide.role}` : guide.name,
  }));
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <LimitedTextInput
          label="Booking name"
          description="For example: Morning Mokoro Excursion"
          withAsterisk
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={missing(draft.name)}
          data-autofocus
          limit={bookingNameLimit}
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
          // The range once: as the hint, or as the error that replaces it (issue 34: it showed twice).
          description={guestsError ? undefined : rangeText(NUMBER_RANGES.bookingGuests)}
          min={NUMBER_RANGES.bookingGuests.min}
          max={NUMBER_RANGES.bookingGuests.max}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          value={draft.guests}
          onChange={(value) => setDraft({ ...draft, guests: value })}
          error={guestsError}
        />
        <LimitedTextarea
          label="Description"
          rows={2}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          limit={bookingTextLimit}
        />
        <Select
          label="Guide"
          description="From the lodge's staff list"
          placeholder={guideData.length > 0 ? 'No guide' : 'No staff on the list yet'}
          data={guideData}
          value={draft.guideStaffId}
          onChange={(value) => setDraft({ ...draft, guideStaffId: value })}
          clearable
          disabled={guideData.length === 0}
          comboboxProps={{ withinPortal: true }}
        />
        <LimitedTextInput
          label="Guest name"
          autoComplete="off"
          value={draft.guestName}
          onChange={(event) => setDraft({ ...draft, guestName: event.currentTarget.value })}
          limit={guestContactLimits.name}
        />
        <LimitedTextInput
          label="Guest phone"
          type="tel"
          autoComplete="off"
          value={draft.guestPhone}
          onChange={(event) => setDraft({ ...draft, guestPhone: event.currentTarget.value })}
          limit={guestContactLimits.phone}
        />
        <LimitedTextInput
          label="Guest e-mail"
          type="email"
          autoComplete="off"
          value={draft.guestEmail}
          onChange={(event) => setDraft({ ...draft, guestEmail: event.currentTarget.value })}
          error={
            tried && !emailLooksRight(draft.guestEmail)
              ? 'Enter an e-mail address like name@example.com'
              : undefined
          }
          limit={guestContactLimits.email}
        />
        {theirs ? (
          <ConflictChoice
            byName={theirs.byName}
            at={theirs.at}
            theirs={detailWords(theirs.booking)}
            yours={detailWords({ name: draft.name, time: draft.time, guests: Number(draft.guests) })}
            keepMineSubmits
            busy={save.pending}
            onTakeTheirs={() => {
              setDraft(draftOf(theirs.booking));
              setTheirs(null);
            }}
          />
        ) : (
          <DialogFooter
            onCancel={requestClose}
            confirmLabel={submitLabel}
            loading={save.pending}
            disabled={cancel.pending}
            spaced
            problem={save.problem ?? cancel.problem}
          />
        )}
        {checkedIn ? (
          <Text size="sm" c="dimmed">
            These guests are checked in: correct the details here; to end the booking, check them out.
          </Text>
        ) : null}
        {onCancelBooking ? (
          confirmingCancel ? (
            <DialogFooter
              cancelLabel="Keep booking"
              onCancel={() => setConfirmingCancel(false)}
              cancelDisabled={cancel.pending}
              confirmLabel="Yes, cancel booking"
              color="red.9"
              loading={cancel.pending}
              onConfirm={cancelBooking}
            />
          ) : (
            <Button
              variant="subtle"
              color="red.9"
              onClick={() => setConfirmingCancel(true)}
              disabled={save.pending}
            >
              Cancel booking
            </Button>
          )
        ) : null}
      </Stack>
    </form>
  );
}
