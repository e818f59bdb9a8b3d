import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconNote, IconPlus } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import { bookingStatusLabels, type Booking, type BookingStatus } from '../../data/bookings';
import { can } from '../../data/lodge-roles';
import { clockTime, longDay } from '../../lib/calendar-day';
import { useAuthActor } from '../../lib/auth/auth-context';
import { selectUserId } from '../../lib/auth/auth-selectors';
import { dismissSampleNotice, isSampleNoticeDismissed } from '../../lib/lodge/sample-notice';
import { Page } from '../../ui/page';
import { CopyMark } from '../../ui/copy-mark';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import { useOutbox } from '../../lib/offline/outbox-store';
import { useSyncedState } from '../../ui/use-synced-state';
import { useLodgeToday } from '../../ui/use-today';
// The booking list and dialog are shared with Bookings (see BookingDetailDialog).
import { BookingList } from '../../ui/bookings/booking-row';
import type { DashboardData } from './dashboard.data';
import { dashboardWrites, type DashboardWrites } from './dashboard.writes';
import { wordsAfterSave } from '../../lib/offline/lazy-queued-writes';
import { StaffToday } from './staff-today';
import type { Forecast } from '../../lib/weather/forecast';
import { notesWithOwn, type Note } from '../../data/notes';
import { WeatherCard } from './weather-card';
import { weatherOf } from '../../lib/weather/lodge-weather';
import { dialogAskedFor, lazyPiece, drawnWhileAskedFor } from '../../ui/lazy-piece';
import { RoomBoardCard } from '../../ui/room-board-card';
import { tappedPlace } from '../../ui/tapped-place';
import type { FrontDeskStay } from '../../data/front-desk';

// The dashboard is the first screen after sign-in: its dialogs load when first opened, not up front.
const BookingDetailDialog = lazyPiece(
  () => import('../../ui/bookings/booking-detail-dialog').then((module) => module.BookingDetailDialog),
  { asked: { open: (props) => props.booking !== null, close: (props) => props.onClose() } },
);
const DeleteNoteDialog = lazyPiece(
  () => import('./delete-note-dialog').then((module) => module.DeleteNoteDialog),
  { asked: drawnWhileAskedFor },
);
// The front desk's Today card (issue 31) comes with the server's answer, after the first paint. Its
// code is fetched as this screen's arrives, and the loader waits for it beside the front desk's day
// (`loadDashboardRoute`): drawn after the rest of the dashboard, it pushed the lodge's card and
// today's bookings 272 px down under the person reading them (issue 34: the cold start's CLS 0.18).
const TodayCard = lazyPiece(() => import('./today-card').then((module) => module.TodayCard));
TodayCard.preload();
const AddNoteDialog = lazyPiece(() => import('./add-note-dialog').then((module) => module.AddNoteDialog), {
  asked: dialogAskedFor,
});

/**
 * Dashboard (/, spec §2): today's date (weekday, month, day), the lodge's name and location, the
 * weather card, today's bookings with "View All", staff on shift today and today's notes — all read
 * from the lodge's database by the route loader (`data`). Add Note keeps the note (author and time
 * shown); a note saved from a booking's dialog is kept on the booking and added to today's notes,
 * prefixed with the booking name. Owners see, once, that the seeded content is theirs to change.
 * A lodge with rooms opens on the **Today** card (issue 31: arrivals, departures, in house, tonight's
 * rooms, Check in / Check out) and, for those who mark rooms, the housekeeping board's card.
 */
