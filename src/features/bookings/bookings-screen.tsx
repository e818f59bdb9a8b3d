import { useMemo, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconPlus } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { LodgeMembership } from '../../../machines/shared/lodge-types';
import {
  bookingDateFormat,
  bookingDayCount,
  bookingsOn,
  type Booking,
  type BookingStatus,
} from '../../data/bookings';
import { can } from '../../data/lodge-roles';
import type { BookingDetails } from '../../lib/supabase/bookings';
import { BookingDetailDialog } from '../../ui/bookings/booking-detail-dialog';
import type { BookingMoneyPort } from '../../ui/bookings/booking-money-section';
import { BookingList } from '../../ui/bookings/booking-row';
import { showNotification } from '../../ui/notify';
import { Page } from '../../ui/page';
import { CopyMark } from '../../ui/copy-mark';
import { useOutboxPerson } from '../../lib/auth/use-outbox-person';
import type { OutboxPerson } from '../../lib/offline/queued-writes';
import { useSyncedState } from '../../ui/use-synced-state';
import { AddBookingDialog, type BookingFormTarget } from './add-booking-dialog';
import type { BookingsData } from './bookings.data';
import { bookingsWrites, type BookingsWrites } from './bookings.writes';
import { bookingMoneyPort } from './booking-money.data';

const dayBadges = ['Today', 'Tomorrow'];

/**
 * Bookings (/bookings, spec §2): three days, each headed by its date, listing its bookings or "No
 * bookings scheduled for this day" with an "Add Booking" button; a day with bookings has Add Booking
 * too. Rows open the booking detail dialog: Check in / Check out, notes kept on the booking (Save Note
 * still logs, spec §4), and for managers Edit and Cancel booking. Data comes from the route loader.
 */
export function BookingsScreen({
  data,
  lodge,
  writes = bookingsWrites,
  money = bookingMoneyPort,
}: {
  data: BookingsData;
  lodge: LodgeMembership;
  writes?: BookingsWrites;
  /** The booking dialog's money section for a lodge (issue 20), swappable in tests. */
  money?: (lodgeId: string, person: OutboxPerson | null) => BookingMoneyPort;
}) {
  const router = useRouter();
  const person = useOutboxPerson();
  const [shown, update] = useSyncedState(data);
  const [open, setOpen] = useState<Booking | null>(null);
  const [form, setForm] = useState<BookingFormTarget | null>(null);
  const first = dayjs(data.from);
  const days = Array.from({ length: bookingDayCount }, (_, offset) => first.add(offset, 'day'));
  const mayAdd = can(lodge.role, 'addBookings');
  const moneyPort = useMemo(
    () => (can(lodge.role, 'recordMoney') ? money(lodge.lodgeId, person) : undefined),
    [money, lodge.lodgeId, lodge.role, person],
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
  const changeStatus = async (booking: Booking, status: BookingStatus) => {
    const saved = await writes.setBookingStatus(lodge.lodgeId, booking, status, person);
    replace(saved);
    setOpen(saved.status === 'cancelled' ? null : saved);
    if (saved.status === 'cancelled') showNotification({ tone: 'success', title: 'Booking cancelled' });
    void router.invalidate();
  };
  const submitForm = async (details: BookingDetails) => {
    if (!form) return;
    const saved =
      form.kind === 'add'
        ? await writes.addBooking(lodge.lodgeId, details, person)
        : await writes.updateBooking(form.booking.id, details);
    replace(saved);
    setForm(null);
    showNotification({ tone: 'success', title: form.kind === 'add' ? 'Booking added' : 'Booking updated' });
    void router.invalidate();
  };

  return (
    <Page
      title="Bookings"
      description={
        <>
          Today and the next two days
          <CopyMark copiedAt={data.copiedAt} />
        </>
      }
    >
      {days.map((day, offset) => {
        const date = day.format(bookingDateFormat);
        const label = day.format('dddd, MMMM D');
        const onDay = bookingsOn(shown.bookings, date);
        const headingId = `bookings-day-${offset}`;
        return (
          <Stack component="section" gap="xs" key={date} aria-labelledby={headingId}>
            <Group gap="xs" align="center" justify="space-between" wrap="nowrap">
              {/* The date wraps, the Add button never shrinks (it was cut to "Ad" at 390 px). */}
              <Group gap="xs" align="center" flex={1} miw={0}>
                <Title order={2} size="h4" id={headingId}>
                  {label}
                </Title>
                {dayBadges[offset] ? (
                  <Badge variant="filled" color="lodge" size="sm">
                    {dayBadges[offset]}
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
      />
      <AddBookingDialog
        target={form}
        onClose={() => setForm(null)}
        onSubmit={submitForm}
        onCancelBooking={async () => {
          if (form?.kind !== 'edit') return;
          await changeStatus(form.booking, 'cancelled');
          setForm(null);
        }}
      />
    </Page>
  );
}
