import { afterEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { LodgeRole } from '../../../machines/shared/lodge-types';
import { BookingsScreen } from '../../../src/features/bookings/bookings-screen';
import { createTestAuthActor, withAuth } from '../../support/auth';
import { fakeBookingWrites, testBookings, testLodge } from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// The booking form loads lazily; its first import is not part of any test's wait.
importLazyModulesFirst(() => import('../../../src/features/bookings/add-booking-dialog'));

/** The screen as its route renders it: the seeded lodge's bookings from the loader, writes faked. */
async function renderBookings({ role = 'owner' as LodgeRole, fake = fakeBookingWrites() } = {}) {
  const data = { from: dayjs().format('YYYY-MM-DD'), bookings: testBookings(), notes: [] };
  await renderScreen(<BookingsScreen data={data} lodge={testLodge(role)} writes={fake.writes} />, {
    path: '/bookings',
    wrap: withAuth(createTestAuthActor()),
  });
  return fake;
}
const dayHeading = (offset: number) => dayjs().add(offset, 'day').format('dddd, MMMM D');
const daySection = (offset: number) => screen.getByRole('region', { name: dayHeading(offset) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BookingsScreen (spec §2 /bookings)', () => {
  it('shows today and the next two days, each headed by its date', async () => {
    await renderBookings();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([dayHeading(0), dayHeading(1), dayHeading(2)]);
  });

  it("lists each day's bookings with name, time and guests", async () => {
    await renderBookings();
    const today = daySection(0);
    const mokoro = within(today).getByRole('button', { name: 'Morning Mokoro Excursion' });
    expect(within(mokoro).getByText('07:30')).toBeInTheDocument();
    expect(within(mokoro).getByText('4 guests')).toBeInTheDocument();
    expect(within(daySection(1)).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows "No bookings scheduled for this day" with an Add Booking button on an empty day', async () => {
    await renderBookings();
    const empty = daySection(2);
    expect(within(empty).getByText('No bookings scheduled for this day')).toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: /Add Booking/ })).toBeInTheDocument();
    expect(within(daySection(0)).queryByText('No bookings scheduled for this day')).toBeNull();
  });

  it('adds a booking to the empty day, keeping what was typed when a required field is missing', async () => {
    const user = userEvent.setup();
    await renderBookings();
    await user.click(within(daySection(2)).getByRole('button', { name: /Add Booking/ }));
    const dialog = await screen.findByRole('dialog', { name: `Add Booking for ${dayHeading(2)}` });
    const name = within(dialog).getByLabelText(/Booking name/);
    await waitFor(() => expect(name).toHaveFocus());
    await user.type(name, 'Private Dinner');
    await user.click(within(dialog).getByRole('button', { name: 'Add Booking' }));

    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: `Add Booking for ${dayHeading(2)}` })).toBeInTheDocument();
    expect(name).toHaveValue('Private Dinner');

    await user.type(within(dialog).getByLabelText(/Time/), '19:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const row = within(daySection(2)).getByRole('button', { name: 'Private Dinner' });
    expect(within(row).getByText('19:30')).toBeInTheDocument();
    expect(within(row).getByText('2 guests')).toBeInTheDocument();
    expect(within(daySection(2)).queryByText('No bookings scheduled for this day')).toBeNull();
  });
});