export function DashboardScreen({
  data,
  forecast = null,
  lodge,
  writes = dashboardWrites,
}: {
  data: DashboardData;
  /** The lodge's forecast (issue 18: a lodge with coordinates), fresh or kept; null: none (see `weatherOf`). */
  forecast?: Forecast | null;
  lodge: LodgeMembership;
  writes?: DashboardWrites;
}) {
  const router = useRouter();
  // Issue 12: left open across midnight, the dashboard loads the new day (date, bookings, notes) —
  // the lodge's midnight (issue 8), whatever the phone's time zone.
  const lodgeDay = useLodgeToday(lodge.timezone);
  useEffect(() => {
    if (lodgeDay !== data.date) void router.invalidate();
  }, [lodgeDay, data.date, router]);
  const auth = useAuthActor();
  const userId = useSelector(auth, selectUserId) ?? '';
  const person = useOutboxPerson();
  const [shown, update] = useSyncedState(data);
  // Issue 33 finding 1: the notes saved here, shown until the rows read hold them (see `notesWithOwn`).
  const [ownNotes, setOwnNotes] = useState<Note[]>([]);
  const { attention } = useOutbox(person?.userId ?? null);
  useEffect(() => {
    setOwnNotes((own) => {
      const left = own.filter((note) => !data.notes.some((row) => row.id === note.id));
      return left.length === own.length ? own : left;
    });
  }, [data]);
  const notes = notesWithOwn(shown.notes, ownNotes, attention);
  const [open, setOpen] = useState<Booking | null>(null);
  const [addingNote, setAddingNote] = useState(false);
  const [editingNote, setEditingNote] = useState<Note | null>(null);
  const [deletingNote, setDeletingNote] = useState<Note | null>(null);
  const [noticeDismissed, setNoticeDismissed] = useState(() =>
    isSampleNoticeDismissed(userId, lodge.lodgeId),
  );
  // Issue 34: only while the lodge still holds its sample content (`lodges.sample_content`, kept in
  // the lodges' day-pack copy): after Remove sample content it is gone, after a reload and offline too.
  const noticeShown = lodge.role === 'owner' && lodge.sample === true && !noticeDismissed;
  // Once a dialog has been opened it stays mounted, so it can play its closing transition.
  const [bookingDialogUsed, setBookingDialogUsed] = useState(false);
  const [noteDialogUsed, setNoteDialogUsed] = useState(false);
  const mayWrite = can(lodge.role, 'writeNotes');
  // Issue 35: read with the lodge (the lodge actor, router context), kept in its copy for offline.
  const currency = lodge.currency ?? null;
  /** Issue 31: after Check in / Check out the card shows the stay moved on, and the loader reads again. */
  // The stay's new version goes with its new status: the next step (Check out after Check in) is sent
  // over it, not over the version before (the server refused that as stale_version).
  const stayMoved = (stay: FrontDeskStay, status: FrontDeskStay['status'], version: number) => {
    const moved = (list: FrontDeskStay[]) =>
      list.map((s) => (s.id === stay.id ? { ...s, status, version } : s));
    update((current) =>
      current.frontDesk
        ? {
            ...current,
            frontDesk: {
              ...current.frontDesk,
              arrivals: moved(current.frontDesk.arrivals),
              departures: moved(current.frontDesk.departures),
            },
          }
        : current,
    );
    void router.invalidate();
  };
  /** Issue 18: a note's author edits and deletes it; owners and managers any (RLS says the same). */
  const mayChangeNote = (note: Note) =>
    !note.pending &&
    (lodge.role === 'owner' || lodge.role === 'manager' || (mayWrite && note.authorId === userId));

  const addNote = async (text: string, bookingId?: string) => {
    const note = await writes.addDailyNote(
      { lodgeId: lodge.lodgeId, date: data.date, text, bookingId },
      person,
    );
    setOwnNotes((own) => [...own, note]);
  };
  const saveBookingNote = async (booking: Booking, text: string) => {
    const kept = await writes.addBookingNote({ lodgeId: lodge.lodgeId, bookingId: booking.id, text }, person);
    update((current) => ({ ...current, bookingNotes: [...current.bookingNotes, kept] }));
    await addNote(`${booking.name}: ${text}`, booking.id);
    setOpen(null);
    void router.invalidate();
  };
  const showSaved = (saved: Booking) =>
    update((current) => ({
      ...current,
      bookings: current.bookings
        .map((b) => (b.id === saved.id ? saved : b))
        .filter((b) => b.status !== 'cancelled'),
    }));
  const changeStatus = async (booking: Booking, status: BookingStatus) => {
    // Where the tapped button is, read before the write (the toast keeps clear of it, issue 34).
    const near = tappedPlace();
    const saved = await writes.setBookingStatus(lodge.lodgeId, booking, status, person);
    showSaved(saved);
    setOpen(saved.status === 'cancelled' ? null : saved);
    // Issue 18: "Checked in · Undo" — Undo goes back through the same (queued) write.
    if (status === 'checked_in' || status === 'checked_out') {
      // Loaded on the first check-in, not with the signed-in start (issue 11 budget).
      const [{ showUndoToast }, { showNotification }, { failureSentence }, said] = await Promise.all([
        import('../../ui/undo-toast'),
        import('../../ui/notify'),
        import('../../lib/supabase/errors'),
        // Issue 33: "Checked in" once the lodge has it; kept on this phone, the toast says so.
        wordsAfterSave('booking.setStatus', { lodgeId: lodge.lodgeId, booking, to: status }, saved),
      ]);
      showUndoToast({
        title: said ?? bookingStatusLabels[status],
        detail: booking.name,
        near,
        onUndo: () =>
          void writes.setBookingStatus(lodge.lodgeId, saved, booking.status, person).then(
            (back) => {
              showSaved(back);
              setOpen((current) => (current?.id === back.id ? back : current));
              void router.invalidate();
            },
            (error: unknown) =>
              showNotification({ tone: 'error', title: failureSentence('Undo did not go through.', error) }),
          ),
      });
    }
    void router.invalidate();
  };

  return (
    <Page
      title="Dashboard"
      description={
        <>
          {longDay(data.date)}
          <CopyMark copiedAt={data.copiedAt} />
        </>
      }
    >
      {noticeShown ? (
        <Alert
          variant="light"
          color="lodge"
          title="Sample content"
          withCloseButton
          closeButtonLabel="Dismiss sample content notice"
          onClose={() => {
            dismissSampleNotice(userId, lodge.lodgeId);
            setNoticeDismissed(true);
          }}
        >
          Your lodge starts with sample bookings, staff, notes and products. It is all yours: change or delete
          anything, and your team sees the same.
        </Alert>
      ) : null}
      {shown.frontDesk && can(lodge.role, 'checkGuestsInOut') ? (
        <TodayCard
          today={shown.frontDesk}
          currency={currency}
          mayAct
          actions={{
            checkIn: async (stay) => {
              stayMoved(stay, 'checked_in', await writes.checkInStay(stay));
            },
            checkOut: async (stay) => {
              stayMoved(stay, 'checked_out', await writes.checkOutStay(stay));
            },
            stayHref: (stay) => `/bookings/calendar?stay=${encodeURIComponent(stay.id)}`,
          }}
        />
      ) : null}
      {shown.frontDesk && can(lodge.role, 'markRooms') ? <RoomBoardCard /> : null}
      <Paper radius="lg" p="md" c="white" bg="lodge.8">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {lodge.name}
          </Title>
          <WeatherCard weather={weatherOf(lodge, forecast)} canSetLocation={lodge.role === 'owner'} />
        </Stack>
      </Paper>

      <Stack component="section" gap="xs" aria-labelledby="dashboard-bookings">
        <Group justify="space-between">
          <Title order={2} size="h4" id="dashboard-bookings">
            Today's Bookings
          </Title>
          <Anchor component={Link} to="/bookings" fw={600}>
            View All
          </Anchor>
        </Group>
        {shown.bookings.length > 0 ? (
          <BookingList
            bookings={shown.bookings}
            onOpen={(booking) => {
              setBookingDialogUsed(true);
              setOpen(booking);
            }}
          />
        ) : (
          <Text>No bookings scheduled for this day</Text>
        )}
      </Stack>

      <Stack component="section" gap="xs" aria-labelledby="dashboard-staff">
        <Title order={2} size="h4" id="dashboard-staff">
          Staff Today
        </Title>
        {shown.staffOnShift.length > 0 ? (
          <StaffToday staff={shown.staffOnShift} />
        ) : (
          <Text>Nobody is on shift today.</Text>
        )}
      </Stack>

      <Stack component="section" gap="xs" aria-labelledby="dashboard-notes">
        <Group justify="space-between">
          <Title order={2} size="h4" id="dashboard-notes">
            Today's Notes
          </Title>
          {mayWrite ? (
            <Button
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => {
                setNoteDialogUsed(true);
                setAddingNote(true);
              }}
            >
              Add Note
            </Button>
          ) : null}
        </Group>
        {notes.length === 0 ? <Text>No notes for today yet.</Text> : null}
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notes for today">
          {notes.map((note) => (
            <Paper component="li" withBorder radius="md" p="sm" key={note.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconNote size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm">{note.text}</Text>
                  <Text size="xs" c="dimmed">
                    {note.authorName} · {clockTime(note.createdAt)}
                    {note.pending ? ' · Waiting to send' : null}
                  </Text>
                  {mayChangeNote(note) ? (
                    <Group gap="xs" mt={4}>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        mih={44}
                        aria-label={`Edit note: ${note.text.slice(0, 40)}`}
                        onClick={() => {
                          setNoteDialogUsed(true);
                          setEditingNote(note);
                        }}
                      >
                        Edit
                      </Button>
                      <Button
                        variant="subtle"
                        color="red.9"
                        size="compact-sm"
                        mih={44}
                        aria-label={`Delete note: ${note.text.slice(0, 40)}`}
                        onClick={() => setDeletingNote(note)}
                      >
                        Delete
                      </Button>
                    </Group>
                  ) : null}
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
      {bookingDialogUsed ? (
        <BookingDetailDialog
          booking={open}
          notes={shown.bookingNotes}
          abilities={{
            readNotes: can(lodge.role, 'readBookingNotes'),
            writeNotes: mayWrite,
            checkInOut: can(lodge.role, 'checkGuestsInOut'),
            manage: false,
          }}
          onClose={() => setOpen(null)}
          onSaveNote={saveBookingNote}
          onChangeStatus={changeStatus}
          today={data.date}
        />
      ) : null}
      {noteDialogUsed ? (
        <AddNoteDialog
          opened={editingNote !== null}
          editing={editingNote?.text ?? ''}
          onClose={() => setEditingNote(null)}
          onAdd={async (text, over) => {
            if (!editingNote) return;
            // Issue 33: the edit carries the version seen (or theirs, after Keep mine).
            const edited = await writes.editDailyNote(
              {
                lodgeId: lodge.lodgeId,
                note: editingNote,
                text,
                seen: over ?? editingNote.updatedAt ?? null,
              },
              person,
            );
            if (edited.theirs) {
              const { byName, at, row } = edited.theirs;
              return { byName, at, text: row.text };
            }
            const saved = { ...editingNote, ...edited.saved };
            update((current) => ({
              ...current,
              notes: current.notes.map((n) => (n.id === editingNote.id ? saved : n)),
            }));
            setOwnNotes((own) => own.map((n) => (n.id === editingNote.id ? saved : n)));
            setEditingNote(null);
            void router.invalidate();
          }}
        />
      ) : null}
      {deletingNote ? (
        <DeleteNoteDialog
          note={deletingNote}
          onClose={() => setDeletingNote(null)}
          onDelete={async (note) => {
            await writes.deleteDailyNote(note.id);
            update((current) => ({ ...current, notes: current.notes.filter((n) => n.id !== note.id) }));
            setOwnNotes((own) => own.filter((n) => n.id !== note.id));
            setDeletingNote(null);
            void router.invalidate();
          }}
        />
      ) : null}
      {noteDialogUsed ? (
        <AddNoteDialog
          opened={addingNote}
          onClose={() => setAddingNote(false)}
          onAdd={async (text) => {
            await addNote(text);
            setAddingNote(false);
            void router.invalidate();
          }}
        />
      ) : null}
    </Page>
  );
}
