import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listOutbox, setAside, wipeOutbox, type AttentionItem } from '../../../src/lib/offline/outbox';
import { createTestAuth, renderAppLayout } from '../../model/support/app-harness';
import { neoSession, sampleBooking } from '../../support/offline-fixtures';
import { importLazyModulesFirst } from '../../support/lazy-modules';

// What the app loads on demand (the network line, its Review dialog, the staff frame, the sign-out
// question) is transformed by Vitest on first import: under load that took longer than the first
// test's waits. In the browser these are built chunks; the tests wait for what a person waits for.
importLazyModulesFirst(
  () => import('../../../src/ui/offline-banner'),
  () => import('../../../src/ui/needs-attention-dialog'),
  () => import('../../../src/ui/staff-frame'),
  () => import('../../../src/ui/unsent-changes-dialog'),
);

/**
 * Issue 9 "Conflicts": a check-in on a booking that changed meanwhile, or a write the server refused,
 * is never dropped silently: the banner says it needs attention, Review lists it with both versions,
 * and the person tries again or discards it.
 */
const session = neoSession;
const booking = sampleBooking;
const conflict: AttentionItem = {
  command: {
    id: 'c1',
    kind: 'booking.setStatus',
    lodgeId: 'l1',
    queuedAt: 1,
    authorName: 'Neo Kgosi',
    booking,
    to: 'checked_in',
  },
  reason: 'conflict',
  message: 'Someone changed this booking while you were offline: it is now cancelled.',
  current: { ...booking, status: 'cancelled' },
  at: 2,
};

// Unmounted first: the banner reads the outbox store, so a wipe under it would re-render outside act.
afterEach(async () => {
  cleanup();
  await wipeOutbox();
});

async function renderSignedIn() {
  const auth = createTestAuth();
  await auth.loadSession.resolve({ session, stale: false });
  await renderAppLayout(auth.actor);
}

describe('Needs attention', () => {
  it('lists a conflicting check-in with both versions; no "Try again" (it would meet the same conflict)', async () => {
    await setAside('u-neo', conflict);
    await renderSignedIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    expect(screen.getByText('1 change needs attention')).toBeVisible();
    const dialog = await screen.findByRole('dialog', { name: 'Needs attention' });
    expect(within(dialog).getByText('Check in: Mokoro, 09:00')).toBeVisible();
    expect(within(dialog).getByText(conflict.message)).toBeVisible();
    expect(within(dialog).getByText('You saw: Confirmed · Now: Cancelled')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('"Try again" puts a refusal that may succeed back in the outbox', async () => {
    await setAside('u-neo', {
      ...conflict,
      reason: 'refused',
      message: 'upstream hiccup',
      current: undefined,
    });
    await renderSignedIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Needs attention' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('1 change needs attention')).toBeNull());
    expect((await listOutbox('u-neo')).map((c) => c.id)).toEqual(['c1']);
    expect(await screen.findByText('Sending… 1 change waiting to send')).toBeVisible();
  });

  it('"Discard" drops it, only on that tap; Close returns focus to Review', async () => {
    await setAside('u-neo', conflict);
    await setAside('u-neo', { ...conflict, command: { ...conflict.command, id: 'c2' } });
    await renderSignedIn();
    const review = await screen.findByRole('button', { name: 'Review' });
    expect(screen.getByText('2 changes need attention')).toBeVisible();
    fireEvent.click(review);
    let dialog = await screen.findByRole('dialog', { name: 'Needs attention' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Needs attention' })).toBeNull());
    await waitFor(() => expect(review).toHaveFocus());

    fireEvent.click(review);
    dialog = await screen.findByRole('dialog', { name: 'Needs attention' });
    await act(async () => {
      fireEvent.click(within(dialog).getAllByRole('button', { name: 'Discard' })[0]!);
    });
    await waitFor(() => expect(screen.getByText('1 change needs attention')).toBeVisible());
    expect(await listOutbox('u-neo')).toEqual([]);
  });
});

describe('Sign Out with writes still waiting (issue 9: nothing lost without asking)', () => {
  it('asks first; "Stay signed in" keeps the person and the writes, "Sign out anyway" signs out', async () => {
    const { enqueue } = await import('../../../src/lib/offline/outbox');
    await enqueue('u-neo', { ...conflict.command, id: 'w1' });
    const auth = createTestAuth();
    await auth.loadSession.resolve({ session, stale: false });
    await renderAppLayout(auth.actor);
    await screen.findByText('Sending… 1 change waiting to send');

    fireEvent.click(screen.getByLabelText('Open navigation'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    let dialog = await screen.findByRole('dialog', { name: '1 change not sent yet' });
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '1 change not sent yet' })).toBeNull());
    expect(auth.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(await listOutbox('u-neo')).toHaveLength(1);

    fireEvent.click(screen.getByLabelText('Open navigation'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    dialog = await screen.findByRole('dialog', { name: '1 change not sent yet' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out anyway' }));
    await waitFor(() => expect(auth.actor.getSnapshot().matches('signedIn')).toBe(false));
  });
});

describe('Sign Out offline with Needs attention items (issue 33: three refused changes were deleted without asking)', () => {
  it('counts them in the question; Copy all carries what each was for; Stay signed in keeps them', async () => {
    await setAside('u-neo', conflict);
    await setAside('u-neo', { ...conflict, command: { ...conflict.command, id: 'c2' } });
    await setAside('u-neo', { ...conflict, command: { ...conflict.command, id: 'c3' } });
    const auth = createTestAuth();
    await auth.loadSession.resolve({ session, stale: false });
    await renderAppLayout(auth.actor);
    await screen.findByText('3 changes need attention');

    fireEvent.click(screen.getByLabelText('Open navigation'));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: '3 changes not sent yet' });
    expect(within(dialog).getByText(/3 changes need attention/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copy all' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '3 changes not sent yet' })).toBeNull());
    expect(auth.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(screen.getByText('3 changes need attention')).toBeVisible();
  });

  it('Copy all writes one entry per waiting and set-aside change', async () => {
    const { unsentChangesText } = await import('../../../src/ui/unsent-changes-dialog');
    const { describe: describeCommand } = await import('../../../src/lib/offline/commands');
    const waiting = { ...conflict.command, id: 'w1' };
    const text = unsentChangesText(
      [waiting],
      [conflict, { ...conflict, command: { ...conflict.command, id: 'c2' } }],
    );
    expect(text.split('\n\n')).toEqual([
      describeCommand(waiting),
      describeCommand(conflict.command),
      describeCommand(conflict.command),
    ]);
  });
});
