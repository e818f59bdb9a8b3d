import { useCallback, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconClock, IconMail, IconPhone, IconUsers } from '@tabler/icons-react';
import {
  bookingStatusLabels,
  bookingTextLimit,
  checkInOpen,
  hasGuestContact,
  isBookingEditable,
  guestsLabel,
  guideFor,
  nextStatusStep,
  telHref,
  type Booking,
  type BookingNote,
  type BookingStatus,
} from '../../data/bookings';
import { useSubmit } from '../use-submit';
import { GuardedModal, useDialogDraft } from '../guarded-modal';
import { formatMoney } from '../../data/money';
import { longDay } from '../../lib/calendar-day';
import type { BookingMoneyPort, BookingMoneyRead } from './booking-money-section';
import { BookingNotesList, type BookingNoteChanges } from './booking-notes-list';
import { LimitedTextarea } from '../limited-text';
import { DialogFooter } from '../dialog-footer';
import { lazyPiece } from '../lazy-piece';
import { NeedsConnection } from '../needs-connection';

// The money section (forms, selects) loads when a dialog first shows it (issue 11 route budgets).
// Where its code cannot come yet, the rest of the booking stays usable and a calm word sits in its place.
const BookingMoneySection = lazyPiece(
  () => import('./booking-money-section').then((module) => module.BookingMoneySection),
  { unavailable: (retry) => <NeedsConnection what="The payments part" onRetry={retry} /> },
);

/** What the person looking at a booking may do (their role, issue 8 "Roles"). */
export interface BookingAbilities {
  /** See the notes kept on the booking. */
  readNotes: boolean;
  /** Save Note. */
  writeNotes: boolean;
  /** Check in / Check out. */
  checkInOut: boolean;
  /** Edit (and from there cancel) the booking. */
  manage: boolean;
}

/** Badge colour per status; dark shades so white text passes WCAG AA. */
export const statusColors: Readonly<Record<BookingStatus, string>> = {
  tentative: 'violet.8',
  confirmed: 'gray.7',
  checked_in: 'lodge',
  checked_out: 'blue.8',
  cancelled: 'red.9',
  no_show: 'orange.9',
};

/**
 * Booking detail dialog (spec §2): the name, the time and guest count, a description, guide name and
 * phone (with fallbacks by booking name), the booking's status with **Check in** then **Check out**,
 * the notes kept on it (author and time), an "Add Notes" textarea and "Cancel" / "Save Note"; managers
 * also get Edit booking (where a booking is also cancelled). Save Note is ignored when the note is empty after trimming (spec
 * §5). Every write is the caller's (a promise); while it runs its button shows so, and when it fails
 * the dialog stays open with what was typed and says why.
 *
 * Shared by the dashboard and Bookings. While it animates closed it keeps showing the booking it had.
 */
export function BookingDetailDialog({
  booking,
  notes,
  abilities,
  onClose,
  onSaveNote,
  onChangeStatus,
  onEdit,
  money,
  moneyRead,
  onMoneyChanged,
  today,
  noteChanges,
}: {
  booking: Booking | null;
  /** Notes kept on this booking, oldest first. */
  notes: readonly BookingNote[];
  abilities: BookingAbilities;
  onClose: () => void;
  onSaveNote: (booking: Booking, note: string) => Promise<void>;
  onChangeStatus: (booking: Booking, status: BookingStatus) => Promise<void>;
  /** Opens the edit form (managers; it also cancels); omitted where editing is not offered. */
  onEdit?: (booking: Booking) => void;
  /** The booking's money (issue 20; owners, managers, staff): omitted where it is not shown. */
  money?: BookingMoneyPort | undefined;
  /**
   * The money as the screen's route loader read it, null while it reads (issue 35); omitted where the
   * money section reads it itself (see `BookingMoneySection`).
   */
  moneyRead?: BookingMoneyRead | null | undefined;
  /** After a money write: the screen reads its data again (issue 35: `router.invalidate()`). */
  onMoneyChanged?: (() => Promise<void>) | undefined;
  /** The lodge's today (`YYYY-MM-DD`): Check in is offered from the booking's day on (issue 18). */
  today?: string | undefined;
  /** Edit and Delete on the notes (issue 18); omitted where notes are only read. */
  noteChanges?: BookingNoteChanges | undefined;
}) {
  const [shown, setShown] = useState(booking);
  if (booking && booking !== shown) setShown(booking);
  return (
    <GuardedModal opened={booking !== null} onClose={onClose} title={shown?.name ?? ''} centered size="md">
      {shown ? (
        // Keyed by booking so a half-written note never carries over to another booking.
        <BookingDetail
          key={shown.id}
          booking={shown}
          notes={notes.filter((note) => note.bookingId === shown.id)}
          abilities={abilities}
          onClose={onClose}
          onSaveNote={onSaveNote}
          onChangeStatus={onChangeStatus}
          onEdit={onEdit}
          money={money}
          moneyRead={moneyRead}
          onMoneyChanged={onMoneyChanged}
          today={today}
          noteChanges={noteChanges}
        />
      ) : null}
    </GuardedModal>
  );
}

type Pending = 'note' | BookingStatus | null;

