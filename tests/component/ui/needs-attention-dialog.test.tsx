import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LodgeRole } from '../../../src/data/lodge-roles';
import type { OutboxCommand } from '../../../src/lib/offline/commands';
import {
  listAttention,
  listOutbox,
  setAside,
  wipeOutbox,
  type AttentionItem,
} from '../../../src/lib/offline/outbox';
import { NeedsAttentionDialog } from '../../../src/ui/needs-attention-dialog';
import { renderWithProviders } from '../../support/render';

/**
 * Issue 18 "Nothing typed is lost": Needs attention explains each refused write in plain words,
 * offers Edit (the text in its field, fixed and sent again) and Copy for every one, and Try again only
 * where it can succeed.
 */
const note = (id: string, text: string): OutboxCommand => ({
  id,
  kind: 'dailyNote.add',
  lodgeId: 'l1',
  date: '2026-11-26',
  text,
  queuedAt: 1,
  authorName: 'Neo Kgosi',
});

const refused = (command: OutboxCommand, code: string, message: string): AttentionItem => ({
  command,
  reason: 'refused',
  code,
  message,
  at: 2,
});

const RLS = 'new row violates row-level security policy for table "daily_notes"';

afterEach(async () => {
  cleanup();
  await wipeOutbox();
});

async function open(items: AttentionItem[], role: LodgeRole | null) {
  for (const item of items) await setAside('u-neo', item);
  renderWithProviders(
    <NeedsAttentionDialog userId="u-neo" items={items} onClose={() => {}} roleIn={() => role} />,
  );
  return screen.findByRole('dialog', { name: 'Needs attention' });
}

describe('Needs attention (issue 18)', () => {
  it('explains a role change in plain words, never the policy, and offers no Try again', async () => {
    const dialog = await open([refused(note('n1', 'Boat needs fuel'), '42501', RLS)], 'trustee');
    expect(
      within(dialog).getByText('Your role changed to Trustee, so you can no longer add notes.'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/row-level security|daily_notes/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('offers Try again for a permission refusal once the role allows it again', async () => {
    const dialog = await open([refused(note('n1', 'Boat needs fuel'), '42501', RLS)], 'staff');
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('says a manager deleted the row (the tombstone’s 409), with no Try again', async () => {
    const dialog = await open([refused(note('n1', 'Boat needs fuel'), '23505', 'row_was_deleted')], 'staff');
    expect(
      within(dialog).getByText(
        'A manager deleted this note after it was first sent, so it was not added again. Edit it to send it as a new one, or copy it.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a note too long for the lodge is explained without the constraint’s name, no Try again', async () => {
    const message = 'new row for relation "daily_notes" violates check constraint "daily_notes_body_check"';
    const dialog = await open([refused(note('n1', 'x'.repeat(3000)), '23514', message)], 'staff');
    expect(within(dialog).getByText(/could not keep this note as it was typed/)).toBeVisible();
    expect(within(dialog).queryByText(/daily_notes_body_check/)).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('Edit opens the refused text with its limit; shortened, Send puts it back in the outbox as a new write', async () => {
    const user = userEvent.setup();
    const dialog = await open([refused(note('n1', 'x'.repeat(3000)), '23514', 'check')], 'staff');
    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(field).toHaveValue('x'.repeat(3000));
    expect(within(dialog).getByText('3,000 / 2,000')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();

    await user.clear(field);
    await user.type(field, 'Boat needs fuel');
    expect(within(dialog).getByText('15 / 2,000')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(async () => expect(await listAttention('u-neo')).toEqual([]));
    const [sent] = await listOutbox('u-neo');
    expect(sent).toMatchObject({ kind: 'dailyNote.add', text: 'Boat needs fuel', lodgeId: 'l1' });
    expect(sent?.id).not.toBe('n1');
  });

  it('Copy copies what was typed', async () => {
    const user = userEvent.setup();
    const dialog = await open([refused(note('n1', 'Boat needs fuel'), '42501', RLS)], 'trustee');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('Boat needs fuel');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeVisible();
  });

  it('a write without text (a check-in) can be copied as its line but not edited', async () => {
    const command: OutboxCommand = {
      id: 't1',
      kind: 'training.markDone',
      lodgeId: 'l1',
      moduleId: 'towels',
      queuedAt: 1,
      authorName: 'Neo Kgosi',
    };
    const dialog = await open([refused(command, '42501', RLS)], 'trustee');
    expect(
      within(dialog).getByText('Your role changed to Trustee, so you can no longer record training.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeVisible();
  });
});
