import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/react';
import { Button, TextInput } from '@mantine/core';
import { GuardedModal, useDialogDraft } from '../../../src/ui/guarded-modal';
import { renderWithProviders, screen } from '../../support/render';

function NoteForm({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState('');
  const requestClose = useDialogDraft(text.trim() !== '', onClose);
  return (
    <>
      <TextInput label="Note" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      <Button onClick={requestClose}>Cancel</Button>
    </>
  );
}

function Harness({ onClosed }: { onClosed: () => void }) {
  const [opened, setOpened] = useState(true);
  const close = () => {
    setOpened(false);
    onClosed();
  };
  return (
    <GuardedModal opened={opened} onClose={close} title="Add Note">
      {opened ? <NoteForm onClose={close} /> : null}
    </GuardedModal>
  );
}

describe('GuardedModal (issue 12: closing a dialog with typed text asks before discarding)', () => {
  it('closes at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    renderWithProviders(<Harness onClosed={closed} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull();
  });

  it('asks on Escape with typed text; Keep editing keeps it, Discard closes', async () => {
    const user = userEvent.setup();
    const closed = vi.fn();
    renderWithProviders(<Harness onClosed={closed} />);
    await user.type(await screen.findByLabelText('Note'), 'Check the solar pump');
    await user.keyboard('{Escape}');
    let prompt = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(prompt).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard what you typed?' })).toBeNull());
    expect(closed).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Note')).toHaveValue('Check the solar pump');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    prompt = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(prompt).getByRole('button', { name: 'Discard' }));
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
