import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { bookingDateFormat, bookingsOn, sampleBookings, type Booking } from '../../data/bookings';
import { Page } from '../../ui/page';
import { AddBookingDialog } from './add-booking-dialog';
import { BookingDetailDialog } from '../../ui/bookings/booking-detail-dialog';
import { BookingList } from '../../ui/bookings/booking-row';

/** Bookings view: today and the next two days (spec §9 "Bookings view: 3 days"). */
const dayCount = 3;
const dayBadges = ['Today', 'Tomorrow'];

/**
 * Bookings (/bookings, spec §2): three days, each headed by its date, listing its bookings or "No
 * bookings scheduled for this day" with an "Add Booking" button. Rows open the booking detail dialog;
 * a saved note is only logged here (spec §4). Added bookings live in memory.
 */
export function BookingsScreen() {
  const [bookings, setBookings] = useState<Booking[]>(() => sampleBookings());
  const [open, setOpen] = useState<Booking | null>(null);
  const [addingFor, setAddingFor] = useState<string | null>(null);
  const today = dayjs();
  const days = Array.from({ length: dayCount }, (_, offset) => today.add(offset, 'day'));

  const saveNote = (booking: Booking, note: string) => {
    console.log('Booking note', { bookingId: booking.id, booking: booking.name, note });
    setOpen(null);
  };
  const addBooking = (booking: Booking) => {
    setBookings((current) => [...current, booking]);
    setAddingFor(null);
  };

  return (
    <Page title="Bookings" description="Today and the next two days">
      {days.map((day, offset) => {
        const date = day.format(bookingDateFormat);
        const onDay = bookingsOn(bookings, date);
        const headingId = `bookings-day-${offset}`;
        return (
          <Stack component="section" gap="xs" key={date} aria-labelledby={headingId}>
            <Group gap="xs" align="center">
              <Title order={2} size="h4" id={headingId}>
                {day.format('dddd, MMMM D')}
              </Title>
              {dayBadges[offset] ? (
                <Badge variant="filled" color="lodge" size="sm">
                  {dayBadges[offset]}
                </Badge>
              ) : null}
            </Group>
            {onDay.length > 0 ? (
              <BookingList bookings={onDay} onOpen={setOpen} />
            ) : (
              <Paper withBorder radius="md" p="md">
                <Stack align="center" gap="xs">
                  <IconCalendarOff size={28} aria-hidden="true" />
                  <Text ta="center">No bookings scheduled for this day</Text>
                  <Button
                    leftSection={<IconPlus size={18} aria-hidden="true" />}
                    onClick={() => setAddingFor(date)}
                    aria-label={`Add Booking for ${day.format('dddd, MMMM D')}`}
                  >
                    Add Booking
                  </Button>
                </Stack>
              </Paper>
            )}
          </Stack>
        );
      })}
      <BookingDetailDialog booking={open} onClose={() => setOpen(null)} onSaveNote={saveNote} />
      <AddBookingDialog date={addingFor} onClose={() => setAddingFor(null)} onAdd={addBooking} />
    </Page>
  );
}
