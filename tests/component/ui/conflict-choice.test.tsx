import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxCommand } from '../../../src/lib/offline/commands';
import { listAttention, listOutbox, setAside, wipeOutbox } from '../../../src/lib/offline/outbox';
import { ConflictChoice } from '../../../src/ui/conflict-choice';
import { NeedsAttentionDialog } from '../../../src/ui/needs-attention-dialog';
import { AddNoteDialog } from '../../../src/features/dashboard/add-note-dialog';
import { clockTime } from '../../../src/lib/calendar-day';
import { renderWithProviders } from '../../support/render';
import { BookingNotesList } from '../../../src/ui/bookings/booking-notes-list';

/**
 * Issue 33 "No lost updates, anywhere": one component says a row changed since the person opened it,
 * shows both versions ("Kagiso changed this at 14:02: …" and "Yours: …") and offers Keep mine / Take
 * theirs — in a form online, and in Needs attention for an edit that waited offline.
 */
afterEach(async () => {
  cleanup();
  await wipeOutbox();
});

const at = '2026-11-29T14:02:00.000Z';

describe('ConflictChoice (issue 33)', () => {
  it('shows who changed the row and when, theirs and yours, and both choices', async () => {
    const keep = vi.fn();
    const take = vi.fn();
    renderWithProviders(
      <ConflictChoice
        byName="Kagiso"
        at={at}
        theirs="Boat 2 mended"
        yours="Boat 2 leaks"
        onKeepMine={keep}
        onTakeTheirs={take}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`Kagiso changed this at ${clockTime(at)}: Boat 2 mended`);
    expect(alert).toHaveTextContent('Yours: Boat 2 leaks');
    expect(alert).toHaveTextContent('Nothing was saved.');
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await userEvent.click(screen.getByRole('button', { name: 'Take theirs' }));
    expect(keep).toHaveBeenCalledOnce();
    expect(take).toHaveBeenCalledOnce();
  });

  it('Edit note: a save that found the note changed keeps what was typed; Keep mine saves over theirs', async () => {
    const saves: Array<[string, string | undefined]> = [];
    const onAdd = vi.fn(async (text: string, over?: string) => {
      saves.push([text, over]);
      return saves.length === 1 ? { byName: 'Kagiso', at, text: 'Boat 2 mended' } : undefined;
    });
    renderWithProviders(<AddNoteDialog opened editing="Boat 2 leaks" onClose={() => {}} onAdd={onAdd} />);
    const field = await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Boat 2 leaks at the stern');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Kagiso changed this at ${clockTime(at)}: Boat 2 mended`);
    expect(alert).toHaveTextContent('Yours: Boat 2 leaks at the stern');
    expect(field).toHaveValue('Boat 2 leaks at the stern');
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() =>
      expect(saves).toEqual([
        ['Boat 2 leaks at the stern', undefined],
        ['Boat 2 leaks at the stern', at],
      ]),
    );
  });

  it('Edit note: Take theirs loads their text into the form', async () => {
    const onAdd = vi.fn(async () => ({ byName: 'Kagiso', at, text: 'Boat 2 mended' }));
    renderWithProviders(<AddNoteDialog opened editing="Boat 2 leaks" onClose={() => {}} onAdd={onAdd} />);
    const field = await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.type(field, '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Take theirs' }));
    expect(field).toHaveValue('Boat 2 mended');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Needs attention: an edit that changed meanwhile offers Keep mine (sent again over theirs) and Take theirs', async () => {
    const command: OutboxCommand = {
      id: 'e1',
      kind: 'dailyNote.edit',
      lodgeId: 'l1',
      queuedAt: 1,
      authorName: 'Neo',
      note: { id: 'n1', text: 'Boat 2 leaks', authorName: 'Neo', createdAt: at },
      text: 'Boat 2 leaks at the stern',
      seen: '2026-11-29T13:00:00.000Z',
    };
    const item = {
      command,
      reason: 'conflict' as const,
      message: 'Kagiso changed this before your change reached the lodge. Nothing was overwritten.',
      theirs: { byName: 'Kagiso', at, words: 'Boat 2 mended' },
      at: 2,
    };
    await setAside('u1', item);
    renderWithProviders(<NeedsAttentionDialog userId="u1" items={[item]} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Needs attention' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      `Kagiso changed this at ${clockTime(at)}: Boat 2 mended`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(async () => expect(await listAttention('u1')).toEqual([]));
    const [resent] = await listOutbox('u1');
    expect(resent).toMatchObject({ kind: 'dailyNote.edit', text: 'Boat 2 leaks at the stern', seen: at });
  });
});

describe('Booking note edit in place (issue 33)', () => {
  it('a booking note changed meanwhile keeps what was typed, shows both; Keep mine is sent over theirs', async () => {
    const user = userEvent.setup();
    const note = {
      id: 'bn1',
      bookingId: 'b1',
      text: 'Binoculars',
      authorName: 'Neo',
      createdAt: at,
      updatedAt: '2026-11-29T13:00:00.000Z',
    };
    const edit = vi
      .fn()
      .mockResolvedValueOnce({ byName: 'Kagiso', at, text: 'Two pairs of binoculars' })
      .mockResolvedValueOnce(undefined);
    renderWithProviders(
      <BookingNotesList notes={[note]} changes={{ mayChange: () => true, edit, remove: vi.fn() }} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit note: Binoculars' }));
    const field = screen.getByRole('textbox', { name: /Edit note/ });
    await user.type(field, ' and hats');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Kagiso changed this at ${clockTime(at)}: Two pairs of binoculars`,
    );
    expect(field).toHaveValue('Binoculars and hats');
    await user.click(screen.getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(edit).toHaveBeenCalledTimes(2));
    expect(edit).toHaveBeenLastCalledWith(note, 'Binoculars and hats', at);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Edit note/ })).toBeNull());
  });
});
