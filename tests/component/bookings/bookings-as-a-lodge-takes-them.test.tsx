import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { fireEvent, waitFor, within } from '@testing-library/react';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import type { BookingNote } from '../../../src/data/bookings';
import { BookingsScreen } from '../../../src/features/bookings/bookings-screen';
import type { BookingsData } from '../../../src/features/bookings/bookings.data';
import { addDays, localDay, longDay } from '../../../src/lib/calendar-day';
import { lodgeToday } from '../../../src/lib/lodge-today';
import { createTestAuthActor, withAuth } from '../../support/auth';
import { fakeBookingWrites, testBookings, testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// The booking form loads lazily; its first import is not part of any test's wait.
importLazyModulesFirst(() => import('../../../src/features/bookings/add-booking-dialog'));

/** The lodge's today, as the screen computes it (the test lodge is in Africa/Gaborone). */
const today = () => lodgeToday(testLodge().timezone);

const guides = [
  { id: 'staff-kabo', name: 'Kabo Sekgoma', role: 'Tour Guide' },
  { id: 'staff-thato', name: 'Thato Moremi', role: 'Mokoro Poler' },
];

/** Notes on the Sunset Boat Cruise: one by the signed-in person (user-1), one by someone else. */
const notes = (): BookingNote[] => [
  {
    id: 'bn-mine',
    bookingId: 'bk-3',
    text: 'Champagne on ice',
    authorName: 'Neo Kgosi',
    authorId: 'user-1',
    createdAt: '2026-11-26T08:00:00Z',
  },
  {
    id: 'bn-theirs',
    bookingId: 'bk-3',
    text: 'Roses on the bed',
    authorName: 'Lorato Dube',
    authorId: 'user-2',
    createdAt: '2026-11-26T09:00:00Z',
  },
];

async function renderBookings({
  role = 'owner' as LodgeRole,
  data = {} as Partial<BookingsData>,
  onPickDay = vi.fn<(from: string | null) => void>(),
} = {}) {
  const fake = fakeBookingWrites();
  const shown: BookingsData = {
    from: today(),
    bookings: testBookings().map((booking) => ({
      ...booking,
      date: addDays(today(), dayOffset(booking.date)),
    })),
    notes: notes(),
    ...data,
  };
  await renderScreen(
    <BookingsScreen
      data={shown}
      guides={guides}
      lodge={testLodge(role)}
      writes={fake.writes}
      onPickDay={onPickDay}
    />,
    { path: '/bookings', wrap: withAuth(createTestAuthActor()) },
  );
  return { fake, onPickDay };
}

/** The fixtures' days are the phone's; the screen's are the lodge's: keep each booking's offset. */
const dayOffset = (date: string) => Math.round((Date.parse(date) - Date.parse(localDay())) / 86_400_000);

describe('Bookings as a lodge takes them (issue 18)', () => {
  it('adds a booking with its guest contact and a guide picked from the staff list, limits shown as counters', async () => {
    const user = userEvent.setup();
    const { fake } = await renderBookings();
    const day = longDay(addDays(today(), 2));
    await user.click(screen.getAllByRole('button', { name: `Add Booking for ${day}` })[0]!);
    const dialog = await screen.findByRole('dialog', { name: `Add Booking for ${day}` });
    // Pasted, not typed key by key: a dozen fields typed outlast the time limit on a busy machine.
    const paste = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await paste(within(dialog).getByLabelText(/Booking name/), 'Honeymoon Mokoro');
    expect(within(dialog).getByText('16 / 120')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Time/), '09:15');
    await user.click(within(dialog).getByRole('combobox', { name: 'Guide' }));
    await user.click(await screen.findByRole('option', { name: 'Kabo Sekgoma · Tour Guide' }));
    await paste(within(dialog).getByLabelText('Guest name'), 'Anna Schmidt');
    expect(within(dialog).getByText('12 / 120')).toBeInTheDocument();
    await paste(within(dialog).getByLabelText('Guest phone'), '+49 170 1234567');
    expect(within(dialog).getByText('15 / 40')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Guest phone')).toHaveAttribute('maxlength', '40');
    await paste(within(dialog).getByLabelText('Guest e-mail'), 'anna');
    await user.click(within(dialog).getByRole('button', { name: 'Add Booking' }));
    expect(within(dialog).getByText('Enter an e-mail address like name@example.com')).toBeInTheDocument();
    await paste(within(dialog).getByLabelText('Guest e-mail'), '@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(fake.sent[0]?.args[1]).toMatchObject({
      name: 'Honeymoon Mokoro',
      guideStaffId: 'staff-kabo',
      guest: { name: 'Anna Schmidt', phone: '+49 170 1234567', email: 'anna@example.com' },
    });
    await user.click(screen.getByRole('button', { name: 'Honeymoon Mokoro' }));
    const booking = await screen.findByRole('dialog', { name: 'Honeymoon Mokoro' });
    expect(within(booking).getByText('Anna Schmidt')).toBeInTheDocument();
    expect(within(booking).getByRole('link', { name: 'Call the guest on +49 170 1234567' })).toHaveAttribute(
      'href',
      'tel:+491701234567',
    );
    expect(
      within(booking).getByRole('link', { name: 'E-mail the guest at anna@example.com' }),
    ).toHaveAttribute('href', 'mailto:anna@example.com');
  });

  it('guests 999999 is refused with the range shown, never changed to 50 (issue 18 bug: the field clamped)', async () => {
    const user = userEvent.setup();
    const { fake } = await renderBookings();
    const day = longDay(addDays(today(), 2));
    await user.click(screen.getAllByRole('button', { name: `Add Booking for ${day}` })[0]!);
    const dialog = await screen.findByRole('dialog', { name: `Add Booking for ${day}` });
    await user.click(within(dialog).getByLabelText(/Booking name/));
    await user.paste('Big group');
    await user.type(within(dialog).getByLabelText(/Time/), '09:15');
    const guests = within(dialog).getByLabelText(/Guests/);
    await user.clear(guests);
    await user.type(guests, '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Add Booking' }));
    expect(guests).toHaveValue('999999');
    expect(within(dialog).getAllByText('Between 1 and 50').length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText(/Guests/)).toHaveAttribute('aria-invalid', 'true');
    expect(fake.sent).toHaveLength(0);
  });

  it('offers no Check in before the booking’s day (the lodge’s), and says when it opens', async () => {
    const user = userEvent.setup();
    await renderBookings({ role: 'staff' });
    await user.click(screen.getByRole('button', { name: 'Guided Bush Walk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided Bush Walk' });
    expect(within(dialog).queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(
      within(dialog).getByText(`Check-in opens on ${longDay(addDays(today(), 1))}.`),
    ).toBeInTheDocument();
  });

  it('Check in shows "Checked in" with Undo; Undo moves the booking back through the same write', async () => {
    const user = userEvent.setup();
    const { fake } = await renderBookings({ role: 'staff' });
    await user.click(screen.getByRole('button', { name: 'Village Cultural Visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Village Cultural Visit' });
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(await within(dialog).findByLabelText('Status: Checked in')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo: Checked in, Village Cultural Visit' }));
    expect(await within(dialog).findByLabelText('Status: Confirmed')).toBeInTheDocument();
    expect(fake.sent.map((sent) => sent.args)).toEqual([
      ['bk-2', 'checked_in'],
      ['bk-2', 'confirmed'],
    ]);
  });

  it('marks a booking still waiting in the outbox "Waiting to send", on its row and in its dialog', async () => {
    const user = userEvent.setup();
    await renderBookings({
      data: {
        bookings: [{ ...testBookings()[0]!, date: today(), status: 'checked_in', pending: true }],
      },
    });
    const row = screen.getByRole('button', { name: 'Morning Mokoro Excursion, waiting to send' });
    expect(within(row).getByText('Waiting to send')).toBeInTheDocument();
    await user.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Morning Mokoro Excursion' });
    expect(within(dialog).getByText('Waiting to send')).toBeInTheDocument();
  });

  it("lets staff edit and delete their own booking note, not a colleague's", async () => {
    const user = userEvent.setup();
    const { fake } = await renderBookings({ role: 'staff' });
    await user.click(screen.getByRole('button', { name: 'Sunset Boat Cruise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    expect(within(dialog).queryByRole('button', { name: 'Edit note: Roses on the bed' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Edit note: Champagne on ice' }));
    const field = within(dialog).getByLabelText('Edit note');
    expect(within(dialog).getByText('16 / 2,000')).toBeInTheDocument();
    expect(field).toHaveAttribute('maxlength', '2000');
    await user.clear(field);
    await user.type(field, 'Champagne and strawberries');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText('Champagne and strawberries')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete note: Champagne and strawberries' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(dialog).queryByText('Champagne and strawberries')).toBeNull());
    expect(screen.queryByRole('dialog', { name: 'Delete this note?' })).toBeNull();
    // The note's Delete went with it: focus is back in the booking.
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(fake.sent.map((sent) => [sent.write, ...sent.args])).toEqual([
      ['editBookingNote', 'bn-mine', 'Champagne and strawberries'],
      ['deleteBookingNote', 'bn-mine'],
    ]);
  });

  it('a booking note’s Delete asked inline, unlike every other delete: it asks in the confirm dialog, Keep gives focus back', async () => {
    const user = userEvent.setup();
    const { fake } = await renderBookings({ role: 'staff' });
    await user.click(screen.getByRole('button', { name: 'Sunset Boat Cruise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    const remove = within(dialog).getByRole('button', { name: 'Delete note: Champagne on ice' });
    await user.click(remove);
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    expect(within(confirm).getByText('Champagne on ice')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Delete this note?' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this note?' })).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    expect(within(dialog).getByText('Champagne on ice')).toBeInTheDocument();
    // Escape closes the question only, not the booking under it.
    await user.click(remove);
    await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this note?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Sunset Boat Cruise' })).toBeInTheDocument();
    expect(fake.sent).toEqual([]);
  });

  it('lets a manager edit any booking note', async () => {
    const user = userEvent.setup();
    await renderBookings({ role: 'manager' });
    await user.click(screen.getByRole('button', { name: 'Sunset Boat Cruise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    expect(within(dialog).getByRole('button', { name: 'Edit note: Roses on the bed' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete note: Roses on the bed' })).toBeInTheDocument();
  });
});

describe('the date navigator (issue 18)', () => {
  it('moves three days at a time, picks any day, and comes back to Today', async () => {
    const user = userEvent.setup();
    const { onPickDay } = await renderBookings();
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next 3 days' }));
    expect(onPickDay).toHaveBeenLastCalledWith(addDays(today(), 3));
    await user.click(screen.getByRole('button', { name: 'Previous 3 days' }));
    expect(onPickDay).toHaveBeenLastCalledWith(addDays(today(), -3));
    fireEvent.change(screen.getByLabelText('First day shown'), { target: { value: '2027-01-20' } });
    expect(onPickDay).toHaveBeenLastCalledWith('2027-01-20');
  });

  it('shows another day without the Today badge, and Today goes back', async () => {
    const user = userEvent.setup();
    const from = '2027-01-05';
    const { onPickDay } = await renderBookings({ data: { from, bookings: [], notes: [] } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tuesday, January 5',
      'Wednesday, January 6',
      'Thursday, January 7',
    ]);
    expect(screen.getByText('Tuesday, January 5 to Thursday, January 7')).toBeInTheDocument();
    expect(screen.queryByText('Today', { selector: '.mantine-Badge-label' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onPickDay).toHaveBeenLastCalledWith(null);
  });

  it('offline, says plainly which days this phone does not keep', async () => {
    const from = addDays(today(), 1);
    await renderBookings({
      data: {
        from,
        bookings: [],
        notes: [],
        keptDays: { from: addDays(today(), -1), to: addDays(today(), 2) },
      },
    });
    const notKept = screen.getAllByText(
      'This day is not kept on this phone. Its bookings show when the signal returns.',
    );
    expect(notKept).toHaveLength(1);
    expect(screen.getAllByText('No bookings scheduled for this day')).toHaveLength(2);
  });
});
