import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { act, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { Note } from '../../../src/data/notes';
import type { DashboardData } from '../../../src/features/dashboard/dashboard.data';
import { DashboardScreen } from '../../../src/features/dashboard/dashboard-screen';
import { createTestAuthActor, withAuth } from '../../support/auth';
import {
  fakeBookingWrites,
  testBookings,
  testLodge,
  testNotes,
  testStaff,
} from '../../support/lodge-fixtures';
import { renderScreen, screen } from '../../support/render';
import { importLazyModulesFirst } from '../../support/lazy-modules';

importLazyModulesFirst(() => import('../../../src/features/dashboard/add-note-dialog'));

/**
 * Issue 33 finding 1: "A daily note shown as saved was never saved" — at the first sign-in the
 * dashboard is read again while the first note is saved (the sync's first round, the lodge's answer,
 * the screen's own reload). A read that began before the note reached the lodge (or before it entered
 * the outbox) and ends after it must not take the note off the screen: the screen then showed a note
 * that no list held any more, and the next write's own update was made on top of the note-less rows.
 */

const today = dayjs().format('YYYY-MM-DD');
const dayOf = (notes: Note[]): DashboardData => ({
  date: today,
  bookings: testBookings().filter((b) => b.date === today),
  bookingNotes: [],
  staffOnShift: testStaff(),
  notes,
});

/** The dashboard as its route draws it, with `give(data)` standing for a loader run that ends now. */
async function renderWithLoader(writes: ReturnType<typeof fakeBookingWrites>['writes']) {
  let give: (data: DashboardData) => void = () => {};
  function Route() {
    const [data, setData] = useState(() => dayOf(testNotes()));
    give = setData;
    return <DashboardScreen data={data} lodge={testLodge('manager')} writes={writes} />;
  }
  await renderScreen(<Route />, { path: '/', wrap: withAuth(createTestAuthActor()) });
  return { give: (data: DashboardData) => act(() => give(data)) };
}

async function addNote(text: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Add Note' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
  await user.type(within(dialog).getByLabelText('Note'), text);
  await user.click(within(dialog).getByRole('button', { name: 'Add Note' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('issue 33 finding 1: the first daily note after sign-up', () => {
  it('issue 33 finding 1: a note shown as saved stays shown when a read that began before the save ends after it', async () => {
    const fake = fakeBookingWrites();
    const { give } = await renderWithLoader(fake.writes);
    await addNote('Radio checked');
    const notes = screen.getByRole('list', { name: 'Notes for today' });
    expect(within(notes).getByText('Radio checked')).toBeInTheDocument();

    // The read that was under way when Save was tapped answers now, without the note.
    await give(dayOf(testNotes()));
    expect(within(notes).getByText('Radio checked')).toBeInTheDocument();
  });

  it('issue 33 finding 1: a note waiting to send stays shown "Waiting to send" when a read that began before it was queued ends after it', async () => {
    const fake = fakeBookingWrites();
    const waiting: typeof fake.writes = {
      ...fake.writes,
      addDailyNote: async (note) => ({ ...(await fake.writes.addDailyNote(note)), pending: true }),
    };
    const { give } = await renderWithLoader(waiting);
    await addNote('Fuel delivered');
    await give(dayOf(testNotes()));
    const notes = screen.getByRole('list', { name: 'Notes for today' });
    expect(within(notes).getByText('Fuel delivered')).toBeInTheDocument();
    expect(within(notes).getByText(/Waiting to send/)).toBeInTheDocument();
  });

  it('issue 33 finding 1: once the lodge’s rows hold the saved note it is shown once, as theirs', async () => {
    const fake = fakeBookingWrites();
    const saved: Note[] = [];
    const { give } = await renderWithLoader({
      ...fake.writes,
      addDailyNote: async (note) => {
        const kept = await fake.writes.addDailyNote(note);
        saved.push(kept);
        return kept;
      },
    });
    await addNote('Radio checked');
    await give(dayOf([...testNotes(), ...saved]));
    const notes = screen.getByRole('list', { name: 'Notes for today' });
    expect(within(notes).getAllByText('Radio checked')).toHaveLength(1);
    // Rows read later that no longer hold it (someone deleted it) are shown as they are.
    await give(dayOf(testNotes()));
    expect(within(notes).queryByText('Radio checked')).toBeNull();
  });
});
