import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { cleanup, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { LodgeMembership, LodgeRole } from '../../../machines/shared/lodge-types';
import { weatherConditions } from '../../../src/data/weather';
import { DashboardScreen } from '../../../src/features/dashboard/dashboard-screen';
import { WeatherCard } from '../../../src/features/dashboard/weather-card';
import { createTestAuthActor, withAuth } from '../../support/auth';
import {
  fakeBookingWrites,
  testBookings,
  testLodge,
  testNotes,
  testStaff,
} from '../../support/lodge-fixtures';
import { renderScreen, renderWithProviders, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// The dialogs load lazily; their first import is not part of any test's wait.
importLazyModulesFirst(
  () => import('../../../src/ui/bookings/booking-detail-dialog'),
  () => import('../../../src/features/dashboard/add-note-dialog'),
);

// Dialogs and typing are slow on the shared 2-core runner.
import type { Forecast } from '../../../src/lib/weather/forecast';

const today = dayjs().format('YYYY-MM-DD');

/** The dashboard as its route renders it: the seeded lodge's rows for today, writes faked. */
async function renderDashboard({
  role = 'manager' as LodgeRole,
  fake = fakeBookingWrites(),
  forecast = null as Forecast | null,
  copiedAt = null as number | null,
  lodge = {} as Partial<LodgeMembership>,
  sample = false,
} = {}) {
  const data = {
    copiedAt,
    date: today,
    bookings: testBookings().filter((b) => b.date === today),
    bookingNotes: [],
    staffOnShift: testStaff(),
    notes: testNotes(),
  };
  await renderScreen(
    <DashboardScreen
      data={data}
      forecast={forecast}
      lodge={{ ...testLodge(role), sample, ...lodge }}
      writes={fake.writes}
    />,
    {
      path: '/',
      wrap: withAuth(createTestAuthActor()),
    },
  );
  return fake;
}

describe('DashboardScreen (spec §2 /)', () => {
  it("shows today's date as weekday, month and day, and the lodge name", async () => {
    await renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(dayjs().format('dddd, MMMM D'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Okavango Community Trust' })).toBeInTheDocument();
  });

  it('marks the day pack’s copy with when it was taken, and the server’s rows not at all (issue 22)', async () => {
    await renderDashboard({ copiedAt: new Date(2026, 10, 26, 14, 32).getTime() });
    expect(screen.getByText('Updated 14:32')).toBeInTheDocument();
    cleanup();
    await renderDashboard();
    expect(screen.queryByText(/^Updated/)).toBeNull();
  });

  it('Sample weather shown as real: the sample lodge’s 32 °C and sunny are marked Sample', async () => {
    await renderDashboard({ lodge: { sample: true } });
    const weather = screen.getByRole('group', { name: 'Weather' });
    expect(within(weather).getByText('32 °C')).toBeInTheDocument();
    expect(within(weather).getByText('Sunny')).toBeInTheDocument();
    expect(within(weather).getByText('Sample')).toBeInTheDocument();
    expect(within(weather).getByText('Boro, Okavango Delta')).toBeInTheDocument();
    expect(within(weather).queryByText(/^Forecast/)).toBeNull();
  });

  it('Sample weather shown as real: a lodge without coordinates says No forecast, and an owner may set its location', async () => {
    await renderDashboard({ role: 'owner' });
    const weather = screen.getByRole('group', { name: 'Weather' });
    expect(within(weather).getByText('No forecast')).toBeInTheDocument();
    expect(within(weather).queryByText('32 °C')).toBeNull();
    expect(within(weather).getByRole('link', { name: "Set the lodge's location" })).toHaveAttribute(
      'href',
      '/organization',
    );
    cleanup();
    await renderDashboard({ role: 'staff' });
    const staffWeather = screen.getByRole('group', { name: 'Weather' });
    expect(within(staffWeather).getByText('No forecast')).toBeInTheDocument();
    expect(within(staffWeather).queryByRole('link')).toBeNull();
  });

  it('Sample weather shown as real: a forecast that could not be fetched is No forecast, never the sample', async () => {
    await renderDashboard({ lodge: { sample: true, latitude: -19.13, longitude: 23.47 } });
    const weather = screen.getByRole('group', { name: 'Weather' });
    expect(within(weather).getByText('No forecast')).toBeInTheDocument();
    expect(within(weather).getByText(/could not be fetched/)).toBeInTheDocument();
    expect(within(weather).queryByText('Sunny')).toBeNull();
  });

  it('shows a lodge’s real forecast with its time (issue 18)', async () => {
    await renderDashboard({ forecast: { temperature: 24, condition: 'rainy', time: '06:00' } });
    const weather = screen.getByRole('group', { name: 'Weather' });
    expect(within(weather).getByText('24 °C')).toBeInTheDocument();
    expect(within(weather).getByText('Rainy')).toBeInTheDocument();
    expect(within(weather).getByText('Forecast 06:00')).toBeInTheDocument();
  });

  it("lists today's bookings, each opening the booking detail dialog", async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const section = screen.getByRole('region', { name: "Today's Bookings" });
    const rows = within(section).getAllByRole('button');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Morning Mokoro Excursion',
      'Village Cultural Visit',
      'Sunset Boat Cruise',
    ]);
    await user.click(rows[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Morning Mokoro Excursion' });
    expect(within(dialog).getByText('07:30')).toBeInTheDocument();
    expect(within(dialog).getByText('4 guests')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /Call Kabo Sekgoma/ })).toHaveAttribute(
      'href',
      'tel:+26772345678',
    );
  });

  it("adds a note saved from a booking's dialog to today's notes, prefixed with the booking", async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Sunset Boat Cruise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    await user.type(within(dialog).getByLabelText('Add Notes'), 'Champagne on ice');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const notes = screen.getByRole('list', { name: 'Notes for today' });
    expect(within(notes).getByText('Sunset Boat Cruise: Champagne on ice')).toBeInTheDocument();
  });

  it('links "View All" to /bookings', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.click(screen.getByRole('link', { name: 'View All' }));
    expect(await screen.findByText('Landed on /bookings')).toBeInTheDocument();
  });

  it('shows staff working today with avatar and role label', async () => {
    await renderDashboard();
    const staff = screen.getByRole('region', { name: 'Staff Today' });
    expect(within(staff).getByRole('img', { name: 'Portrait of Kabo Sekgoma' })).toBeInTheDocument();
    for (const role of ['Tour Guide', 'Hospitality', 'Mokoro Poler']) {
      expect(within(staff).getAllByText(role).length).toBeGreaterThan(0);
    }
  });

  it('appends a note from the "Add Note" dialog, which focuses its field', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const notes = screen.getByRole('list', { name: 'Notes for today' });
    const before = within(notes).getAllByRole('listitem').length;
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    const field = within(dialog).getByLabelText('Note');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, '  Boat engine serviced  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(notes).getAllByRole('listitem')).toHaveLength(before + 1);
    expect(within(notes).getByText('Boat engine serviced')).toBeInTheDocument();
  });

  it('ignores a note that is empty after trimming and keeps the dialog open', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    const notes = screen.getByRole('list', { name: 'Notes for today' });
    const before = within(notes).getAllByRole('listitem').length;
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByLabelText('Note'), '    ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(screen.getByRole('dialog', { name: 'Add Note' })).toBeInTheDocument();
    expect(within(notes).getAllByRole('listitem')).toHaveLength(before);
  });
});

