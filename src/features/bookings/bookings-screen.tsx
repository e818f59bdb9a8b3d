import { useCallback, useMemo, useRef, useState } from 'react';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconCloudOff, IconPlus } from '@tabler/icons-react';
import { useRouter, useSearch, type NavigateOptions } from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import {
  bookingDateFormat,
  bookingDayCount,
  bookingsOn,
  bookingStatusLabels,
  type Booking,
  type BookingNote,
  type BookingStatus,
} from '../../data/bookings';
import { can, type LodgeRole } from '../../data/lodge-roles';
import { addDays, longDay } from '../../lib/calendar-day';
import { failureSentence } from '../../lib/supabase/errors';
import type { BookingDetails } from '../../lib/supabase/bookings';
import { BookingDetailDialog } from '../../ui/bookings/booking-detail-dialog';
import type { BookingMoneyPort } from '../../ui/bookings/booking-money-section';
import type { BookingNoteChanges } from '../../ui/bookings/booking-notes-list';
import { BookingList } from '../../ui/bookings/booking-row';
import { DayNavigator } from '../../ui/bookings/day-navigator';
import { showNotification } from '../../ui/notify';
import { wordsAfterSave } from '../../lib/offline/lazy-queued-writes';
import { Page } from '../../ui/page';
import { CopyMark } from '../../ui/copy-mark';
import { showUndoToast } from '../../ui/undo-toast';
import { tappedPlace } from '../../ui/tapped-place';
import { useLodgeToday } from '../../ui/use-today';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import { useSelector } from '@xstate/react';
import { useAuthActor } from '../../lib/auth/auth-context';
import { selectUserId } from '../../lib/auth/auth-selectors';
import type { OutboxPerson } from '../../lib/offline/queued-writes';
import { useSyncedState } from '../../ui/use-synced-state';
import { LoadingLine } from '../../ui/loading-line';
import { useMountedOnceOpened } from '../../ui/use-mounted-once-opened';
import type { BookingFormTarget } from './add-booking-dialog';
import type { GuideChoice } from './booking-guides.data';
import type { BookingsData } from './bookings.data';
import type { BookingDetailData } from './booking-detail.data';
import { bookingsWrites, type BookingsWrites } from './bookings.writes';
import { bookingMoneyPort } from './booking-money.data';
import { lazyPiece } from '../../ui/lazy-piece';

// The booking form (its Select, fields and counters) loads when first opened (issue 11 route budget).
const AddBookingDialog = lazyPiece(
  () => import('./add-booking-dialog').then((module) => module.AddBookingDialog),
  { asked: { open: (props) => props.target !== null, close: (props) => props.onClose() } },
);

/** The badge beside a day's heading: Today and Tomorrow (the lodge's days). */
const dayBadge = (date: string, today: string) =>
  date === today ? 'Today' : date === addDays(today, 1) ? 'Tomorrow' : null;

/** What Undo says it undoes, by the status a change moved to (issue 18: "Checked in · Undo"). */
const undoable: Partial<Record<BookingStatus, string>> = {
  checked_in: bookingStatusLabels.checked_in,
  checked_out: bookingStatusLabels.checked_out,
};

/**
 * Bookings (/bookings, spec §2): three days, each headed by its date, listing its bookings or "No
 * bookings scheduled for this day" with an "Add Booking" button; a day with bookings has Add Booking
 * too. Rows open the booking detail dialog: Check in (from the booking's day on) / Check out, each
 * undoable for a few seconds, notes kept on the booking (Save Note still logs, spec §4; their authors,
 * owners and managers edit and delete them), and for managers Edit and Cancel booking. The three days
 * start at the lodge's today unless the date navigator (`onPickDay`, the URL's `?from=`) moved them;
 * read offline, days the phone does not keep say so. Data comes from the route loader.
 *
 * Issue 35: the open booking is the address's `?booking=<id>` (reload and Back keep it; a link opens
 * it): a tap opens the dialog at once and asks the route for the booking's money (`detail`, read by
 * the loader beside the days, so the sync's `router.invalidate()` refreshes it); closing takes the
 * param away (Back, when the tap added it) and focus returns to the row. An id that names no booking
 * says so in plain words.
 */