function BookingDetail({
  booking,
  notes,
  abilities,
  onClose,
  onSaveNote,
  onChangeStatus,
  onEdit,
  money,
  moneyRead,
  onMoneyChanged,
  today,
  noteChanges,
}: {
  booking: Booking;
  notes: readonly BookingNote[];
  abilities: BookingAbilities;
  onClose: () => void;
  onSaveNote: (booking: Booking, note: string) => Promise<void>;
  onChangeStatus: (booking: Booking, status: BookingStatus) => Promise<void>;
  onEdit?: ((booking: Booking) => void) | undefined;
  money?: BookingMoneyPort | undefined;
  moneyRead?: BookingMoneyRead | null | undefined;
  onMoneyChanged?: (() => Promise<void>) | undefined;
  today?: string | undefined;
  noteChanges?: BookingNoteChanges | undefined;
}) {
  // Issue 20: check-out with a balance due asks first ("P 350.00 still due — check out anyway?").
  const [due, setDue] = useState<{ amount: number; currency: string } | null>(null);
  const [askCheckOut, setAskCheckOut] = useState(false);
  const onDueChange = useCallback((amount: number, currency: string) => setDue({ amount, currency }), []);
  const [note, setNote] = useState('');
  // The write last asked for: its button shows the attempt (the others wait while it runs).
  const [asked, setAsked] = useState<Pending>(null);
  const write = useSubmit();
  const pending = write.pending ? asked : null;
  const problem = write.problem;
  const requestClose = useDialogDraft(note.trim() !== '', onClose);
  const guide = guideFor(booking);
  const step = nextStatusStep(booking.status);
  // Issue 18: not before the arrival day, in the lodge's time zone.
  const notYet = step?.to === 'checked_in' && today !== undefined && !checkInOpen(booking, today);

  const run = (what: Exclude<Pending, null>, action: () => Promise<void>, failure: string) => {
    setAsked(what);
    return write.run(`${failure}.`, action);
  };
  const save = () => {
    const trimmed = note.trim();
    if (trimmed === '') return;
    void run('note', () => onSaveNote(booking, trimmed), 'The note was not saved');
  };
  const changeStatus = (status: BookingStatus, failure: string) =>
    void run(status, () => onChangeStatus(booking, status), failure);

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
        <Badge
          variant="filled"
          color={statusColors[booking.status]}
          aria-label={`Status: ${bookingStatusLabels[booking.status]}`}
        >
          {bookingStatusLabels[booking.status]}
        </Badge>
        {booking.pending ? (
          <Text size="sm" c="dimmed">
            Waiting to send
          </Text>
        ) : null}
      </Group>
      {step && abilities.checkInOut && notYet ? (
        <Text size="sm" c="dimmed">
          Check-in opens on {longDay(booking.date)}.
        </Text>
      ) : null}
      {step && abilities.checkInOut && !notYet ? (
        <Button
          size="md"
          fullWidth
          loading={pending === step.to}
          disabled={pending !== null}
          onClick={() =>
            step.to === 'checked_out' && due && due.amount > 0
              ? setAskCheckOut(true)
              : changeStatus(step.to, `${step.label} did not go through`)
          }
        >
          {step.label}
        </Button>
      ) : null}
      {askCheckOut && step && due ? (
        <Alert color="orange" variant="light" role="alertdialog" aria-label="Balance due">
          <Text size="sm" mb="xs">
            {formatMoney(due.amount, due.currency)} still due — check out anyway?
          </Text>
          <Group gap="sm">
            <Button
              size="sm"
              onClick={() => {
                setAskCheckOut(false);
                changeStatus(step.to, `${step.label} did not go through`);
              }}
            >
              Check out anyway
            </Button>
            <Button size="sm" variant="default" onClick={() => setAskCheckOut(false)}>
              Not yet
            </Button>
          </Group>
        </Alert>
      ) : null}
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
      {hasGuestContact(booking.guest) ? (
        <div>
          <Text fw={600} size="sm">
            Guest
          </Text>
          {booking.guest.name ? <Text size="sm">{booking.guest.name}</Text> : null}
          {booking.guest.phone ? (
            <Anchor
              href={telHref(booking.guest.phone)}
              size="sm"
              display="block"
              aria-label={`Call the guest on ${booking.guest.phone}`}
            >
              <Group gap={6} component="span" wrap="nowrap">
                <IconPhone size={16} aria-hidden="true" />
                {booking.guest.phone}
              </Group>
            </Anchor>
          ) : null}
          {booking.guest.email ? (
            <Anchor
              href={`mailto:${booking.guest.email}`}
              size="sm"
              display="block"
              style={{ overflowWrap: 'anywhere' }}
              aria-label={`E-mail the guest at ${booking.guest.email}`}
            >
              <Group gap={6} component="span" wrap="nowrap">
                <IconMail size={16} aria-hidden="true" />
                {booking.guest.email}
              </Group>
            </Anchor>
          ) : null}
        </div>
      ) : null}
      {money ? (
        <BookingMoneySection
          bookingId={booking.id}
          bookingName={booking.name}
          port={money}
          read={moneyRead}
          onChanged={onMoneyChanged}
          onDueChange={onDueChange}
        />
      ) : null}
      {abilities.readNotes ? (
        <section aria-label="Notes on this booking">
          <Text fw={600} size="sm">
            Notes
          </Text>
          <BookingNotesList notes={notes} changes={noteChanges} />
        </section>
      ) : null}
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      {abilities.writeNotes ? (
        <LimitedTextarea
          label="Add Notes"
          placeholder="Add notes about this booking..."
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          rows={3}
          data-autofocus
          limit={bookingTextLimit}
        />
      ) : null}
      <DialogFooter
        onCancel={requestClose}
        confirmLabel={abilities.writeNotes ? 'Save Note' : undefined}
        onConfirm={save}
        loading={pending === 'note'}
        disabled={pending !== null && pending !== 'note'}
      />
      {abilities.manage && onEdit && isBookingEditable(booking.status) ? (
        <Button variant="subtle" onClick={() => onEdit(booking)} disabled={pending !== null}>
          Edit booking
        </Button>
      ) : null}
    </Stack>
  );
}
