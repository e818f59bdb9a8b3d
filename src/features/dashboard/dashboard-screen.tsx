import { lazy, Suspense, useMemo, useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconNote, IconPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { bookingDateFormat, bookingsOn, sampleBookings, type Booking } from '../../data/bookings';
import { lodgeName } from '../../data/lodge';
import { sampleNotes, type Note } from '../../data/notes';
import { sampleStaff } from '../../data/staff';
import { sampleWeather } from '../../data/weather';
import { Page } from '../../ui/page';
// The booking list and dialog are shared with Bookings (see BookingDetailDialog).
import { BookingList } from '../../ui/bookings/booking-row';
import { StaffToday } from './staff-today';
import { useToday } from '../../ui/use-today';
import { WeatherCard } from './weather-card';

// The dashboard is the first screen after sign-in: its dialogs load when first opened, not up front.
const BookingDetailDialog = lazy(() =>
  import('../../ui/bookings/booking-detail-dialog').then((module) => ({
    default: module.BookingDetailDialog,
  })),
);
const AddNoteDialog = lazy(() =>
  import('./add-note-dialog').then((module) => ({ default: module.AddNoteDialog })),
);

/**
 * Dashboard (/, spec §2): today's date (weekday, month, day), the lodge name, the weather card, today's
 * bookings with "View All", staff working today and today's notes. Notes are appended locally (spec
 * §4); a note saved from a booking's dialog is added to today's notes, prefixed with the booking name.
 */
export function DashboardScreen() {
  // Issue 12: rolls over at midnight when the dashboard is left open.
  const today = useToday();
  const todaysBookings = useMemo(
    () => bookingsOn(sampleBookings(today), today.format(bookingDateFormat)),
    [today],
  );
  const [notes, setNotes] = useState<Note[]>(() => [...sampleNotes]);
  const [open, setOpen] = useState<Booking | null>(null);
  const [addingNote, setAddingNote] = useState(false);
  // Once a dialog has been opened it stays mounted, so it can play its closing transition.
  const [bookingDialogUsed, setBookingDialogUsed] = useState(false);
  const [noteDialogUsed, setNoteDialogUsed] = useState(false);
  const openBooking = (booking: Booking) => {
    setBookingDialogUsed(true);
    setOpen(booking);
  };

  const appendNote = (text: string) =>
    setNotes((current) => [
      ...current,
      { id: `note-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`, text },
    ]);

  return (
    <Page title="Dashboard" description={today.format('dddd, MMMM D')}>
      <Paper radius="lg" p="md" c="white" bg="lodge.8">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {lodgeName}
          </Title>
          <WeatherCard weather={sampleWeather} />
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
        {todaysBookings.length > 0 ? (
          <BookingList bookings={todaysBookings} onOpen={openBooking} />
        ) : (
          <Text>No bookings scheduled for this day</Text>
        )}
      </Stack>

      <Stack component="section" gap="xs" aria-labelledby="dashboard-staff">
        <Title order={2} size="h4" id="dashboard-staff">
          Staff Today
        </Title>
        <StaffToday staff={sampleStaff} />
      </Stack>

      <Stack component="section" gap="xs" aria-labelledby="dashboard-notes">
        <Group justify="space-between">
          <Title order={2} size="h4" id="dashboard-notes">
            Today's Notes
          </Title>
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
        </Group>
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Notes for today">
          {notes.map((note) => (
            <Paper component="li" withBorder radius="md" p="sm" key={note.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconNote size={20} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
                <Text size="sm">{note.text}</Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>

      <Suspense fallback={null}>
        {bookingDialogUsed ? (
          <BookingDetailDialog
            booking={open}
            onClose={() => setOpen(null)}
            onSaveNote={(booking, note) => {
              appendNote(`${booking.name}: ${note}`);
              setOpen(null);
            }}
          />
        ) : null}
        {noteDialogUsed ? (
          <AddNoteDialog
            opened={addingNote}
            onClose={() => setAddingNote(false)}
            onAdd={(text) => {
              appendNote(text);
              setAddingNote(false);
            }}
          />
        ) : null}
      </Suspense>
    </Page>
  );
}
