import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { waitFor, within } from '@testing-library/react';
import { Button, Text } from '@mantine/core';
import { ConfirmDeleteDialog } from '../../../src/ui/confirm-delete-dialog';
import { DialogFooter } from '../../../src/ui/dialog-footer';
import { renderWithProviders, screen } from '../../support/render';

/** A promise the test settles by hand, so the busy state can be seen. */
function deferred() {
  let settle = { resolve: () => {}, reject: (_error: unknown) => {} };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve: () => resolve(), reject };
  });
  return { promise, ...settle };
}

function Harness({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Delete the pump note</Button>
      {gone ? <p>Deleted</p> : null}
      <ConfirmDeleteDialog
        opened={open}
        title="Delete this note?"
        failure={() => 'The note was not deleted. Check your connection and try again.'}
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          await onConfirm();
          setGone(true);
          setOpen(false);
        }}
      >
        <Text size="sm">Check the solar pump</Text>
      </ConfirmDeleteDialog>
    </>
  );
}

describe('ConfirmDeleteDialog (the one confirm-before-delete)', () => {
  it('names what is deleted; Keep closes it and focus returns to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness onConfirm={() => Promise.resolve()} />);
    const opener = screen.getByRole('button', { name: 'Delete the pump note' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    expect(within(dialog).getByText('Check the solar pump')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this note?' })).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.queryByText('Deleted')).toBeNull();
  });

  it('shows Delete as busy while it runs, then closes on success', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    renderWithProviders(<Harness onConfirm={() => pending.promise} />);
    await user.click(screen.getByRole('button', { name: 'Delete the pump note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(remove);
    await waitFor(() => expect(remove).toHaveAttribute('data-loading', 'true'));
    expect(remove).toBeDisabled();
    pending.resolve();
    expect(await screen.findByText('Deleted')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this note?' })).toBeNull());
  });

  it('a refusal keeps the dialog open with the reason, and Delete can be pressed again', async () => {
    const user = userEvent.setup();
    const attempts: ReturnType<typeof deferred>[] = [];
    renderWithProviders(
      <Harness
        onConfirm={() => {
          const attempt = deferred();
          attempts.push(attempt);
          return attempt.promise;
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete the pump note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    attempts[0]!.reject(new Error('offline'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The note was not deleted. Check your connection and try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Delete this note?' })).toBeVisible();
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    attempts[1]!.resolve();
    expect(await screen.findByText('Deleted')).toBeVisible();
  });
});

describe('DialogFooter (the one Cancel / primary pair)', () => {
  it('submits its form, and shows the problem above the buttons', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    const cancelled = vi.fn();
    renderWithProviders(
      <form
        aria-label="Add item"
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <DialogFooter
          onCancel={cancelled}
          confirmLabel="Add item"
          problem="The item was not added. Check your connection and try again."
        />
      </form>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The item was not added.');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toHaveBeenCalledTimes(1);
  });

  it('while loading the primary action cannot be pressed again; disabled stays disabled', () => {
    renderWithProviders(
      <>
        <DialogFooter onCancel={() => {}} confirmLabel="Save" loading />
        <DialogFooter onCancel={() => {}} cancelLabel="Keep" confirmLabel="Delete lodge" disabled />
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('data-loading', 'true');
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete lodge' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeEnabled();
  });
});