describe('WeatherCard (spec §1 conditions)', () => {
  it('gives each condition its own label and icon', () => {
    const seen = new Set<string>();
    for (const condition of weatherConditions) {
      const { container, unmount } = renderWithProviders(
        <WeatherCard
          weather={{
            kind: 'forecast',
            weather: { location: 'Maun', temperature: 25, condition },
            time: '06:00',
          }}
        />,
      );
      const label = condition[0]!.toUpperCase() + condition.slice(1);
      expect(screen.getByText(label)).toBeInTheDocument();
      const icon = container.querySelector(`svg[data-condition="${condition}"]`);
      expect(icon).not.toBeNull();
      seen.add(icon!.getAttribute('class') ?? '');
      unmount();
    }
    expect(seen.size).toBe(4);
  });
});

describe('Dashboard kept in the lodge (issue 8)', () => {
  it('shows each note with its author and time, and keeps an added note for today', async () => {
    const user = userEvent.setup();
    const fake = await renderDashboard();
    const notes = screen.getByRole('list', { name: 'Notes for today' });
    expect(within(notes).getAllByText(/^Neo Kgosi · \d\d:\d\d$/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByLabelText('Note'), 'Boat engine serviced');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(notes).getAllByText(/^Neo Kgosi · \d\d:\d\d$/)).toHaveLength(3);
    expect(fake.sent).toEqual([
      {
        write: 'addDailyNote',
        args: [{ lodgeId: 'lodge-1', date: today, text: 'Boat engine serviced' }],
      },
    ]);
  });

  it('keeps the note typed in Add Note when saving fails', async () => {
    const user = userEvent.setup();
    const fake = fakeBookingWrites();
    fake.failNextWith(new Error('Failed to fetch'));
    await renderDashboard({ fake });
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await user.type(within(dialog).getByLabelText('Note'), 'Boat engine serviced');
    await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /The note was not saved. Could not reach the server.*Nothing you typed was lost./, // issue 12: network errors in words
    );
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Boat engine serviced');
  });

  it('says once, to the owner, that the content is sample content they can change', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    await renderDashboard({ role: 'owner', sample: true });
    const notice = screen.getByRole('alert', { name: 'Sample content' });
    expect(notice).toHaveTextContent('It is all yours');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss sample content notice' }));
    expect(screen.queryByRole('alert', { name: 'Sample content' })).toBeNull();
    cleanup();
    await renderDashboard({ role: 'owner', sample: true });
    expect(screen.queryByRole('alert', { name: 'Sample content' })).toBeNull();
  });

  it('issue 34: after Remove sample content the "Sample content" banner is gone (never dismissed)', async () => {
    localStorage.clear();
    await renderDashboard({ role: 'owner', sample: false });
    expect(screen.queryByRole('alert', { name: 'Sample content' })).toBeNull();
    expect(screen.queryByText(/starts with sample bookings/)).toBeNull();
  });

  it('offers a trustee (read-only) no Add Note, no Save Note and no Check in', async () => {
    const user = userEvent.setup();
    await renderDashboard({ role: 'trustee' });
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sunset Boat Cruise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sunset Boat Cruise' });
    expect(within(dialog).queryByRole('button', { name: 'Save Note' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Check in' })).toBeNull();
    expect(within(dialog).queryByLabelText('Add Notes')).toBeNull();
  });

  it('lets an owner or manager edit and delete any note (issue 18)', async () => {
    const user = userEvent.setup();
    const fake = await renderDashboard({ role: 'manager' });
    await user.click(screen.getByRole('button', { name: /^Edit note: The Dube family/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit note' });
    const box = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(box).toHaveValue('The Dube family asked for a vegetarian dinner tonight.');
    await user.clear(box);
    await user.type(box, 'The Dube family: vegetarian dinner, no nuts.');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('The Dube family: vegetarian dinner, no nuts.')).toBeInTheDocument();
    expect(fake.sent).toContainEqual({
      write: 'editDailyNote',
      args: ['note-2', 'The Dube family: vegetarian dinner, no nuts.'],
    });

    await user.click(screen.getByRole('button', { name: /^Delete note: Generator service/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText(/Generator service at 14:00/)).toBeNull());
    expect(fake.sent).toContainEqual({ write: 'deleteDailyNote', args: ['note-1'] });
  });

  it('offers staff no Edit or Delete on someone else’s note', async () => {
    await renderDashboard({ role: 'staff' });
    expect(screen.queryByRole('button', { name: /^Edit note:/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete note:/ })).toBeNull();
  });
});