export function BookingsScreen({
  data,
  lodge,
  guides = [],
  onPickDay,
  loadingDays = false,
  writes = bookingsWrites,
  money = bookingMoneyPort,
  detail,
  navigate,
}: {
  data: BookingsData;
  lodge: LodgeMembership;
  /** The lodge's staff list, to pick a booking's guide from. */
  guides?: readonly GuideChoice[];
  /** Moves the view to start on `from` (`YYYY-MM-DD`), or back to today (null). No navigator without it. */
  onPickDay?: (from: string | null) => void;
  /** Other days asked for with `onPickDay` are loading: the days shown stay, and say so. */
  loadingDays?: boolean;
  writes?: BookingsWrites;
  /** The booking dialog's money section for a lodge (issue 20), swappable in tests. */
  money?: (
    lodgeId: string,
    person: OutboxPerson | null,
    role?: LodgeRole | null,
    today?: string,
  ) => BookingMoneyPort;
  /**
   * The booking the address opens and its money, as the route's loader read them (issue 35); null
   * when none is open. Absent (a screen rendered alone): the dialog's money section reads it itself.
   */
  detail?: BookingDetailData | null | undefined;
  /**
   * Moves the address (opening and closing a booking) once the route has loaded it, the days staying
   * on view meanwhile (the route's `useNavigateWhenLoaded`); by default the router's own navigate.
   */
  navigate?: ((target: NavigateOptions) => void) | undefined;
}) {
  const router = useRouter();
  const person = useOutboxPerson();
  const userId = useSelector(useAuthActor(), selectUserId);
  const today = useLodgeToday(lodge.timezone);
  const [shown, update] = useSyncedState(data);
  const [openId, openBooking] = useOpenBooking(navigate);
  const routed = detail !== undefined;
  const open =
    openId === null
      ? null
      : (shown.bookings.find((booking) => booking.id === openId) ??
        (detail?.bookingId === openId ? detail.booking : null));
  const missing =
    openId !== null && open === null && detail?.bookingId === openId ? detail.missing : undefined;
  const setOpen = (booking: Booking | null) => openBooking(booking?.id ?? null);
  const [form, setForm] = useState<BookingFormTarget | null>(null);
  const formUsed = useMountedOnceOpened(form !== null);
  const first = dayjs(data.from);
  const days = Array.from({ length: bookingDayCount }, (_, offset) => first.add(offset, 'day'));
  const mayAdd = can(lodge.role, 'addBookings');
  const moneyPort = useMemo(
    () => (can(lodge.role, 'recordMoney') ? money(lodge.lodgeId, person, lodge.role, today) : undefined),
    [money, lodge.lodgeId, lodge.role, person, today],
  );

  const replace = (saved: Booking) =>
    update((current) => ({
      ...current,
      bookings: current.bookings.some((b) => b.id === saved.id)
        ? current.bookings.map((b) => (b.id === saved.id ? saved : b))
        : [...current.bookings, saved],
    }));

  const saveNote = async (booking: Booking, note: string) => {
    console.log('Booking note', { bookingId: booking.id, booking: booking.name, note });
    const kept = await writes.addBookingNote(
      { lodgeId: lodge.lodgeId, bookingId: booking.id, text: note },
      person,
    );
    update((current) => ({ ...current, notes: [...current.notes, kept] }));
    setOpen(null);
    void router.invalidate();
  };
  /** Moves `saved` back to `previous` through the same (queued) write (issue 18: Undo). */
  const undo = async (saved: Booking, previous: BookingStatus) => {
    try {
      const back = await writes.setBookingStatus(lodge.lodgeId, saved, previous, person);
      replace(back);
      void router.invalidate();
    } catch (error) {
      showNotification({ tone: 'error', title: failureSentence('Undo did not go through.', error) });
    }
  };
  const changeStatus = async (booking: Booking, status: BookingStatus) => {
    const near = tappedPlace();
    const saved = await writes.setBookingStatus(lodge.lodgeId, booking, status, person);
    replace(saved);
    setOpen(saved.status === 'cancelled' ? null : saved);
    // Issue 33: "Booking cancelled" once the lodge has it; kept on this phone, the toast says so.
    const said = await wordsAfterSave(
      'booking.setStatus',
      { lodgeId: lodge.lodgeId, booking, to: status },
      saved,
    );
    if (status === 'cancelled' && said) showNotification({ tone: 'success', title: said });
    if (undoable[status] && said)
      showUndoToast({
        title: said,
        detail: booking.name,
        near,
        onUndo: () => void undo(saved, booking.status),
      });
    void router.invalidate();
  };
  const replaceNotes = (change: (notes: BookingNote[]) => BookingNote[]) =>
    update((current) => ({ ...current, notes: change(current.notes) }));
  const noteChanges: BookingNoteChanges = {
    // Issue 18: a note's author edits and deletes it; owners and managers any (RLS says the same).
    mayChange: (note) =>
      lodge.role === 'owner' ||
      lodge.role === 'manager' ||
      (can(lodge.role, 'writeNotes') && note.authorId != null && note.authorId === userId),
    edit: async (note, text, over) => {
      // Issue 33: the edit carries the version seen (theirs after Keep mine); a conflict keeps the form.
      const { pending: _shown, ...opened } = note;
      const seen = over ?? opened.updatedAt ?? null;
      const edited = await writes.editBookingNote(
        { lodgeId: lodge.lodgeId, note: opened, text, seen },
        person,
      );
      if (edited.theirs) {
        const { byName, at, row } = edited.theirs;
        return { byName, at, text: row.text };
      }
      const saved = { ...opened, ...edited.saved };
      replaceNotes((notes) => notes.map((n) => (n.id === note.id ? saved : n)));
      void router.invalidate();
    },
    remove: async (note) => {
      await writes.deleteBookingNote(note.id);
      replaceNotes((notes) => notes.filter((n) => n.id !== note.id));
      void router.invalidate();
    },
  };
  const submitForm = async (details: BookingDetails, over?: string) => {
    if (!form) return;
    let saved: Booking;
    let said: string | null;
    if (form.kind === 'add') {
      saved = await writes.addBooking(lodge.lodgeId, details, person);
      said = await wordsAfterSave('booking.add', { lodgeId: lodge.lodgeId, details }, saved);
    } else {
      // Issue 33: the edit carries the version seen (theirs after Keep mine); a conflict keeps the form.
      const { pending: _shown, ...opened } = form.booking;
      const change = { lodgeId: lodge.lodgeId, opened, details, seen: over ?? opened.updatedAt ?? null };
      const edited = await writes.editBooking(change, person);
      if (edited.theirs) return { ...edited.theirs, booking: edited.theirs.row };
      saved = edited.saved;
      said = await wordsAfterSave('booking.edit', change, edited);
    }
    replace(saved);
    setForm(null);
    if (said) showNotification({ tone: 'success', title: said });
    void router.invalidate();
  };

  return (
    <Page
      title="Bookings"
      description={
        <>
          {data.from === today
            ? 'Today and the next two days'
            : `${longDay(data.from)} to ${longDay(addDays(data.from, bookingDayCount - 1))}`}
          <CopyMark copiedAt={data.copiedAt} />
        </>
      }
    >
      {onPickDay ? (
        <DayNavigator from={data.from} today={today} step={bookingDayCount} onPick={onPickDay} />
      ) : null}
      {loadingDays ? <LoadingLine label="Loading the other days…" /> : null}
      {days.map((day, offset) => {
        const date = day.format(bookingDateFormat);
        const label = day.format('dddd, MMMM D');
        const onDay = bookingsOn(shown.bookings, date);
        const headingId = `bookings-day-${offset}`;
        const badge = dayBadge(date, today);
        const kept = data.keptDays;
        if (kept && (date < kept.from || date > kept.to)) {
          return (
            <Stack component="section" gap="xs" key={date} aria-labelledby={headingId}>
              <Title order={2} size="h4" id={headingId}>
                {label}
              </Title>
              <Paper withBorder radius="md" p="md">
                <Stack align="center" gap="xs">
                  <IconCloudOff size={28} aria-hidden="true" />
                  <Text ta="center">
                    This day is not kept on this phone. Its bookings show when the signal returns.
                  </Text>
                  <Text ta="center" size="sm" c="dimmed">
                    Offline, this phone keeps {longDay(kept.from)} to {longDay(kept.to)}.
                  </Text>
                </Stack>
              </Paper>
            </Stack>
          );
        }
        return (
          <Stack component="section" gap="xs" key={date} aria-labelledby={headingId}>
            <Group gap="xs" align="center" justify="space-between" wrap="nowrap">
              {/* The date wraps, the Add button never shrinks (it was cut to "Ad" at 390 px). */}
              <Group gap="xs" align="center" flex={1} miw={0}>
                <Title order={2} size="h4" id={headingId}>
                  {label}
                </Title>
                {badge ? (
                  <Badge variant="filled" color="lodge" size="sm">
                    {badge}
                  </Badge>
                ) : null}
              </Group>
              {onDay.length > 0 && mayAdd ? (
                <Button
                  variant="light"
                  size="sm"
                  leftSection={<IconPlus size={16} aria-hidden="true" />}
                  onClick={() => setForm({ kind: 'add', date })}
                  aria-label={`Add Booking for ${label}`}
                  style={{ flexShrink: 0 }}
                >
                  Add
                </Button>
              ) : null}
            </Group>
            {onDay.length > 0 ? (
              <BookingList bookings={onDay} onOpen={setOpen} />
            ) : (
              <Paper withBorder radius="md" p="md">
                <Stack align="center" gap="xs">
                  <IconCalendarOff size={28} aria-hidden="true" />
                  <Text ta="center">No bookings scheduled for this day</Text>
                  {mayAdd ? (
                    <Button
                      leftSection={<IconPlus size={18} aria-hidden="true" />}
                      onClick={() => setForm({ kind: 'add', date })}
                      aria-label={`Add Booking for ${label}`}
                    >
                      Add Booking
                    </Button>
                  ) : null}
                </Stack>
              </Paper>
            )}
          </Stack>
        );
      })}
      <Modal
        opened={missing !== undefined}
        onClose={() => openBooking(null)}
        title="Booking not found"
        centered
      >
        <Stack gap="md">
          <Text>{missing}</Text>
          <Button onClick={() => openBooking(null)}>Close</Button>
        </Stack>
      </Modal>
      <BookingDetailDialog
        booking={open}
        notes={shown.notes}
        abilities={{
          readNotes: can(lodge.role, 'readBookingNotes'),
          writeNotes: can(lodge.role, 'writeNotes'),
          checkInOut: can(lodge.role, 'checkGuestsInOut'),
          manage: can(lodge.role, 'manageBookings'),
        }}
        onClose={() => setOpen(null)}
        onSaveNote={saveNote}
        onChangeStatus={changeStatus}
        onEdit={(booking) => {
          setOpen(null);
          setForm({ kind: 'edit', booking });
        }}
        money={moneyPort}
        moneyRead={routed ? (detail?.bookingId === openId ? detail.money : null) : undefined}
        onMoneyChanged={routed ? () => router.invalidate() : undefined}
        today={today}
        noteChanges={noteChanges}
      />
      {formUsed ? (
        <AddBookingDialog
          target={form}
          guides={guides}
          onClose={() => setForm(null)}
          onSubmit={submitForm}
          onCancelBooking={async () => {
            if (form?.kind !== 'edit') return;
            await changeStatus(form.booking, 'cancelled');
            setForm(null);
          }}
        />
      ) : null}
    </Page>
  );
}