describe('Add Booking with 0 guests (issue 34: a toast "Please fill in all required fields" and the range twice)', () => {
  it('says the range once, on the field, and no required-fields toast', async () => {
    const user = userEvent.setup();
    await renderBookings();
    await user.click(within(daySection(2)).getByRole('button', { name: /Add Booking/ }));
    const dialog = await screen.findByRole('dialog', { name: `Add Booking for ${dayHeading(2)}` });
    await user.type(within(dialog).getByLabelText(/Booking name/), 'Private Dinner');
    await user.type(within(dialog).getByLabelText(/Time/), '19:30');
    const guests = within(dialog).getByLabelText(/Guests/);
    await user.clear(guests);
    await user.type(guests, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add Booking' }));
    await waitFor(() => expect(guests).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText('Between 1 and 50')).toHaveLength(1);
    expect(screen.queryByText('Please fill in all required fields')).toBeNull();
    expect(guests).toHaveValue('0');
  });
});

/** Closing with typed text asks first (issue 12): answer Discard. */
async function discardWhenAsked(user: ReturnType<typeof userEvent.setup>) {
  const prompt = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
  await user.click(within(prompt).getByRole('button', { name: 'Discard' }));
}

describe('Booking detail dialog (spec §2)', () => {
  it('shows name, time and guests, description, guide with a tel: link, and focuses the notes', async () => {
    const user = userEvent.setup();
    await renderBookings();
    await user.click(screen.getByRole('button', { name: 'Sunset Boat Cruise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    expect(within(dialog).getByText('17:00')).toBeInTheDocument();
    expect(within(dialog).getByText('2 guests')).toBeInTheDocument();
    expect(within(dialog).getByText(/Honeymoon couple/)).toBeInTheDocument();
    expect(within(dialog).getByText('Thato Moremi')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Call Thato Moremi on +267 71 234 567' }),
    ).toHaveAttribute('href', 'tel:+26771234567');
    const notes = within(dialog).getByLabelText('Add Notes');
    expect(notes).toHaveAttribute('placeholder', 'Add notes about this booking...');
    await waitFor(() => expect(notes).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Note' })).toBeInTheDocument();
  });

  it('falls back by booking name to the usual guide when the booking has none', async () => {
    const user = userEvent.setup();
    await renderBookings();
    await user.click(screen.getByRole('button', { name: 'Village Cultural Visit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Village Cultural Visit' });
    expect(within(dialog).getByText('Lesedi Ntsima')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Call Lesedi Ntsima/ })).toHaveAttribute(
      'href',
      'tel:+26774567890',
    );
  });

  it('falls back to reception, and to a placeholder description, when nothing is known', async () => {
    const user = userEvent.setup();
    await renderBookings();
    await user.click(screen.getByRole('button', { name: 'Family Bird Watching' }));
    const dialog = await screen.findByRole('dialog', { name: 'Family Bird Watching' });
    expect(within(dialog).getByText('Lodge Reception')).toBeInTheDocument();
    expect(within(dialog).getByText('No description for this booking yet.')).toBeInTheDocument();
  });

  it('logs a saved note (spec §4) and closes; ignores a note empty after trimming', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await renderBookings();
    await user.click(screen.getByRole('button', { name: 'Morning Mokoro Excursion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Morning Mokoro Excursion' });
    const notes = within(dialog).getByLabelText('Add Notes');

    await user.type(notes, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(log).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Morning Mokoro Excursion' })).toBeInTheDocument();

    await user.type(notes, 'Guest allergic to bees');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(log).toHaveBeenCalledWith(
      'Booking note',
      expect.objectContaining({ booking: 'Morning Mokoro Excursion', note: 'Guest allergic to bees' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Cancel without logging', async () => {
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    await renderBookings();
    await user.click(screen.getByRole('button', { name: 'Guided Bush Walk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided Bush Walk' });
    await user.type(within(dialog).getByLabelText('Add Notes'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await discardWhenAsked(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log).not.toHaveBeenCalled();
  });

  it('Cancel with a typed note asks before discarding it (issue 12); Keep editing keeps the note', async () => {
    const user = userEvent.setup();
    await renderBookings();
    await user.click(screen.getByRole('button', { name: 'Guided Bush Walk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided Bush Walk' });
    await user.type(within(dialog).getByLabelText('Add Notes'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const prompt = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Guided Bush Walk' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add Notes')).toHaveValue('Draft');
  });

  it('a cancelled note does not come back when the same booking is opened again', async () => {
    const user = userEvent.setup();
    await renderBookings();
    await user.click(screen.getByRole('button', { name: 'Guided Bush Walk' }));
    let dialog = await screen.findByRole('dialog', { name: 'Guided Bush Walk' });
    await user.type(within(dialog).getByLabelText('Add Notes'), 'Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await discardWhenAsked(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Guided Bush Walk' }));
    dialog = await screen.findByRole('dialog', { name: 'Guided Bush Walk' });
    expect(within(dialog).getByLabelText('Add Notes')).toHaveValue('');
  });
});

describe('Bookings kept in the lodge (issue 8)', () => {
  it('checks a guest in, then out, showing the status in the dialog and on the row', async () => {
    const user = userEvent.setup();
    const fake = await renderBookings({ role: 'staff' });
    await user.click(screen.getByRole('button', { name: 'Village Cultural Visit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Village Cultural Visit' });
    expect(within(dialog).getByLabelText('Status: Confirmed')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    dialog = await screen.findByRole('dialog', { name: 'Village Cultural Visit' });
    expect(await within(dialog).findByLabelText('Status: Checked in')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Check out' }));
    expect(await within(dialog).findByLabelText('Status: Checked out')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Check (in|out)/ })).toBeNull();
    expect(fake.sent.map((s) => s.args)).toEqual([
      ['bk-2', 'checked_in'],
      ['bk-2', 'checked_out'],
    ]);
    const row = within(daySection(0)).getByRole('button', { name: 'Village Cultural Visit' });
    expect(within(row).getByText('Checked out')).toBeInTheDocument();
  });

  it('keeps a saved note on the booking and lists it with its author when reopened', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    await renderBookings();
    await user.click(screen.getByRole('button', { name: 'Sunset Boat Cruise' }));
    let dialog = await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    expect(within(dialog).getByText('No notes on this booking yet.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Add Notes'), 'Champagne on ice');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Sunset Boat Cruise' }));
    dialog = await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    const notes = within(dialog).getByRole('region', { name: 'Notes on this booking' });
    expect(within(notes).getByText('Champagne on ice')).toBeInTheDocument();
    expect(within(notes).getByText(/^Neo Kgosi · /)).toBeInTheDocument();
  });

  it('keeps the typed note and says why when saving it fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const fake = fakeBookingWrites();
    fake.failNextWith(new Error('Failed to fetch'));
    await renderBookings({ fake });
    await user.click(screen.getByRole('button', { name: 'Sunset Boat Cruise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    await user.type(within(dialog).getByLabelText('Add Notes'), 'Champagne on ice');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /The note was not saved. Could not reach the server.*Nothing you typed was lost./, // issue 12: network errors in words
    );
    expect(within(dialog).getByLabelText('Add Notes')).toHaveValue('Champagne on ice');
  });

  it('adds a booking on a day that already has bookings', async () => {
    const user = userEvent.setup();
    await renderBookings({ role: 'staff' });
    await user.click(within(daySection(0)).getByRole('button', { name: `Add Booking for ${dayHeading(0)}` }));
    const dialog = await screen.findByRole('dialog', { name: `Add Booking for ${dayHeading(0)}` });
    await user.type(within(dialog).getByLabelText(/Booking name/), 'Private Dinner');
    await user.type(within(dialog).getByLabelText(/Time/), '19:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(daySection(0)).getByRole('button', { name: 'Private Dinner' })).toBeInTheDocument();
  });

  it('keeps the booking form as typed when saving fails', async () => {
    const user = userEvent.setup();
    const fake = fakeBookingWrites();
    fake.failNextWith(new Error('new row violates row-level security policy'));
    await renderBookings({ fake });
    await user.click(within(daySection(2)).getByRole('button', { name: /Add Booking/ }));
    const dialog = await screen.findByRole('dialog', { name: `Add Booking for ${dayHeading(2)}` });
    await user.type(within(dialog).getByLabelText(/Booking name/), 'Private Dinner');
    await user.type(within(dialog).getByLabelText(/Time/), '19:30');
    await user.click(within(dialog).getByRole('button', { name: 'Add Booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The booking was not saved.');
    expect(within(dialog).getByLabelText(/Booking name/)).toHaveValue('Private Dinner');
  });

  it('lets a manager edit and cancel a booking', async () => {
    const user = userEvent.setup();
    const fake = await renderBookings({ role: 'manager' });
    await user.click(screen.getByRole('button', { name: 'Guided Bush Walk' }));
    let dialog = await screen.findByRole('dialog', { name: 'Guided Bush Walk' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit booking' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Guided Bush Walk' });
    const guests = within(form).getByLabelText(/Guests/);
    await user.clear(guests);
    await user.type(guests, '7');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Guided Bush Walk' })).toBeNull());
    const row = within(daySection(1)).getByRole('button', { name: 'Guided Bush Walk' });
    expect(within(row).getByText('7 guests')).toBeInTheDocument();

    await user.click(row);
    dialog = await screen.findByRole('dialog', { name: 'Guided Bush Walk' });
    await user.click(within(dialog).getByRole('button', { name: 'Edit booking' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Guided Bush Walk' });
    await user.click(within(edit).getByRole('button', { name: 'Cancel booking' }));
    await user.click(within(edit).getByRole('button', { name: 'Yes, cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(daySection(1)).queryByRole('button', { name: 'Guided Bush Walk' })).toBeNull();
    expect(fake.sent.at(-1)?.args).toEqual(['bk-4', 'cancelled']);
  });

  it('issue 34 checked-in bookings can be edited: a manager corrects the head count, with no Cancel booking', async () => {
    const user = userEvent.setup();
    const fake = await renderBookings({ role: 'manager' });
    await user.click(screen.getByRole('button', { name: 'Village Cultural Visit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Village Cultural Visit' });
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    dialog = await screen.findByRole('dialog', { name: 'Village Cultural Visit' });
    expect(await within(dialog).findByLabelText('Status: Checked in')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Edit booking' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Village Cultural Visit' });
    expect(
      within(form).getByText(
        'These guests are checked in: correct the details here; to end the booking, check them out.',
      ),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    const guests = within(form).getByLabelText(/Guests/);
    await user.clear(guests);
    await user.type(guests, '9');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit Village Cultural Visit' })).toBeNull(),
    );
    const row = within(daySection(0)).getByRole('button', { name: 'Village Cultural Visit' });
    expect(within(row).getByText('9 guests')).toBeInTheDocument();
    expect(fake.sent.at(-1)?.args[0]).toBe('bk-2');
  });

  it('issue 34: a checked-out booking is the record of what happened — no Edit booking', async () => {
    const user = userEvent.setup();
    await renderBookings({ role: 'manager' });
    await user.click(screen.getByRole('button', { name: 'Village Cultural Visit' }));
    let dialog = await screen.findByRole('dialog', { name: 'Village Cultural Visit' });
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    dialog = await screen.findByRole('dialog', { name: 'Village Cultural Visit' });
    await user.click(await within(dialog).findByRole('button', { name: 'Check out' }));
    expect(await within(dialog).findByLabelText('Status: Checked out')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit booking' })).toBeNull();
  });

  it('offers staff no Edit booking (nor its Cancel booking)', async () => {
    const user = userEvent.setup();
    await renderBookings({ role: 'staff' });
    await user.click(screen.getByRole('button', { name: 'Guided Bush Walk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Guided Bush Walk' });
    expect(within(dialog).queryByRole('button', { name: 'Edit booking' })).toBeNull();
  });
});