/**
 * The booking open on Bookings (issue 35): the address's `?booking=<id>`, shown at once on a tap while
 * the route loads it (`navigateWhenLoaded`: the days stay on view, no pending screen). Closing takes
 * the param away: Back when this screen's own tap added it (so Back afterwards leaves Bookings rather
 * than opening the booking again), else a replace. @returns the open id (null: none) and `open(id)`.
 */
function useOpenBooking(
  navigateWhenLoaded?: (target: NavigateOptions) => void,
): readonly [string | null, (bookingId: string | null) => void] {
  const router = useRouter();
  const search = useSearch({ strict: false });
  const asked = typeof search.booking === 'string' ? search.booking : null;
  const [openId, setOpenId] = useSyncedState(asked);
  const navigate = useCallback(
    (target: NavigateOptions) =>
      navigateWhenLoaded ? navigateWhenLoaded(target) : void router.navigate(target),
    [navigateWhenLoaded, router],
  );
  /** The entry this screen pushed by a tap, so closing goes Back to where the tap was. */
  const pushed = useRef<string | null>(null);
  const open = useCallback(
    (bookingId: string | null) => {
      setOpenId(() => bookingId);
      const current = router.state.location;
      if (bookingId === null && pushed.current === current.href && current.search.booking) {
        pushed.current = null;
        router.history.back();
        return;
      }
      navigate({
        to: '/bookings',
        search: (previous: Record<string, unknown>) => ({ ...previous, booking: bookingId ?? undefined }),
        replace: bookingId === null,
      });
      if (bookingId !== null) {
        const href = router.buildLocation({
          to: '/bookings',
          search: (previous: Record<string, unknown>) => ({ ...previous, booking: bookingId }),
        }).href;
        pushed.current = href;
      }
    },
    [navigate, router, setOpenId],
  );
  return [openId, open] as const;
}
